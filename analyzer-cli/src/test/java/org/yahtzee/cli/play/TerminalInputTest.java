package org.yahtzee.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.concurrent.TimeUnit;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.cli.ChildJvm;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.Commands;
import org.yahtzee.cli.Main;
import org.yahtzee.cli.SharedCache;
import picocli.CommandLine;

/**
 * {@code play} at a terminal: JLine's line editing and history on a virtual xterm, the questions
 * a person is asked, and, in real processes, that JLine is loaded only when a terminal is there.
 */
final class TerminalInputTest {

    @TempDir
    Path work;

    /** A run of {@code play} whose keys come from a virtual xterm; {@code screen} gets what JLine draws. */
    private static CommandRun playAtTerminal(String keys, OutputStream screen, String... args) throws IOException {
        CommandLine commandLine = Commands.commandLine(new Environment(SharedCache.directory(), true));
        Terminal terminal = new ExternalTerminal("test", "xterm",
                new ByteArrayInputStream(keys.getBytes(StandardCharsets.UTF_8)), screen, StandardCharsets.UTF_8);
        ((PlayCommand) commandLine.getSubcommands().get("play").getCommand()).input(new TerminalInput(terminal));
        return CommandRun.run(commandLine, CommandRun.prefixed(args, "play"));
    }

    /** The up arrow as an xterm sends it in application mode (ESC O A) and in normal mode (ESC [ A). */
    @ParameterizedTest
    @ValueSource(strings = {"\u001bOA", "\u001b[A"})
    void upArrow_recallsTheLastCommand_notTypedAsText(String up) throws IOException {
        CommandRun run = playAtTerminal("12344\nscore chance\nundo\n" + up + up + "\n",
                OutputStream.nullOutputStream(), "--top", "0");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(2, run.out().split("you scored chance 14", -1).length - 1, run.transcript());
        assertFalse(run.err().contains("unknown command"), run.transcript());
        assertFalse(run.out().contains("> "), "a person's lines are not echoed: " + run.transcript());
    }

    @Test
    void quitWithAnUnsavedGame_asksFirst_noGoesOn_yesQuits() throws IOException {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        CommandRun run = playAtTerminal("12344\nquit\nn\nscore chance\nquit\nyes\nscore ones\n", screen);

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("", run.err(), run.transcript());
        assertTrue(run.out().contains("you scored chance 14"), run.transcript());
        assertFalse(run.out().contains("you scored ones"), "quit after yes: " + run.transcript());
        String shown = screen.toString(StandardCharsets.UTF_8);
        assertEquals(2, shown.split(Pattern.quote(PlayWords.UNSAVED_QUESTION + " [y/N] "), -1).length - 1, shown);
    }

    @Test
    void endOfInputWithAnUnsavedGame_asks_thenTheEndAgainQuits() throws IOException {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        CommandRun run = playAtTerminal("12344\n", screen);

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("", run.err(), "a person is asked, not warned: " + run.transcript());
        assertTrue(screen.toString(StandardCharsets.UTF_8).contains(PlayWords.UNSAVED_QUESTION), screen.toString());
    }

    @Test
    void saveOverAFileOfSomeoneElse_asks_noKeepsIt_yesReplacesIt() throws IOException {
        Path other = Files.writeString(work.resolve("other.txt"), "not a game\n");
        CommandRun run = playAtTerminal("12344\nscore chance\nsave " + other + "\nno\nsave " + other + "\ny\n",
                OutputStream.nullOutputStream());

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("not saved\n"), run.transcript());
        assertTrue(run.out().contains("saved to " + other + "\n"), run.transcript());
        assertEquals(List.of("# saved by yahtzee play", "rules: official", "1: 12344 score chance 14"),
                Files.readAllLines(other));
    }

    /** A real process with its standard input a pipe: the script path, and no JLine class loaded. */
    @Test
    void process_inputFromAPipe_readsAScript_neverLoadsJLine() throws Exception {
        List<String> options = new ArrayList<>(ChildJvm.LIGHT);
        options.add("-Xlog:class+load=info");
        Process process = start(new ProcessBuilder(ChildJvm.command(options, "play", "--top", "0")));
        Path saved = work.resolve("saved.txt");
        process.getOutputStream().write(("12344\nscore chance\nsave " + saved + "\n").getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), "the process did not end");

        assertEquals(0, process.exitValue(), out);
        assertTrue(out.contains("> 12344\n"), "lines of a script are echoed: " + out);
        assertTrue(out.contains(PlaySession.class.getName() + " source:"), "classes are logged: " + out);
        assertTrue(out.contains("saved to " + saved), out);
        // "] org.jline." is the library's own classes; JDK 22 and later load their internal copy
        // (jdk.internal.org.jline) for System.console(), which is the JDK's business, not ours.
        assertFalse(out.contains("] org.jline."), out);
        assertFalse(out.contains(TerminalInput.class.getName()), out);
    }

    /** A real process on a pseudo-terminal (util-linux script): JLine, so the up arrow repeats help. */
    @Test
    void process_atATerminal_usesJLine() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "no util-linux script here: skipped");
        String command = String.join(" ", quoted(ChildJvm.java()), String.join(" ", ChildJvm.LIGHT), "-cp",
                quoted(System.getProperty("java.class.path")), Main.class.getName(), "play", "--top", "0");
        Process process = start(new ProcessBuilder("/usr/bin/script", "-qec", command, "/dev/null"));
        process.getOutputStream().write("help\n\u001b[A\nquit\n".getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), "the process did not end");

        assertEquals(0, process.exitValue(), out);
        assertEquals(3, out.split("\n  help  ", -1).length, "help twice: " + out);
        assertFalse(out.contains("unknown command"), out);
    }

    /** Started with the tests' table cache, never the user's; stderr joined to stdout. */
    private static Process start(ProcessBuilder builder) throws IOException {
        builder.environment().put("YAHTZEE_TABLES", SharedCache.directory().toString());
        return builder.redirectErrorStream(true).start();
    }


    private static String quoted(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
