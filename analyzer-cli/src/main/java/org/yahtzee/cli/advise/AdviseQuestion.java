package org.yahtzee.cli.advise;

import java.io.IOException;
import java.io.PrintWriter;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.goal.GoalWords;
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

/**
 * What advise is asked, checked, and its answer: the ranked options printed as text or JSON. The
 * checks throw {@link IllegalArgumentException} with the usage error's words; {@link AdviseCommand}
 * reports them as picocli's usage errors, {@link QuickAdvise} then leaves the command line to
 * picocli. Nothing here names a picocli class (docs/startup.md).
 *
 * @param rollId the dice (0..251)
 * @param shown  how many options to print ({@code --top}; {@code Integer.MAX_VALUE} for all)
 */
record AdviseQuestion(Rules rules, Scorecard card, int rollId, int rollsLeft, Goal goal, int shown, boolean json) {

    /** No dice given, either way: picocli's "missing" usage error, not a bad value. */
    static final class MissingDice extends IllegalArgumentException {
        MissingDice() {
            super("missing the dice showing, e.g. yahtzee advise 12344 (or --dice 12344)");
        }
    }

    /** {@code --rolls-left}: 0, 1 or 2. */
    static int rollsLeft(int rollsLeft) {
        if (rollsLeft < 0 || rollsLeft > 2) {
            throw new IllegalArgumentException("--rolls-left must be 0, 1 or 2, was " + rollsLeft);
        }
        return rollsLeft;
    }

    /**
     * The dice, given either way once.
     *
     * @throws MissingDice when given neither way
     */
    static int rollId(AdviseSettings settings) {
        boolean alone = !settings.diceWords().isEmpty();
        if (alone && settings.dice() != null) {
            throw new IllegalArgumentException("the dice are given twice, as "
                    + UserText.quote(String.join(" ", settings.diceWords())) + " and with --dice: give them once");
        }
        if (!alone && settings.dice() == null) {
            throw new MissingDice();
        }
        return DiceParser.roll(String.join(" ", alone ? settings.diceWords() : settings.dice()));
    }

    /** {@code --top}: a count of 1 or more, or {@code all}. */
    static int shown(String top) {
        if (top.strip().equalsIgnoreCase("all")) {
            return Integer.MAX_VALUE;
        }
        try {
            int k = StrictNumbers.parseInt(top.strip());
            if (k >= 1) {
                return k;
            }
        } catch (IllegalArgumentException e) {
            // reported below
        }
        throw new IllegalArgumentException("--top must be a number of options (1 or more) or all, was "
                + UserText.quote(top));
    }

    /** {@code --card} with {@code --yahtzee-bonuses}, under the rules. */
    static Scorecard card(AdviseSettings settings) {
        return CardParser.parse(settings.card(), settings.rules(), settings.yahtzeeBonuses());
    }

    /**
     * Prints the answer on {@code out}; the engine's notes (a table solved on first use) go to
     * {@code err}.
     *
     * @return the exit code, {@link ExitCode#OK}
     */
    int answer(Environment environment, PrintWriter out, PrintWriter err) throws IOException {
        Engine engine = environment.yahtzee(err).engine(rules);
        Dice roll = Dice.ofId(rollId);
        Advice advice = goal.kind() == Goal.Kind.REACH
                ? engine.goal(goal).advise(Seat.alone(), card, roll, rollsLeft)
                : engine.advise(card, roll, rollsLeft);
        int optionCount = advice.choices().size();
        if (json) {
            JsonOutput.printObject(out, JsonOutput.ADVICE, new AdviceJson(advice, shown));
        } else {
            out.println(PositionDescription.of(card, rollsLeft));
            out.println("dice " + Words.dice(KeepLattice.keepOfRoll(rollId)) + ", "
                    + rules.canonicalName() + " rules, card " + PositionDescription.card(card));
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
}
