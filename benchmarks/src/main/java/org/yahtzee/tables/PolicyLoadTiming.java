package org.yahtzee.tables;

import java.nio.file.Path;
import java.util.Locale;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.timing.ProcessClock;

/**
 * The policy table's first opening in a process, as the engine's {@code policyTableIfCached}
 * makes it (the cache's {@link TableCache#policyIfValid}: mapped, its CRC32C and every entry
 * checked), timed from inside a fresh JVM: the wall time and the process's CPU of that one
 * call, after the values table it is tied to is loaded. One opening a process, so a run is one
 * sample: run it many times from outside, two builds alternated, for an A/B of a cold load
 * (the whole process's CPU from outside; the line printed here for the call's own wall). With
 * {@code skip}, only the values: the process's CPU without the policy, to subtract.
 * Usage: {@code java -XX:+UseSerialGC -cp benchmarks.jar org.yahtzee.tables.PolicyLoadTiming TABLES [skip]},
 * with the launcher's JIT flags for the figures of a real run.
 */
public final class PolicyLoadTiming {
    private PolicyLoadTiming() {
    }

    public static void main(String[] args) {
        TableCache cache = new TableCache(Path.of(args[0]));
        StateValues values = cache.load(Rules.OFFICIAL, TableCache.Listener.SILENT);
        if (args.length > 1 && args[1].equals("skip")) {
            return;
        }
        long cpu0 = ProcessClock.cpuNanos();
        long wall0 = System.nanoTime();
        MappedPolicy policy = cache.policyIfValid(values);
        long wall1 = System.nanoTime();
        long cpu1 = ProcessClock.cpuNanos();
        if (policy == null) {
            throw new IllegalStateException("no valid policy table in " + args[0] + " (simulate makes one)");
        }
        System.out.printf(Locale.ROOT, "policy first opening: %.1f ms wall, %.0f ms CPU (all threads, in the OS's"
                + " ticks), load average %.2f%n", (wall1 - wall0) / 1e6, (cpu1 - cpu0) / 1e6, ProcessClock.loadAverage());
    }
}
