package org.yahtzee.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * A command that only groups subcommands: {@code yahtzee} itself, {@code report} and
 * {@code tables}. Run without one of its subcommands, it is a usage error that lists them.
 */
final class CommandGroup implements Callable<Integer> {

    final CommandSpec spec;

    CommandGroup(String name, String... description) {
        spec = CommandModel.command(this, name, description);
    }

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "missing command: expected one of "
                + String.join(", ", spec.subcommands().keySet()));
    }
}
