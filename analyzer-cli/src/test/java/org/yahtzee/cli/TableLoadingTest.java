package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.files.SpecialFiles;
import org.yahtzee.tables.TableFormat;
import org.yahtzee.tables.TableReader;

/**
 * advise with a table cache that is not as it should be: the advice on stdout is byte for byte
 * the advice from a good cache, and what the cache did is one {@code note:} line on stderr.
 */
final class TableLoadingTest {

    private static final String[] ADVISE = {"advise", "--dice", "12344", "--top", "3"};

    @TempDir
    Path work;

    /** The advice from the shared, good cache. */
    private static String expectedAdvice;

    @BeforeAll
    static void adviseFromAGoodCache() {
        CommandRun good = CommandRun.run(SharedCache.directory(), ADVISE);
        assertEquals(0, good.exitCode(), good.transcript());
        expectedAdvice = good.out();
    }

    private static final String SOLVING = "solving the official table (first use only) ...";

    private static String inMemoryNote(Path file, String reason) {
        return "note: the official table was solved in memory only and will be solved again next time: " + file + " "
                + reason + " (to keep the table, fix that or set YAHTZEE_TABLES to another folder)";
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a FIFO opened by mistake blocks for good
    void advise_fifoInPlaceOfTheTable_sameAdviceFromMemoryAndANote() throws Exception {
        Path fifo = SpecialFiles.fifo(work.resolve("official.ytable"));

        CommandRun run = CommandRun.run(work, ADVISE);

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(expectedAdvice, run.out());
        assertEquals(List.of(SOLVING, inMemoryNote(fifo, "is a FIFO (named pipe), not a table file; it is left as it is")),
                run.errLines());
    }

    @Test
    void advise_folderInPlaceOfTheTable_sameAdviceFromMemoryAndANote() throws IOException {
        Path folder = Files.createDirectory(work.resolve("official.ytable"));

        CommandRun run = CommandRun.run(work, ADVISE);

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(expectedAdvice, run.out());
        assertEquals(List.of(SOLVING, inMemoryNote(folder, "is a folder, not a table file; it is left as it is")),
                run.errLines());
        assertTrue(Files.isDirectory(folder));
    }

    @Test
    void advise_cacheFolderUnderAFile_sameAdviceFromMemoryAndANote() throws IOException {
        Path file = Files.writeString(work.resolve("notes.txt"), "mine");
        Path cache = file.resolve("yahtzee");

        CommandRun run = CommandRun.run(cache, ADVISE);

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(expectedAdvice, run.out());
        assertEquals(List.of(SOLVING, inMemoryNote(cache.resolve("official.ytable"),
                "cannot be written: " + file + ": is a regular file, not a folder")), run.errLines());
        assertFalse(run.err().contains("Exception"), run.transcript());
    }

    /** The cache's path is the user's: a control character in it reaches the terminal escaped. */
    @Test
    void advise_controlCharacterInTheCachePath_noteEscapesIt() throws IOException {
        Path file = Files.writeString(work.resolve("notes\u001b[2J.txt"), "mine");
        Path cache = file.resolve("yahtzee");

        CommandRun run = CommandRun.run(cache, ADVISE);

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(expectedAdvice, run.out());
        String shown = work + "/notes\\u001b[2J.txt";
        assertEquals(List.of(SOLVING, "note: the official table was solved in memory only and will be solved again next "
                + "time: " + shown + "/yahtzee/official.ytable cannot be written: " + shown
                + ": is a regular file, not a folder (to keep the table, fix that or set YAHTZEE_TABLES to another folder)"),
                run.errLines());
        assertFalse(run.err().contains("\u001b"), run.transcript());
    }

    @Test
    void advise_readOnlyCache_sameAdviceFromMemoryAndANote() throws IOException {
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(work), "running as root: a read-only folder is writable anyway "
                    + "(the folder-in-place and under-a-file cases cover the answer from memory)");
            CommandRun run = CommandRun.run(work, ADVISE);

            assertEquals(0, run.exitCode(), run.transcript());
            assertEquals(expectedAdvice, run.out());
            assertEquals(List.of(SOLVING, inMemoryNote(work.resolve("official.ytable"), "cannot be written: " + work
                    + ": cannot create a file in this folder: Permission denied")), run.errLines());
        } finally {
            Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void advise_versionOneTable_rebuiltWithANote() throws IOException {
        Path file = HostileTables.versionCopy(OfficialTable.file(), work.resolve("official.ytable"), 1);

        CommandRun run = CommandRun.run(work, ADVISE);

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(expectedAdvice, run.out());
        assertEquals(List.of("note: solving again, the cached table cannot be used: " + file
                + ": format version 1 is older than this program reads (4): solve again", SOLVING), run.errLines());
        assertEquals(TableFormat.VERSION, TableReader.readHeader(file).formatVersion());
    }

    @Test
    @Timeout(60)
    void advise_anotherProcessSolving_waitsWithANoteThenReadsItsTable() throws Exception {
        Path table = work.resolve("official.ytable");
        ExecutorService pool = Executors.newSingleThreadExecutor(task -> new Thread(task, WAITER));
        FileChannel other = FileChannel.open(work.resolve(".official.ytable.lock"),
                StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        try {
            other.lock(); // as the other process holds it while it solves
            Future<CommandRun> advise = pool.submit(() -> CommandRun.run(work, ADVISE));
            awaitPollingTheLock(advise);
            Files.copy(OfficialTable.file(), table, StandardCopyOption.REPLACE_EXISTING); // what it wrote
            other.close(); // and then it lets go of the lock

            CommandRun run = advise.get(30, TimeUnit.SECONDS);
            assertEquals(0, run.exitCode(), run.transcript());
            assertEquals(expectedAdvice, run.out());
            assertEquals(List.of("note: waiting for another yahtzee process that is solving the official table ("
                    + table + "; at most 60 s) ..."), run.errLines());
        } finally {
            other.close();
            pool.shutdownNow();
        }
    }

    private static final String WAITER = "advise-waiting-for-the-lock";

    /**
     * Returns once advise, on the thread {@link #WAITER}, has said that it waits and sleeps between
     * two tries of the lock file (TableLock.pollFileLock): a fixed pause was too short on a
     * loaded machine, where advise had not reached the lock when the table appeared, and so
     * rightly said nothing.
     */
    private static void awaitPollingTheLock(Future<CommandRun> advise) throws InterruptedException {
        while (!pollingTheLock()) {
            assertFalse(advise.isDone(), "advise ended without waiting for the lock");
            Thread.sleep(10);
        }
    }

    private static boolean pollingTheLock() {
        for (var thread : Thread.getAllStackTraces().entrySet()) {
            if (!thread.getKey().getName().equals(WAITER)) {
                continue;
            }
            StackTraceElement[] stack = thread.getValue();
            boolean sleeping = stack.length > 0 && stack[0].getMethodName().startsWith("sleep");
            for (StackTraceElement frame : stack) {
                if (sleeping && frame.getClassName().equals("org.yahtzee.tables.TableLock")
                        && frame.getMethodName().equals("pollFileLock")) {
                    return true;
                }
            }
        }
        return false;
    }
}
