package org.yahtzee.cli.text;

import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * A decision point said plainly, as a player would: {@code turn 7 of 13, roll 1 of 3, two
 * rerolls left, 15 points short of the upper bonus}; and the card as one line.
 */
public final class PositionDescription {
    private static final String[] REROLLS = {"no rerolls left", "one reroll left", "two rerolls left"};

    private PositionDescription() {
    }

    /** Turn, roll, rerolls left (0..2) and where the upper bonus stands. */
    public static String of(Scorecard card, int rollsLeft) {
        return "turn " + card.turn() + " of " + Category.COUNT + ", roll " + (3 - rollsLeft) + " of 3, "
                + REROLLS[rollsLeft] + ", " + upperBonus(card);
    }

    /**
     * The start of a turn, before its first roll: {@code turn 7 of 13, 15 points short of the
     * upper bonus}; {@code game over, upper bonus earned} for a full card.
     */
    public static String atTurnStart(Scorecard card) {
        return (card.isComplete() ? "game over" : "turn " + card.turn() + " of " + Category.COUNT) + ", " + upperBonus(card);
    }

    /** {@code 15 points short of the upper bonus}, {@code upper bonus earned} or {@code ... missed}. */
    public static String upperBonus(Scorecard card) {
        if (card.upperBonusEarned()) {
            return "upper bonus earned";
        }
        if (card.isUpperFilled()) {
            return "upper bonus missed";
        }
        int shortfall = card.upperShortfall();
        return shortfall + (shortfall == 1 ? " point" : " points") + " short of the upper bonus";
    }

    /**
     * The card's total and filled boxes in card order: {@code 103 points: ones 3, threes 9,
     * full-house 25}; {@code 0 points: new card}. Yahtzee bonuses are named when there are any.
     */
    public static String card(Scorecard card) {
        StringBuilder out = new StringBuilder();
        out.append(card.total()).append(card.total() == 1 ? " point: " : " points: ");
        int filled = 0;
        for (Category c : Category.values()) {
            if (card.isFilled(c)) {
                out.append(filled++ == 0 ? "" : ", ").append(c.canonicalName()).append(' ').append(card.points(c));
            }
        }
        if (filled == 0) {
            out.append("new card");
        }
        if (card.upperBonusEarned()) {
            out.append(", upper bonus ").append(Rules.UPPER_BONUS);
        }
        if (card.yahtzeeBonuses() > 0) {
            out.append(", Yahtzee bonus ").append(card.yahtzeeBonuses()).append(" x ").append(Rules.YAHTZEE_BONUS);
        }
        return out.toString();
    }
}
