package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
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
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.files.FileKind;
import org.yahtzee.files.SpecialFiles;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.risk.SolvedMoments;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;
import org.yahtzee.tables.TableCache.Listener;

final class TableCacheTest {

    @TempDir
    Path directory;

    /** Every listener event, in order. */
    private static final class Recorder implements TableCache.Listener {
        final List<Double> fractions = new ArrayList<>();
        final List<TableException> rebuilds = new ArrayList<>();
        final List<Path> written = new ArrayList<>();
        final List<Path> waited = new ArrayList<>();
        final List<String> notCached = new ArrayList<>();

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

        @Override
        public void waiting(Path file, Duration timeout) {
            waited.add(file);
        }

        @Override
        public void notCached(Path file, String reason) {
            notCached.add(file + " " + reason);
        }
    }

    /** A solver that returns fake values, counting its calls; it may take its time, as a real one does. */
    private static final class FakeSolver implements BiFunction<Rules, DoubleConsumer, StateValues> {
        final AtomicInteger calls = new AtomicInteger();
        private final long millis;

        FakeSolver() {
            this(0);
        }

        FakeSolver(long millis) {
            this.millis = millis;
        }

        @Override
        public StateValues apply(Rules rules, DoubleConsumer progress) {
            calls.incrementAndGet();
            progress.accept(0.5); // no final 1.0: the cache must add it
            sleep(millis);
            return TableFixtures.fake(rules);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Values that float32 rounds (thirds): what the cache returns must be rounded like a table. */
    private static StateValues thirds(Rules rules) {
        return TableFixtures.values(rules, stateIndex -> stateIndex % 4000 / 3.0);
    }

    private List<String> entries(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
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
            case NEWER_VERSION -> TableFixtures.editHeader(file, h -> h.putShort(TableFormat.OFFSET_VERSION, (short) (TableFormat.VERSION + 1)));
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

    /** Second moments: any damage, and a file of the other kind in their place, is rebuilt too. */
    @ParameterizedTest
    @EnumSource(value = Problem.class, names = {"TRUNCATED", "BAD_HEADER", "CHECKSUM", "BAD_VALUE", "OTHER_KIND",
        "OTHER_RULES", "BAD_MAGIC"})
    void loadMoments_damagedOrWrongKind_rebuilds(Problem damage) throws IOException {
        FakeMoments moments = new FakeMoments();
        TableCache cache = new TableCache(directory, new FakeSolver(), moments, TableCache.LOCK_TIMEOUT);
        StateValues values = TableFixtures.fake(Rules.OFFICIAL);
        Path file = cache.momentsPathFor(Rules.OFFICIAL);
        assertEquals("official.ymoments", file.getFileName().toString());
        cache.loadMoments(values, new Recorder());
        switch (damage) {
            case TRUNCATED -> TableFixtures.truncate(file, TableKind.SECOND_MOMENTS.fileLength() - 8);
            case BAD_HEADER -> TableFixtures.flipByte(file, 30);
            case CHECKSUM -> TableFixtures.flipByte(file, TableFormat.HEADER_LENGTH + 8 * 1000 + 3);
            case BAD_VALUE -> TableFixtures.forgeMoment(file, 77, -1.0);
            case OTHER_KIND -> TableFixtures.writeFake(Rules.OFFICIAL, file); // a values table
            case OTHER_RULES -> TableWriter.writeMoments(moments.apply(TableFixtures.fake(Rules.NO_BONUS), f -> { }), file);
            case BAD_MAGIC -> Files.writeString(file, "not a table");
            default -> throw new IllegalArgumentException(damage.name());
        }
        Recorder events = new Recorder();
        SecondMoments loaded = cache.loadMoments(values, events);
        assertEquals(damage, events.rebuilds.get(0).problem());
        assertEquals(List.of(file), events.written);
        assertEquals(2 + (damage == Problem.OTHER_RULES ? 1 : 0), moments.calls.get());
        assertEquals(77 * 0.5, loaded.secondMoment(77));
        TableReader.openMoments(file, Rules.OFFICIAL);
    }

    @Test
    void loadMoments_cached_notComputedAgain_valuesTableUntouched() throws IOException {
        FakeMoments moments = new FakeMoments();
        TableCache cache = new TableCache(directory, new FakeSolver(), moments, TableCache.LOCK_TIMEOUT);
        StateValues values = cache.load(Rules.OFFICIAL, new Recorder());
        byte[] table = Files.readAllBytes(cache.pathFor(Rules.OFFICIAL));
        Recorder first = new Recorder();
        cache.loadMoments(values, first);
        assertEquals(1.0, first.fractions.get(first.fractions.size() - 1));
        Recorder second = new Recorder();
        SecondMoments again = cache.loadMoments(values, second);
        assertEquals(1, moments.calls.get());
        assertEquals(List.of(), second.fractions);
        assertEquals(3 * 0.5, again.secondMoment(3));
        assertArrayEquals(table, Files.readAllBytes(cache.pathFor(Rules.OFFICIAL)));
        // and the values reader refuses the moments file by its kind, by name
        TableException e = assertThrows(TableException.class, () -> TableReader.open(cache.momentsPathFor(Rules.OFFICIAL)));
        assertEquals(Problem.OTHER_KIND, e.problem());
        assertEquals("kind: the table holds second moments, expected values", e.detail());
    }

    @Test
    void loadMoments_folderInTheirPlace_answeredFromMemory_folderLeft() throws IOException {
        TableCache cache = new TableCache(directory, new FakeSolver(), new FakeMoments(), TableCache.LOCK_TIMEOUT);
        Files.createDirectories(cache.momentsPathFor(Rules.OFFICIAL));
        Recorder events = new Recorder();
        SecondMoments m = cache.loadMoments(TableFixtures.fake(Rules.OFFICIAL), events);
        assertEquals(5 * 0.5, m.secondMoment(5));
        assertEquals(1, events.notCached.size());
        assertTrue(Files.isDirectory(cache.momentsPathFor(Rules.OFFICIAL)));
    }

    /** Moments that are half the state index: fast, and easy to recognise. */
    private static final class FakeMoments implements BiFunction<StateValues, DoubleConsumer, SecondMoments> {
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public SecondMoments apply(StateValues values, DoubleConsumer progress) {
            calls.incrementAndGet();
            progress.accept(0.5);
            double[] m = new double[StateIndex.STATES];
            for (int i = 0; i < m.length; i++) {
                m[i] = i * 0.5;
            }
            return new SolvedMoments(values.rules(), m);
        }
    }

    private TableCache reachCache(ReachFixtures.FakeReachSolver reach) {
        return new TableCache(directory, new FakeSolver(), new FakeMoments(), reach, TableCache.LOCK_TIMEOUT);
    }

    @Test
    void loadReach_missing_solvedWrittenAndMapped_thenMappedWithoutSolving() throws IOException {
        ReachFixtures.FakeReachSolver reach = new ReachFixtures.FakeReachSolver();
        TableCache cache = reachCache(reach);
        Path file = cache.reachPathFor(Rules.OFFICIAL);
        assertEquals("official.yreach", file.getFileName().toString());
        Recorder events = new Recorder();
        GoalValues loaded = cache.loadReach(Rules.OFFICIAL, events);

        assertEquals(List.of(0.5, 1.0), events.fractions);
        assertEquals(List.of(file), events.written);
        // 1 - 300/600 quantised to 2^-21: exactly one half
        assertEquals(0.5, loaded.probability(0, 0, false, 300, 0));
        Recorder again = new Recorder();
        GoalValues mapped = cache.loadReach(Rules.OFFICIAL, again);
        assertEquals(1, reach.calls.get());
        assertTrue(again.fractions.isEmpty() && again.written.isEmpty(), "a valid table is mapped, not solved");
        assertEquals(loaded.probability(0, 0, false, 217, 0), mapped.probability(0, 0, false, 217, 0));
        assertEquals(List.of(".official.yreach.lock", "official.yreach"), entries(directory));
    }

    /** Any damage, a forgery the checksums pass, other rules, another kind or another goal: rebuilt with a note. */
    @ParameterizedTest
    @ValueSource(strings = {"TRUNCATED", "CHECKSUM", "BAD_VALUE", "OTHER_RULES", "OTHER_KIND", "NEWER_VERSION",
        "version 0", "BAD_MAGIC", "not from the empty card"})
    void loadReach_unusableFile_rebuiltWithANote(String damage) throws IOException {
        ReachFixtures.FakeReachSolver reach = new ReachFixtures.FakeReachSolver();
        TableCache cache = reachCache(reach);
        Path file = cache.reachPathFor(Rules.OFFICIAL);
        cache.loadReach(Rules.OFFICIAL, new Recorder());
        long length = Files.size(file);
        Problem expected = switch (damage) {
            case "TRUNCATED" -> {
                TableFixtures.truncate(file, length - 1);
                yield Problem.TRUNCATED;
            }
            case "CHECKSUM" -> {
                TableFixtures.flipByte(file, length - 2);
                yield Problem.CHECKSUM;
            }
            case "BAD_VALUE" -> { // the state index names a lane there is not, checksums recomputed
                ReachFixtures.forge(file, b -> b.putInt(GoalTableFormat.HEADER_LENGTH + 4 * 1000, 5));
                yield Problem.BAD_VALUE;
            }
            case "OTHER_RULES" -> {
                GoalTableWriter.write(ReachFixtures.fake(Rules.FREE_CHOICE), file);
                yield Problem.OTHER_RULES;
            }
            case "OTHER_KIND" -> {
                TableFixtures.writeFake(Rules.OFFICIAL, file); // a values table under the reach name
                yield Problem.OTHER_KIND;
            }
            case "NEWER_VERSION" -> {
                ReachFixtures.forge(file, b -> b.putShort(GoalTableFormat.OFFSET_VERSION, (short) 2));
                yield Problem.NEWER_VERSION;
            }
            case "version 0" -> { // version 1 is the first: no older one exists to test with
                ReachFixtures.forge(file, b -> b.putShort(GoalTableFormat.OFFSET_VERSION, (short) 0));
                yield Problem.BAD_HEADER;
            }
            case "BAD_MAGIC" -> {
                Files.writeString(file, "not a table");
                yield Problem.BAD_MAGIC;
            }
            case "not from the empty card" -> { // a valid table of a late position, under the name
                GoalTableWriter.write(GoalSolver.solveFrom(Rules.OFFICIAL, Category.ALL_USED & ~Category.CHANCE.bit(), 0,
                        false, 100, FinalUtility.reach(GoalSolver.TARGET_MAX), 1, f -> { }), file);
                yield Problem.BAD_HEADER;
            }
            default -> throw new IllegalArgumentException(damage);
        };
        Recorder events = new Recorder();
        GoalValues loaded = cache.loadReach(Rules.OFFICIAL, events);
        assertEquals(1, events.rebuilds.size(), damage);
        assertEquals(expected, events.rebuilds.get(0).problem(), events.rebuilds.get(0).getMessage());
        assertEquals(List.of(file), events.written);
        assertEquals(2, reach.calls.get());
        assertEquals(0.5, loaded.probability(0, 0, false, 300, 0));
        assertTrue(GoalTableReader.readHeader(file).fromEmptyCard());
    }

    @Test
    void loadReach_folderInItsPlace_answeredFromMemory_folderLeft() throws IOException {
        TableCache cache = reachCache(new ReachFixtures.FakeReachSolver());
        Path folder = Files.createDirectories(cache.reachPathFor(Rules.OFFICIAL));
        Recorder events = new Recorder();
        GoalValues loaded = cache.loadReach(Rules.OFFICIAL, events);
        assertEquals(0.5, loaded.probability(0, 0, false, 300, 0));
        assertEquals(List.of(folder + " is a folder, not a table file; it is left as it is"), events.notCached);
        assertTrue(Files.isDirectory(folder));
    }

    @Test
    void loadReach_cacheFolderIsAFile_answeredFromMemory_sameValuesAsTheFile() throws IOException {
        GoalValues cached = reachCache(new ReachFixtures.FakeReachSolver()).loadReach(Rules.OFFICIAL, new Recorder());
        Path notAFolder = Files.writeString(directory.resolve("tables"), "x");
        TableCache blocked = new TableCache(notAFolder, new FakeSolver(), new FakeMoments(),
                new ReachFixtures.FakeReachSolver(), TableCache.LOCK_TIMEOUT);
        Recorder events = new Recorder();
        GoalValues inMemory = blocked.loadReach(Rules.OFFICIAL, events);
        assertEquals(1, events.notCached.size(), events.notCached.toString());
        for (int target = 0; target <= GoalSolver.TARGET_MAX; target++) {
            assertEquals(cached.probability(0, 0, false, target, 0), inMemory.probability(0, 0, false, target, 0));
        }
    }

    @Test
    @Timeout(60)
    void load_eightThreadsOnAnEmptyCache_solveOnceAndAllReadIt() throws Exception {
        FakeSolver solver = new FakeSolver(300); // the others arrive while it solves
        int threads = 8;
        CyclicBarrier start = new CyclicBarrier(threads);
        List<Recorder> events = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<StateValues>> loads = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                TableCache cache = new TableCache(directory, solver); // a cache each, as processes have
                Recorder recorder = new Recorder();
                events.add(recorder);
                loads.add(pool.submit(() -> {
                    start.await(10, TimeUnit.SECONDS);
                    return cache.load(Rules.OFFICIAL, recorder);
                }));
            }
            for (Future<StateValues> load : loads) {
                assertEquals(TableFixtures.fake(Rules.OFFICIAL).value(999), load.get(30, TimeUnit.SECONDS).value(999));
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, solver.calls.get());
        assertEquals(1, events.stream().mapToInt(e -> e.written.size()).sum());
        assertTrue(events.stream().anyMatch(e -> !e.waited.isEmpty()), "the others were told they wait");
        assertTrue(events.stream().allMatch(e -> e.waited.size() <= 1), "told once each");
        assertEquals(List.of(".official.ytable.lock", "official.ytable"), entries(directory));
    }

    @Test
    @Timeout(60)
    @SuppressWarnings("try") // the lock is held for the block, never used in it
    void load_lockHeldElsewhereAndNeverFreed_waitsUntilTheTimeoutThenSolves() throws Exception {
        FakeSolver solver = new FakeSolver();
        TableCache cache = new TableCache(directory, solver, Duration.ofMillis(300));
        // Of a live process (this one): a writer that may still be running.
        Path young = Files.write(directory.resolve(".official.ytable." + ProcessHandle.current().pid() + "-abc.tmp"),
                new byte[10]);
        try (FileChannel hung = holdLock(cache.pathFor(Rules.OFFICIAL))) {
            Recorder events = new Recorder();
            long started = System.nanoTime();
            StateValues loaded = cache.load(Rules.OFFICIAL, events);

            assertTrue(System.nanoTime() - started >= Duration.ofMillis(300).toNanos(), "waited the timeout");
            assertEquals(List.of(cache.pathFor(Rules.OFFICIAL)), events.waited);
            assertEquals(1, solver.calls.get());
            assertEquals(TableFixtures.fake(Rules.OFFICIAL).value(7), loaded.value(7));
            // Without the lock another writer may be running: its young temp file stays.
            assertTrue(Files.exists(young));
        }
    }

    @Test
    @Timeout(60)
    void load_holderWritesTheTableWhileWaiting_readsItWithoutSolving() throws Exception {
        FakeSolver solver = new FakeSolver();
        TableCache cache = new TableCache(directory, solver);
        Path file = cache.pathFor(Rules.OFFICIAL);
        Recorder events = new Recorder();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        FileChannel holder = holdLock(file);
        try {
            Future<StateValues> load = pool.submit(() -> cache.load(Rules.OFFICIAL, events));
            Thread.sleep(300);
            assertFalse(load.isDone(), "waits while the lock is held");
            TableFixtures.writeFake(Rules.OFFICIAL, file); // what the other process solved
            holder.close(); // and then it lets go of the lock
            StateValues loaded = load.get(30, TimeUnit.SECONDS);
            assertTrue(((MappedTable) loaded).isMapped());
        } finally {
            holder.close();
            pool.shutdownNow();
        }
        assertEquals(0, solver.calls.get());
        assertEquals(List.of(file), events.waited);
        assertTrue(events.rebuilds.isEmpty() && events.written.isEmpty());
    }

    /** Another process's lock on the table, as the lock file holds it (an OS lock of this JVM). */
    private static FileChannel holdLock(Path table) throws IOException {
        FileChannel channel = FileChannel.open(TableLock.lockFileOf(table),
                StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        channel.lock();
        return channel;
    }

    @Test
    void write_values_replaceTheTableUnderTheLock() throws IOException {
        TableCache cache = new TableCache(directory, new FakeSolver());
        TableFixtures.writeFake(Rules.FREE_CHOICE, cache.pathFor(Rules.OFFICIAL)); // replaced
        Path written = cache.write(TableFixtures.fake(Rules.OFFICIAL), Listener.SILENT);
        assertEquals(cache.pathFor(Rules.OFFICIAL), written);
        assertEquals(Rules.OFFICIAL, TableReader.open(written).rules());
        assertEquals(List.of(".official.ytable.lock", "official.ytable"), entries(directory));
    }

    @Test
    @Timeout(60)
    @SuppressWarnings("try") // the lock is held for the block, never used in it
    void write_lockHeldElsewhere_waitsUntilTheTimeoutThenWrites() throws IOException {
        TableCache cache = new TableCache(directory, new FakeSolver(), Duration.ofMillis(200));
        Recorder events = new Recorder();
        try (FileChannel hung = holdLock(cache.pathFor(Rules.OFFICIAL))) {
            cache.write(TableFixtures.fake(Rules.OFFICIAL), events);
        }
        assertEquals(List.of(cache.pathFor(Rules.OFFICIAL)), events.waited);
        TableReader.open(cache.pathFor(Rules.OFFICIAL), Rules.OFFICIAL);
    }

    @Test
    void load_tempFilesOfKilledSolves_removedUnderTheLockHowYoungSoever() throws IOException {
        TableCache cache = new TableCache(directory, new FakeSolver());
        for (String temp : new String[] {".official.ytable.101-1.tmp", ".official.ytable.102-2.tmp"}) {
            Files.write(directory.resolve(temp), new byte[2_145_000]); // killed a moment ago
        }
        Files.write(directory.resolve(".free-choice.ytable.103-3.tmp"), new byte[10]); // another table's
        cache.load(Rules.OFFICIAL, new Recorder());
        assertEquals(List.of(".free-choice.ytable.103-3.tmp", ".official.ytable.lock", "official.ytable"),
                entries(directory));
    }

    @Test
    void load_cacheFolderIsAFile_answersFromMemoryWithOneNote() throws IOException {
        Path notAFolder = Files.writeString(directory.resolve("tables"), "x");
        FakeSolver solver = new FakeSolver();
        TableCache cache = new TableCache(notAFolder, solver);
        Recorder events = new Recorder();
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
        Recorder events = new Recorder();
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
        Recorder events = new Recorder();
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
            Recorder events = new Recorder();
            StateValues loaded = cache.load(Rules.OFFICIAL, events);
            assertEquals(TableFixtures.fake(Rules.OFFICIAL).value(12), loaded.value(12));
            assertEquals(List.of(cache.pathFor(Rules.OFFICIAL) + " cannot be written: " + readOnly
                    + ": cannot create a file in this folder: Permission denied"), events.notCached);
            assertEquals(List.of(), entries(readOnly));
        } finally {
            Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void load_inMemory_sameFloat32ValuesAsACachedTable() throws IOException {
        // Thirds are not float32s: both answers must be the rounded ones, not the solver's doubles.
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
        assertEquals((float) (1 / 3.0), inMemory.value(1));
        assertEquals(cached.expectedScore(), inMemory.expectedScore());
        assertEquals(Rules.OFFICIAL, inMemory.rules());
    }
}
