package org.yahtzee.cli.value;

import org.yahtzee.engine.CardValue;
import org.yahtzee.engine.Distribution;
import org.yahtzee.engine.Goal;
import org.yahtzee.game.Scorecard;

/**
 * What {@code value} shows of a card: the engine's value of it (the expected final total and
 * its SD from the value and moment tables, and the exact distribution of the final total from
 * the card), the P(final >= x) asked for, and under a reach goal its probability.
 *
 * @param card          the card
 * @param expectedTotal points on the card + the value table's expected rest under optimal play
 * @param sd            standard deviation of the final total, from the second moments
 * @param exact         the final total's distribution (scores are whole totals, not the rest)
 * @param thresholds    the x of the P(final >= x) to show, ascending, distinct, in 0..1575
 * @param seconds       time the exact distribution took
 * @param goal          {@link Goal#EV}, or a reach goal whose probability is shown
 * @param pGoal         for a reach goal: P(final >= target) under the best play for it; else NaN
 */
public record PositionValue(Scorecard card, double expectedTotal, double sd, Distribution exact, int[] thresholds,
                     double seconds, int threads, Goal goal, double pGoal) {

    /** The percentiles shown, as whole percentages. */
    static final int[] PERCENTILES = {5, 25, 50, 75, 95};

    /** The x of P(final >= x) always shown; {@code --at} adds more. */
    public static final int[] THRESHOLDS = {200, 250, 300, 350};

    /** The engine's value of a card, with the P(final >= x) of {@code thresholds} to show; no goal. */
    public static PositionValue of(CardValue value, int[] thresholds) {
        return new PositionValue(value.card(), value.expectedTotal(), value.sd(), value.exact(), thresholds,
                value.seconds(), value.threads(), Goal.EV, Double.NaN);
    }

    /** This value with a reach goal's probability from the card. */
    PositionValue withGoal(Goal goal, double pGoal) {
        return new PositionValue(card, expectedTotal, sd, exact, thresholds, seconds, threads, goal, pGoal);
    }

    /** Boxes still open, 0..13. */
    int openBoxes() {
        return card.openCount();
    }
}
