package org.yahtzee.cli.goal;

import org.yahtzee.cli.CommandModel;
import org.yahtzee.engine.Goal;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/** The {@code --goal} option: what the advice plays for, {@link Goal#EV} by default. */
public final class GoalArgument {
    private final CommandSpec spec;
    private final CommandModel.Value<String> text;
    private final boolean winAllowed;
    private final String winElsewhere;

    /**
     * Adds {@code --goal} to a command; {@code winAllowed} is false where there are no other
     * players to beat (one card), and {@code win} is then refused by name.
     */
    public GoalArgument(CommandSpec spec, boolean winAllowed) {
        this(spec, winAllowed, "use it in play --players or when grading a game of several players; here try reach:T");
    }

    /** As {@link #GoalArgument(CommandSpec, boolean)}, the refusal of {@code win} ending with {@code winElsewhere}. */
    public GoalArgument(CommandSpec spec, boolean winAllowed, String winElsewhere) {
        this.spec = spec;
        this.winAllowed = winAllowed;
        this.winElsewhere = winElsewhere;
        text = CommandModel.option(spec, OptionSpec.builder("--goal").paramLabel("GOAL").type(String.class)
                .defaultValue("ev").description("What to play for: ev (the highest average, the default), reach:T "
                        + "(the best chance of a final total of T or more, e.g. reach:300)"
                        + (winAllowed ? " or win (the best chance of beating the other players)" : "") + "."));
    }

    /** The goal given, checked: a usage error names the text and what was expected. */
    public Goal goal() {
        Goal goal;
        try {
            goal = GoalWords.parse(text.get());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--goal " + e.getMessage());
        }
        if (goal.kind() == Goal.Kind.WIN && !winAllowed) {
            throw new ParameterException(spec.commandLine(), "--goal win needs other players to beat: " + winElsewhere);
        }
        return goal;
    }
}
