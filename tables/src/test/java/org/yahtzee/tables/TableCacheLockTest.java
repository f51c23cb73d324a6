package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Timeout;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableCache.Listener;

/** The cache's locks: threads and processes on one cache solve a table once, wait for a holder, clean up after the dead. */
final class TableCacheLockTest {

    @TempDir
    Path directory;

    @Test
    @Timeout(60)
    void load_eightThreadsOnAnEmptyCache_solveOnceAndAllReadIt() throws Exception {
        FakeSolver solver = new FakeSolver(300); // the others arrive while it solves
        int threads = 8;
        CyclicBarrier start = new CyclicBarrier(threads);
        List<CacheRecorder> events = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<StateValues>> loads = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                TableCache cache = new TableCache(directory, solver); // a cache each, as processes have
                CacheRecorder recorder = new CacheRecorder();
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
        assertEquals(List.of(".official.ytable.lock", "official.ytable"), TableFixtures.entries(directory));
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
            CacheRecorder events = new CacheRecorder();
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
        CacheRecorder events = new CacheRecorder();
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
        assertEquals(List.of(".official.ytable.lock", "official.ytable"), TableFixtures.entries(directory));
    }

    @Test
    @Timeout(60)
    @SuppressWarnings("try") // the lock is held for the block, never used in it
    void write_lockHeldElsewhere_waitsUntilTheTimeoutThenWrites() throws IOException {
        TableCache cache = new TableCache(directory, new FakeSolver(), Duration.ofMillis(200));
        CacheRecorder events = new CacheRecorder();
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
        cache.load(Rules.OFFICIAL, new CacheRecorder());
        assertEquals(List.of(".free-choice.ytable.103-3.tmp", ".official.ytable.lock", "official.ytable"),
                TableFixtures.entries(directory));
    }
}
