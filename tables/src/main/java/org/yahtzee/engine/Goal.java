package org.yahtzee.engine;

/**
 * What a player plays for: the highest average final score ({@link #EV}, the engine's default),
 * a final total of at least a target ({@link #reach}), or beating the other players
 * ({@link #WIN}). Its {@link #name} is the one word for it in every output: {@code ev},
 * {@code reach:300}, {@code win}.
 *
 * @param kind   which goal
 * @param target for {@link Kind#REACH}: the total to reach, 0..{@link Yahtzee#MAX_SCORE}; else -1
 */
public record Goal(Kind kind, int target) {

    /** The three goals a player can have. */
    public enum Kind {
        /** The highest average final score. */
        EV,
        /** A final total of at least the target. */
        REACH,
        /** Beating the other players, a tie counted as half a win. */
        WIN
    }

    /** Playing for the highest average: the solver's own goal. */
    public static final Goal EV = new Goal(Kind.EV, -1);
    /** Beating the other players: the most likely win, a tie counted as half a win. */
    public static final Goal WIN = new Goal(Kind.WIN, -1);

    /**
     * Checks the target against the kind.
     *
     * @throws IllegalArgumentException for a reach target outside 0..{@link Yahtzee#MAX_SCORE}, or
     *                                  a target given to another kind
     */
    public Goal {
        if (kind == null) {
            throw new IllegalArgumentException("kind must not be null");
        } else if (kind == Kind.REACH && (target < 0 || target > Yahtzee.MAX_SCORE)) {
            throw new IllegalArgumentException("the target must be 0.." + Yahtzee.MAX_SCORE
                    + " points (no card scores more), was " + target);
        } else if (kind != Kind.REACH && target != -1) {
            throw new IllegalArgumentException(kind + " has no target, was given " + target);
        }
    }

    /**
     * A goal to reach {@code target} points.
     *
     * @throws IllegalArgumentException for a target outside 0..{@link Yahtzee#MAX_SCORE}
     */
    public static Goal reach(int target) {
        return new Goal(Kind.REACH, target);
    }

    /**
     * This reach goal's target, checked to lie in the reach table's range: what a player who
     * reads the table alone (a simulated one, {@link Policy#reach}) can play for.
     *
     * @throws IllegalArgumentException naming the goal and the range
     */
    public int tableTarget() {
        if (target > Yahtzee.REACH_TARGET_MAX) {
            throw new IllegalArgumentException(name() + " is beyond the reach table: simulated targets are 0.."
                    + Yahtzee.REACH_TARGET_MAX);
        }
        return target;
    }

    /** The goal's one word: {@code ev}, {@code reach:300}, {@code win}. */
    public String name() {
        return switch (kind) {
            case EV -> "ev";
            case REACH -> "reach:" + target;
            case WIN -> "win";
        };
    }
}
