package org.yahtzee.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Temp names carry the pid of their process, whose end (or its absence) decides when they go. */
final class TempFilesTest {

    @TempDir
    Path folder;

    /** The pid of a child process that has run and ended: a process that is gone. */
    static long exitedPid() throws IOException, InterruptedException {
        Process child = new ProcessBuilder("true").start();
        assertTrue(child.waitFor(10, TimeUnit.SECONDS));
        return child.pid();
    }

    @ParameterizedTest
    @CsvSource({".p.html.123-9f.tmp, 123", ".p.html.0-0.tmp, 0", ".p.html.123-9F.tmp, -1", ".p.html.-9f.tmp, -1",
        ".p.html.123-.tmp, -1", ".p.html.tmp, -1", ".p.html.bak.1-2.tmp, -1", ".p.html.1-2.tmpx, -1",
        ".p.html.99999999999999999999-1.tmp, -1"})
    void pidOf_onlyPrefixPidDashHexSuffix(String name, long pid) {
        assertEquals(pid, TempFiles.pidOf(name, ".p.html.", ".tmp"));
    }

    @Test
    void create_namesThePid_deleteForgets() throws IOException {
        Path temp = TempFiles.create(folder, "x-", ".spool");
        assertEquals(ProcessHandle.current().pid(), TempFiles.pidOf(temp.getFileName().toString(), "x-", ".spool"));
        TempFiles.delete(temp);
        assertFalse(Files.exists(temp));
    }

    @Test
    void isGone_thisProcessNever_anExitedOneYes_aLiveOneOnlyIfStartedAfterTheWrite() throws Exception {
        Process sleeping = new ProcessBuilder("sleep", "60").start();
        try {
            Instant started = sleeping.info().startInstant().orElseThrow();
            assertFalse(TempFiles.isGone(ProcessHandle.current().pid(), Instant.EPOCH));
            assertTrue(TempFiles.isGone(exitedPid(), Instant.now()));
            assertFalse(TempFiles.isGone(sleeping.pid(), started.plusSeconds(5)), "it may have written it");
            assertTrue(TempFiles.isGone(sleeping.pid(), started.minusSeconds(60)), "the pid was reused");
        } finally {
            sleeping.destroyForcibly();
        }
    }

    @Test
    void removeStale_goneProcessesOrOld_keepsTheLiveAndOthers() throws Exception {
        long gone = exitedPid();
        long live = ProcessHandle.current().pid();
        for (String name : List.of("s-" + gone + "-1.spool", "s-" + live + "-2.spool", "s-" + gone + "-3.other",
                "t-" + gone + "-4.spool")) {
            Files.writeString(folder.resolve(name), name);
        }

        TempFiles.removeStale(folder, "s-", ".spool", Instant.now().minus(TempFiles.STALE_AGE));

        try (Stream<Path> left = Files.list(folder)) {
            assertEquals(Stream.of("s-" + gone + "-3.other", "s-" + live + "-2.spool", "t-" + gone + "-4.spool")
                    .sorted().toList(), left.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }
}
