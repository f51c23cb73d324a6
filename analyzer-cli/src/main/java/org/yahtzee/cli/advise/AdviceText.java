package org.yahtzee.cli.advise;

import java.io.PrintWriter;
import java.util.List;
import org.yahtzee.cli.text.Words;
import org.yahtzee.engine.Advice;
import org.yahtzee.engine.Choice;

/**
 * The ranked options as a table for people: each move, its expected final total (points on the
 * card plus the expected rest under optimal play), optionally the SD of the final score after
 * it, and its loss against the best; under a goal, first the goal's probability and its loss.
 * Used by {@code advise} (with the SD) and {@code play}.
 */
public final class AdviceText {
    /** Losses under this print as {@code <0.01}: "0.00" would read as "just as good". */
    static final double SMALLEST_SHOWN_LOSS = 0.005;

    private AdviceText() {
    }

    /**
     * Prints the header and the first {@code top} options (all if {@code top} is larger): each
     * move, its expected total, a column of its final-score SD when the ranking has them, and
     * its loss. Under a goal ({@code goalHeading} names its column, e.g. {@code P(>=300)}) the
     * goal's probability and its loss in percentage points lead, the expected total follows.
     */
    public static void print(PrintWriter out, Advice advice, String goalHeading, int top) {
        // Columns padded by hand: java.util.Formatter's first use costs ~10 ms of every start.
        List<Choice> choices = advice.choices();
        boolean sd = advice.hasSpread();
        boolean goal = goalHeading != null;
        int shown = Math.min(top, choices.size());
        out.println("      " + padRight("move", Words.LONGEST_MOVE) + (goal ? " " + padLeft(goalHeading, 9) + "   loss " : "")
                + " " + padLeft("expected total", 14) + (sd ? "      sd" : "") + (goal ? "" : "  loss"));
        for (int i = 0; i < shown; i++) {
            Choice c = choices.get(i);
            String best = i == 0 ? "best" : null;
            out.println("  " + padLeft(Integer.toString(i + 1), 2) + "  " + padRight(Words.move(c.move()), Words.LONGEST_MOVE)
                    + (goal ? " " + padLeft(percent(c.goalValue()), 9) + "  "
                            + padLeft(best != null ? best : lossOrTie(c.goalLoss(), 100), 5) + " " : "")
                    + " " + padLeft(twoDecimals(c.expectedTotal()), 14)
                    + (sd ? "  " + padLeft(twoDecimals(c.sd()), 6) : "")
                    + (goal ? "" : "  " + (best != null ? best : lossOrTie(c.loss(), 1))));
        }
    }

    /** A probability as a percentage to two decimals, e.g. {@code 17.60%}. */
    public static String percent(double p) {
        return twoDecimals(100 * p) + "%";
    }

    /** A loss to two decimals, {@code <0.01} below 0.005 (so never {@code 0.00}). */
    public static String loss(double loss) {
        return loss < SMALLEST_SHOWN_LOSS ? "<0.01" : twoDecimals(loss);
    }

    /**
     * A loss as {@link #loss} prints it after {@code scale} (100: in percentage points), or 0.00
     * for a tie as the ranking counts them ({@link Advice#TIE}): just as good. Every option of a
     * goal already met printed {@code <0.01} before.
     */
    static String lossOrTie(double loss, double scale) {
        return loss < Advice.TIE ? "0.00" : loss(scale * loss);
    }

    /** {@code x} rounded half up to two decimals, e.g. {@code 243.41}; x must be at least 0. */
    static String twoDecimals(double x) {
        long cents = Math.round(x * 100);
        long fraction = cents % 100;
        return (cents / 100) + (fraction < 10 ? ".0" : ".") + fraction;
    }

    private static String padRight(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }

    private static String padLeft(String s, int width) {
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }
}
