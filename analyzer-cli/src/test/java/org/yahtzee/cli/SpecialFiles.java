package org.yahtzee.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Special files for the tests that put one where the tool expects a regular file. */
final class SpecialFiles {
    private SpecialFiles() {
    }

    /** A FIFO (named pipe) made with mkfifo; the test is skipped, saying so, where there is none. */
    static Path fifo(Path path) throws IOException, InterruptedException {
        Process mkfifo;
        try {
            mkfifo = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
        } catch (IOException e) {
            assumeTrue(false, "mkfifo is not available here, so the FIFO test is skipped: " + e.getMessage());
            throw e;
        }
        assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0,
                "mkfifo failed, so the FIFO test is skipped");
        return path;
    }
}
