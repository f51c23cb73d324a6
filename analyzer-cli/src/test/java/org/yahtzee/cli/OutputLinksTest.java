package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.cli.play.PlayCommandTest;
import org.yahtzee.files.ChildProcesses;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableReader;

/**
 * Issue 21, items 1 and 2. An output that is a symbolic link is written through to the file it
 * leads to, atomically beside that file, and the link stays a link; a process's open file
 * ({@code /dev/stdout}, a link to {@code /proc/self/fd/1}) is refused before any work, where the
 * atomic rename replaced the link itself (as root, the machine's /dev/stdout) and reported a page
 * written that nobody got. No output goes into the table cache, whose files the commands read.
 */
final class OutputLinksTest {
    private static final String RECORD = "../examples/clean-solitaire.txt";

    @TempDir
    Path work;

    private Path link(String name, Path target) throws IOException {
        try {
            return Files.createSymbolicLink(work.resolve(name), target);
        } catch (UnsupportedOperationException e) {
            assumeTrue(false, "no symbolic links here: skipped");
            return null;
        }
    }

    @Test
    void reportGame_linkToAPage_writesThePageThere_linkStays() throws IOException {
        Path pages = Files.createDirectory(work.resolve("pages"));
        Path page = Files.writeString(pages.resolve("page.html"), "old");
        Path link = link("link.html", page);

        CommandRun run = CommandRun.run(SharedCache.directory(), "report", "game", RECORD, "--html", link.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(Files.isSymbolicLink(link), "the link is still a link");
        assertTrue(Files.readString(page).startsWith("<!DOCTYPE html>"), "the page went where the link leads");
        assertEquals(List.of(page), listing(pages), "no temp file left beside the page");
        assertEquals(List.of(link, pages), listing(work));
    }

    @Test
    void solveOutAndSave_chainOfLinksAndADanglingOne_writeTheFileAtTheEnd() throws IOException {
        Path table = work.resolve("tables").resolve("t.ytable"); // folder and file not there yet
        Path first = link("first.ytable", link("second.ytable", table));
        Path game = work.resolve("game.txt");
        Path saved = link("saved.txt", game);

        CommandRun solve = CommandRun.run(work.resolve("cache"), "solve", "--out", first.toString());
        CommandRun play = PlayCommandTest.play("12344\nscore chance\nsave --force " + saved + "\n");

        assertEquals(0, solve.exitCode(), solve.transcript());
        assertEquals(Rules.OFFICIAL, TableReader.open(table).rules());
        assertTrue(Files.isSymbolicLink(first) && Files.isSymbolicLink(work.resolve("second.ytable")));
        assertEquals(0, play.exitCode(), play.transcript());
        assertTrue(Files.isSymbolicLink(saved));
        assertTrue(Files.readString(game).contains("1: 12344 score chance 14\n"), Files.readString(game));
    }

    /** What the issue reproduced: --html /dev/stdout replaced the machine's /dev/stdout link. */
    @Test
    void devStdout_refusedBeforeAnyWork_linkUntouched() throws IOException {
        Path stdout = Path.of("/dev/stdout");
        assumeTrue(Files.isSymbolicLink(stdout), "no /dev/stdout link here: skipped");
        Path before = Files.readSymbolicLink(stdout);

        CommandRun run = CommandRun.run(work.resolve("cache"), "report", "game", RECORD, "--html", stdout.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: --html /dev/stdout leads to /proc/self/fd/1, an open file of a process (standard output "
                + "or another descriptor), not a file: outputs are written to files only, atomically; name the file "
                + "itself\n", run.err());
        assertEquals("", run.out());
        assertTrue(Files.isSymbolicLink(stdout));
        assertEquals(before, Files.readSymbolicLink(stdout));
        assertFalse(Files.exists(work.resolve("cache")), "refused before any table was solved");
    }

    /** {@code ln -s /proc/self/fd/1 so}: every output option refuses it, and so stays a link. */
    @ParameterizedTest
    @ValueSource(strings = {"simulate --games 10 --no-exact --each-game", "solve --out", "report game " + RECORD
            + " --html", "report distribution --chart"})
    void linkToProcessStdout_refused_linkStays(String command) throws IOException {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "no /proc here: skipped");
        Path so = link("so" + (command.contains("chart") ? ".svg" : ""), Path.of("/proc/self/fd/1"));
        String option = command.substring(command.lastIndexOf(' ') + 1);

        CommandRun run = CommandRun.run(work.resolve("cache"), (command + " " + so).split(" "));

        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: " + option + " " + so + " leads to /proc/self/fd/1, an open file "
                + "of a process"), run.transcript());
        assertTrue(Files.isSymbolicLink(so));
        assertFalse(Files.exists(work.resolve("cache")), "refused before any work");
    }

    @Test
    void loopOfLinks_refused() throws IOException {
        Path a = work.resolve("a.html");
        link("b.html", a);
        link("a.html", work.resolve("b.html"));

        CommandRun run = CommandRun.run(work.resolve("cache"), "report", "game", RECORD, "--html", a.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: --html " + a + " is a loop of symbolic links (more than 40); left as it is\n", run.err());
    }

    /** Item 2: report game and simulate overwrote the table they had read; every output is refused there. */
    @Test
    void outputsInTheTableCache_refused_cacheUntouched() throws IOException {
        Path cache = SharedCache.directory();
        Path table = new TableCache(cache).pathFor(Rules.OFFICIAL);
        byte[] before = Files.readAllBytes(table);
        Path policy = cache.resolve("official.ypolicy");
        Object policyBefore = Files.exists(policy) ? Files.getLastModifiedTime(policy) : null;
        Path linkIntoCache = link("into-cache.html", table);

        List<CommandRun> runs = List.of(
                CommandRun.run(cache, "report", "game", RECORD, "--html", table.toString()),
                CommandRun.run(cache, "report", "game", RECORD, "--html", linkIntoCache.toString()),
                CommandRun.run(cache, "simulate", "--games", "10", "--no-exact", "--each-game",
                        cache.resolve("official.ypolicy").toString()),
                CommandRun.run(cache, "report", "distribution", "--chart", cache.resolve("chart.svg").toString()),
                CommandRun.run(cache, "solve", "--out", table.toString()),
                PlayCommandTest.play("12344\nscore chance\nsave " + cache.resolve("game.txt") + "\nquit\n"));

        for (CommandRun run : runs.subList(0, 5)) {
            assertEquals(3, run.exitCode(), run.transcript());
            assertTrue(run.err().contains(" is in the table cache (" + cache + "), whose files are the inputs of "
                    + "every command: write the "), run.transcript());
        }
        assertTrue(runs.get(1).err().startsWith("error: --html " + linkIntoCache + " leads to " + table + ", which is "
                + "in the table cache"), runs.get(1).transcript());
        assertTrue(runs.get(5).err().startsWith("error: save " + cache.resolve("game.txt") + " is in the table cache"),
                runs.get(5).transcript());
        assertArrayEquals(before, Files.readAllBytes(table));
        assertEquals(policyBefore, Files.exists(policy) ? Files.getLastModifiedTime(policy) : null);
        assertFalse(Files.exists(cache.resolve("chart.svg")));
        assertFalse(Files.exists(cache.resolve("game.txt")));
    }

    /** The same in a real process, whose cache comes from YAHTZEE_TABLES as a user's does. */
    @Test
    @Timeout(60)
    void outputInTheTableCache_realProcess_refused() throws Exception {
        Path cache = Files.createDirectories(work.resolve("cache"));
        Path table = Files.writeString(cache.resolve("official.ytable"), "a table, as far as this test goes");
        Process child = ChildProcesses.java(Files.createDirectories(work.resolve("tmp")), Map.of("YAHTZEE_TABLES",
                cache.toString(), "HOME", work.toString()), Main.class.getName(), "report", "game", RECORD, "--html",
                table.toString());
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        assertEquals(3, child.exitValue(), output);
        assertTrue(output.startsWith("error: --html " + table + " is in the table cache (" + cache + ")"), output);
        assertEquals("a table, as far as this test goes", Files.readString(table));
    }

    private static List<Path> listing(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.sorted().toList();
        }
    }
}
