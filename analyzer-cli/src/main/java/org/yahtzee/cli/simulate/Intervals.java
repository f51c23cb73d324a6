package org.yahtzee.cli.simulate;

import org.apache.commons.math3.analysis.solvers.BrentSolver;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.special.Beta;

/**
 * The intervals of the simulator that do not come ready-made: the exact (Clopper-Pearson)
 * interval of a proportion, an interval of the standard deviation that holds for the final
 * score's heavy tails, a mean's within what the statistic can be, and a quantile's order
 * statistics.
 */
final class Intervals {
    /*
     * Implementation notes.
     * 1. Proportions: Wilson's interval, used before, is an approximation whose lower bound at 0
     *    successes is 0 only up to rounding ([3.4e-21, 3.8e-5] for 0 of 100,000); Clopper-Pearson
     *    inverts the binomial tails themselves: the bounds are the Beta(x, n - x + 1) and
     *    Beta(x + 1, n - x) quantiles, exactly 0 at x = 0 and 1 at x = n, and the interval
     *    covers at least the confidence asked for every p. The quantiles are found by Brent's
     *    method on the regularised incomplete beta to a relative 1e-12 (commons-math's own
     *    inverse stops at an absolute 1e-9, too coarse for rates of 1e-5).
     * 2. The SD: the chi-squared interval assumes normal scores. Var(s^2) is
     *    sigma^4 (kappa - (n - 3) / (n - 1)) / n for any distribution of kurtosis kappa (3 for
     *    the normal, about 7.6 for the final score), so the chi-squared interval is too narrow by
     *    about sqrt((7.6 - 1) / 2) = 1.8 and held the exact SD 69% of the time over 120 seeds of
     *    100,000 games. Here ln(s^2) +- z se with se^2 = (kappa^ - (n - 3) / n) / (n - 1) and the
     *    sample's own kurtosis kappa^ (Bonett 2006, without his trimmed-mean kurtosis estimate),
     *    then the square root; IntervalsTest measures its coverage on a distribution of the
     *    final score's kurtosis. Below 4 values the sample's kurtosis says nothing (2 values
     *    always give 1): the chi-squared interval is printed then, the only one there is.
     * 3. A mean: Student's t, cut to what the statistic can be (a box's points are never
     *    negative: 10 games printed [-5.081, 25.081] for Yahtzee's). When every value was the
     *    same, t's interval is that one point: 10 games without a Yahtzee bonus printed
     *    [0, 0] beside the exact 9.58. Then at most a fraction p of the population differs (p the
     *    Clopper-Pearson bound of 0 of n: 0.31 at 10 games), so the mean is within p of the
     *    way from the value to either end of the statistic's range.
     * 4. A quantile: the order statistics at the binomial ranks of the 2.5% and 97.5% tails.
     *    When a rank falls outside the sample (the 1st percentile of fewer than about 370
     *    games), no order statistic bounds that side at 95%; the statistic's own end does. It
     *    was cut to the sample's least before, which held the 1st percentile only
     *    1 - 0.99^n of the time: 10% at 10 games.
     */

    private static final double RELATIVE_ACCURACY = 1e-12;

    private Intervals() {
    }

    /** {low, high}: the Clopper-Pearson interval of {@code successes} in {@code n} trials at {@code confidence}. */
    static double[] exactBinomial(long n, long successes, double confidence) {
        if (n < 1 || successes < 0 || successes > n) {
            throw new IllegalArgumentException("a proportion needs 0 <= successes <= trials, trials >= 1: was "
                    + successes + " of " + n);
        }
        double tail = (1 - confidence) / 2;
        double low = successes == 0 ? 0 : betaQuantile(tail, successes, n - successes + 1);
        double high = successes == n ? 1 : betaQuantile(1 - tail, successes + 1, n - successes);
        return new double[] {low, high};
    }

    /**
     * {low, high}: the interval of a mean of {@code n} values with this mean and sample
     * variance, {@code t} the Student quantile of the confidence, for a statistic that lies in
     * {@code least..most}.
     */
    static double[] mean(long n, double mean, double variance, double t, double least, double most, double confidence) {
        if (variance == 0) {
            double differ = exactBinomial(n, 0, confidence)[1];
            return new double[] {mean - differ * (mean - least), mean + differ * (most - mean)};
        }
        double half = t * Math.sqrt(variance / n);
        return new double[] {Math.max(least, mean - half), Math.min(most, mean + half)};
    }

    /**
     * {low, high}: the ranks, from 0 (the least of the {@code n} values) to {@code n - 1}, of the
     * order statistics that bound the {@code q} quantile at {@code confidence}; -1 for a low
     * end and n for a high end that no order statistic gives (the statistic's own end then).
     */
    static int[] quantileRanks(int n, double q, double confidence) {
        BinomialDistribution below = new BinomialDistribution(n, q); // how many values fall below the quantile
        return new int[] {below.inverseCumulativeProbability((1 - confidence) / 2) - 1,
            below.inverseCumulativeProbability(0.5 + confidence / 2)};
    }

    /** The p at which the Beta(a, b) CDF is {@code q}. */
    private static double betaQuantile(double q, double a, double b) {
        if (b == 1) { // I_p(a, 1) = p^a
            return Math.pow(q, 1 / a);
        } else if (a == 1) { // I_p(1, b) = 1 - (1 - p)^b
            return -Math.expm1(Math.log1p(-q) / b);
        }
        BrentSolver solver = new BrentSolver(RELATIVE_ACCURACY, Double.MIN_NORMAL);
        return solver.solve(10_000, p -> Beta.regularizedBeta(p, a, b) - q, 0, 1, a / (a + b));
    }

    /**
     * {low, high}: the interval of the SD of a distribution from a sample of {@code n} values
     * with sample SD {@code sd} and sample kurtosis {@code kurtosis} (m4 / m2^2).
     */
    static double[] standardDeviation(long n, double sd, double kurtosis, double confidence) {
        if (n < 2) {
            throw new IllegalArgumentException("an interval of the SD needs 2 values or more, was " + n);
        }
        if (n < 4) {
            ChiSquaredDistribution chi = new ChiSquaredDistribution(n - 1.0);
            double tail = (1 - confidence) / 2;
            return new double[] {sd * Math.sqrt((n - 1) / chi.inverseCumulativeProbability(1 - tail)),
                sd * Math.sqrt((n - 1) / chi.inverseCumulativeProbability(tail))};
        }
        double z = new NormalDistribution().inverseCumulativeProbability(0.5 + confidence / 2);
        double se = Math.sqrt(Math.max(0, kurtosis - (n - 3.0) / n) / (n - 1));
        return new double[] {sd * Math.exp(-z * se / 2), sd * Math.exp(z * se / 2)};
    }
}
