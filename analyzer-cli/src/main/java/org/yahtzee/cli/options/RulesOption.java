package org.yahtzee.cli.options;

import org.yahtzee.cli.CommandModel;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;

/** The {@code --rules} option of commands that work on one rule set, official by default. */
public final class RulesOption {

    /** The option, declared once for picocli's model and {@link QuickParser}. */
    public static final OptionDeclaration DECLARATION = OptionDeclaration.single("--rules", "RULES",
            OptionDeclaration.Conversion.RULES, "official", "Rule set: official (the default), free-choice, original, "
                    + "no-bonus, or pieces joker=forced|free|lower|none,bonus=on|off.");

    private final CommandModel.Value<Rules> rules;

    public RulesOption(CommandSpec spec) {
        rules = CommandModel.option(spec, DECLARATION);
    }

    public Rules rules() {
        return rules.get();
    }

    /** The name and, for a named set, its pieces: {@code official (joker=forced,bonus=on)}. */
    public static String describe(Rules rules) {
        String name = rules.canonicalName();
        String pieces = rules.piecewiseName();
        return name.equals(pieces) ? name : name + " (" + pieces + ")";
    }
}
