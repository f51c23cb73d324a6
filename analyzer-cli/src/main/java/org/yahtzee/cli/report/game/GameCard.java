package org.yahtzee.cli.report.game;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * A score card's rows as the page's card table shows them, laid out as the paper card: the six
 * upper boxes, their subtotal and bonus, the seven lower boxes, the extra-Yahtzee bonuses and the
 * total; each box with the turn it was filled in and the dice written there.
 *
 * @param rows in the order shown
 */
record GameCard(List<Row> rows) {

    /** Shown for what has no value yet: an open box, the bonus of an upper half still open. */
    private static final String DASH = "\u2013";

    /**
     * One row: a box ({@code kind} "box", {@code open} until filled) or a total ({@code kind}
     * "sub" or "total", its CSS class, with a note). Fields a row does not have are empty.
     */
    record Row(String kind, String label, String points, String turn, String dice, String note, boolean open) {
        boolean box() {
            return kind.equals("box");
        }
    }

    /**
     * The rows of {@code card} as recorded and {@code scorecard}, the card after its turns (the
     * grader's). Open boxes of a game in progress show a dash.
     */
    static GameCard of(GameRecord.Card card, Scorecard scorecard) {
        int[] turnOf = new int[Category.COUNT];
        String[] diceOf = new String[Category.COUNT];
        for (GameRecord.Turn turn : card.turns()) {
            turnOf[turn.box().id()] = turn.number();
            diceOf[turn.box().id()] = turn.rolls().get(turn.rolls().size() - 1);
        }
        List<Row> rows = new ArrayList<>(Category.COUNT + 4);
        for (Category c : Category.values()) {
            if (c.isUpper()) {
                rows.add(box(c, scorecard, turnOf, diceOf));
            }
        }
        boolean complete = scorecard.isComplete();
        rows.add(total("sub", "upper subtotal", scorecard.upperSubtotal(), "bonus at 63"));
        String bonus = scorecard.upperBonusEarned() ? Integer.toString(Rules.UPPER_BONUS)
                : complete || scorecard.isUpperFilled() ? "0" : DASH;
        String note = scorecard.upperBonusEarned() || complete ? "" : scorecard.upperShortfall() + " short";
        rows.add(new Row("sub", "upper bonus", bonus, "", "", note, false));
        for (Category c : Category.values()) {
            if (!c.isUpper()) {
                rows.add(box(c, scorecard, turnOf, diceOf));
            }
        }
        int bonuses = scorecard.yahtzeeBonuses();
        rows.add(total("sub", "Yahtzee bonuses", bonuses * Rules.YAHTZEE_BONUS,
                bonuses == 0 ? "" : bonuses + " \u00d7 " + Rules.YAHTZEE_BONUS));
        rows.add(total("total", complete ? "total" : "total so far", scorecard.total(), ""));
        return new GameCard(List.copyOf(rows));
    }

    private static Row box(Category c, Scorecard scorecard, int[] turnOf, String[] diceOf) {
        if (!scorecard.isFilled(c)) {
            return new Row("box", c.canonicalName(), DASH, "", "", "", true);
        }
        return new Row("box", c.canonicalName(), Integer.toString(scorecard.points(c)),
                Integer.toString(turnOf[c.id()]), UserText.printable(diceOf[c.id()]), "", false);
    }

    private static Row total(String kind, String label, int points, String note) {
        return new Row(kind, label, Integer.toString(points), "", "", note, false);
    }
}
