package org.yahtzee.cli.options;

import org.yahtzee.cli.CommandModel;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The {@code --rules} option of commands that work on one rule set, official by default. */
public final class RulesOption {

    private final CommandModel.Value<Rules> rules;

    public RulesOption(CommandSpec spec) {
        rules = CommandModel.option(spec, OptionSpec.builder("--rules").paramLabel("RULES").type(Rules.class)
                .defaultValue("official")
                .description("Rule set: official (the default), free-choice, original, no-bonus, "
                        + "or pieces joker=forced|free|lower|none,bonus=on|off."));
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
