package org.yahtzee.cli.advise;

import java.io.PrintWriter;
import java.util.List;
import org.yahtzee.advice.Option;
import org.yahtzee.cli.text.Move;
import org.yahtzee.cli.text.Words;
import org.yahtzee.game.Scorecard;
import org.yahtzee.solver.TurnValues;

/**
 * The ranked options as a table for people: each move, its expected final total (points on the
 * card plus the expected rest under optimal play), optionally the SD of the final score after
 * it, and its loss against the best. Used by {@code advise} (with the SD) and {@code play}.
 */
public final class AdviceText {
    /** Losses under this print as {@code <0.01}: "0.00" would read as "just as good". */
    static final double SMALLEST_SHOWN_LOSS = 0.005;

    private AdviceText() {
    }

    /**
     * Prints the header and the first {@code top} options (all if {@code top} is larger), with a
     * column of each option's final-score SD when {@code sd} is given ({@code sd[i]} for option
     * i; null: no column).
     */
    public static void print(PrintWriter out, Scorecard card, List<Option> options, double[] sd, int top) {
        // Columns padded by hand: java.util.Formatter's first use costs ~10 ms of every start.
        int shown = Math.min(top, options.size());
        out.println("      " + padRight("move", Words.LONGEST_MOVE) + " " + padLeft("expected total", 14)
                + (sd != null ? "      sd" : "") + "  loss");
        for (int i = 0; i < shown; i++) {
            Option o = options.get(i);
            out.println("  " + padLeft(Integer.toString(i + 1), 2) + "  " + padRight(Words.move(Move.of(o)), Words.LONGEST_MOVE)
                    + " " + padLeft(twoDecimals(card.total() + o.value()), 14)
                    + (sd != null ? "  " + padLeft(twoDecimals(sd[i]), 6) : "")
                    + "  " + (i == 0 ? "best" : loss(o.loss())));
        }
    }

    /** A loss to two decimals, {@code <0.01} below 0.005 (so never {@code 0.00}). */
    public static String loss(double loss) {
        return loss < SMALLEST_SHOWN_LOSS ? "<0.01" : twoDecimals(loss);
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
