package org.yahtzee.cli.options;

import org.yahtzee.cli.CommandModel;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * The {@code --threads} option of the commands that solve or play in parallel: one thread per
 * processor by default, at most {@link #MAX_PER_PROCESSOR} per processor. Results never depend
 * on it.
 */
public final class ThreadsOption {

    /**
     * More threads than processors only wait for each other, and each solver thread holds over
     * a megabyte of its own scratch: {@code --threads 100000} ran out of memory.
     */
    public static final int MAX_PER_PROCESSOR = 4;

    /** The command this option belongs to, so a bad value is reported as that command's usage error. */
    private final CommandSpec spec;
    private final CommandModel.Value<Integer> threads;

    public ThreadsOption(CommandSpec spec) {
        this.spec = spec;
        threads = CommandModel.option(spec, OptionSpec.builder("--threads").paramLabel("N").type(int.class)
                .defaultValue(Integer.toString(Runtime.getRuntime().availableProcessors()))
                .description("Threads, 1 to " + MAX_PER_PROCESSOR + " per processor (default: one per "
                        + "processor, here ${DEFAULT-VALUE}). Results do not depend on it."));
    }

    /**
     * The thread count, 1 to {@link #MAX_PER_PROCESSOR} per processor.
     *
     * @throws ParameterException (exit 2) for a count outside that range
     */
    public int threads() {
        int count = threads.get();
        int max = MAX_PER_PROCESSOR * Runtime.getRuntime().availableProcessors();
        if (count < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be at least 1, was " + count);
        } else if (count > max) {
            throw new ParameterException(spec.commandLine(), "--threads must be at most " + max + " ("
                    + MAX_PER_PROCESSOR + " per processor), was " + count);
        }
        return count;
    }
}
