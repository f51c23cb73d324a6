package org.yahtzee.files;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Makes the special files a hostile user puts where a table belongs. */
public final class SpecialFiles {

    private SpecialFiles() {
    }

    /**
     * A FIFO (named pipe) at {@code path}, made with {@code mkfifo}; skips the test, saying why,
     * where there is no mkfifo. Opening it blocks until a writer comes, beyond the reach of
     * an interrupt: tests that use it need {@code @Timeout(threadMode = SEPARATE_THREAD)}.
     */
    public static Path fifo(Path path) throws IOException, InterruptedException {
        boolean made;
        try {
            Process mkfifo = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
            made = mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0;
        } catch (IOException notInstalled) {
            made = false;
        }
        assumeTrue(made, "mkfifo is not available here: the FIFO test is skipped");
        return path;
    }
}
