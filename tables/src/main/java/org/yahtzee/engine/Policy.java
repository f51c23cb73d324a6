package org.yahtzee.engine;

/**
 * A player the engine can simulate ({@link Engine#simulation}): optimal expected-score play, a
 * simple human-like player, the best chance of a target, or the best chance of beating
 * expected-score play. Its {@link #name} is the one word for it in every output.
 *
 * @param kind   which player
 * @param target for {@link Kind#REACH}: the target, 0..{@link Yahtzee#REACH_TARGET_MAX} (the
 *               reach table's range); else -1
 */
public record Policy(Kind kind, int target) {

    /** The players the engine simulates. */
    public enum Kind {
        /** Optimal expected-score play, a look-up in the policy table. */
        EV,
        /** A simple human-like player: the baseline. */
        HEURISTIC,
        /** The best chance of a final total of at least the target, from the reach table. */
        REACH,
        /** The best chance of beating the other player, who plays {@link #EV}: one match only. */
        WIN
    }

    /** Optimal expected-score play. */
    public static final Policy EV = new Policy(Kind.EV, -1);
    /** The human-like baseline. */
    public static final Policy HEURISTIC = new Policy(Kind.HEURISTIC, -1);
    /** The best chance of beating expected-score play ({@link Simulation#winMatch}). */
    public static final Policy WIN = new Policy(Kind.WIN, -1);

    /**
     * Checks the target against the kind.
     *
     * @throws IllegalArgumentException for a reach target outside 0..{@link Yahtzee#REACH_TARGET_MAX},
     *                                  or a target given to another kind
     */
    public Policy {
        if (kind == null) {
            throw new IllegalArgumentException("kind must not be null");
        } else if (kind == Kind.REACH && (target < 0 || target > Yahtzee.REACH_TARGET_MAX)) {
            throw new IllegalArgumentException("the target must be 0.." + Yahtzee.REACH_TARGET_MAX
                    + " (the reach table's range), was " + target);
        } else if (kind != Kind.REACH && target != -1) {
            throw new IllegalArgumentException(kind + " has no target, was given " + target);
        }
    }

    /** The best chance of {@code target} or more, 0..{@link Yahtzee#REACH_TARGET_MAX}. */
    public static Policy reach(int target) {
        return new Policy(Kind.REACH, target);
    }

    /**
     * The player of {@code goal}: {@link #EV}, a reach player ({@link Goal#tableTarget}), {@link #WIN}.
     *
     * @throws IllegalArgumentException for a reach target beyond the reach table
     */
    public static Policy of(Goal goal) {
        return switch (goal.kind()) {
            case EV -> EV;
            case REACH -> reach(goal.tableTarget());
            case WIN -> WIN;
        };
    }

    /** The one word: {@code ev}, {@code heuristic}, {@code reach:300}, {@code win}. */
    public String name() {
        return switch (kind) {
            case EV -> "ev";
            case HEURISTIC -> "heuristic";
            case REACH -> "reach:" + target;
            case WIN -> "win";
        };
    }
}
