package org.yahtzee.cli.simulate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.yahtzee.cli.report.ReportDistributionCommand;
import org.yahtzee.engine.Distribution;
import org.yahtzee.engine.SimulatedScores;
import org.yahtzee.rules.Category;

/**
 * The statistics simulate prints: those of {@code report distribution}, each simulated with its
 * confidence interval, beside the exact value when there is one. The interval formulas for a
 * mean and a proportion are also head to head's.
 */
public final class SimulationRows {

    /** Of every interval. */
    public static final double CONFIDENCE = 0.95;

    /** One statistic: the simulated value, its interval, the exact value (NaN: not compared). */
    public record Row(String name, double value, double low, double high, double exact) {
        public boolean hasExact() {
            return !Double.isNaN(exact);
        }

        public boolean covers() {
            return contains(exact);
        }

        /** Whether {@code x} lies in the interval (to rounding). */
        public boolean contains(double x) {
            return x >= low - 1e-12 && x <= high + 1e-12;
        }
    }

    private SimulationRows() {
    }

    /** Every row; {@code exact} null leaves the exact values NaN. */
    public static Row[] of(SimulatedScores played, Distribution exact) {
        List<Row> rows = headlineRows(played, exact);
        int n = (int) played.games();
        double t = t(n);
        for (Category c : Category.values()) {
            rows.add(meanRow(c.canonicalName() + " mean", n, played.boxSum(c), played.boxSquares(c), t,
                    exact == null ? Double.NaN : exact.boxMean(c)));
            rows.add(proportion(c.canonicalName() + " zero", n, (int) played.boxZeros(c),
                    exact == null ? Double.NaN : exact.boxZero(c)));
        }
        return rows.toArray(new Row[0]);
    }

    /** The rows before the boxes' (mean to Yahtzee bonus); {@code exact} null leaves the exact values NaN. */
    public static Row[] headline(SimulatedScores played, Distribution exact) {
        return headlineRows(played, exact).toArray(new Row[0]);
    }

    private static List<Row> headlineRows(SimulatedScores played, Distribution exact) {
        Distribution sample = played.frequencies();
        int n = (int) played.games(); // at most SimulateCommand.MAX_GAMES
        double mean = sample.mean();
        double sd = sample.standardDeviation() * Math.sqrt(n / (n - 1.0)); // sample sd
        double t = t(n);
        double[] sdInterval = Intervals.standardDeviation(n, sd, kurtosis(sample), CONFIDENCE);
        List<Row> rows = new ArrayList<>();
        rows.add(new Row("mean", mean, mean - t * sd / Math.sqrt(n), mean + t * sd / Math.sqrt(n),
                exact == null ? Double.NaN : exact.mean()));
        rows.add(new Row("sd", sd, sdInterval[0], sdInterval[1],
                exact == null ? Double.NaN : exact.standardDeviation()));
        for (double q : ReportDistributionCommand.PERCENTILES) {
            rows.add(percentileRow(played, n, q / 100, exact == null ? Double.NaN : exact.percentile(q / 100)));
        }
        for (int threshold : ReportDistributionCommand.THRESHOLDS) {
            rows.add(proportion("P(>=" + threshold + ")", n, (int) played.atLeast(threshold),
                    exact == null ? Double.NaN : exact.atLeast(threshold)));
        }
        rows.add(proportion("upper bonus", n, (int) played.upperBonuses(), exact == null ? Double.NaN : exact.pUpperBonus()));
        rows.add(meanRow("Yahtzee bonus", n, played.yahtzeeBonusPoints(), played.yahtzeeBonusSquares(), t,
                exact == null ? Double.NaN : exact.meanYahtzeeBonus()));
        return rows;
    }

    /**
     * The rows of a goal player's games: first the goal's own probability, P(final >= target),
     * simulated beside the exact value the goal's values give, then {@code rows}.
     */
    public static Row[] withGoal(Row[] rows, String goal, SimulatedScores played, int target, double exact) {
        Row[] all = new Row[rows.length + 1];
        all[0] = proportion(goal + " met", (int) played.games(), (int) played.atLeast(target), exact);
        System.arraycopy(rows, 0, all, 1, rows.length);
        return all;
    }

    /** A statistic as the tables print it: five decimals below 1 (probabilities), else three. */
    public static String number(double x) {
        return Math.abs(x) < 1 ? String.format(Locale.ROOT, "%.5f", x) : String.format(Locale.ROOT, "%.3f", x);
    }

    /** The two-sided Student-t quantile of {@link #CONFIDENCE} for a mean of {@code n} values. */
    static double t(int n) {
        return new TDistribution(n - 1).inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
    }

    /** Distribution-free interval of a quantile: order statistics at binomial ranks. */
    private static Row percentileRow(SimulatedScores played, int n, double q, double exact) {
        BinomialDistribution ranks = new BinomialDistribution(n, q);
        int low = Math.max(0, ranks.inverseCumulativeProbability((1 - CONFIDENCE) / 2) - 1);
        int high = Math.min(n - 1, ranks.inverseCumulativeProbability(0.5 + CONFIDENCE / 2));
        int value = played.scoreAtRank(Math.max(0, (int) Math.ceil(q * n) - 1));
        return new Row("percentile " + Math.round(q * 100), value, played.scoreAtRank(low),
                played.scoreAtRank(high), exact);
    }

    /** The sample's kurtosis, m4 / m2^2 (3 for a normal distribution). */
    private static double kurtosis(Distribution sample) {
        double mean = sample.mean();
        double m2 = 0;
        double m4 = 0;
        for (int t = sample.lowest(); t <= sample.highest(); t++) {
            double d2 = (t - mean) * (t - mean);
            m2 += sample.probability(t) * d2;
            m4 += sample.probability(t) * d2 * d2;
        }
        return m2 == 0 ? 3 : m4 / (m2 * m2);
    }

    /** The exact (Clopper-Pearson) interval of a proportion: from exactly 0 when none was seen. */
    public static Row proportion(String name, int n, int successes, double exact) {
        double[] ci = Intervals.exactBinomial(n, successes, CONFIDENCE);
        return new Row(name, successes / (double) n, ci[0], ci[1], exact);
    }

    /** Student-t interval of a mean from integer sums. */
    static Row meanRow(String name, int n, long sum, long squares, double t, double exact) {
        double mean = sum / (double) n;
        double variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
        double half = t * Math.sqrt(variance / n);
        return new Row(name, mean, mean - half, mean + half, exact);
    }
}
