package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.play.PlayCommandTest;
import org.yahtzee.files.SpecialFiles;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableReader;

/**
 * Outputs never destroy what they should not: a file that is not a table is not replaced by
 * {@code solve --out} without --force, nothing but a regular file is ever written over, and a
 * write that fails (a full disk) leaves the old file as it was.
 */
final class OutputSafetyTest {
    private static final String RECORD = "1: 12345 score large-straight 40\n";

    @TempDir
    Path work;

    @Test
    void solveOut_gameRecord_refusedWithoutForce_recordUntouched() throws IOException {
        Path record = Files.writeString(work.resolve("game.txt"), RECORD);

        CommandRun run = CommandRun.run(work.resolve("cache"), "solve", "--out", record.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: --out " + record + " is not a table file (it does not start with the table magic): "
                + "not replaced; give --force to replace it anyway\n", run.err());
        assertEquals(RECORD, Files.readString(record));
    }

    @Test
    void solveOut_gameRecordWithForce_replaced() {
        Path record = write(work.resolve("game.txt"), RECORD);

        CommandRun run = CommandRun.run(work.resolve("cache"), "solve", "--rules", "no-bonus", "--out",
                record.toString(), "--force");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(Rules.NO_BONUS, TableReader.open(record).rules());
    }

    @Test
    void solveOut_existingTableOfOtherRules_orEmptyFile_replacedWithoutForce() throws IOException {
        Path table = work.resolve("t.ytable");
        Files.copy(OfficialTable.file(), table);
        Path empty = Files.createFile(work.resolve("empty.ytable"));

        for (Path target : List.of(table, empty)) {
            CommandRun run = CommandRun.run(work.resolve("cache"), "solve", "--rules", "no-bonus", "--out",
                    target.toString());

            assertEquals(0, run.exitCode(), run.transcript());
            assertEquals(Rules.NO_BONUS, TableReader.open(target).rules());
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void solveOut_fifoOrDevice_refusedEvenWithForce() throws Exception {
        Path fifo = SpecialFiles.fifo(work.resolve("pipe"));
        for (String target : List.of(fifo.toString(), "/dev/null")) {
            for (boolean force : new boolean[] {false, true}) {
                CommandRun run = force
                        ? CommandRun.run(work.resolve("cache"), "solve", "--out", target, "--force")
                        : CommandRun.run(work.resolve("cache"), "solve", "--out", target);

                assertEquals(3, run.exitCode(), run.transcript());
                String kind = target.equals("/dev/null") ? "a device" : "a FIFO (named pipe)";
                assertEquals("error: --out " + target + " is " + kind + ", not a regular file: the table file is "
                        + "never written over it\n", run.err());
            }
        }
        assertTrue(Files.exists(Path.of("/dev/null")) && !Files.isRegularFile(Path.of("/dev/null")));
        assertFalse(Files.isRegularFile(fifo));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void chart_onAFifo_refusedBeforeComputing() throws Exception {
        Path fifo = SpecialFiles.fifo(work.resolve("chart.png"));

        CommandRun run = CommandRun.run(work.resolve("cache"), "report", "distribution", "--chart", fifo.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        // This message comes from the check made before the distribution is computed; the write
        // itself would refuse the FIFO too, with "cannot write the chart file".
        assertEquals("error: --chart " + fifo + " is a FIFO (named pipe), not a regular file: the chart file is "
                + "never written over it\n", run.err());
    }

    @Test
    void emptyFileNames_usageError() {
        for (String[] args : List.of(new String[] {"report", "distribution", "--chart", ""},
                new String[] {"solve", "--out", ""}, new String[] {"grade", ""},
                new String[] {"report", "game", "x.txt", "--html", ""}, new String[] {"play", "--resume", ""})) {
            CommandRun run = CommandRun.run(work.resolve("cache"), args);

            assertEquals(2, run.exitCode(), run.transcript());
            assertTrue(run.errLines().get(0).endsWith(": expected a file name, was empty"), run.transcript());
        }
    }

    @Test
    void playSave_toAFolder_errorAndTheSessionGoesOn_thenSavedAtomically() throws IOException {
        Path saved = write(work.resolve("game.txt"), "old\n");
        Path folder = Files.createDirectory(work.resolve("folder"));

        CommandRun run = PlayCommandTest.play("12345\nscore ls\nsave " + folder + "\nsave --force " + saved + "\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("error: save " + folder + " is a folder: expected the name of the game record file to write\n",
                run.err());
        assertTrue(Files.readString(saved).contains("1: 12345 score large-straight 40"), Files.readString(saved));
        assertEquals(List.of(saved.getFileName()), listing(work).stream().filter(Files::isRegularFile)
                .map(Path::getFileName).toList(), "no temp file left beside the save");
    }

    /** A full file system: the write fails, the old page is as it was and no temp file is left. */
    @Test
    void fullFileSystem_writeFails_oldFileKept() throws IOException {
        Configuration small = Configuration.unix().toBuilder().setMaxSize(64 * 1024).setBlockSize(4096).build();
        try (FileSystem disk = Jimfs.newFileSystem(small)) {
            Path page = disk.getPath("/reports/page.html");
            Files.createDirectories(page.getParent());
            Files.writeString(page, "<p>the good page</p>");
            byte[] big = new byte[256 * 1024];

            IOException e = assertThrows(IOException.class,
                    () -> new OutputPath("--html", page, "page", work).write(out -> out.write(big)));

            assertTrue(e.getMessage().startsWith("--html /reports/page.html: cannot write the page file: "),
                    e.getMessage());
            assertEquals("<p>the good page</p>", Files.readString(page));
            assertEquals(List.of(page), listing(page.getParent()), "the temp file is removed");
        }
    }

    /** A failure in the middle of writing (the content throws), on the real file system. */
    @Test
    void failingContent_oldFileByteIdentical() throws IOException {
        Path page = write(work.resolve("page.html"), "<p>old</p>");
        byte[] before = Files.readAllBytes(page);

        assertThrows(IOException.class, () -> new OutputPath("--html", page, "page", work.resolve("cache")).write(out -> {
            out.write(new byte[10_000]);
            throw new IOException(FullDisk.REASON);
        }));

        assertArrayEquals(before, Files.readAllBytes(page));
        assertEquals(List.of(page), listing(work));
    }

    @Test
    void solveOut_symbolicLinkToAGameRecord_refused() throws IOException {        Path record = write(work.resolve("game.txt"), RECORD);
        Path link = work.resolve("link.ytable");
        try {
            Files.createSymbolicLink(link, record);
        } catch (UnsupportedOperationException | IOException e) {
            assumeTrue(false, "no symbolic links here: skipped");
        }

        CommandRun run = CommandRun.run(work.resolve("cache"), "solve", "--out", link.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(RECORD, Files.readString(record, StandardCharsets.UTF_8));
    }

    private static Path write(Path file, String text) {
        try {
            return Files.writeString(file, text);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<Path> listing(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.sorted().toList();
        }
    }
}
