package org.yahtzee.cli.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.junit.jupiter.api.Test;
import org.yahtzee.cli.report.ReportDistributionCommand;

/** The simulator's exact proportion interval and its interval of the SD, by their coverage. */
final class IntervalsTest {

    @Test
    void exactBinomial_noneSeen_startsAtZero_allSeen_endsAtOne() {
        double[] none = Intervals.exactBinomial(100_000, 0, 0.95);
        assertEquals(0.0, none[0], 0.0);
        assertEquals(1 - Math.pow(0.025, 1e-5), none[1], 1e-15); // P(0 of n | p) = 0.025
        double[] all = Intervals.exactBinomial(20, 20, 0.95);
        assertEquals(1.0, all[1], 0.0);
        assertEquals(Math.pow(0.025, 1 / 20.0), all[0], 1e-15);
    }

    /** 5 of 10: the Clopper-Pearson interval as tabulated, [0.187086, 0.812914]. */
    @Test
    void exactBinomial_tabulatedValue() {
        double[] ci = Intervals.exactBinomial(10, 5, 0.95);
        assertEquals(0.187086, ci[0], 1e-6);
        assertEquals(0.812914, ci[1], 1e-6);
    }

    /** The bounds are where a binomial tail is 2.5%: checked on counts from 1 to a billion trials. */
    @Test
    void exactBinomial_boundsAreTheTailsQuantiles() {
        for (long[] nx : new long[][] {{50, 1}, {50, 17}, {100_000, 3}, {100_000, 51_800}, {1_000_000_000, 12}}) {
            double[] ci = Intervals.exactBinomial(nx[0], nx[1], 0.95);
            if (nx[0] <= Integer.MAX_VALUE) {
                BinomialDistribution low = new BinomialDistribution((int) nx[0], ci[0]);
                BinomialDistribution high = new BinomialDistribution((int) nx[0], ci[1]);
                assertEquals(0.025, 1 - low.cumulativeProbability((int) nx[1] - 1), 1e-7, "low of " + nx[1] + "/" + nx[0]);
                assertEquals(0.025, high.cumulativeProbability((int) nx[1]), 1e-7, "high of " + nx[1] + "/" + nx[0]);
            }
            assertTrue(ci[0] < nx[1] / (double) nx[0] && nx[1] / (double) nx[0] < ci[1]);
        }
    }

    /** Exact coverage, every count of 40 trials enumerated: at least 95% for every p tried. */
    @Test
    void exactBinomial_coversAtLeastTheConfidence_everyP() {
        int n = 40;
        double[][] ci = new double[n + 1][];
        for (int x = 0; x <= n; x++) {
            ci[x] = Intervals.exactBinomial(n, x, 0.95);
        }
        for (double p = 0.001; p < 1; p += 0.00731) {
            BinomialDistribution b = new BinomialDistribution(n, p);
            double covered = 0;
            for (int x = 0; x <= n; x++) {
                covered += ci[x][0] <= p && p <= ci[x][1] ? b.probability(x) : 0;
            }
            assertTrue(covered >= 0.95 - 1e-12, "p " + p + ": coverage " + covered);
        }
    }

    /**
     * Every value alike: at most the Clopper-Pearson bound of the population differs (1 -
     * 0.025^(1/n), 0.308 at 10), so the mean is within that share of the way to the range's ends.
     */
    @Test
    void mean_everyValueAlike_reachesTowardsTheRangesEnds() {
        double differ = 1 - Math.pow(0.025, 0.1);
        double[] none = Intervals.mean(10, 0, 0, 2.262, 0, 1200, 0.95);
        assertEquals(0.0, none[0], 0.0);
        assertEquals(1200 * differ, none[1], 1e-9);
        double[] full = Intervals.mean(10, 25, 0, 2.262, 0, 25, 0.95);
        assertEquals(25 - 25 * differ, full[0], 1e-9);
        assertEquals(25.0, full[1], 0.0);
    }

    /** Student's t within the statistic's range: 10 games printed [-5.081, 25.081] for Yahtzee's mean. */
    @Test
    void mean_cutToTheRange() {
        double variance = 10 * 50 * 50 * 0.2 * 0.8 / 9; // two Yahtzees of 50 in 10 games
        double[] ci = Intervals.mean(10, 10, variance, 2.262, 0, 50, 0.95);
        assertEquals(0.0, ci[0], 0.0);
        assertEquals(10 + 2.262 * Math.sqrt(variance / 10), ci[1], 1e-9);
        double[] wide = Intervals.mean(100_000, 254.6, 3553, 1.96, 0, 1575, 0.95);
        assertEquals(254.6 - 1.96 * Math.sqrt(0.03553), wide[0], 1e-9);
    }

    /**
     * The order statistics at the returned ranks, or the statistic's ends for -1 and n, hold
     * every percentile simulate prints at least 95% of the time, exactly, for every sample size
     * from 2 to 400 (the number of values below the quantile is binomial; for a continuous
     * population the interval holds when low + 1 <= below <= high). Cutting the low rank to 0,
     * as before, held the 1st percentile of 10 values 9.6% of the time.
     */
    @Test
    void quantileRanks_coverAtLeastTheConfidence_everySampleSize() {
        for (int n = 2; n <= 400; n++) {
            for (double percent : ReportDistributionCommand.PERCENTILES) {
                double q = percent / 100;
                int[] ranks = Intervals.quantileRanks(n, q, 0.95);
                assertTrue(-1 <= ranks[0] && ranks[0] < ranks[1] && ranks[1] <= n, n + " " + q);
                BinomialDistribution below = new BinomialDistribution(n, q);
                double covered = below.cumulativeProbability(ranks[1]) - below.cumulativeProbability(ranks[0]);
                assertTrue(covered >= 0.95 - 1e-12, "n " + n + ", q " + q + ": " + covered);
            }
        }
        assertEquals(-1, Intervals.quantileRanks(10, 0.01, 0.95)[0]);
        assertEquals(10, Intervals.quantileRanks(10, 0.99, 0.95)[1]);
    }

    /**
     * The SD's interval on a distribution shaped like the final score (a main body and a long
     * right tail; kurtosis 7.44, the official final score's is about 7.6): over 400 samples of
     * 20,000 scores it holds the exact SD about 95% of the time. The chi-squared interval it
     * replaces held it 73% of the time here (2,000 samples: 94.95% for this one), and 69% for the
     * simulated games themselves.
     */
    @Test
    void standardDeviation_coverageNear95_onHeavyTails() {
        double[] p = new double[1576];
        double sum = 0;
        for (int t = 0; t < p.length; t++) {
            double a = (t - 245) / 40.0;
            double b = (t - 400) / 80.0;
            p[t] = 0.9 * Math.exp(-a * a / 2) / 40 + 0.1 * Math.exp(-b * b / 2) / 80;
            sum += p[t];
        }
        double[] cdf = new double[p.length];
        double mean = 0;
        double acc = 0;
        for (int t = 0; t < p.length; t++) {
            acc += p[t] / sum;
            cdf[t] = acc;
            mean += t * p[t] / sum;
        }
        double m2 = 0;
        double m4 = 0;
        for (int t = 0; t < p.length; t++) {
            double d2 = (t - mean) * (t - mean);
            m2 += d2 * p[t] / sum;
            m4 += d2 * d2 * p[t] / sum;
        }
        double exactSd = Math.sqrt(m2);
        assertEquals(7.44, m4 / (m2 * m2), 0.01);

        int samples = 400;
        int n = 20_000;
        int covered = 0;
        int coveredChi = 0;
        SplittableRandom random = new SplittableRandom(24);
        for (int s = 0; s < samples; s++) {
            long total = 0;
            long squares = 0;
            int[] counts = new int[p.length];
            for (int i = 0; i < n; i++) {
                int t = draw(cdf, random.nextDouble());
                counts[t]++;
                total += t;
                squares += (long) t * t;
            }
            double mu = total / (double) n;
            double s2 = 0;
            double s4 = 0;
            for (int t = 0; t < p.length; t++) {
                double d2 = (t - mu) * (t - mu);
                s2 += counts[t] * d2 / n;
                s4 += counts[t] * d2 * d2 / n;
            }
            double sd = Math.sqrt((squares - n * mu * mu) / (n - 1));
            double[] ci = Intervals.standardDeviation(n, sd, s4 / (s2 * s2), 0.95);
            covered += ci[0] <= exactSd && exactSd <= ci[1] ? 1 : 0;
            double half = 1.96 / Math.sqrt(2.0 * (n - 1)); // the normal-theory interval, for comparison
            coveredChi += sd * (1 - half) <= exactSd && exactSd <= sd * (1 + half) ? 1 : 0;
        }
        double coverage = covered / (double) samples;
        assertTrue(coverage >= 0.925 && coverage <= 0.975, "coverage " + coverage);
        assertTrue(coveredChi / (double) samples < 0.8, "normal theory " + coveredChi / (double) samples);
    }

    private static int draw(double[] cdf, double u) {
        int lo = 0;
        int hi = cdf.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cdf[mid] < u) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * Two and three values: the chi-squared interval (their kurtosis says nothing), whose bounds
     * for 2 values at 95% are s sqrt(1 / 5.0239) and s sqrt(1 / 0.000982) (the chi-squared
     * quantiles of 1 degree of freedom at 0.975 and 0.025); fewer than 2 are refused.
     */
    @Test
    void standardDeviation_twoOrThreeValues_chiSquared() {
        double[] two = Intervals.standardDeviation(2, 10, 1, 0.95);
        assertEquals(10 / Math.sqrt(5.023886), two[0], 1e-5);
        assertEquals(10 / Math.sqrt(0.000982069), two[1], 1e-2);
        double[] three = Intervals.standardDeviation(3, 10, 1.5, 0.95);
        assertTrue(three[0] < 10 && 10 < three[1] && three[1] < two[1], three[0] + ", " + three[1]);
        assertThrows(IllegalArgumentException.class, () -> Intervals.standardDeviation(1, 10, 1, 0.95));
    }
}
