package org.yahtzee.cli.simulate;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.interval.ConfidenceInterval;
import org.apache.commons.math3.stat.interval.IntervalUtils;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOption;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.cli.RulesOption;
import org.yahtzee.cli.ThreadsOption;
import org.yahtzee.cli.report.ExactFigures;
import org.yahtzee.cli.report.ReportDistributionCommand;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.distribution.SimulatedGames;
import org.yahtzee.distribution.Simulator;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee simulate}: plays N games with optimal play and seeded dice, and prints the
 * statistics of the distribution report with 95% confidence intervals beside the exact figures.
 */
public final class SimulateCommand implements Callable<Integer> {

    private static final double CONFIDENCE = 0.95;
    /**
     * The most games one run plays: about a day at today's speed, and within the int range the
     * interval formulas take. Memory does not grow with the count (scores are tallied).
     */
    static final int MAX_GAMES = 1_000_000_000;

    public final CommandSpec spec = CommandModel.command(this, "simulate",
            "Play N games with optimal play and seeded dice; compare with the exact figures.",
            "Each statistic with its 95%% confidence interval and whether the exact value lies in it.",
            "The same seed gives the same games whatever the thread count.");
    private final RulesOption rulesOption = new RulesOption(spec);
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<Integer> games = CommandModel.option(spec, OptionSpec.builder("--games")
            .paramLabel("N").type(int.class).required(true)
            .description("Games to play, 2 to " + MAX_GAMES + "."));
    private final CommandModel.Value<Long> seed = CommandModel.option(spec, OptionSpec.builder("--seed")
            .paramLabel("S").type(long.class).defaultValue("1").description("Seed of the dice (default ${DEFAULT-VALUE})."));
    private final ThreadsOption threadsOption = new ThreadsOption(spec);

    private final Environment environment;

    public SimulateCommand(Environment environment) {
        this.environment = environment;
    }

    /** One statistic: the simulated value, its interval, the exact value. */
    private record Row(String name, double value, double low, double high, double exact) {
        boolean covers() {
            return exact >= low - 1e-12 && exact <= high + 1e-12;
        }
    }

    @Override
    public Integer call() throws IOException {
        int games = this.games.get();
        if (games < 2 || games > MAX_GAMES) {
            throw new ParameterException(spec.commandLine(), "--games must be 2 to " + MAX_GAMES + ", was " + games);
        }
        int threads = threadsOption.threads();
        Rules rules = rulesOption.rules();
        PrintWriter err = spec.commandLine().getErr();
        ExactFigures exact = ExactFigures.compute(rules, threads, environment, err);
        long start = System.nanoTime();
        SimulatedGames played;
        try (ProgressLine progress = new ProgressLine(err, "playing " + games + " games", environment)) {
            played = Simulator.play(exact.values(), games, seed.get(), threads, progress);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Row[] rows = rows(played, exact.distribution());
        PrintWriter out = spec.commandLine().getOut();
        if (jsonOption.enabled()) {
            printJson(out, rules, rows, seconds);
        } else {
            printText(out, rules, rows, seconds);
        }
        return ExitCode.OK.code;
    }

    private Row[] rows(SimulatedGames played, ScoreDistribution exact) {
        ScoreDistribution sample = played.frequencies();
        int n = (int) played.games(); // at most MAX_GAMES
        double mean = sample.mean();
        double sd = sample.standardDeviation() * Math.sqrt(n / (n - 1.0)); // sample sd
        double t = new TDistribution(n - 1).inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
        ChiSquaredDistribution chi = new ChiSquaredDistribution(n - 1);
        double chiLow = chi.inverseCumulativeProbability((1 - CONFIDENCE) / 2);
        double chiHigh = chi.inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
        java.util.List<Row> rows = new java.util.ArrayList<>();
        rows.add(new Row("mean", mean, mean - t * sd / Math.sqrt(n), mean + t * sd / Math.sqrt(n), exact.mean()));
        rows.add(new Row("sd", sd, sd * Math.sqrt((n - 1) / chiHigh), sd * Math.sqrt((n - 1) / chiLow),
                exact.standardDeviation()));
        for (double q : ReportDistributionCommand.PERCENTILES) {
            rows.add(percentileRow(played, n, q / 100, exact.percentile(q / 100)));
        }
        for (int threshold : ReportDistributionCommand.THRESHOLDS) {
            rows.add(proportion("P(>=" + threshold + ")", n, (int) played.atLeast(threshold), exact.atLeast(threshold)));
        }
        rows.add(proportion("upper bonus", n, (int) played.upperBonuses(), exact.pUpperBonus()));
        rows.add(meanRow("Yahtzee bonus", n, played.yahtzeeBonusPoints(), played.yahtzeeBonusSquares(), t,
                exact.meanYahtzeeBonus()));
        for (Category c : Category.values()) {
            rows.add(meanRow(c.canonicalName() + " mean", n, played.boxSum(c), played.boxSquares(c), t, exact.boxMean(c)));
            rows.add(proportion(c.canonicalName() + " zero", n, (int) played.boxZeros(c), exact.boxZero(c)));
        }
        return rows.toArray(new Row[0]);
    }

    /** Distribution-free interval of a quantile: order statistics at binomial ranks. */
    private static Row percentileRow(SimulatedGames played, int n, double q, int exact) {
        BinomialDistribution ranks = new BinomialDistribution(n, q);
        int low = Math.max(0, ranks.inverseCumulativeProbability((1 - CONFIDENCE) / 2) - 1);
        int high = Math.min(n - 1, ranks.inverseCumulativeProbability(0.5 + CONFIDENCE / 2));
        int value = played.scoreAtRank(Math.max(0, (int) Math.ceil(q * n) - 1));
        return new Row("percentile " + Math.round(q * 100), value, played.scoreAtRank(low),
                played.scoreAtRank(high), exact);
    }

    /** Wilson score interval of a proportion. */
    private static Row proportion(String name, int n, int successes, double exact) {
        ConfidenceInterval ci = IntervalUtils.getWilsonScoreInterval(n, successes, CONFIDENCE);
        return new Row(name, successes / (double) n, ci.getLowerBound(), ci.getUpperBound(), exact);
    }

    /** Student-t interval of a mean from integer sums. */
    private static Row meanRow(String name, int n, long sum, long squares, double t, double exact) {
        double mean = sum / (double) n;
        double variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
        double half = t * Math.sqrt(variance / n);
        return new Row(name, mean, mean - half, mean + half, exact);
    }

    private void printText(PrintWriter out, Rules rules, Row[] rows, double seconds) {
        out.printf(Locale.ROOT, "rules           %s%n", RulesOption.describe(rules));
        out.printf(Locale.ROOT, "games           %d (seed %d), %.1f s on %d threads%n", games.get(), seed.get(), seconds,
                threadsOption.threads());
        out.printf(Locale.ROOT, "%n%-22s %11s  %-25s %11s  %s%n", "statistic", "simulated", "95% interval", "exact", "");
        int covered = 0;
        for (Row r : rows) {
            covered += r.covers() ? 1 : 0;
            out.printf(Locale.ROOT, "%-22s %11s  [%11s, %11s] %11s  %s%n", r.name(), number(r.value()),
                    number(r.low()), number(r.high()), number(r.exact()), r.covers() ? "ok" : "OUTSIDE");
        }
        out.printf(Locale.ROOT, "%n%d of %d intervals contain the exact value (about 95%% should)%n",
                covered, rows.length);
        out.flush();
    }

    private static String number(double x) {
        return Math.abs(x) < 1 ? String.format(Locale.ROOT, "%.5f", x) : String.format(Locale.ROOT, "%.3f", x);
    }

    private void printJson(PrintWriter out, Rules rules, Row[] rows, double seconds) throws IOException {
        JsonOutput.printObject(out, JsonOutput.SIMULATION, json -> {
            json.writeStringField("rules", rules.canonicalName());
            json.writeNumberField("games", games.get());
            json.writeNumberField("seed", seed.get());
            json.writeNumberField("confidence", CONFIDENCE);
            json.writeArrayFieldStart("statistics");
            for (Row r : rows) {
                json.writeStartObject();
                json.writeStringField("name", r.name());
                json.writeNumberField("value", r.value());
                json.writeNumberField("low", r.low());
                json.writeNumberField("high", r.high());
                json.writeNumberField("exact", r.exact());
                json.writeBooleanField("covers", r.covers());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeNumberField("seconds", Math.round(seconds * 1000) / 1000.0);
            json.writeNumberField("threads", threadsOption.threads());
        });
    }
}
