package org.yahtzee.cli.advise;

import java.util.List;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.options.OptionDeclaration;
import org.yahtzee.cli.options.OptionDeclaration.Conversion;
import org.yahtzee.cli.options.RulesOption;

/**
 * advise's options, each declared once: {@link AdviseCommand} makes picocli's model of them and
 * {@link QuickAdvise} reads the common command lines with them, without picocli. {@code --goal}
 * is declared by {@code GoalArgument}, which play and grade share, and read by picocli alone:
 * a command line that names it is not a common one.
 */
final class AdviseOptions {

    /** The dice as one to five words after {@code --dice}, up to a word that starts with '-' ({@link DiceArguments}). */
    static final OptionDeclaration DICE = new OptionDeclaration("--dice", "DICE", Conversion.TEXT, 5, null,
            "The five dice showing, any order: 12344, 1,2,3,4,4 or 1 2 3 4 4.");
    /** The dice without {@code --dice}: {@code yahtzee advise 12344}, as a player first types it. */
    static final OptionDeclaration DICE_WORDS = new OptionDeclaration(null, "DICE", Conversion.TEXT,
            OptionDeclaration.UNBOUNDED, null, "The dice showing, as --dice takes them: yahtzee advise 12344.");
    static final OptionDeclaration ROLLS_LEFT = OptionDeclaration.single("--rolls-left", "N", Conversion.WHOLE, "2",
            "Rolls still allowed this turn: 2 (just after the first roll, the default), 1, or 0 (score now).");
    static final OptionDeclaration CARD = OptionDeclaration.single("--card", "BOXES", Conversion.TEXT, "",
            "The filled boxes with their points, e.g. ones=3,threes=9,full-house=25 or \"ones=3 threes=9\" "
                    + "(box names or aliases; optional upper=N and upper-bonus=35|0 are checked "
                    + "against the upper boxes). Empty: a new game.");
    static final OptionDeclaration YAHTZEE_BONUSES = OptionDeclaration.single("--yahtzee-bonuses", "N",
            Conversion.WHOLE, "0", "Extra-Yahtzee bonuses already earned (100 each); they change the total, "
                    + "not the advice.");
    /** Text, not a number: {@code all} is a value too ({@link AdviseQuestion#shown}). */
    static final OptionDeclaration TOP = OptionDeclaration.single("--top", "K", Conversion.TEXT, "10",
            "How many options to show: a number (default ${DEFAULT-VALUE}) or all.");

    /** Every option and parameter {@link QuickAdvise} reads: all of advise's but {@code --goal}. */
    static final List<OptionDeclaration> QUICK = List.of(RulesOption.DECLARATION, JsonOption.DECLARATION, DICE,
            DICE_WORDS, ROLLS_LEFT, CARD, YAHTZEE_BONUSES, TOP);

    private AdviseOptions() {
    }
}
