package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
        Path shared = Files.createDirectories(work.resolve("shared"));
        Path table = file("official.ytable", (byte) 1, (byte) 2);
        BuildFixtures.put(shared, table, file("official.ymoments", (byte) 7, (byte) 8, (byte) 9));

        Path target = work.resolve("official.ymoments");
        assertTrue(BuildFixtures.take(shared, file("official.ytable", (byte) 1, (byte) 2), target));
        assertArrayEquals(new byte[] {7, 8, 9}, Files.readAllBytes(target));
        assertArrayEquals(new byte[] {1, 2}, Files.readAllBytes(shared.resolve("official.ytable")));
        try (Stream<Path> left = Files.list(shared)) {
            assertEquals(2, left.count(), "no temporary file left");
        }
    }

    @Test
    void take_otherTableOrNoFile_takesNothing() throws IOException {
        Path shared = Files.createDirectories(work.resolve("shared"));
        BuildFixtures.put(shared, file("official.ytable", (byte) 1, (byte) 2), file("official.ymoments", (byte) 7));

        Path target = work.resolve("official.ymoments");
        assertFalse(BuildFixtures.take(shared, file("official.ytable", (byte) 1, (byte) 3), target));
        assertFalse(BuildFixtures.take(shared, file("official.ytable", (byte) 1), target));
        assertFalse(Files.exists(target));
        assertFalse(BuildFixtures.take(shared, file("official.ytable", (byte) 1, (byte) 2), work.resolve("official.ypolicy")));
    }

    @Test
    void put_afterAnotherTable_sharesNothing() throws IOException {
        Path shared = Files.createDirectories(work.resolve("shared"));
        BuildFixtures.put(shared, file("official.ytable", (byte) 1, (byte) 2), file("official.ymoments", (byte) 7));
        BuildFixtures.put(shared, file("official.ytable", (byte) 5, (byte) 2), file("official.ypolicy", (byte) 6));

        assertFalse(Files.exists(shared.resolve("official.ypolicy")));
        assertArrayEquals(new byte[] {1, 2}, Files.readAllBytes(shared.resolve("official.ytable")));
    }

    @Test
    void folderIn_removesTheFoldersOfOtherCode() throws IOException {
        Path parent = work.resolve("build-fixtures");
        Path old = Files.createDirectories(parent.resolve("0123"));
        Files.write(old.resolve("official.ytable"), new byte[] {1});

        Path mine = BuildFixtures.folderIn(parent, "4567");

        try (Stream<Path> left = Files.list(parent)) {
            assertEquals(List.of(mine), left.toList());
        }
    }

    /** The key is of the code on the class path: the same in every call, 16 bytes in hex. */
    @Test
    void codeKey_stable_32HexDigits() {
        String key = BuildFixtures.codeKey();
        assertTrue(key.matches("[0-9a-f]{32}"), key);
        assertEquals(key, BuildFixtures.codeKey());
    }
}
