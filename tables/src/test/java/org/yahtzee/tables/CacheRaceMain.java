package org.yahtzee.tables;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BiFunction;
import java.util.function.DoubleConsumer;
import java.util.stream.Stream;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;

/**
 * One of several processes started together on an empty cache by
 * {@code TableCacheProcessTest}: it waits until all are up, loads the official table through a
 * fake solver that records each solve as a file, and prints a value of what it loaded.
 *
 * <p>Arguments: cache folder, folder of solve records, folder of ready marks, process count.
 */
public final class CacheRaceMain {

    private CacheRaceMain() {
    }

    public static void main(String[] args) throws Exception {
        Path cache = Path.of(args[0]);
        Path solves = Path.of(args[1]);
        Path ready = Path.of(args[2]);
        int processes = Integer.parseInt(args[3]);
        String me = Long.toString(ProcessHandle.current().pid());

        // A start line: JVMs take a second or more to start on a busy machine, far longer than
        // the solve, so without it the first would often be done before the last looks.
        Files.createFile(ready.resolve(me));
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (count(ready) < processes && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }

        BiFunction<Rules, DoubleConsumer, StateValues> recordingSolver = (rules, progress) -> {
            try {
                Files.createFile(solves.resolve(me));
                Thread.sleep(500); // a solve's length, for the others to arrive during it
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return TableFixtures.fake(rules);
        };
        StateValues values = new TableCache(cache, recordingSolver).load(Rules.OFFICIAL, TableCache.Listener.SILENT);
        System.out.println(values.value(999));
    }

    private static long count(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.count();
        }
    }
}
