package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

final class MainTest {

    @TempDir
    Path cache;

    static Stream<String> everyCommand() {
        return CommandTree.paths().stream();
    }

    @Test
    void everyCommand_walksTheWholeTree() {
        List<String> paths = CommandTree.paths();

        assertTrue(paths.containsAll(List.of("", "solve", "advise", "report", "report distribution", "tables info")),
                paths.toString());
        assertEquals(paths.size(), new HashSet<>(paths).size(), "each once: " + paths);
    }

    @ParameterizedTest
    @MethodSource("everyCommand")
    void help_everyCommand_exit0WithUsageAndExitCodes(String command) {
        CommandRun run = CommandRun.run(cache, CommandTree.args(command, "--help"));

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().startsWith(("Usage: yahtzee " + command).strip() + " "), run.transcript());
        assertTrue(run.out().contains("Exit codes:\n  0   success\n"), run.transcript());
        assertTrue(run.out().contains("  3   a file or table could not be"), run.transcript());
        assertEquals("", run.err());
    }

    /**
     * picocli wraps a description line wider than its 80 columns where the JDK's line breaker
     * allows, which includes after a dot ("docs/web." and "md)" on two lines): every line the
     * model holds must come out whole, and no line of the help may be wider.
     */
    @ParameterizedTest
    @MethodSource("everyCommand")
    void help_everyCommand_descriptionLinesPrintedWhole(String command) {
        CommandRun run = CommandRun.run(cache, CommandTree.args(command, "--help"));
        List<String> printed = List.of(run.out().split("\n"));

        for (String line : CommandTree.spec(command).usageMessage().description()) {
            assertTrue(printed.contains(String.format(line)), "not printed whole: " + line + "\n" + run.out());
        }
        for (String line : printed) {
            assertTrue(line.length() <= CommandModel.HELP_LINE + 1, "too wide: " + line);
        }
    }

    @Test
    void wrap_breaksAtSpacesOnly_keepsEveryWord() {
        String text = "Pages: the advisor at /, served from the jar (docs/web.md), and a-very-long-word-that-fits-no-line";

        List<String> lines = CommandModel.wrap(text, 20);

        assertEquals(List.of("Pages: the advisor", "at /, served from", "the jar", "(docs/web.md), and",
                "a-very-long-word-that-fits-no-line"), lines);
        assertEquals(text, String.join(" ", lines));
    }

    @ParameterizedTest
    @MethodSource("everyCommand")
    void version_everyCommand_exit0WithProjectVersion(String command) {
        CommandRun run = CommandRun.run(cache, CommandTree.args(command, "--version"));

        assertEquals(0, run.exitCode(), run.transcript());
        String firstLine = "yahtzee \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(table format \\d+\\)";
        assertTrue(run.out().matches("(?s)" + firstLine + "\nJava .*"), run.transcript());
        assertEquals("", run.err());
    }

    /**
     * picocli prints its warnings (a description that is not a valid format, e.g. an unescaped
     * {@code %}) on the JVM's own stderr, which an in-process run does not capture: a child JVM
     * prints every command's help, and its stderr must stay empty.
     */
    @Test
    void help_everyCommand_noPicocliWarning() throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(ChildJvm.java()));
        command.addAll(ChildJvm.LIGHT);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), EveryHelp.class.getName()));
        Process child = new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        String err = new String(child.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), "the child JVM did not end");

        assertEquals("", err);
        assertEquals(0, child.exitValue());
    }

    /** The child JVM of the test above: every command's help, in one JVM. */
    static final class EveryHelp {
        public static void main(String[] ignored) {
            for (String command : CommandTree.paths()) {
                String[] args = CommandTree.args(command, "--help");
                CommandLine commandLine = Commands.commandLine(new Environment(null, false), args);
                commandLine.setOut(new PrintWriter(Writer.nullWriter()));
                if (commandLine.execute(args) != 0) {
                    throw new AssertionError(command + " --help failed");
                }
            }
        }
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
        assertEquals("error: missing command: expected one of solve, advise, value, play, grade, report, simulate, tables, serve, help", run.errLines().get(0));
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
}
