package org.yahtzee.cli.value;

import java.util.function.DoubleConsumer;
import org.yahtzee.cli.goal.Goal;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.game.Scorecard;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.StateValues;

/**
 * What {@code value} found for a card: the expected final total and its SD from the value and
 * moment tables, and the exact distribution of the final total from the card.
 *
 * @param expectedTotal points on the card + the value table's expected rest under optimal play
 * @param sd            standard deviation of the final total, from the second moments
 * @param exact         the final total's distribution (scores are whole totals, not the rest)
 * @param thresholds    the x of the P(final >= x) to show, ascending, distinct, in 0..1575
 * @param seconds       time the exact distribution took
 * @param goal          {@link Goal#EV}, or a reach goal whose probability is shown
 * @param pGoal         for a reach goal: P(final >= target) under the best play for it; else NaN
 */
public record PositionValue(Scorecard card, double expectedTotal, double sd, ScoreDistribution exact, int[] thresholds,
                     double seconds, int threads, Goal goal, double pGoal) {

    /** The percentiles shown, as whole percentages. */
    static final int[] PERCENTILES = {5, 25, 50, 75, 95};

    /** The x of P(final >= x) always shown; {@code --at} adds more. */
    public static final int[] THRESHOLDS = {200, 250, 300, 350};

    /**
     * The value of {@code card} (open or full) from the tables: the expected total and SD, and
     * the exact distribution carried forward from the card on {@code threads} threads, timed;
     * no goal.
     */
    public static PositionValue of(StateValues values, SecondMoments moments, Scorecard card, int[] thresholds,
            int threads, DoubleConsumer progress) {
        int state = card.stateIndex();
        double rest = values.value(state);
        double sd = SecondMoments.standardDeviation(rest, moments.secondMoment(state));
        long start = System.nanoTime();
        ScoreDistribution exact = ExactDistribution.compute(values, card.usedMask(), card.cappedUpper(),
                card.yahtzeeHolds50(), card.total(), threads, progress);
        return new PositionValue(card, card.total() + rest, sd, exact, thresholds, (System.nanoTime() - start) / 1e9,
                threads, Goal.EV, Double.NaN);
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
