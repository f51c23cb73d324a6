package org.yahtzee.cli.goal;

import java.util.Locale;
import org.yahtzee.cli.options.StrictNumbers;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.Goal;

/**
 * The goals as the command line reads and says them: {@code ev}, {@code reach:T} and {@code win}
 * read from {@code --goal} and requests, the goal's column heading and its description. The
 * one place goals are read and worded; the goal itself is the engine's {@link Goal}.
 */
public final class GoalWords {

    /** What {@code --goal} accepts, for help and errors. */
    public static final String SYNTAX = "ev, reach:T (a final total to reach, e.g. reach:300) or win";

    private GoalWords() {
    }

    /**
     * Reads {@code ev}, {@code reach:T} or {@code win} (case and spaces around ignored).
     *
     * @throws IllegalArgumentException naming the text and what was expected
     */
    public static Goal parse(String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        if (s.equals("ev")) {
            return Goal.EV;
        } else if (s.equals("win")) {
            return Goal.WIN;
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
                return Goal.reach(target);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(UserText.quote(text) + ": " + e.getMessage());
            }
        }
        throw new IllegalArgumentException(UserText.quote(text) + ": expected " + SYNTAX);
    }

    /** The goal's probability as a column heading and unit: {@code P(>=300)}, {@code P(win)}; empty for {@link Goal#EV}. */
    public static String heading(Goal goal) {
        return switch (goal.kind()) {
            case EV -> "";
            case REACH -> "P(>=" + goal.target() + ")";
            case WIN -> "P(win)";
        };
    }

    /** For people: "the highest average", "a final total of 300 or more", "beating the other players". */
    public static String describe(Goal goal) {
        return switch (goal.kind()) {
            case EV -> "the highest average final score";
            case REACH -> "a final total of " + goal.target() + " or more";
            case WIN -> "beating the other players (a tie counts as half a win)";
        };
    }
}
