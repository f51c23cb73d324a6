package org.yahtzee.cli.advise;

import java.util.List;
import java.util.Map;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.options.OptionDeclaration;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.rules.Rules;

/**
 * advise's command line as read, before its values are checked together ({@link AdviseQuestion}):
 * what picocli gives {@link AdviseCommand} and what {@link QuickAdvise} reads, the same for the
 * same command line (QuickAdviseTest). {@code --goal} is not here: the quick reader leaves every
 * command line that names it to picocli.
 *
 * @param dice      the words of {@code --dice}, or null if it was not given
 * @param diceWords the dice given without {@code --dice}, empty if none
 */
public record AdviseSettings(Rules rules, boolean json, List<String> dice, List<String> diceWords, int rollsLeft,
        String card, int yahtzeeBonuses, String top) {

    /** The settings {@link org.yahtzee.cli.options.QuickParser} read from the declarations of {@link AdviseOptions}. */
    @SuppressWarnings("unchecked")
    static AdviseSettings of(Map<OptionDeclaration, Object> values) {
        List<String> words = (List<String>) values.get(AdviseOptions.DICE_WORDS);
        return new AdviseSettings((Rules) values.get(RulesOption.DECLARATION), (Boolean) values.get(JsonOption.DECLARATION),
                (List<String>) values.get(AdviseOptions.DICE), words == null ? List.of() : words,
                (Integer) values.get(AdviseOptions.ROLLS_LEFT), (String) values.get(AdviseOptions.CARD),
                (Integer) values.get(AdviseOptions.YAHTZEE_BONUSES), (String) values.get(AdviseOptions.TOP));
    }

    /** The settings picocli parsed into its model (arrays as lists, no dice words as an empty list). */
    static AdviseSettings of(Rules rules, boolean json, String[] dice, String[] diceWords, int rollsLeft, String card,
            int yahtzeeBonuses, String top) {
        return new AdviseSettings(rules, json, dice == null ? null : List.of(dice),
                diceWords == null ? List.of() : List.of(diceWords), rollsLeft, card, yahtzeeBonuses, top);
    }
}
