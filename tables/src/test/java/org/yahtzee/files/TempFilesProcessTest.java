package org.yahtzee.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 21, item 3, with real processes caught in the middle of a write: SIGTERM and SIGINT
 * remove the temp file (a shutdown hook); kill -9 cannot be caught, and the next write of the
 * file removes what it left, as its process is gone.
 */
final class TempFilesProcessTest {

    @TempDir
    Path work;

    private List<String> entries(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private Process writer(Path target) throws IOException {
        Process child = ChildProcesses.java(work, Map.of(), TempWriterMain.class.getName(), target.toString());
        ChildProcesses.awaitLine(child, "writing");
        return child;
    }

    @ParameterizedTest
    @CsvSource({"TERM, 143", "INT, 130"})
    @Timeout(90)
    void signal_removesTheTempOfTheWriteInProgress_oldFileKept(String signal, int status) throws Exception {
        Path pages = Files.createDirectory(work.resolve("pages"));
        Path page = Files.writeString(pages.resolve("page.html"), "old");
        Process child = writer(page);
        assertEquals(2, entries(pages).size(), "the temp file is there while the child writes: " + entries(pages));

        assertEquals(status, ChildProcesses.signal(child, signal));

        assertEquals(List.of("page.html"), entries(pages));
        assertEquals("old", Files.readString(page));
    }

    @Test
    @Timeout(90)
    void kill9_leavesTheTemp_theNextWriteRemovesIt() throws Exception {
        Path tables = Files.createDirectory(work.resolve("tables"));
        Path table = tables.resolve("t.ytable");
        Process child = writer(table);

        ChildProcesses.signal(child, "KILL");
        List<String> left = entries(tables);
        AtomicFile.write(table, out -> out.write(7));

        assertEquals(List.of(".t.ytable." + child.pid() + "-"), List.of(left.get(0).substring(0,
                left.get(0).lastIndexOf('-') + 1)), "kill -9 leaves the temp: " + left);
        assertEquals(List.of("t.ytable"), entries(tables));
    }
}
