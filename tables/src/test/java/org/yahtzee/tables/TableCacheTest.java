package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.files.FileKind;
import org.yahtzee.files.SpecialFiles;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;
import org.yahtzee.tables.TableCache.Listener;

/**
 * The table cache: where its files go, a table solved once and mapped after, rebuilt when
 * damaged, answered from memory when it cannot be kept.
 */
final class TableCacheTest {

    @TempDir
    Path directory;

    /** Values with no exact binary form (thirds): what the cache returns must be a table's, to the bit. */
    private static StateValues thirds(Rules rules) {
        return TableFixtures.values(rules, stateIndex -> stateIndex % 4000 / 3.0);
    }

    @Test
    void pathFor_ruleSets_areFilenameSafeCanonicalNames() {
        TableCache cache = new TableCache(directory);
        assertEquals(directory.resolve("official.ytable"), cache.pathFor(Rules.OFFICIAL));
        assertEquals(directory.resolve("free-choice.ytable"), cache.pathFor(Rules.FREE_CHOICE));
        assertEquals(directory.resolve("joker-forced_bonus-off.ytable"), cache.pathFor(TableFixtures.FORCED_NO_BONUS));
        assertEquals(directory.resolve("joker-none_bonus-on.ytable"), cache.pathFor(new Rules(JokerRule.NONE, true)));
    }

    @Test
    void pathFor_everyRuleSet_hasItsOwnFile() {
        Set<String> names = new HashSet<>();
        for (JokerRule joker : JokerRule.values()) {
            for (boolean bonus : new boolean[] {false, true}) {
                String name = TableCache.fileName(new Rules(joker, bonus));
                assertTrue(name.matches("[a-z0-9_-]+\\.ytable"), name);
                assertTrue(names.add(name), name);
            }
        }
    }

    @Test
    void defaultDirectory_environment_prefersYahtzeeTablesThenXdgThenHome() {
        assertEquals(Path.of("/srv/tables"), TableCache.defaultDirectory(
                Map.of("YAHTZEE_TABLES", "/srv/tables", "XDG_CACHE_HOME", "/xdg"), "/home/u"));
        assertEquals(Path.of("/xdg/yahtzee"), TableCache.defaultDirectory(Map.of("XDG_CACHE_HOME", "/xdg"), "/home/u"));
        assertEquals(Path.of("/home/u/.cache/yahtzee"), TableCache.defaultDirectory(Map.of(), "/home/u"));
        // Blank values count as unset; a relative XDG_CACHE_HOME is invalid per the XDG spec.
        assertEquals(Path.of("/home/u/.cache/yahtzee"), TableCache.defaultDirectory(
                Map.of("YAHTZEE_TABLES", " ", "XDG_CACHE_HOME", "cache"), "/home/u"));
    }

    @Test
    void defaultDirectory_homeSet_winsOverUserHome() {
        // The JVM's user.home comes from the password database: HOME=/tmp/x yahtzee ... must count.
        assertEquals(Path.of("/tmp/x/.cache/yahtzee"), TableCache.defaultDirectory(Map.of("HOME", "/tmp/x"), "/root"));
        assertEquals(Path.of("/xdg/yahtzee"), TableCache.defaultDirectory(
                Map.of("HOME", "/tmp/x", "XDG_CACHE_HOME", "/xdg"), "/root"));
        // Blank or relative: not a home folder, user.home stays.
        assertEquals(Path.of("/root/.cache/yahtzee"), TableCache.defaultDirectory(Map.of("HOME", ""), "/root"));
        assertEquals(Path.of("/root/.cache/yahtzee"), TableCache.defaultDirectory(Map.of("HOME", "rel"), "/root"));
    }

    @Test
    void load_missingTable_solvesWritesAndMaps() {
        // The real solver, once: the fraction it reports must reach 1.0.
        TableCache cache = new TableCache(directory);
        CacheRecorder events = new CacheRecorder();
        StateValues loaded = cache.load(Rules.OFFICIAL, events);

        assertInstanceOf(MappedTable.class, loaded);
        assertTrue(events.rebuilds.isEmpty());
        assertEquals(List.of(cache.pathFor(Rules.OFFICIAL)), events.written);
        assertEquals(1.0, events.fractions.get(events.fractions.size() - 1));
        for (int i = 1; i < events.fractions.size(); i++) {
            assertTrue(events.fractions.get(i) >= events.fractions.get(i - 1), events.fractions.toString());
        }
        SolvedValues solved = TableFixtures.official();
        for (int i = 0; i < StateIndex.STATES; i += 97) {
            assertEquals(solved.value(i), loaded.value(i), "state " + i);
        }

        CacheRecorder again = new CacheRecorder();
        assertEquals(loaded.expectedScore(), cache.load(Rules.OFFICIAL, again).expectedScore());
        assertTrue(again.fractions.isEmpty() && again.written.isEmpty(), "a valid table is mapped, not solved");
    }

    @Test
    void load_corruptTable_rebuildsReportingChecksum() throws IOException {
        FakeSolver solver = new FakeSolver();
        TableCache cache = new TableCache(directory, solver);
        Path file = TableFixtures.writeFake(Rules.OFFICIAL, cache.pathFor(Rules.OFFICIAL));
        TableFixtures.flipByte(file, 100_000);

        CacheRecorder events = new CacheRecorder();
        StateValues loaded = cache.load(Rules.OFFICIAL, events);

        assertEquals(1, events.rebuilds.size());
        assertEquals(Problem.CHECKSUM, events.rebuilds.get(0).problem());
        assertEquals(1, solver.calls.get());
        assertEquals(List.of(0.5, 1.0), events.fractions);
        assertEquals(TableFixtures.fake(Rules.OFFICIAL).value(25_000), loaded.value(25_000));
        TableReader.open(file, Rules.OFFICIAL); // the file itself is valid again
    }

    @Test
    void load_tableForOtherRulesUnderTheName_rebuildsReportingOtherRules() throws IOException {
        TableCache cache = new TableCache(directory, new FakeSolver());
        Path file = TableFixtures.writeFake(Rules.FREE_CHOICE, cache.pathFor(Rules.OFFICIAL));

        CacheRecorder events = new CacheRecorder();
        StateValues loaded = cache.load(Rules.OFFICIAL, events);

        assertEquals(Problem.OTHER_RULES, events.rebuilds.get(0).problem());
        assertEquals(Rules.OFFICIAL, loaded.rules());
        assertEquals(Rules.OFFICIAL, TableReader.open(file).rules());
    }

    /** Any damage a table can have is rebuilt, never answered from. */
    @ParameterizedTest
    @EnumSource(value = Problem.class, names = {"TRUNCATED", "NEWER_VERSION", "OLDER_VERSION", "BAD_HEADER", "BAD_MAGIC",
        "BAD_VALUE"})
    void load_damagedTable_rebuilds(Problem damage) throws IOException {
        TableCache cache = new TableCache(directory, new FakeSolver());
        Path file = TableFixtures.writeFake(Rules.OFFICIAL, cache.pathFor(Rules.OFFICIAL));
        switch (damage) {
            case TRUNCATED -> TableFixtures.truncate(file, 1000);
            case NEWER_VERSION -> TableFixtures.editHeader(file, h -> h.putShort(TableFormat.OFFSET_VERSION, (short) (TableFormat.VERSION + 1)));
            case OLDER_VERSION -> TableFixtures.editHeader(file, h -> h.putShort(TableFormat.OFFSET_VERSION, (short) 1));
            case BAD_VALUE -> TableFixtures.forgeValue(file, 77, Double.NaN);
            case BAD_HEADER -> TableFixtures.flipByte(file, 30);
            case BAD_MAGIC -> Files.writeString(file, "not a table");
            default -> throw new IllegalArgumentException(damage.name());
        }
        CacheRecorder events = new CacheRecorder();
        cache.load(Rules.OFFICIAL, events);
        assertEquals(damage, events.rebuilds.get(0).problem());
        TableReader.open(file, Rules.OFFICIAL);
    }

    @Test
    void load_cacheFolderIsAFile_answersFromMemoryWithOneNote() throws IOException {
        Path notAFolder = Files.writeString(directory.resolve("tables"), "x");
        FakeSolver solver = new FakeSolver();
        TableCache cache = new TableCache(notAFolder, solver);
        CacheRecorder events = new CacheRecorder();
        StateValues loaded = cache.load(Rules.OFFICIAL, events);

        assertEquals(TableFixtures.fake(Rules.OFFICIAL).value(4321), loaded.value(4321));
        assertFalse(((MappedTable) loaded).isMapped());
        assertEquals(List.of(cache.pathFor(Rules.OFFICIAL) + " cannot be written: " + notAFolder
                + ": is a regular file, not a folder"), events.notCached);
        assertTrue(events.rebuilds.isEmpty() && events.written.isEmpty() && events.waited.isEmpty());
        assertEquals("x", Files.readString(notAFolder));
    }

    @Test
    void load_folderInPlaceOfTheTable_answersFromMemoryAndLeavesIt() throws IOException {
        TableCache cache = new TableCache(directory, new FakeSolver());
        Path file = Files.createDirectory(cache.pathFor(Rules.OFFICIAL));
        Files.writeString(file.resolve("keep"), "mine");
        CacheRecorder events = new CacheRecorder();
        StateValues loaded = cache.load(Rules.OFFICIAL, events);

        assertEquals(TableFixtures.fake(Rules.OFFICIAL).value(12), loaded.value(12));
        assertEquals(List.of(file + " is a folder, not a table file; it is left as it is"), events.notCached);
        assertTrue(events.rebuilds.isEmpty());
        assertEquals("mine", Files.readString(file.resolve("keep")));
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a FIFO opened by mistake blocks for good
    void load_fifoInPlaceOfTheTable_answersFromMemoryWithoutOpeningIt() throws Exception {
        TableCache cache = new TableCache(directory, new FakeSolver());
        Path fifo = SpecialFiles.fifo(cache.pathFor(Rules.OFFICIAL));
        CacheRecorder events = new CacheRecorder();
        StateValues loaded = cache.load(Rules.OFFICIAL, events);

        assertEquals(TableFixtures.fake(Rules.OFFICIAL).value(12), loaded.value(12));
        assertEquals(List.of(fifo + " is a FIFO (named pipe), not a table file; it is left as it is"), events.notCached);
        assertEquals(FileKind.FIFO, FileKind.of(fifo));
    }

    @Test
    void load_readOnlyFolder_answersFromMemoryWithOneNote() throws IOException {
        Path readOnly = Files.createDirectory(directory.resolve("ro"));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(readOnly), "running as root: a read-only folder is writable anyway "
                    + "(the folder-is-a-file and folder-in-place cases cover the in-memory answer)");
            TableCache cache = new TableCache(readOnly, new FakeSolver());
            CacheRecorder events = new CacheRecorder();
            StateValues loaded = cache.load(Rules.OFFICIAL, events);
            assertEquals(TableFixtures.fake(Rules.OFFICIAL).value(12), loaded.value(12));
            assertEquals(List.of(cache.pathFor(Rules.OFFICIAL) + " cannot be written: " + readOnly
                    + ": cannot create a file in this folder: Permission denied"), events.notCached);
            assertEquals(List.of(), TableFixtures.entries(readOnly));
        } finally {
            Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void load_inMemory_sameValuesAsACachedTable() throws IOException {
        // Thirds are rounded in every binary format: both answers must be the same doubles.
        TableCache writable = new TableCache(directory.resolve("ok"), (rules, progress) -> thirds(rules));
        Path blocked = Files.writeString(directory.resolve("blocked"), "x");
        TableCache unwritable = new TableCache(blocked, (rules, progress) -> thirds(rules));
        StateValues cached = writable.load(Rules.OFFICIAL, Listener.SILENT);
        StateValues inMemory = unwritable.load(Rules.OFFICIAL, Listener.SILENT);
        for (int i = 0; i < StateIndex.STATES; i++) {
            if (cached.value(i) != inMemory.value(i)) {
                assertEquals(cached.value(i), inMemory.value(i), "state " + i);
            }
        }
        assertEquals(1 / 3.0, inMemory.value(1));
        assertEquals(cached.expectedScore(), inMemory.expectedScore());
        assertEquals(Rules.OFFICIAL, inMemory.rules());
    }
}
