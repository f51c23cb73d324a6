package org.yahtzee.cli.play;

import java.io.PrintWriter;
import java.util.List;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * {@code play}'s {@code card}: the score cards as on paper, a column per player: every box with
 * its points ({@code -} while open), the upper subtotal and bonus (or how far it is from 63), the
 * lower total, the extra-Yahtzee bonuses (rules that pay them) and the total.
 */
final class ScoreCardText {
    /** The widest label, "three-of-a-kind", and a blank. */
    private static final int LABEL_WIDTH = 16;
    /** Wide enough for "60 to go". */
    private static final int MIN_COLUMN = 8;
    static final String OPEN = "-";

    private ScoreCardText() {
    }

    /** Prints the cards of {@code names} side by side. */
    static void print(PrintWriter out, Rules rules, List<String> names, List<Scorecard> cards) {
        String[] heads = new String[names.size()];
        int[] widths = new int[names.size()];
        for (int p = 0; p < heads.length; p++) {
            heads[p] = UserText.printable(names.get(p));
            widths[p] = Math.max(MIN_COLUMN, heads[p].codePointCount(0, heads[p].length()));
        }
        out.println(row("", heads, widths));
        String[] cells = new String[heads.length];
        for (Category box : Category.values()) {
            for (int p = 0; p < cells.length; p++) {
                Scorecard card = cards.get(p);
                cells[p] = card.isFilled(box) ? Integer.toString(card.points(box)) : OPEN;
            }
            out.println(row(box.canonicalName(), cells, widths));
            if (box == Category.SIXES) {
                printUpperTotals(out, cards, cells, widths);
            }
        }
        for (int p = 0; p < cells.length; p++) {
            cells[p] = Integer.toString(lowerTotal(cards.get(p)));
        }
        out.println(row("lower total", cells, widths));
        if (rules.yahtzeeBonus()) {
            for (int p = 0; p < cells.length; p++) {
                cells[p] = Integer.toString(cards.get(p).yahtzeeBonuses() * Rules.YAHTZEE_BONUS);
            }
            out.println(row("Yahtzee bonus", cells, widths));
        }
        for (int p = 0; p < cells.length; p++) {
            cells[p] = Integer.toString(cards.get(p).total());
        }
        out.println(row("total", cells, widths));
    }

    private static void printUpperTotals(PrintWriter out, List<Scorecard> cards, String[] cells, int[] widths) {
        for (int p = 0; p < cells.length; p++) {
            cells[p] = Integer.toString(cards.get(p).upperSubtotal());
        }
        out.println(row("upper subtotal", cells, widths));
        for (int p = 0; p < cells.length; p++) {
            cells[p] = upperBonus(cards.get(p));
        }
        out.println(row("upper bonus", cells, widths));
    }

    /** {@code 35} earned, {@code 0} missed for good, else how far the subtotal is from 63: {@code 29 to go}. */
    static String upperBonus(Scorecard card) {
        if (card.upperBonusEarned()) {
            return Integer.toString(Rules.UPPER_BONUS);
        }
        return card.isUpperFilled() ? "0" : card.upperShortfall() + " to go";
    }

    /** The lower boxes' points (bonuses not counted). */
    static int lowerTotal(Scorecard card) {
        int sum = 0;
        for (Category box : Category.values()) {
            sum += !box.isUpper() && card.isFilled(box) ? card.points(box) : 0;
        }
        return sum;
    }

    private static String row(String label, String[] cells, int[] widths) {
        StringBuilder line = new StringBuilder(label);
        line.append(" ".repeat(LABEL_WIDTH - label.length()));
        for (int p = 0; p < cells.length; p++) {
            int length = cells[p].codePointCount(0, cells[p].length());
            line.append(p == 0 ? "" : "  ").append(" ".repeat(widths[p] - length)).append(cells[p]);
        }
        return line.toString().stripTrailing();
    }
}
