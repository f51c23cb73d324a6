package org.yahtzee.cli.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
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
import org.yahtzee.cli.Main;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.files.ChildProcesses;
import org.yahtzee.files.SpecialFiles;

/**
 * Issue 21, item 3: {@code grade -} and {@code grade FIFO} copy the record to a spool file in the
 * temporary folder as they read it. A real {@code yahtzee} process ended by SIGTERM or SIGINT
 * while it reads removes its spool; one killed with kill -9 leaves it, and the next spool made
 * in that folder removes it. Each child's temporary folder, table cache and home are the test's.
 */
final class SpoolSignalTest {
    private static final String TURN = "1: 12345 score ls\n";

    @TempDir
    Path work;

    private Path tmp() throws IOException {
        return Files.createDirectories(work.resolve("tmp"));
    }

    private Process grade(String... args) throws IOException {
        // The official table and moments copied in: a child that finds the cache empty solves them
        // (3 to 8 CPU-seconds in a new JVM), and spooling comes before any of that.
        SharedCache.copyOfficialInto(work.resolve("cache"));
        Map<String, String> environment = Map.of("YAHTZEE_TABLES", work.resolve("cache").toString(),
                "HOME", work.resolve("home").toString());
        String[] all = new String[args.length + 1];
        all[0] = "grade";
        System.arraycopy(args, 0, all, 1, args.length);
        return ChildProcesses.java(tmp(), environment, Main.class.getName(), all);
    }

    private List<String> spools() throws IOException {
        try (Stream<Path> list = Files.list(tmp())) {
            return list.map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith(RecordSource.SPOOL_PREFIX) && n.endsWith(RecordSource.SPOOL_SUFFIX))
                    .toList();
        }
    }

    /** Waits until the child has made its spool (it is reading the record). */
    private void awaitSpool() throws IOException, InterruptedException {
        for (int i = 0; i < 600 && spools().isEmpty(); i++) {
            Thread.sleep(50);
        }
        assertEquals(1, spools().size(), "the child's spool");
    }

    @Test
    @Timeout(90)
    void gradeStandardInput_sigterm_removesTheSpool() throws Exception {
        Process child = grade("-");
        OutputStream stdin = child.getOutputStream();
        stdin.write(TURN.getBytes(StandardCharsets.UTF_8));
        stdin.flush(); // and kept open: the child waits for the rest of the record

        awaitSpool();
        assertEquals(143, ChildProcesses.signal(child, "TERM"));

        assertEquals(List.of(), spools());
    }

    @Test
    @Timeout(90)
    void gradeFifo_sigint_removesTheSpool() throws Exception {
        Path fifo = SpecialFiles.fifo(work.resolve("record.fifo"));
        Process child = grade(fifo.toString());
        try (OutputStream writer = Files.newOutputStream(fifo)) { // opens once the child reads
            writer.write(TURN.getBytes(StandardCharsets.UTF_8));
            writer.flush();

            awaitSpool();
            assertEquals(130, ChildProcesses.signal(child, "INT"));
        }

        assertEquals(List.of(), spools());
    }

    @Test
    @Timeout(120)
    void kill9_leavesTheSpool_theNextSpoolInTheFolderRemovesIt() throws Exception {
        Process killed = grade("-");
        killed.getOutputStream().write(TURN.getBytes(StandardCharsets.UTF_8));
        killed.getOutputStream().flush();
        awaitSpool();
        ChildProcesses.signal(killed, "KILL");
        List<String> left = spools();

        Process next = grade("-");
        try (OutputStream stdin = next.getOutputStream()) {
            stdin.write(TURN.getBytes(StandardCharsets.UTF_8));
        }
        String output = new String(next.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(next.waitFor(60, TimeUnit.SECONDS));

        assertEquals(1, left.size(), "kill -9 leaves the spool");
        assertTrue(left.get(0).startsWith(RecordSource.SPOOL_PREFIX + killed.pid() + "-"), left.toString());
        assertEquals(0, next.exitValue(), output);
        assertEquals(List.of(), spools());
    }
}
