package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/**
 * The writer on top of AtomicFile (whose own test covers temp files, special files and a full
 * disk): a table is written whole or not at all, and values the format cannot hold are refused.
 */
final class TableWriterTest {

    @TempDir
    Path directory;

    /** Fake official values whose value() throws at {@code failAt}, like a solver bug mid-write. */
    private static StateValues failingAt(int failAt, RuntimeException failure) {
        StateValues fake = TableFixtures.fake(Rules.OFFICIAL);
        return TableFixtures.values(Rules.OFFICIAL, stateIndex -> {
            if (stateIndex == failAt) {
                throw failure;
            }
            return fake.value(stateIndex);
        });
    }

    private List<String> entries() throws IOException {
        try (Stream<Path> list = Files.list(directory)) {
            return list.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }

    @Test
    void write_missingParentDirectories_areCreated() throws IOException {
        Path file = directory.resolve("a/b/official.ytable");
        TableFixtures.writeFake(Rules.OFFICIAL, file);
        assertEquals(Rules.OFFICIAL, TableReader.open(file, Rules.OFFICIAL).rules());
    }

    @Test
    void write_valuesThrowMidway_leavesNoFileAndNoTemp() throws IOException {
        Path file = directory.resolve("official.ytable");
        IllegalStateException failure = new IllegalStateException("solver bug");
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> TableWriter.write(failingAt(StateIndex.STATES / 2, failure), file));
        assertEquals(failure, thrown);
        assertEquals(List.of(), entries());
    }

    @Test
    void write_valuesThrowMidway_keepsThePreviousTable() throws IOException {
        Path file = TableFixtures.writeFake(Rules.FREE_CHOICE, directory.resolve("official.ytable"));
        byte[] before = Files.readAllBytes(file);
        assertThrows(IllegalStateException.class,
                () -> TableWriter.write(failingAt(StateIndex.STATES - 1, new IllegalStateException()), file));
        assertTrue(Arrays.equals(before, Files.readAllBytes(file)));
        assertEquals(List.of("official.ytable"), entries());
    }

    @Test
    void write_targetIsDirectory_failsAndLeavesNoTemp() throws IOException {
        Path file = Files.createDirectories(directory.resolve("official.ytable"));
        Files.writeString(file.resolve("keep"), "x"); // a non-empty directory cannot be replaced
        assertThrows(IOException.class, () -> TableFixtures.writeFake(Rules.OFFICIAL, file));
        assertEquals(List.of("official.ytable"), entries());
    }

    @Test
    void write_nanValue_isRefusedNamingTheState() throws IOException {
        Path file = directory.resolve("official.ytable");
        StateValues nanAt7 = TableFixtures.values(Rules.OFFICIAL, stateIndex -> stateIndex == 7 ? Double.NaN : 1.0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TableWriter.write(nanAt7, file));
        assertTrue(e.getMessage().startsWith("state 7 of official has value NaN"), e.getMessage());
        assertFalse(Files.exists(file));
        assertEquals(List.of(), entries());
    }

    @Test
    void write_negativeOrInfiniteValue_isRefused() {
        Path file = directory.resolve("official.ytable");
        for (double bad : new double[] {-0.5, Double.POSITIVE_INFINITY, 1e39, 1575.001}) {
            StateValues values = TableFixtures.values(Rules.OFFICIAL, stateIndex -> stateIndex == 3 ? bad : 1.0);
            assertThrows(IllegalArgumentException.class, () -> TableWriter.write(values, file), "value " + bad);
        }
        assertFalse(Files.exists(file));
    }

    @Test
    void write_negativeZero_isStoredAsZero() throws IOException {
        // -0.0 >= 0 holds, but the reader takes values by their bits, where -0.0 is negative.
        Path file = directory.resolve("official.ytable");
        StateValues values = TableFixtures.values(Rules.OFFICIAL, stateIndex -> stateIndex == 5 ? -0.0 : 1.0);
        TableWriter.write(values, file);
        assertEquals(0L, Double.doubleToRawLongBits(TableReader.open(file).value(5)));
    }
}
