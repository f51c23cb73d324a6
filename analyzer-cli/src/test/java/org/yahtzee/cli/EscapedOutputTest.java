package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.play.PlayCommandTest;

/**
 * Issue 21, item 8: every line that shows a user's path or a script's line escapes its control
 * characters (UserText.printable), so a file named with an escape sequence cannot reach the
 * terminal as one. Each file here is named with ESC [2J (clear the screen) in it.
 */
final class EscapedOutputTest {
    private static final String ESCAPE = "\u001b[2J";
    private static final String ESCAPED = "\\u001b[2J";

    @TempDir
    Path work;

    private CommandRun run(String... args) {
        return CommandRun.run(SharedCache.directory(), args);
    }

    private static void assertEscaped(CommandRun run, String line) {
        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains(line), run.transcript());
        assertFalse((run.out() + run.err()).contains("\u001b"), run.transcript());
    }

    @Test
    void reportGame_pageWritten() {
        Path html = work.resolve("page" + ESCAPE + ".html");

        CommandRun run = run("report", "game", "../examples/clean-solitaire.txt", "--html", html.toString());

        assertEscaped(run, "page written   " + work.toAbsolutePath() + "/page" + ESCAPED + ".html (1 game, ");
    }

    @Test
    void solve_tableWritten_andTablesInfoAndVerify() {
        Path table = work.resolve("t" + ESCAPE + ".ytable");

        CommandRun solve = run("solve", "--out", table.toString());
        CommandRun info = run("tables", "info", table.toString());
        CommandRun verify = run("tables", "verify", table.toString());

        assertEscaped(solve, "table written   " + work.toAbsolutePath() + "/t" + ESCAPED + ".ytable (");
        assertEscaped(info, "file            " + work + "/t" + ESCAPED + ".ytable (");
        assertEscaped(verify, "ok: " + work + "/t" + ESCAPED + ".ytable: rules official");
    }

    @Test
    void reportDistribution_chartWritten() {
        Path chart = work.resolve("c" + ESCAPE + ".svg");

        CommandRun run = run("report", "distribution", "--chart", chart.toString());

        assertEscaped(run, "chart written   " + work.toAbsolutePath() + "/c" + ESCAPED + ".svg");
    }

    @Test
    void play_scriptLineEchoed_andSavedTo() throws IOException {
        Path saved = work.resolve("g" + ESCAPE + ".txt");

        CommandRun run = PlayCommandTest.play("12344" + ESCAPE + "\n12344\nscore chance\nsave " + saved + "\n");

        assertEscaped(run, "> 12344" + ESCAPED + "\n");
        assertTrue(run.out().contains("saved to " + work + "/g" + ESCAPED + ".txt\n"), run.transcript());
        assertTrue(Files.exists(saved), "the file keeps its real name");
    }

    @Test
    void play_errorNamingTheFile() throws IOException {
        Path folder = Files.createDirectory(work.resolve("d" + ESCAPE));

        CommandRun run = PlayCommandTest.play("save " + folder + "\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("error: save " + work + "/d" + ESCAPED + " is a folder: expected the name of the game record "
                + "file to write", run.errLines().get(0));
        assertFalse((run.out() + run.err()).contains("\u001b"), run.transcript());
    }
}
