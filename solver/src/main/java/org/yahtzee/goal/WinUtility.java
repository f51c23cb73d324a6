package org.yahtzee.goal;

import java.util.List;
import org.yahtzee.distribution.ScoreDistribution;

/**
 * The utility of beating other players: U(t) = P(every opponent ends below t) + 1/2 P(the best
 * opponent ends on exactly t), for opponents whose final totals are independent and given as
 * distributions. A tie for first counts as half a win, whatever the number tied: the rule sheets
 * leave a tie to a tie-break, which either side may win. Maximising E[U(own final total)] is
 * playing for the most likely win.
 */
public final class WinUtility {
    /*
     * Implementation notes. With F(t) = P(best opponent <= t) = product of the opponents' CDFs,
     * U(t) = F(t - 1) + (F(t) - F(t - 1)) / 2 = (F(t - 1) + F(t)) / 2. Early in a game the
     * opponents' distributions reach from about 50 to 1575 points with tails of 1e-12 and less;
     * U is taken as 0 where below CUT and as 1 where above 1 - CUT, so the goal solver's lanes stop
     * where the tails do (about 700 points wide instead of 1500): every probability it gives is
     * then within CUT of the exact one (U moves by at most CUT at any total).
     */

    /** Win probabilities within this of 0 or 1 are taken as 0 or 1: the largest error allowed. */
    public static final double CUT = 1e-9;

    private WinUtility() {
    }

    /**
     * U(t) for t = 0..the total from which U is 1 (within {@link #CUT}), for opponents' final
     * totals with {@code probabilityByTotal[i][t]} = P(opponent i ends on t).
     *
     * @throws IllegalArgumentException for no opponents, or a distribution that is not one
     */
    public static double[] byFinalTotal(List<double[]> probabilityByTotal) {
        if (probabilityByTotal.isEmpty()) {
            throw new IllegalArgumentException("beating others needs at least one opponent");
        }
        int last = 0;
        for (double[] p : probabilityByTotal) {
            double sum = 0;
            for (double x : p) {
                if (!(x >= 0)) {
                    throw new IllegalArgumentException("a probability of an opponent's total is " + x);
                }
                sum += x;
            }
            if (Math.abs(sum - 1) > 1e-6) {
                throw new IllegalArgumentException("an opponent's distribution sums to " + sum + ", not 1");
            }
            last = Math.max(last, p.length);
        }
        double[] below = new double[last + 1]; // F(t - 1): P(best opponent < t)
        double[] atMost = new double[last + 1]; // F(t)
        double[] cdf = new double[probabilityByTotal.size()];
        double before = 0;
        for (int t = 0; t <= last; t++) {
            double f = 1;
            for (int i = 0; i < cdf.length; i++) {
                double[] p = probabilityByTotal.get(i);
                cdf[i] += t < p.length ? p[t] : 0;
                f *= Math.min(1, cdf[i]);
            }
            below[t] = before;
            atMost[t] = f;
            before = f;
        }
        int span = last;
        while (span > 0 && (below[span - 1] + atMost[span - 1]) / 2 >= 1 - CUT) {
            span--;
        }
        double[] u = new double[span + 1];
        for (int t = 0; t < span; t++) {
            double x = (below[t] + atMost[t]) / 2;
            u[t] = x < CUT ? 0 : x;
        }
        u[span] = 1;
        return u;
    }

    /** The utility of {@link #byFinalTotal}, for the goal solver. */
    public static FinalUtility beating(List<double[]> probabilityByTotal) {
        return FinalUtility.of(byFinalTotal(probabilityByTotal));
    }

    /** A finished opponent: the whole probability on {@code total}. */
    public static double[] finished(int total) {
        double[] p = new double[total + 1];
        p[total] = 1;
        return p;
    }

    /** An opponent's final total by its distribution. */
    public static double[] of(ScoreDistribution distribution) {
        double[] p = new double[distribution.highest() + 1];
        for (int t = distribution.lowest(); t <= distribution.highest(); t++) {
            p[t] = distribution.probability(t);
        }
        return p;
    }

    /**
     * An opponent's final total as a normal distribution of the given mean and SD, rounded to
     * whole totals in 0..1575: the stand-in for a distribution too slow to compute (docs/goals.md).
     */
    public static double[] normal(double mean, double sd) {
        if (!(sd >= 0) || !Double.isFinite(mean)) {
            throw new IllegalArgumentException("a normal distribution needs a finite mean and an SD of 0 or more, was "
                    + mean + ", " + sd);
        }
        int max = ScoreDistribution.MAX_SCORE;
        double[] p = new double[max + 1];
        if (sd == 0) {
            p[(int) Math.max(0, Math.min(max, Math.round(mean)))] = 1;
            return p;
        }
        double sum = 0;
        for (int t = 0; t <= max; t++) {
            double z = (t - mean) / sd;
            p[t] = Math.exp(-z * z / 2);
            sum += p[t];
        }
        for (int t = 0; t <= max; t++) {
            p[t] /= sum;
        }
        return p;
    }
}
