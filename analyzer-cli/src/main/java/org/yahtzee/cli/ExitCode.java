package org.yahtzee.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;

/**
 * The exit codes of every {@code yahtzee} command. {@link ErrorReporter} is the one place that
 * chooses them; this enum is the one place that lists them, for {@code --help} and the README.
 */
public enum ExitCode {
    OK(0, "success"),
    INTERNAL(1, "internal error: a bug, please report it with the output of --verbose"),
    USAGE(2, "usage error: unknown command or option, bad option value, unknown rules"),
    BAD_FILE(3, "a file or table could not be found, read, written or verified; standard output could not be "
            + "written; or memory ran out");

    public final int code;
    final String meaning;

    ExitCode(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    /** Adds the list of exit codes to the help of the command and all its subcommands. */
    static void describeIn(CommandLine commandLine) {
        Map<String, String> list = new LinkedHashMap<>();
        for (ExitCode exit : values()) {
            list.put(Integer.toString(exit.code), exit.meaning);
        }
        describeIn(commandLine, list);
    }

    private static void describeIn(CommandLine commandLine, Map<String, String> list) {
        commandLine.getCommandSpec().usageMessage()
                .exitCodeListHeading("%nExit codes:%n")
                .exitCodeList(list);
        for (CommandLine sub : commandLine.getSubcommands().values()) {
            describeIn(sub, list);
        }
    }
}
