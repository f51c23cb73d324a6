package org.yahtzee.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Checks, before a long computation, that an output file named by an option can be written. */
final class OutputPath {
    private OutputPath() {
    }

    /**
     * Fails if {@code file} cannot be written: it is a folder, or the nearest existing folder
     * above it is a file or not writable. Missing folders are fine (they are created on write).
     *
     * @param option the option that named the file, for the message, e.g. {@code --html}
     * @param kind   what the file is, e.g. {@code .html}
     */
    static void checkWritable(String option, Path file, String kind) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException(option + " " + file + " is a folder: expected the name of the " + kind
                    + " file to write");
        }
        Path dir = file.toAbsolutePath().getParent();
        while (dir != null && !Files.exists(dir)) {
            dir = dir.getParent();
        }
        if (dir != null && !Files.isDirectory(dir)) {
            throw new IOException(option + " " + file + ": " + dir + " is a file, not a folder");
        }
        if (dir != null && !Files.isWritable(dir)) {
            throw new IOException(option + " " + file + ": cannot write in " + dir + " (permission denied)");
        }
    }
}
