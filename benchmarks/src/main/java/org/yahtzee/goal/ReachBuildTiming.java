package org.yahtzee.goal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Stream;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.BenchmarkFolders;
import org.yahtzee.tables.GoalTableHeader;
import org.yahtzee.tables.GoalTableReader;
import org.yahtzee.tables.TableCache;
import org.yahtzee.timing.ProcessClock;

/**
 * The reach table's first use as a user waits for it: {@code TableCache.loadReach} on an empty
 * cache (solve every target 0..500, encode, write, open with every check), one build in a
 * fresh JVM (no JMH: it takes about half a minute; JIT warm-up is part of the wait). Prints the wall
 * and CPU seconds, the collector's share, the file's size and CRC32C (the same bytes for the
 * same values: compare with a build of another commit) and the process's peak resident set.
 * Run it with the launcher's JVM flags (benchmarks/run.sh reach-build), under
 * {@code /usr/bin/time -v} for a second reading of the peak.
 * Usage: {@code java -cp benchmarks.jar org.yahtzee.goal.ReachBuildTiming [rules]}.
 */
public final class ReachBuildTiming {

    private ReachBuildTiming() {
    }

    public static void main(String[] args) throws IOException {
        Rules rules = Rules.parse(args.length > 0 ? args[0] : "official");
        Path cache = Files.createTempDirectory("reach-build");
        try {
            System.out.printf(Locale.ROOT, "reach table build: %s rules, %d processors, load average %.2f%n",
                    rules.canonicalName(), Runtime.getRuntime().availableProcessors(), ProcessClock.loadAverage());
            long cpu0 = ProcessClock.cpuNanos();
            long gc0 = ProcessClock.gcMillis();
            long t0 = System.nanoTime();
            GoalValues table = new TableCache(cache).loadReach(rules, TableCache.Listener.SILENT);
            double wall = (System.nanoTime() - t0) / 1e9;
            double cpu = (ProcessClock.cpuNanos() - cpu0) / 1e9;
            double gc = (ProcessClock.gcMillis() - gc0) / 1e3;
            Path file = new TableCache(cache).reachPathFor(rules);
            GoalTableHeader header = GoalTableReader.readHeader(file);
            System.out.printf(Locale.ROOT, "build: %.1f s wall, %.1f s CPU (all threads), %.1f s of it collecting"
                    + " garbage; load average after %.2f%n", wall, cpu, gc, ProcessClock.loadAverage());
            System.out.printf(Locale.ROOT, "file: %,d bytes, %,d lanes, payload CRC32C 0x%08x; P(final >= 250) = %.7f%n",
                    Files.size(file), header.lanes(), header.payloadCrc32c(), table.probability(0, 0, false, 250, 0));
            System.out.printf(Locale.ROOT, "peak resident set: %s%n", peakResident());
        } finally {
            BenchmarkFolders.removeAll(cache);
        }
    }

    /** VmHWM of /proc/self/status (Linux), the high-water mark /usr/bin/time reports too. */
    private static String peakResident() {
        try (Stream<String> lines = Files.lines(Path.of("/proc/self/status"))) {
            return lines.filter(l -> l.startsWith("VmHWM:")).map(l -> l.substring(6).trim()).findFirst().orElse("n/a");
        } catch (IOException | UncheckedIOException e) {
            return "n/a (" + e.getMessage() + ")";
        }
    }
}
