package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.Main;
import org.yahtzee.cli.SharedCache;

/**
 * {@code grade}'s memory does not grow with the record: 2,000 games are graded by a child JVM
 * with a 16 MB heap, as text, as JSON, and as JSON regrouping two players who take turns. Before
 * records were streamed a game took about 20 KB of heap (1.9 GB for 100,000), and each of these
 * runs out of memory at 16 MB; the figures for 100,000 games are in the commit that streamed them.
 */
final class GradeStreamingTest {

    private static final String HEAP = "-Xmx16m";

    @TempDir
    Path work;

    private void gradeInSmallHeap(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                HEAP, "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), Main.class.getName(), "grade"));
        command.addAll(List.of(args));
        Path err = work.resolve("err.txt");
        ProcessBuilder child = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(err.toFile());
        child.environment().put("YAHTZEE_TABLES", SharedCache.directory().toString());
        Process process = child.start();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
        assertEquals(0, process.exitValue(), String.join(" ", args) + ":\n" + Files.readString(err));
    }

    @Test
    void twoThousandGames_textAndJson_gradeIn16MegabytesOfHeap() throws Exception {
        Path record = work.resolve("games.txt");
        LargeRecords.text(record, 2000, 1);
        gradeInSmallHeap(record.toString(), "--threshold", "1000"); // no flagged lines: the summary's rows stay
        gradeInSmallHeap(record.toString(), "--json");
    }

    @Test
    void twoPlayersTakingTurns_regroupedInJson_in16MegabytesOfHeap() throws Exception {
        Path record = work.resolve("session.json");
        LargeRecords.json(record, 1000, 2);
        gradeInSmallHeap(record.toString(), "--json");
    }
}
