package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.DoubleConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.StateIndex;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableException.Problem;

final class TableCacheTest {

    @TempDir
    Path directory;

    /** Every listener event, in order. */
    private static final class Recorder implements TableCache.Listener {
        final List<Double> fractions = new ArrayList<>();
        final List<TableException> rebuilds = new ArrayList<>();
        final List<Path> written = new ArrayList<>();

        @Override
        public void solving(Rules rules, double fraction) {
            fractions.add(fraction);
        }

        @Override
        public void rebuilding(Path file, TableException why) {
            assertEquals(file, why.file());
            rebuilds.add(why);
        }

        @Override
        public void written(Path file, double seconds) {
            assertTrue(seconds >= 0);
            written.add(file);
        }
    }

    /** A solver that returns fake values at once, counting its calls. */
    private static final class FakeSolver implements BiFunction<Rules, DoubleConsumer, StateValues> {
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public StateValues apply(Rules rules, DoubleConsumer progress) {
            calls.incrementAndGet();
            progress.accept(0.5); // no final 1.0: the cache must add it
            return TableFixtures.fake(rules);
        }
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
    void load_missingTable_solvesWritesAndMaps() {
        // The real solver, once: the fraction it reports must reach 1.0.
        TableCache cache = new TableCache(directory);
        Recorder events = new Recorder();
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
            assertEquals((float) solved.value(i), loaded.value(i), "state " + i);
        }

        Recorder again = new Recorder();
        assertEquals(loaded.expectedScore(), cache.load(Rules.OFFICIAL, again).expectedScore());
        assertTrue(again.fractions.isEmpty() && again.written.isEmpty(), "a valid table is mapped, not solved");
    }

    @Test
    void load_corruptTable_rebuildsReportingChecksum() throws IOException {
        FakeSolver solver = new FakeSolver();
        TableCache cache = new TableCache(directory, solver);
        Path file = TableFixtures.writeFake(Rules.OFFICIAL, cache.pathFor(Rules.OFFICIAL));
        TableFixtures.flipByte(file, 100_000);

        Recorder events = new Recorder();
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

        Recorder events = new Recorder();
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
            case NEWER_VERSION -> TableFixtures.editHeader(file, h -> h.putShort(TableFormat.OFFSET_VERSION, (short) 3));
            case OLDER_VERSION -> TableFixtures.editHeader(file, h -> h.putShort(TableFormat.OFFSET_VERSION, (short) 1));
            case BAD_VALUE -> TableFixtures.forgeValue(file, 77, Float.NaN);
            case BAD_HEADER -> TableFixtures.flipByte(file, 30);
            case BAD_MAGIC -> Files.writeString(file, "not a table");
            default -> throw new IllegalArgumentException(damage.name());
        }
        Recorder events = new Recorder();
        cache.load(Rules.OFFICIAL, events);
        assertEquals(damage, events.rebuilds.get(0).problem());
        TableReader.open(file, Rules.OFFICIAL);
    }

    @Test
    void load_twoCachesRacingOnOneTable_bothGetValidTables() throws Exception {
        // Both solve at the same moment (the barrier), so both write and rename: the real race.
        CyclicBarrier bothMissed = new CyclicBarrier(2);
        BiFunction<Rules, DoubleConsumer, StateValues> solver = (rules, progress) -> {
            try {
                bothMissed.await(10, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            return TableFixtures.fake(rules);
        };
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<StateValues>> loads = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                TableCache cache = new TableCache(directory, solver);
                loads.add(pool.submit(() -> cache.load(Rules.OFFICIAL, TableCache.Listener.SILENT)));
            }
            for (Future<StateValues> load : loads) {
                assertEquals(TableFixtures.fake(Rules.OFFICIAL).value(999), load.get(30, TimeUnit.SECONDS).value(999));
            }
        } finally {
            pool.shutdownNow();
        }
        try (Stream<Path> files = Files.list(directory)) {
            assertEquals(List.of(directory.resolve("official.ytable")), files.toList()); // no temp left
        }
    }

    @Test
    void load_directoryIsAFile_throwsUncheckedIoNamingTheTable() throws IOException {
        Path notADirectory = Files.writeString(directory.resolve("tables"), "x");
        TableCache cache = new TableCache(notADirectory, new FakeSolver());
        UncheckedIOException e = assertThrows(UncheckedIOException.class,
                () -> cache.load(Rules.OFFICIAL, TableCache.Listener.SILENT));
        assertTrue(e.getMessage().contains(cache.pathFor(Rules.OFFICIAL).toString()), e.getMessage());
    }
}
