package org.yahtzee.cli.advise;

import java.io.IOException;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.goal.GoalArgument;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.engine.Goal;
import org.yahtzee.game.Scorecard;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee advise}: the best move for dice on a card, then every alternative, each with
 * its expected final total and its loss against the best. Reads the rule set's table from the
 * cache (solving it on first use) and recomputes only the current turn. This is its picocli
 * model, for the help, the errors and every command line {@link QuickAdvise} leaves to picocli;
 * the options are declared in {@link AdviseOptions}, the answer is {@link AdviseQuestion}'s.
 */
public final class AdviseCommand implements Callable<Integer> {

    public final CommandSpec spec = CommandModel.command(this, "advise",
            "Advise the best move for the dice showing.",
            "Lists the best move first, then the alternatives: every keep while rolls are",
            "left, every box the rules allow on the last roll. Expected total = points on",
            "the card + expected rest of the game under optimal solitaire play.");
    private final RulesOption rulesOption = new RulesOption(spec);
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<String[]> dice = CommandModel.option(spec,
            CommandModel.builder(AdviseOptions.DICE).parameterConsumer(new DiceArguments()));
    private final CommandModel.Value<String[]> diceWords = CommandModel.parameter(spec, AdviseOptions.DICE_WORDS);
    private final CommandModel.Value<Integer> rollsLeft = CommandModel.option(spec, AdviseOptions.ROLLS_LEFT);
    private final CommandModel.Value<String> card = CommandModel.option(spec, AdviseOptions.CARD);
    private final CommandModel.Value<Integer> yahtzeeBonuses = CommandModel.option(spec, AdviseOptions.YAHTZEE_BONUSES);
    private final CommandModel.Value<String> top = CommandModel.option(spec, AdviseOptions.TOP);

    private final GoalArgument goalArgument = new GoalArgument(spec, false);

    private final Environment environment;

    public AdviseCommand(Environment environment) {
        this.environment = environment;
        spec.usageMessage().footerHeading("%nExample:%n").footer(
                "  yahtzee advise --rules free-choice --dice 12344 \\",
                "      --card ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30");
    }

    /** The command line as picocli parsed it, {@code --goal} aside. */
    AdviseSettings settings() {
        return AdviseSettings.of(rulesOption.rules(), jsonOption.enabled(), dice.get(), diceWords.get(), rollsLeft.get(),
                card.get(), yahtzeeBonuses.get(), top.get());
    }

    @Override
    public Integer call() throws IOException {
        AdviseSettings settings = settings();
        // In the order the problems have always been reported: rolls left, dice, --top, goal, card.
        int rollsLeft;
        int rollId;
        int shown;
        try {
            rollsLeft = AdviseQuestion.rollsLeft(settings.rollsLeft());
            rollId = AdviseQuestion.rollId(settings);
            shown = AdviseQuestion.shown(settings.top());
        } catch (IllegalArgumentException e) {
            throw usage(e);
        }
        Goal goal = goalArgument.goal();
        Scorecard scorecard;
        try {
            scorecard = AdviseQuestion.card(settings);
        } catch (IllegalArgumentException e) {
            throw usage(e);
        }
        return new AdviseQuestion(settings.rules(), scorecard, rollId, rollsLeft, goal, shown, settings.json())
                .answer(environment, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    private ParameterException usage(IllegalArgumentException problem) {
        if (problem instanceof AdviseQuestion.MissingDice) {
            return new MissingParameterException(spec.commandLine(), spec.findOption(AdviseOptions.DICE.name()),
                    problem.getMessage());
        }
        return new ParameterException(spec.commandLine(), problem.getMessage());
    }
}
