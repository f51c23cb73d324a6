package org.yahtzee.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.yahtzee.cli.play.PlayCommandTest.play;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;

/** From a script: what quitting and saving do to a game and to files (a person is asked: TerminalInputTest). */
final class PlaySafetyTest {

    @TempDir
    Path work;

    @Test
    void quitOrEndOfInput_withMovesNotSaved_warnOnStderr_exit0() {
        for (String end : List.of("quit\n", "exit\n", "")) {
            CommandRun run = play("12344\nscore chance\n" + end + "12345\n");

            assertEquals(0, run.exitCode(), run.transcript());
            assertEquals(List.of(PlayWords.UNSAVED_WARNING), run.errLines(), run.transcript());
        }
    }

    @Test
    void quit_withNothingToLose_noWarning() {
        Path saved = work.resolve("g.txt");
        List<String> scripts = List.of("quit\n", "12344\nscore chance\nsave " + saved + "\nquit\n",
                "12344\nscore chance\nsave --force " + saved + "\n12345\nundo\n");

        for (String script : scripts) {
            CommandRun run = play(script);

            assertEquals(0, run.exitCode(), run.transcript());
            assertEquals("", run.err(), "new, saved, or undone back to the save: " + run.transcript());
        }
    }

    @Test
    void save_overAFileItDidNotWrite_refused_forceReplaces() throws Exception {
        Path other = Files.writeString(work.resolve("notes.txt"), "my notes\n");

        CommandRun refused = play("12344\nscore chance\nsave " + other + "\n");
        assertEquals("my notes\n", Files.readString(other));
        CommandRun forced = play("12344\nscore chance\nsave --force " + other + "\n");

        assertEquals(List.of("error: save " + other + ": the file exists; save --force FILE replaces it",
                PlayWords.UNSAVED_WARNING), refused.errLines());
        assertEquals("", forced.err(), forced.transcript());
        assertTrue(Files.readString(other).contains("1: 12344 score chance 14\n"), Files.readString(other));
    }

    @Test
    void save_againToItsOwnFileOrTheResumedOne_noQuestion() throws Exception {
        Path game = work.resolve("game.txt");
        CommandRun first = play("12344\nscore chance\nsave " + game + "\n12345\nscore ls\nsave " + game + "\n");
        CommandRun resumed = play("66666\nscore yahtzee\nsave " + game + "\n", "--resume", game.toString());

        assertEquals("", first.err(), first.transcript());
        assertEquals("", resumed.err(), resumed.transcript());
        assertTrue(Files.readString(game).endsWith("\n3: 66666 score yahtzee 50\n"), Files.readString(game));
    }

    @Test
    void save_tildeIsTheHomeFolder() throws IOException {
        String home = GameSaver.systemHome();
        // The build's test home (target/test-home) exists once a test has used the default cache;
        // alone, this test would save a file by the home's name instead.
        Files.createDirectories(Path.of(home));

        CommandRun run = play("save ~\n");

        assertEquals("error: save " + home + " is a folder: expected the name of the game record file to write",
                run.errLines().get(0));
    }

    @Test
    void expandHome_onlyALeadingTildeAlone() {
        assertEquals("/h", GameSaver.expandHome("~", "/h"));
        assertEquals("/h/games/a.txt", GameSaver.expandHome("~/games/a.txt", "/h"));
        assertEquals("~ann/a.txt", GameSaver.expandHome("~ann/a.txt", "/h"), "another user's home: left as typed");
        assertEquals("a/~/b", GameSaver.expandHome("a/~/b", "/h"));
    }

    @Test
    void save_noName_says_how() {
        CommandRun run = play("save\nsave --force\n");

        assertEquals(List.of("error: save where? e.g. save game.txt, or save game.json for JSON",
                "error: save where? e.g. save game.txt, or save game.json for JSON"), run.errLines());
    }
}
