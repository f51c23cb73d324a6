package org.yahtzee.files;

import java.nio.file.Path;

/**
 * A writer caught in the middle of a write, for {@code TempFilesProcessTest}: it starts an
 * atomic write of {@code args[0]}, puts 1 MB into the temp file, prints {@code writing} and
 * waits there until it is killed.
 */
public final class TempWriterMain {

    private TempWriterMain() {
    }

    public static void main(String[] args) throws Exception {
        AtomicFile.write(Path.of(args[0]), out -> {
            out.write(new byte[1 << 20]);
            out.flush();
            System.out.println("writing");
            System.out.flush();
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }
}
