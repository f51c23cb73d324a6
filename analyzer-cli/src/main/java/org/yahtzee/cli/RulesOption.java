package org.yahtzee.cli;

import org.yahtzee.rules.Rules;
import picocli.CommandLine.Option;

/** The {@code --rules} option of commands that work on one rule set, official by default. */
final class RulesOption {

    @Option(names = "--rules", paramLabel = "RULES", defaultValue = "official",
            description = "Rule set: official (the default), free-choice, original, no-bonus, "
                    + "or pieces joker=forced|free|lower|none,bonus=on|off.")
    private Rules rules;

    Rules rules() {
        return rules;
    }

    /** The name and, for a named set, its pieces: {@code official (joker=forced,bonus=on)}. */
    static String describe(Rules rules) {
        String name = rules.canonicalName();
        String pieces = rules.piecewiseName();
        return name.equals(pieces) ? name : name + " (" + pieces + ")";
    }
}
