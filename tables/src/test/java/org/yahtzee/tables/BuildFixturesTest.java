package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.fixtures.BuildFolder;

/** The build's shared table files: a file is taken only with its own value table's bytes. */
final class BuildFixturesTest {
    @TempDir
    Path work;

    /** A file {@code name} holding {@code bytes}, in a folder of its own (as a test JVM's cache). */
    private Path file(String name, byte... bytes) throws IOException {
        return Files.write(Files.createTempDirectory(work, "own").resolve(name), bytes);
    }

    @Test
    void put_thenTake_sameTable_copiesTheBytes() throws IOException {
        BuildFolder shared = new BuildFolder(Files.createDirectories(work.resolve("shared")));
        Path table = file("official.ytable", (byte) 1, (byte) 2);
        BuildFixtures.put(shared, table, file("official.ymoments", (byte) 7, (byte) 8, (byte) 9));

        Path target = work.resolve("official.ymoments");
        assertTrue(BuildFixtures.take(shared, file("official.ytable", (byte) 1, (byte) 2), target));
        assertArrayEquals(new byte[] {7, 8, 9}, Files.readAllBytes(target));
        assertArrayEquals(new byte[] {1, 2}, Files.readAllBytes(shared.file("official.ytable")));
        try (Stream<Path> left = Files.list(shared.path())) {
            assertEquals(2, left.count(), "no temporary file left");
        }
    }

    @Test
    void take_otherTableOrNoFile_takesNothing() throws IOException {
        BuildFolder shared = new BuildFolder(Files.createDirectories(work.resolve("shared")));
        BuildFixtures.put(shared, file("official.ytable", (byte) 1, (byte) 2), file("official.ymoments", (byte) 7));

        Path target = work.resolve("official.ymoments");
        assertFalse(BuildFixtures.take(shared, file("official.ytable", (byte) 1, (byte) 3), target));
        assertFalse(BuildFixtures.take(shared, file("official.ytable", (byte) 1), target));
        assertFalse(Files.exists(target));
        assertFalse(BuildFixtures.take(shared, file("official.ytable", (byte) 1, (byte) 2), work.resolve("official.ypolicy")));
    }

    @Test
    void put_afterAnotherTable_sharesNothing() throws IOException {
        BuildFolder shared = new BuildFolder(Files.createDirectories(work.resolve("shared")));
        BuildFixtures.put(shared, file("official.ytable", (byte) 1, (byte) 2), file("official.ymoments", (byte) 7));
        BuildFixtures.put(shared, file("official.ytable", (byte) 5, (byte) 2), file("official.ypolicy", (byte) 6));

        assertFalse(Files.exists(shared.file("official.ypolicy")));
        assertArrayEquals(new byte[] {1, 2}, Files.readAllBytes(shared.file("official.ytable")));
    }
}
