package org.yahtzee.cli.advise;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.goal.GoalArgument;
import org.yahtzee.cli.goal.GoalWords;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.cli.options.StrictNumbers;
import org.yahtzee.cli.text.CardParser;
import org.yahtzee.cli.text.DiceParser;
import org.yahtzee.cli.text.PositionDescription;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.cli.text.Words;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Advice;
import org.yahtzee.engine.Dice;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.Seat;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee advise}: the best move for dice on a card, then every alternative, each with
 * its expected final total and its loss against the best. Reads the rule set's table from the
 * cache (solving it on first use) and recomputes only the current turn.
 */
public final class AdviseCommand implements Callable<Integer> {

    public final CommandSpec spec = CommandModel.command(this, "advise",
            "Advise the best move for the dice showing.",
            "Lists the best move first, then the alternatives: every keep while rolls are",
            "left, every box the rules allow on the last roll. Expected total = points on",
            "the card + expected rest of the game under optimal solitaire play.");
    private final RulesOption rulesOption = new RulesOption(spec);
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<String[]> dice = CommandModel.option(spec, OptionSpec.builder("--dice")
            .paramLabel("DICE").type(String[].class).arity("1..5").parameterConsumer(new DiceArguments())
            .description("The five dice showing, any order: 12344, 1,2,3,4,4 or 1 2 3 4 4."));
    /** The dice without {@code --dice}: {@code yahtzee advise 12344}, as a player first types it. */
    private final CommandModel.Value<String[]> diceWords = CommandModel.parameter(spec, PositionalParamSpec.builder()
            .paramLabel("DICE").type(String[].class).arity("0..*")
            .description("The dice showing, as --dice takes them: yahtzee advise 12344."));
    private final CommandModel.Value<Integer> rollsLeft = CommandModel.option(spec, OptionSpec.builder("--rolls-left")
            .paramLabel("N").type(int.class).defaultValue("2")
            .description("Rolls still allowed this turn: 2 (just after the first roll, the default), 1, "
                    + "or 0 (score now)."));
    private final CommandModel.Value<String> card = CommandModel.option(spec, OptionSpec.builder("--card")
            .paramLabel("BOXES").type(String.class).defaultValue("")
            .description("The filled boxes with their points, e.g. ones=3,threes=9,full-house=25 or "
                    + "\"ones=3 threes=9\" "
                    + "(box names or aliases; optional upper=N and upper-bonus=35|0 are checked "
                    + "against the upper boxes). Empty: a new game."));
    private final CommandModel.Value<Integer> yahtzeeBonuses = CommandModel.option(spec,
            OptionSpec.builder("--yahtzee-bonuses").paramLabel("N").type(int.class).defaultValue("0")
                    .description("Extra-Yahtzee bonuses already earned (100 each); they change the total, "
                            + "not the advice."));
    private final CommandModel.Value<String> top = CommandModel.option(spec, OptionSpec.builder("--top")
            .paramLabel("K").type(String.class).defaultValue("10")
            .description("How many options to show: a number (default ${DEFAULT-VALUE}) or all."));

    private final GoalArgument goalArgument = new GoalArgument(spec, false);

    private final Environment environment;

    public AdviseCommand(Environment environment) {
        this.environment = environment;
        spec.usageMessage().footerHeading("%nExample:%n").footer(
                "  yahtzee advise --rules free-choice --dice 12344 \\",
                "      --card ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30");
    }

    @Override
    public Integer call() throws IOException {
        int rollsLeft = this.rollsLeft.get();
        if (rollsLeft < 0 || rollsLeft > 2) {
            throw usage("--rolls-left must be 0, 1 or 2, was " + rollsLeft);
        }
        int rollId;
        try {
            rollId = DiceParser.roll(String.join(" ", diceGiven()));
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
        int shown = topCount();
        Goal goal = goalArgument.goal();
        Rules rules = rulesOption.rules();
        Scorecard scorecard;
        try {
            scorecard = CardParser.parse(card.get(), rules, yahtzeeBonuses.get());
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }

        Engine engine = environment.yahtzee(spec.commandLine().getErr()).engine(rules);
        Dice roll = Dice.ofId(rollId);
        Advice advice = goal.kind() == Goal.Kind.REACH
                ? engine.goal(goal).advise(Seat.alone(), scorecard, roll, rollsLeft)
                : engine.advise(scorecard, roll, rollsLeft);
        int optionCount = advice.choices().size();

        PrintWriter out = spec.commandLine().getOut();
        if (jsonOption.enabled()) {
            JsonOutput.printObject(out, JsonOutput.ADVICE, new AdviceJson(advice, shown));
        } else {
            out.println(PositionDescription.of(scorecard, rollsLeft));
            out.println("dice " + Words.dice(KeepLattice.keepOfRoll(rollId)) + ", "
                    + rules.canonicalName() + " rules, card " + PositionDescription.card(scorecard));
            if (goal.kind() == Goal.Kind.REACH) {
                out.println("goal: " + GoalWords.describe(goal) + "; P = its probability under the best play for it,");
                out.println("loss in percentage points; expected total and sd as if then played for the average");
            }
            out.println();
            AdviceText.print(out, advice, goal.kind() == Goal.Kind.REACH ? GoalWords.heading(goal) : null, shown);
            if (shown < optionCount) {
                out.println("  (" + shown + " of " + optionCount + " options; --top all lists every one)");
            }
            out.flush();
        }
        return ExitCode.OK.code;
    }

    /** The words of the dice, given either way once. */
    private String[] diceGiven() {
        String[] words = diceWords.get();
        boolean alone = words != null && words.length > 0;
        if (alone && dice.get() != null) {
            throw usage("the dice are given twice, as " + UserText.quote(String.join(" ", words)) + " and with --dice: give them once");
        }
        if (!alone && dice.get() == null) {
            throw new MissingParameterException(spec.commandLine(), spec.findOption("--dice"),
                    "missing the dice showing, e.g. yahtzee advise 12344 (or --dice 12344)");
        }
        return alone ? words : dice.get();
    }

    /** {@code --top}: a count of 1 or more, or {@code all}. */
    private int topCount() {
        if (top.get().strip().equalsIgnoreCase("all")) {
            return Integer.MAX_VALUE;
        }
        try {
            int k = StrictNumbers.parseInt(top.get().strip());
            if (k >= 1) {
                return k;
            }
        } catch (IllegalArgumentException e) {
            // reported below
        }
        throw usage("--top must be a number of options (1 or more) or all, was " + UserText.quote(top.get()));
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
