package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class MainTest {

    @TempDir
    Path cache;

    @ParameterizedTest
    @ValueSource(strings = {"", "solve", "tables", "tables verify", "tables info"})
    void help_everyCommand_exit0WithUsageAndExitCodes(String command) {
        CommandRun run = CommandRun.run(cache, args(command, "--help"));

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().startsWith(("Usage: yahtzee " + command).strip()), run.transcript());
        assertTrue(run.out().contains("Exit codes:\n  0   success\n"), run.transcript());
        assertTrue(run.out().contains("  3   a file or table could not be"), run.transcript());
        assertEquals("", run.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "solve", "tables", "tables verify", "tables info"})
    void version_everyCommand_exit0WithProjectVersion(String command) {
        CommandRun run = CommandRun.run(cache, args(command, "--version"));

        assertEquals(0, run.exitCode(), run.transcript());
        String firstLine = "yahtzee \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(table format \\d+\\)";
        assertTrue(run.out().matches("(?s)" + firstLine + "\nJava .*"), run.transcript());
    }

    @Test
    void help_helpSubcommand_printsSolveUsage() {
        CommandRun run = CommandRun.run(cache, "help", "solve");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().startsWith("Usage: yahtzee solve"), run.transcript());
    }

    @Test
    void main_noCommand_exit2ListingCommands() {
        CommandRun run = CommandRun.run(cache);

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("error: missing command: expected one of solve, advise, play, grade, report, simulate, tables, help", run.errLines().get(0));
    }

    @Test
    void tables_noSubcommand_exit2() {
        CommandRun run = CommandRun.run(cache, "tables");

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("error: missing command: expected one of verify, info", run.errLines().get(0));
    }

    @Test
    void main_unknownCommand_exit2() {
        CommandRun run = CommandRun.run(cache, "frobnicate");

        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: "), run.transcript());
        assertTrue(run.err().contains("frobnicate"), run.transcript());
    }

    @Test
    void verbose_beforeTheCommand_usageErrorStillOneErrorLineFirst() {
        CommandRun run = CommandRun.run(cache, "--verbose", "solve", "--rules", "x");

        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.errLines().get(0).startsWith("error: unknown rules 'x'"), run.transcript());
    }

    private static String[] args(String command, String option) {
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.removeIf(String::isEmpty);
        args.add(option);
        return args.toArray(String[]::new);
    }
}
