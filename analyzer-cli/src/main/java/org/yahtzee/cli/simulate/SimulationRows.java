package org.yahtzee.cli.simulate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.distribution.TDistribution;
import org.yahtzee.cli.report.ReportDistributionCommand;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Distribution;
import org.yahtzee.engine.SimulatedScores;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;

/**
 * The statistics simulate prints: those of {@code report distribution}, each simulated with its
 * confidence interval, beside the exact value when there is one. The interval formulas for a
 * mean and a proportion are also head to head's.
 */
public final class SimulationRows {

    /** Of every interval. */
    public static final double CONFIDENCE = 0.95;

    /**
     * One statistic: the simulated value, its interval, the exact value (NaN: not compared), and
     * whether it is a rate (printed with five decimals) or points (three).
     */
    public record Row(String name, double value, double low, double high, double exact, boolean rate) {
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

        /** One of the row's figures as the tables print it. */
        public String text(double x) {
            return String.format(Locale.ROOT, rate ? "%.5f" : "%.3f", x);
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
            rows.add(meanRow(c.canonicalName() + " mean", n, played.boxSum(c), played.boxSquares(c), t, boxMost(c),
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
        double[] meanInterval = Intervals.mean(n, mean, sd * sd, t, 0, Yahtzee.MAX_SCORE, CONFIDENCE);
        rows.add(new Row("mean", mean, meanInterval[0], meanInterval[1], exact == null ? Double.NaN : exact.mean(), false));
        rows.add(new Row("sd", sd, sdInterval[0], sdInterval[1],
                exact == null ? Double.NaN : exact.standardDeviation(), false));
        for (double q : ReportDistributionCommand.PERCENTILES) {
            rows.add(percentileRow(played, n, q / 100, exact == null ? Double.NaN : exact.percentile(q / 100)));
        }
        for (int threshold : ReportDistributionCommand.THRESHOLDS) {
            rows.add(proportion("P(>=" + threshold + ")", n, (int) played.atLeast(threshold),
                    exact == null ? Double.NaN : exact.atLeast(threshold)));
        }
        rows.add(proportion("upper bonus", n, (int) played.upperBonuses(), exact == null ? Double.NaN : exact.pUpperBonus()));
        int mostBonus = played.rules().yahtzeeBonus() ? (Category.COUNT - 1) * Rules.YAHTZEE_BONUS : 0;
        rows.add(meanRow("Yahtzee bonus", n, played.yahtzeeBonusPoints(), played.yahtzeeBonusSquares(), t, mostBonus,
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

    /** The two-sided Student-t quantile of {@link #CONFIDENCE} for a mean of {@code n} values. */
    static double t(int n) {
        return new TDistribution(n - 1).inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
    }

    /** Distribution-free interval of a quantile: order statistics at binomial ranks, else the score's ends. */
    private static Row percentileRow(SimulatedScores played, int n, double q, double exact) {
        int[] ranks = Intervals.quantileRanks(n, q, CONFIDENCE);
        int value = played.scoreAtRank(Math.max(0, (int) Math.ceil(q * n) - 1));
        return new Row("percentile " + Math.round(q * 100), value, ranks[0] < 0 ? 0 : played.scoreAtRank(ranks[0]),
                ranks[1] >= n ? Yahtzee.MAX_SCORE : played.scoreAtRank(ranks[1]), exact, false);
    }

    /**
     * The most points a box can hold: its best roll in the printed table. A joker scores the
     * lower boxes' fixed points and an upper box five of its face, no more than that.
     */
    private static int boxMost(Category box) {
        int most = 0;
        for (int roll = 0; roll < KeepLattice.ROLLS; roll++) {
            most = Math.max(most, Scoring.ordinary(roll, box));
        }
        return most;
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
        return new Row(name, successes / (double) n, ci[0], ci[1], exact, true);
    }

    /** The interval of a mean from integer sums, for a statistic in 0..{@code most} ({@link Intervals#mean}). */
    static Row meanRow(String name, int n, long sum, long squares, double t, double most, double exact) {
        double mean = sum / (double) n;
        double variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
        double[] interval = Intervals.mean(n, mean, variance, t, 0, most, CONFIDENCE);
        return new Row(name, mean, interval[0], interval[1], exact, false);
    }
}
