package org.yahtzee.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code --threads} option of the commands that solve or play in parallel: one thread per
 * processor by default. Results never depend on it.
 */
final class ThreadsOption {

    /** The command this is mixed into, so a bad value is reported as that command's usage error. */
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads (default: one per processor, here ${DEFAULT-VALUE}). Results do not depend on it.")
    private int threads = Runtime.getRuntime().availableProcessors();

    /**
     * The thread count, 1 or more.
     *
     * @throws ParameterException (exit 2) for 0 or a negative count
     */
    int threads() {
        if (threads < 1) {
            throw new ParameterException(mixee.commandLine(), "--threads must be at least 1, was " + threads);
        }
        return threads;
    }
}
