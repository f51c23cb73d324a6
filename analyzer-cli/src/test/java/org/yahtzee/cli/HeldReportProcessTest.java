package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.grade.LargeRecords;

/**
 * A record large enough to be graded in one pass, its report held back and then copied to the
 * process's standard output as UTF-8 bytes (CheckedOutput.utf8Bytes), in a real process: the
 * same report as through a writer, and a full disk said as any other failed write.
 */
final class HeldReportProcessTest {
    /** The process's standard output in UTF-8, on every JDK: the held bytes are copied as they are. */
    private static final List<String> UTF8 = List.of("-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8");

    @TempDir
    static Path work;

    /** The record both tests grade, written once: 8,000 games, over the 4 MB graded in one pass. */
    private static Path record;

    @BeforeAll
    static void writeRecord() throws IOException {
        record = work.resolve("games.txt");
        LargeRecords.text(record, 8_000, 1);
        assertTrue(Files.size(record) >= 4 << 20, record + ": " + Files.size(record) + " bytes");
    }

    @Test
    void oneRecordInOnePass_realProcess_sameReportAsThroughAWriter() throws IOException, InterruptedException {
        StringWriter expected = new StringWriter();
        CommandRun run = CommandRun.runWithStdout(SharedCache.directory(), expected, "grade", record.toString());
        assertEquals(0, run.exitCode(), run.transcript());
        Path out = work.resolve("out.txt");

        Process process = start(out.toFile(), "err.txt");

        assertEquals(0, process.exitValue(), Files.readString(work.resolve("err.txt")));
        assertEquals(withoutTiming(expected.toString()), withoutTiming(Files.readString(out, StandardCharsets.UTF_8)));
    }

    @Test
    void oneRecordInOnePass_devFull_exit3WithOneErrorLine() throws IOException, InterruptedException {
        File devFull = new File("/dev/full");
        assumeTrue(devFull.exists(), "no /dev/full on this system: skipped");

        Process process = start(devFull, "full.err.txt");

        assertEquals(3, process.exitValue());
        assertEquals("error: cannot write to standard output: No space left on device\n",
                Files.readString(work.resolve("full.err.txt"), StandardCharsets.UTF_8));
    }

    /**
     * {@code grade} of the record in a child with the launcher's flags (C1 alone, the light
     * children's, took twice as long over 8,000 games), its standard error into {@code err}.
     */
    private static Process start(File stdout, String err) throws IOException, InterruptedException {
        List<String> options = new ArrayList<>(ChildJvm.LAUNCHER);
        options.addAll(UTF8);
        Process process = ChildJvm.tool(SharedCache.directory(), options, "grade", record.toString())
                .redirectOutput(stdout)
                .redirectError(work.resolve(err).toFile())
                .start();
        assertTrue(process.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), "the process did not end");
        return process;
    }

    /** The report but its last line, the timing ("graded in N ms"). */
    private static String withoutTiming(String report) {
        String[] lines = report.split("\n", -1);
        assertTrue(lines.length > 8_000 && lines[lines.length - 2].contains(" graded in "), lines[lines.length - 2]);
        return String.join("\n", List.of(lines).subList(0, lines.length - 2));
    }
}
