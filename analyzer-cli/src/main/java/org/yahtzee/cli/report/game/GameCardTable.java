package org.yahtzee.cli.report.game;

import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * A score card as an HTML table, laid out as the paper card: the six upper boxes, their subtotal
 * and bonus, the seven lower boxes, the extra-Yahtzee bonuses and the total; each box with the
 * turn it was filled in and the dice written there.
 */
final class GameCardTable {

    private GameCardTable() {
    }

    /**
     * Appends the table for {@code card} as recorded and {@code scorecard}, the card after its
     * turns (the grader's). Open boxes of a game in progress show a dash.
     */
    static void append(StringBuilder html, GameRecord.Card card, Scorecard scorecard) {
        int[] turnOf = new int[Category.COUNT];
        String[] diceOf = new String[Category.COUNT];
        for (GameRecord.Turn turn : card.turns()) {
            turnOf[turn.box().id()] = turn.number();
            diceOf[turn.box().id()] = turn.rolls().get(turn.rolls().size() - 1);
        }
        html.append("<table class=\"card\">\n<thead><tr><th>box</th><th class=\"n\">points</th>"
                + "<th class=\"n\">turn</th><th>dice</th></tr></thead>\n<tbody>\n");
        for (Category c : Category.values()) {
            if (!c.isUpper()) {
                continue;
            }
            box(html, c, scorecard, turnOf, diceOf);
        }
        boolean complete = scorecard.isComplete();
        total(html, "sub", "upper subtotal", Integer.toString(scorecard.upperSubtotal()), "bonus at 63");
        String bonus = scorecard.upperBonusEarned() ? Integer.toString(Rules.UPPER_BONUS)
                : complete || scorecard.isUpperFilled() ? "0" : "&ndash;";
        String note = scorecard.upperBonusEarned() || complete ? ""
                : scorecard.upperShortfall() + " short";
        total(html, "sub", "upper bonus", bonus, note);
        for (Category c : Category.values()) {
            if (c.isUpper()) {
                continue;
            }
            box(html, c, scorecard, turnOf, diceOf);
        }
        int bonuses = scorecard.yahtzeeBonuses();
        total(html, "sub", "Yahtzee bonuses", Integer.toString(bonuses * Rules.YAHTZEE_BONUS),
                bonuses == 0 ? "" : bonuses + " &times; " + Rules.YAHTZEE_BONUS);
        total(html, "total", complete ? "total" : "total so far", Integer.toString(scorecard.total()), "");
        html.append("</tbody>\n</table>\n");
    }

    private static void box(StringBuilder html, Category c, Scorecard scorecard, int[] turnOf, String[] diceOf) {
        boolean filled = scorecard.isFilled(c);
        html.append("<tr").append(filled ? "" : " class=\"open\"").append("><td>").append(c.canonicalName())
                .append("</td><td class=\"n\">").append(filled ? Integer.toString(scorecard.points(c)) : "&ndash;")
                .append("</td><td class=\"n\">").append(filled ? Integer.toString(turnOf[c.id()]) : "")
                .append("</td><td class=\"dice\">").append(filled ? HtmlText.escape(diceOf[c.id()]) : "")
                .append("</td></tr>\n");
    }

    private static void total(StringBuilder html, String cssClass, String label, String points, String note) {
        html.append("<tr class=\"").append(cssClass).append("\"><th>").append(label)
                .append("</th><td class=\"n\">").append(points).append("</td><td colspan=\"2\" class=\"note\">")
                .append(note).append("</td></tr>\n");
    }
}
