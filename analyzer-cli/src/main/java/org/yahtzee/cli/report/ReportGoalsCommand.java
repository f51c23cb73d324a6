package org.yahtzee.cli.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.engine.Distribution;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee report goals}: for targets T from a new game, the probability of ending on T or
 * more when playing for the highest average (P_EV, from the exact distribution) against the most
 * any play can give (P_best, from the rule set's reach table), and the gain.
 */
public final class ReportGoalsCommand implements Callable<Integer> {
    /*
     * Implementation notes. P_EV is exact (the distribution's doubles); P_best is the reach
     * table's value at the empty card, within 1e-6 of an exact solve (Yahtzee.REACH_ERROR_BOUND),
     * so a gain under about 1e-6 (T = 0, or targets no play can reach) is noise, either sign.
     */

    public final CommandSpec spec = CommandModel.withCacheFooter(CommandModel.command(this, "goals",
            "P(final >= T) playing for the average against playing for T.",
            "For targets T from a new game: the probability of ending on T or more under expected-score",
            "play (P_EV, exact) and under the play that maximises that probability (P_best, from the",
            "rule set's reach table, solved on first use in about half a minute and cached), and the gain."));
    private final RulesOption rulesOption = new RulesOption(spec);
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<Integer> from = target("--from", "150", "The first target");
    private final CommandModel.Value<Integer> to = target("--to", "400", "The last target, at most "
            + Yahtzee.REACH_TARGET_MAX + " (the reach table's range)");
    private final CommandModel.Value<Integer> step = target("--step", "10", "Points from one target to the next");

    private final Environment environment;

    public ReportGoalsCommand(Environment environment) {
        this.environment = environment;
    }

    private CommandModel.Value<Integer> target(String name, String defaultValue, String description) {
        return CommandModel.option(spec, OptionSpec.builder(name).paramLabel(name.equals("--step") ? "S" : "T")
                .type(int.class).defaultValue(defaultValue).description(description + " (default ${DEFAULT-VALUE})."));
    }

    @Override
    public Integer call() throws IOException {
        int[] targets = targets();
        Rules rules = rulesOption.rules();
        Engine engine = environment.yahtzee(spec.commandLine().getErr()).engine(rules);
        double[] pBest = new double[targets.length];
        for (int i = 0; i < targets.length; i++) {
            pBest[i] = engine.bestChance(targets[i]);
        }
        Distribution ev = engine.distribution();
        double[] pEv = new double[targets.length];
        for (int i = 0; i < targets.length; i++) {
            pEv[i] = ev.atLeast(targets[i]);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (jsonOption.enabled()) {
            printJson(out, rules, ev.mean(), targets, pEv, pBest);
        } else {
            printText(out, rules, ev.mean(), targets, pEv, pBest);
        }
        return ExitCode.OK.code;
    }

    /** The targets asked for, checked before anything is loaded or solved. */
    private int[] targets() {
        int first = from.get();
        int last = to.get();
        int by = step.get();
        if (last > Yahtzee.REACH_TARGET_MAX) { // none is negative: StrictNumbers takes digits only
            throw usage("--to " + last + " is above the reach table's range: targets 0.." + Yahtzee.REACH_TARGET_MAX);
        } else if (first > last) {
            throw usage("--from " + first + " is above --to " + last);
        } else if (by <= 0) {
            throw usage("--step must be 1 or more, was " + by);
        }
        int[] targets = new int[(last - first) / by + 1];
        for (int i = 0; i < targets.length; i++) {
            targets[i] = first + i * by;
        }
        return targets;
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    private static void printText(PrintWriter out, Rules rules, double mean, int[] targets, double[] pEv, double[] pBest) {
        out.printf(Locale.ROOT, "rules           %s%n", RulesOption.describe(rules));
        out.printf(Locale.ROOT, "P_EV            P(final >= T) playing for the highest average (mean %.2f), exact%n", mean);
        out.printf(Locale.ROOT, "P_best          P(final >= T) playing for T, from the reach table (within %.0e)%n",
                Yahtzee.REACH_ERROR_BOUND);
        out.printf(Locale.ROOT, "%n    T      P_EV    P_best      gain%n");
        for (int i = 0; i < targets.length; i++) {
            out.printf(Locale.ROOT, "%5d  %.6f  %.6f  %+.6f%n", targets[i], pEv[i], pBest[i], pBest[i] - pEv[i]);
        }
        out.flush();
    }

    private static void printJson(PrintWriter out, Rules rules, double mean, int[] targets, double[] pEv, double[] pBest)
            throws IOException {
        JsonOutput.printObject(out, JsonOutput.GOALS, json -> {
            json.writeStringField("rules", rules.canonicalName());
            json.writeNumberField("evMean", mean);
            json.writeNumberField("bestErrorBound", Yahtzee.REACH_ERROR_BOUND);
            json.writeArrayFieldStart("targets");
            for (int i = 0; i < targets.length; i++) {
                json.writeStartObject();
                json.writeNumberField("target", targets[i]);
                json.writeNumberField("pEv", pEv[i]);
                json.writeNumberField("pBest", pBest[i]);
                json.writeNumberField("gain", pBest[i] - pEv[i]);
                json.writeEndObject();
            }
            json.writeEndArray();
        });
    }
}
