package org.yahtzee.grade;

import java.util.List;
import org.yahtzee.game.Scorecard;

/**
 * One player's game graded decision by decision, with the luck-against-skill split:
 * {@code score + stillToCome = expectedAtStart - totalLoss + luck}, exactly up to the rounding of
 * the sums (see {@link GameGrader}). For a complete game {@code stillToCome} is 0.
 *
 * @param card            the card after the turns played
 * @param decisions       every decision in play order
 * @param expectedAtStart expected final score of the empty card under optimal play
 * @param totalLoss       sum of the decisions' losses (expected points given away)
 * @param luck            sum over the dice outcomes of value after the roll minus value before it,
 *                        computed as what the split leaves ({@link GameGrader}'s note 2)
 * @param stillToCome     expected points still to come from the last card under optimal play;
 *                        0 once the card is complete
 */
public record GradedGame(Scorecard card, List<Decision> decisions, double expectedAtStart,
                         double totalLoss, double luck, double stillToCome) {

    /** Copies the decisions. */
    public GradedGame {
        decisions = List.copyOf(decisions);
    }

    /** Points on the card: boxes and bonuses (the final score once complete). */
    public int score() {
        return card.total();
    }

    /** True if all 13 turns were played. */
    public boolean isComplete() {
        return card.isComplete();
    }

    /** Turns played, 0..13. */
    public int turns() {
        return card.filledCount();
    }

    /** Mean loss per decision (0 with no decisions); Verhoeff's test asks for under 0.2. */
    public double meanLoss() {
        return decisions.isEmpty() ? 0 : totalLoss / decisions.size();
    }

    /** The game's figures ({@link GameFigures}): its largest loss is the largest of its decisions'. */
    public GameFigures figures() {
        double largest = 0;
        for (Decision d : decisions) {
            largest = d.loss() > largest ? d.loss() : largest;
        }
        return new GameFigures(card, decisions.size(), expectedAtStart, totalLoss, luck, stillToCome, largest);
    }

    /** Decisions losing more than {@code threshold}. */
    public int flaggedCount(double threshold) {
        int n = 0;
        for (Decision d : decisions) {
            if (d.isFlagged(threshold)) {
                n++;
            }
        }
        return n;
    }

    /** Flagged decisions by {@link LossClass}, indexed by ordinal. */
    public int[] lossClassCounts(double threshold) {
        int[] counts = new int[LossClass.values().length];
        for (Decision d : decisions) {
            if (d.isFlagged(threshold)) {
                counts[LossClass.of(d.loss()).ordinal()]++;
            }
        }
        return counts;
    }
}
