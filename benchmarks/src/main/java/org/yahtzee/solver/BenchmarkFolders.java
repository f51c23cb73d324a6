package org.yahtzee.solver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A benchmark's temporary table cache, removed with everything in it when the JVM ends. The
 * files' own deleteOnExit left the folders behind: the cache also writes a lock file beside each
 * table, and a folder that still holds one is not removed (15 folders a day of benchmarks).
 */
public final class BenchmarkFolders {
    private BenchmarkFolders() {
    }

    /** A new folder in the system's temporary folder, named from {@code prefix}. */
    public static Path temporary(String prefix) throws IOException {
        Path folder = Files.createTempDirectory(prefix);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> removeAll(folder), "remove " + folder.getFileName()));
        return folder;
    }

    /** The folder and all it holds, deepest first; what cannot be removed is left. */
    public static void removeAll(Path folder) {
        try (Stream<Path> all = Files.walk(folder)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // a temporary folder: what is left the system's cleaning takes
        }
    }
}
