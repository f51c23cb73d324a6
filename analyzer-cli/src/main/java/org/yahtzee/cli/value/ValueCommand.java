package org.yahtzee.cli.value;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.cli.goal.GoalArgument;
import org.yahtzee.cli.goal.GoalWords;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.cli.options.ThreadsOption;
import org.yahtzee.cli.report.ReportDistributionCommand;
import org.yahtzee.cli.text.CardParser;
import org.yahtzee.cli.text.PositionDescription;
import org.yahtzee.engine.Distribution;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee value}: what a card is worth at the start of a turn. The expected final total
 * and its SD come from the value and moment tables (instant); the exact distribution of the
 * final total under optimal play is carried forward from the card (milliseconds late in the
 * game, seconds early: docs/cli.md).
 */
public final class ValueCommand implements Callable<Integer> {
    /*
     * Implementation notes. Everything here comes from the cached table (the solver's doubles,
     * format 4): the policy the exact distribution follows is then the one advise plays and the
     * moments were computed under, and the tables' mean and SD agree with the exact ones to
     * within 1e-9 (docs/precision.md).
     */

    /** From this many open boxes the exact distribution takes half a second or more: a progress line. */
    private static final int PROGRESS_FROM_OPEN_BOXES = 9;

    public final CommandSpec spec = CommandModel.command(this, "value",
            "The value of a card: expected final score, SD and exact distribution.",
            "For a card at the start of a turn: the expected final score and its standard",
            "deviation under optimal play (from the tables), then the exact distribution of the",
            "final score from that card: mean, sd, percentiles, P(final >= x).");
    private final RulesOption rulesOption = new RulesOption(spec);
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<String> card = CommandModel.option(spec, OptionSpec.builder("--card")
            .paramLabel("BOXES").type(String.class).defaultValue("")
            .description("The filled boxes with their points, e.g. ones=3,threes=9,full-house=25 "
                    + "(as for advise; all 13 filled: a finished game). Empty: a new game."));
    private final CommandModel.Value<Integer> yahtzeeBonuses = CommandModel.option(spec,
            OptionSpec.builder("--yahtzee-bonuses").paramLabel("N").type(int.class).defaultValue("0")
                    .description("Extra-Yahtzee bonuses already earned (100 each)."));
    private final CommandModel.Value<int[]> at = CommandModel.option(spec, OptionSpec.builder("--at")
            .paramLabel("X,Y").type(int[].class).splitRegex(",")
            .description("Also show P(final >= x) for these scores (0..1575), besides 200, 250, 300 and 350."));
    private final ThreadsOption threadsOption = new ThreadsOption(spec);
    private final GoalArgument goalArgument = new GoalArgument(spec, false);

    private final Environment environment;

    public ValueCommand(Environment environment) {
        this.environment = environment;
        spec.usageMessage().footerHeading("%nExample:%n").footer(
                "  yahtzee value --card ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30");
    }

    @Override
    public Integer call() throws IOException {
        int threads = threadsOption.threads();
        int[] thresholds = thresholds();
        Goal goal = goalArgument.goal();
        Rules rules = rulesOption.rules();
        Scorecard scorecard;
        try {
            scorecard = CardParser.parseAllowingFull(card.get(), rules, yahtzeeBonuses.get());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        Engine engine = environment.yahtzee(err).engine(rules);
        PositionValue value;
        boolean slow = scorecard.openCount() >= PROGRESS_FROM_OPEN_BOXES;
        try (ProgressLine progress = new ProgressLine(err, "exact distribution from the card", environment)) {
            value = PositionValue.of(slow ? engine.value(scorecard, threads, progress) : engine.value(scorecard, threads),
                    thresholds);
        }
        if (goal.kind() == Goal.Kind.REACH) {
            value = value.withGoal(goal, engine.goal(goal).chance(scorecard));
        }

        PrintWriter out = spec.commandLine().getOut();
        if (jsonOption.enabled()) {
            JsonOutput.printObject(out, JsonOutput.VALUE, new ValueJson(value));
        } else {
            print(out, value);
        }
        return ExitCode.OK.code;
    }

    /** The x of P(final >= x): the standard ones and {@code --at}'s, ascending, each once. */
    private int[] thresholds() {
        TreeSet<Integer> all = new TreeSet<>();
        for (int x : PositionValue.THRESHOLDS) {
            all.add(x);
        }
        for (int x : at.get() == null ? new int[0] : at.get()) {
            if (x < 0 || x > Yahtzee.MAX_SCORE) {
                throw new ParameterException(spec.commandLine(), "--at: scores are 0.." + Yahtzee.MAX_SCORE
                        + " (no card holds more), was " + x);
            }
            all.add(x);
        }
        int[] out = new int[all.size()];
        int i = 0;
        for (int x : all) {
            out[i++] = x;
        }
        return out;
    }

    private static void print(PrintWriter out, PositionValue value) {
        Scorecard card = value.card();
        Distribution d = value.exact();
        out.println(PositionDescription.atTurnStart(card));
        out.println(card.rules().canonicalName() + " rules, card " + PositionDescription.card(card));
        out.println();
        out.println(String.format(Locale.ROOT, "expected final  %.2f, sd %.2f (optimal play; from the value and moment tables)",
                value.expectedTotal(), value.sd()));
        out.println();
        out.println(String.format(Locale.ROOT, "exact distribution of the final score (%d %s open, %.2f s on %d %s)",
                value.openBoxes(), value.openBoxes() == 1 ? "box" : "boxes", value.seconds(), value.threads(),
                value.threads() == 1 ? "thread" : "threads"));
        out.println(String.format(Locale.ROOT, "mean            %.4f", d.mean()));
        out.println(String.format(Locale.ROOT, "sd              %.4f", d.standardDeviation()));
        StringBuilder line = new StringBuilder("percentiles    ");
        for (int q : PositionValue.PERCENTILES) {
            line.append(' ').append(q).append("%:").append(d.percentile(q / 100.0));
        }
        out.println(line);
        line = new StringBuilder("P(final)       ");
        for (int x : value.thresholds()) {
            line.append(" >=").append(x).append(':').append(ReportDistributionCommand.percent(d.atLeast(x)));
        }
        out.println(line);
        if (value.goal().kind() == Goal.Kind.REACH) {
            int target = value.goal().target();
            out.println();
            out.println("goal: " + GoalWords.describe(value.goal()));
            out.println("P(final >= " + target + ")  " + ReportDistributionCommand.percent(value.pGoal())
                    + " playing for it (the best any play gives), " + ReportDistributionCommand.percent(d.atLeast(target))
                    + " playing for the average (exact, above)");
        }
        out.flush();
    }
}
