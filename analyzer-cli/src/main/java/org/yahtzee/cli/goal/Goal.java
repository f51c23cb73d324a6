package org.yahtzee.cli.goal;

import org.yahtzee.cli.options.StrictNumbers;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.goal.GoalSolver;

/**
 * What a player plays for ({@code --goal}): the highest average final score ({@code ev}, the
 * default), a final total of at least T ({@code reach:T}), or beating the other players
 * ({@code win}). The one place goals are named and read.
 *
 * @param kind   which goal
 * @param target for {@link Kind#REACH}: the total to reach, 0..{@link ScoreDistribution#MAX_SCORE}; else -1
 */
public record Goal(Kind kind, int target) {

    /** The three goals a player can have. */
    public enum Kind { EV, REACH, WIN }

    /** Playing for the highest average: the solver's own goal. */
    public static final Goal EV = new Goal(Kind.EV, -1);
    /** Beating the other players: the most likely win, a tie counted as half a win. */
    public static final Goal WIN = new Goal(Kind.WIN, -1);

    /** What {@code --goal} accepts, for help and errors. */
    public static final String SYNTAX = "ev, reach:T (a final total to reach, e.g. reach:300) or win";

    /** A goal to reach {@code target} points. */
    public static Goal reach(int target) {
        if (target < 0 || target > ScoreDistribution.MAX_SCORE) {
            throw new IllegalArgumentException("the target must be 0.." + ScoreDistribution.MAX_SCORE
                    + " points (no card scores more), was " + target);
        }
        return new Goal(Kind.REACH, target);
    }

    /**
     * Reads {@code ev}, {@code reach:T} or {@code win} (case and spaces around ignored).
     *
     * @throws IllegalArgumentException naming the text and what was expected
     */
    public static Goal parse(String text) {
        String s = text.strip().toLowerCase(java.util.Locale.ROOT);
        if (s.equals("ev")) {
            return EV;
        } else if (s.equals("win")) {
            return WIN;
        } else if (s.startsWith("reach:")) {
            String number = s.substring("reach:".length()).strip();
            int target;
            try {
                target = StrictNumbers.parseInt(number);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(UserText.quote(text) + ": the target must be a whole number of points, "
                        + "e.g. reach:300");
            }
            try {
                return reach(target);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(UserText.quote(text) + ": " + e.getMessage());
            }
        }
        throw new IllegalArgumentException(UserText.quote(text) + ": expected " + SYNTAX);
    }

    /**
     * This reach goal's target, checked to lie in the reach table's range: what a player who
     * reads the table alone (the simulator's) can play for.
     *
     * @throws IllegalArgumentException naming the goal and the range
     */
    public int tableTarget() {
        if (target > GoalSolver.TARGET_MAX) {
            throw new IllegalArgumentException(name() + " is beyond the reach table: simulated targets are 0.."
                    + GoalSolver.TARGET_MAX);
        }
        return target;
    }

    /** The name {@link #parse} reads and JSON writes: {@code ev}, {@code reach:300}, {@code win}. */
    public String name() {
        return switch (kind) {
            case EV -> "ev";
            case REACH -> "reach:" + target;
            case WIN -> "win";
        };
    }

    /** The goal's probability as a column heading and unit: {@code P(>=300)}, {@code P(win)}; empty for {@link #EV}. */
    public String heading() {
        return switch (kind) {
            case EV -> "";
            case REACH -> "P(>=" + target + ")";
            case WIN -> "P(win)";
        };
    }

    /** For people: "the highest average", "a final total of 300 or more", "beating the other players". */
    public String describe() {
        return switch (kind) {
            case EV -> "the highest average final score";
            case REACH -> "a final total of " + target + " or more";
            case WIN -> "beating the other players (a tie counts as half a win)";
        };
    }
}
