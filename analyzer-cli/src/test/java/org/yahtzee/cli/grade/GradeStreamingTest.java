package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.ChildJvm;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.SharedCache;

/**
 * {@code grade}'s memory does not grow with the record: 2,000 games are graded by a child JVM
 * with a 16 MB heap, as text, as JSON, and as JSON regrouping two players who take turns. Before
 * records were streamed a game took about 20 KB of heap (1.9 GB for 100,000), and each of these
 * runs out of memory at 16 MB; the figures for 100,000 games are in the commit that streamed them.
 */
@Order(5) // three child JVMs, 16 s of the module's run: started early (the parent pom)
final class GradeStreamingTest {

    private static final String HEAP = "-Xmx16m";

    @TempDir
    Path work;

    /** Starts {@code grade ARGS} in a child JVM with the small heap; {@link #assertGraded} waits for it. */
    private Process gradeInSmallHeap(String name, String... args) throws IOException {
        ProcessBuilder child = ChildJvm.tool(SharedCache.directory(), List.of(HEAP, "-XX:+UseSerialGC"),
                CommandRun.prefixed(args, "grade"))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(work.resolve(name + ".err").toFile());
        return child.start();
    }

    private void assertGraded(Process process, String name) throws IOException, InterruptedException {
        if (!process.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
        assertEquals(0, process.exitValue(), name + ":\n" + Files.readString(work.resolve(name + ".err")));
    }

    /** The text and the JSON report side by side, one child JVM each (batches of 256 in this heap). */
    @Test
    void twoThousandGames_textAndJson_gradeIn16MegabytesOfHeap() throws Exception {
        Path record = work.resolve("games.txt");
        LargeRecords.text(record, 2000, 1);
        // --threshold 1000: no flagged lines, so the summary's rows are what stays in memory
        Process text = gradeInSmallHeap("text", record.toString(), "--threshold", "1000");
        Process json = gradeInSmallHeap("json", record.toString(), "--json");
        assertGraded(text, "text");
        assertGraded(json, "json");
    }

    @Test
    void twoPlayersTakingTurns_regroupedInJson_in16MegabytesOfHeap() throws Exception {
        Path record = work.resolve("session.json");
        LargeRecords.json(record, 1000, 2);
        assertGraded(gradeInSmallHeap("session", record.toString(), "--json"), "session");
    }
}
