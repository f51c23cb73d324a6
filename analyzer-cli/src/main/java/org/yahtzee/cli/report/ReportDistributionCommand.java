package org.yahtzee.cli.report;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.OutputPath;
import org.yahtzee.cli.goal.GoalArgument;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.cli.options.ThreadsOption;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.Distribution;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Goal;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee report distribution}: the exact distribution of the final score under optimal
 * play, its statistics, per-box figures, a text histogram and optionally a chart file.
 */
public final class ReportDistributionCommand implements Callable<Integer> {

    public static final double[] PERCENTILES = {1, 5, 10, 25, 50, 75, 90, 95, 99};
    public static final int[] THRESHOLDS = {200, 250, 300, 350, 400, 500};
    /** The most games {@code --goal} simulates: about 800 a second, so some twenty minutes. */
    private static final int MAX_GOAL_GAMES = 1_000_000;

    public final CommandSpec spec = CommandModel.command(this, "distribution",
            "The exact distribution of the final score under optimal play.",
            "Carries probability forward through every reachable state (no simulation): mean,",
            "standard deviation, median, mode, percentiles, P(score >= x), bonuses, per-box means.");
    private final RulesOption rulesOption = new RulesOption(spec);
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<Path> chart = CommandModel.option(spec, OptionSpec.builder("--chart")
            .paramLabel("FILE").type(Path.class).description("Also write a histogram chart, FILE.svg or FILE.png."));
    private final ThreadsOption threadsOption = new ThreadsOption(spec);
    private final GoalArgument goalArgument = new GoalArgument(spec, false);
    private final CommandModel.Value<Integer> games = CommandModel.option(spec, OptionSpec.builder("--games")
            .paramLabel("N").type(int.class).defaultValue("20000")
            .description("With --goal reach:T: games simulated for the goal player (default ${DEFAULT-VALUE})."));
    private final CommandModel.Value<Long> seed = CommandModel.option(spec, OptionSpec.builder("--seed")
            .paramLabel("S").type(long.class).defaultValue("1")
            .description("With --goal reach:T: the seed of its games' dice (default ${DEFAULT-VALUE})."));

    private final Environment environment;

    public ReportDistributionCommand(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() throws IOException {
        int threads = threadsOption.threads();
        if (chart.get() != null && !DistributionChart.supports(chart.get())) {
            throw new ParameterException(spec.commandLine(), "--chart must name a .svg or .png file, was " + chart.get());
        }
        if (chart.get() != null) {
            new OutputPath("--chart", chart.get(), "chart", environment).check(); // not after seconds of computing
        }
        Goal goal = goalArgument.goal();
        if (goal.kind() == Goal.Kind.EV && (spec.commandLine().getParseResult().hasMatchedOption("--games")
                || spec.commandLine().getParseResult().hasMatchedOption("--seed"))) {
            throw new ParameterException(spec.commandLine(), "--games and --seed are for --goal reach:T: "
                    + "the distribution of expected-score play is exact, not simulated");
        }
        if (goal.kind() == Goal.Kind.REACH) {
            try {
                goal.tableTarget();
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--goal " + e.getMessage());
            }
            if (games.get() < 2 || games.get() > MAX_GOAL_GAMES) {
                throw new ParameterException(spec.commandLine(), "--games must be 2 to " + MAX_GOAL_GAMES + ", was "
                        + games.get());
            }
        }
        Rules rules = rulesOption.rules();
        long start = System.nanoTime();
        Engine engine = environment.yahtzee(spec.commandLine().getErr(), threads).engine(rules);
        double solverMean = engine.solvedExpectedScore();
        Distribution d = engine.distribution();
        GoalDistribution byGoal = goal.kind() == Goal.Kind.REACH
                ? GoalDistribution.simulate(engine, goal, games.get(), seed.get(), threads, d, environment,
                        spec.commandLine().getErr()) : null;
        if (chart.get() != null) {
            DistributionChart.write(d, "Final score under optimal play, " + rules.canonicalName() + " rules",
                    new OutputPath("--chart", chart.get(), "chart", environment));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        PrintWriter out = spec.commandLine().getOut();
        if (jsonOption.enabled()) {
            printJson(out, d, solverMean, byGoal, seconds);
        } else {
            printText(out, d, solverMean, byGoal, seconds);
        }
        return ExitCode.OK.code;
    }

    private void printText(PrintWriter out, Distribution d, double solverMean, GoalDistribution byGoal, double seconds) {
        out.printf(Locale.ROOT, "rules           %s%n", RulesOption.describe(d.rules()));
        out.printf(Locale.ROOT, "mean            %.6f (solver: %.6f)%n", d.mean(), solverMean);
        out.printf(Locale.ROOT, "sd              %.4f%n", d.standardDeviation());
        out.printf(Locale.ROOT, "median          %d%n", d.median());
        out.printf(Locale.ROOT, "mode            %d (%.3f%%)%n", d.mode(), 100 * d.probability(d.mode()));
        out.printf(Locale.ROOT, "range           %d .. %d (scores with non-zero probability)%n", d.lowest(), d.highest());
        StringBuilder pct = new StringBuilder();
        for (double q : PERCENTILES) {
            pct.append(String.format(Locale.ROOT, " %d%%:%d", (int) q, d.percentile(q / 100)));
        }
        out.printf(Locale.ROOT, "percentiles    %s%n", pct);
        StringBuilder at = new StringBuilder();
        for (int t : THRESHOLDS) {
            at.append(String.format(Locale.ROOT, " >=%d:%s", t, percent(d.atLeast(t))));
        }
        out.printf(Locale.ROOT, "P(score)       %s%n", at);
        out.printf(Locale.ROOT, "upper bonus     %s of games%n", percent(d.pUpperBonus()));
        out.printf(Locale.ROOT, "Yahtzee bonus   %.4f points a game on average%n", d.meanYahtzeeBonus());
        out.printf(Locale.ROOT, "%nbox               mean  P(zero)%n");
        for (Category c : Category.values()) {
            out.printf(Locale.ROOT, "%-15s %7.4f  %s%n", c.canonicalName(), d.boxMean(c), percent(d.boxZero(c)));
        }
        out.printf(Locale.ROOT, "%nhistogram (20-point bins)%n");
        TextHistogram.print(d, out);
        if (chart.get() != null) {
            out.printf(Locale.ROOT, "%nchart written   %s%n",
                    UserText.printable(chart.get().toAbsolutePath().normalize()));
        }
        if (byGoal != null) {
            byGoal.printText(out);
        }
        out.printf(Locale.ROOT, "seconds         %.1f (%d threads)%n", seconds, threadsOption.threads());
        out.flush();
    }

    /** A probability as a percentage with enough digits for small ones: 68.12%, 0.0153%. */
    public static String percent(double p) {
        if (p == 0 || p >= 0.01) {
            return String.format(Locale.ROOT, "%.2f%%", 100 * p);
        }
        return String.format(Locale.ROOT, "%.3g%%", 100 * p);
    }

    private void printJson(PrintWriter out, Distribution d, double solverMean, GoalDistribution byGoal, double seconds)
            throws IOException {
        JsonOutput.printObject(out, JsonOutput.DISTRIBUTION, json -> {
            json.writeStringField("rules", d.rules().canonicalName());
            json.writeNumberField("mean", d.mean());
            json.writeNumberField("solverMean", solverMean);
            json.writeNumberField("sd", d.standardDeviation());
            json.writeNumberField("median", d.median());
            json.writeNumberField("mode", d.mode());
            json.writeNumberField("lowest", d.lowest());
            json.writeNumberField("highest", d.highest());
            json.writeObjectFieldStart("percentiles");
            for (double q : PERCENTILES) {
                json.writeNumberField(Integer.toString((int) q), d.percentile(q / 100));
            }
            json.writeEndObject();
            json.writeObjectFieldStart("pAtLeast");
            for (int t : THRESHOLDS) {
                json.writeNumberField(Integer.toString(t), d.atLeast(t));
            }
            json.writeEndObject();
            json.writeNumberField("pUpperBonus", d.pUpperBonus());
            json.writeNumberField("meanYahtzeeBonus", d.meanYahtzeeBonus());
            writeBoxes(json, d);
            writeHistogram(json, d);
            if (chart.get() != null) {
                json.writeStringField("chart", chart.get().toAbsolutePath().normalize().toString());
            }
            if (byGoal != null) {
                byGoal.writeJson(json);
            }
            json.writeNumberField("seconds", Math.round(seconds * 1000) / 1000.0);
        });
    }

    /** {@code "histogram"}: every score with non-zero probability, ascending, as {score, probability}; value's too. */
    public static void writeHistogram(JsonGenerator json, Distribution d) throws IOException {
        json.writeArrayFieldStart("histogram");
        for (int s = d.lowest(); s <= d.highest(); s++) {
            if (d.probability(s) != 0) {
                json.writeStartObject();
                json.writeNumberField("score", s);
                json.writeNumberField("probability", d.probability(s));
                json.writeEndObject();
            }
        }
        json.writeEndArray();
    }

    private static void writeBoxes(JsonGenerator json, Distribution d) throws IOException {
        json.writeArrayFieldStart("boxes");
        for (Category c : Category.values()) {
            json.writeStartObject();
            json.writeStringField("box", c.canonicalName());
            json.writeNumberField("mean", d.boxMean(c));
            json.writeNumberField("pZero", d.boxZero(c));
            json.writeEndObject();
        }
        json.writeEndArray();
    }
}
