package org.yahtzee.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * The {@code --threads} option of the commands that solve or play in parallel: one thread per
 * processor by default. Results never depend on it.
 */
final class ThreadsOption {

    /** The command this option belongs to, so a bad value is reported as that command's usage error. */
    private final CommandSpec spec;
    private final CommandModel.Value<Integer> threads;

    ThreadsOption(CommandSpec spec) {
        this.spec = spec;
        threads = CommandModel.option(spec, OptionSpec.builder("--threads").paramLabel("N").type(int.class)
                .defaultValue(Integer.toString(Runtime.getRuntime().availableProcessors()))
                .description("Threads (default: one per processor, here ${DEFAULT-VALUE}). "
                        + "Results do not depend on it."));
    }

    /**
     * The thread count, 1 or more.
     *
     * @throws ParameterException (exit 2) for 0 or a negative count
     */
    int threads() {
        int count = threads.get();
        if (count < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be at least 1, was " + count);
        }
        return count;
    }
}
