package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A command whose standard output cannot be written (a full disk, /dev/full) exits 3 with one
 * error line, whatever it prints: no output is ever lost silently.
 */
final class StandardOutputTest {
    private static final String FULL = "error: cannot write to standard output: " + FullDisk.REASON;

    @TempDir
    Path work;

    /**
     * value's card: three boxes open, whose exact distribution takes 0.18 s against 2.15 s from a
     * card with ten open (2 threads, quiet), and value ran four times here. Its text (539 bytes)
     * and JSON (5,780) still overflow the 100 bytes of room, so both runs fail midway.
     */
    private static final String LATE_CARD = "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,three-of-a-kind=20,"
            + "four-of-a-kind=0,full-house=25,small-straight=30";

    /**
     * Each command line, with {@code TABLE} standing for a valid official table and {@code LATE}
     * for {@link #LATE_CARD}.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "advise --dice 12344",
        "advise --dice 12344 --json",
        "value --card LATE",
        "value --json --card LATE",
        "report opening",
        "report opening --csv",
        "tables verify TABLE",
        "tables info TABLE --json",
        "grade ../examples/several-mistakes.txt",
        "grade --json ../examples",
        "solve --rules no-bonus --out OUT --json",
        "--help",
        "advise --help"})
    void fullDisk_atOnceOrMidway_exit3WithOneErrorLine(String command) {
        for (long capacity : new long[] {0, 100}) {
            String[] args = command.replace("TABLE", OfficialTable.file().toString()).replace("LATE", LATE_CARD)
                    .replace("OUT", work.resolve("t" + capacity + ".ytable").toString()).split(" ");

            CommandRun run = CommandRun.runWithStdout(SharedCache.directory(), new FullDisk(capacity), args);

            assertEquals(3, run.exitCode(), command + " with room for " + capacity + ": " + run.transcript());
            assertEquals(List.of(FULL), run.errLines().stream().filter(l -> l.startsWith("error:")).toList(),
                    run.transcript());
            assertFalse(run.err().contains("Exception"), run.transcript());
        }
    }

    @Test
    void enoughRoom_exit0() {
        StringWriter stdout = new StringWriter();

        CommandRun run = CommandRun.runWithStdout(SharedCache.directory(), stdout, "advise", "--dice", "12344");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(stdout.toString().contains("keep 4 4"), stdout.toString());
    }

    /** The real thing: a separate JVM with its standard output on /dev/full. */
    @Test
    void devFull_realProcess_exit3() throws IOException, InterruptedException {
        File devFull = new File("/dev/full");
        assumeTrue(devFull.exists(), "no /dev/full on this system: skipped");
        Process process = ChildJvm.tool(work.resolve("cache"), ChildJvm.LIGHT, "tables", "verify",
                OfficialTable.file().toString())
                .redirectOutput(devFull)
                .redirectError(work.resolve("err.txt").toFile())
                .start();
        assertTrue(process.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), "the process did not end");

        assertEquals(3, process.exitValue());
        assertEquals("error: cannot write to standard output: No space left on device\n",
                Files.readString(work.resolve("err.txt"), StandardCharsets.UTF_8));
    }
}
