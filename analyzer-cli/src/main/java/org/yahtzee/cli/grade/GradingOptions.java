package org.yahtzee.cli.grade;

import org.yahtzee.cli.CommandModel;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options of the commands that grade game records ({@code grade}, {@code report game}):
 * {@code --rules}, overriding the records' own, and {@code --threshold}, the loss above which
 * a decision is flagged.
 */
public final class GradingOptions {

    private final CommandModel.Value<Rules> rulesOverride;
    private final CommandModel.Value<Double> threshold;

    /** {@code overridden} names what --rules overrides, e.g. "the record's rules: line". */
    public GradingOptions(CommandSpec spec, String overridden) {
        rulesOverride = CommandModel.option(spec, OptionSpec.builder("--rules").paramLabel("RULES").type(Rules.class)
                .description("Rule set, overriding " + overridden + ": official, free-choice, "
                        + "original, no-bonus, or pieces joker=forced|free|lower|none,bonus=on|off."));
        threshold = CommandModel.option(spec, OptionSpec.builder("--threshold").paramLabel("POINTS")
                .type(double.class).defaultValue("0.01")
                .description("Flag decisions losing more than this many expected points (default ${DEFAULT-VALUE})."));
    }

    /** The rules given with --rules, or null to use each record's. */
    public Rules rulesOverride() {
        return rulesOverride.get();
    }

    /** The flagging threshold in expected points: 0 or more and finite, as StrictNumbers reads every decimal. */
    public double threshold() {
        return threshold.get();
    }
}
