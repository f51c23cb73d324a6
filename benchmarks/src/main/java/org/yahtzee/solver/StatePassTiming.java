package org.yahtzee.solver;

import static org.yahtzee.timing.ProcessClock.cpuNanos;
import static org.yahtzee.timing.ProcessClock.loadAverage;
import static org.yahtzee.timing.ProcessClock.median;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * StatePassBenchmark's three passes timed by process CPU (user + sys, all threads: JIT and GC
 * included) as well as wall time, PREVIOUS and CURRENT alternated in one JVM: on a shared,
 * loaded machine the CPU seconds still compare where JMH's wall times do not. One warm-up pass of
 * each, then {@code rounds} alternated pairs; prints every pass and the medians' ratio.
 * Usage: {@code java -XX:+UseSerialGC -Xmx3g -cp benchmarks.jar org.yahtzee.solver.StatePassTiming
 * [rounds [threads [pass ...]]]}, the passes by name (moments, policyTable, exactDistribution;
 * default all three, 3 rounds, 1 thread). PREVIOUS, frozen, is the same code in every build: run
 * with this class ahead of an older build's jar on the class path, it times that build's CURRENT
 * against the same yardstick.
 */
public final class StatePassTiming {
    private StatePassTiming() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        List<String> passes = args.length > 2 ? List.of(args).subList(2, args.length)
                : List.of("moments", "policyTable", "exactDistribution");
        StatePassBenchmark previous = benchmark(Implementation.PREVIOUS, threads);
        StatePassBenchmark current = benchmark(Implementation.CURRENT, threads);
        System.out.printf(Locale.ROOT, "%d thread(s), %d alternated rounds after one warm-up pass each, load average %.2f%n",
                threads, rounds, loadAverage());
        for (String pass : passes) {
            switch (pass) {
                case "moments" -> time(pass, rounds, previous::moments, current::moments);
                case "policyTable" -> time(pass, rounds, previous::policyTable, current::policyTable);
                case "exactDistribution" -> time(pass, rounds, previous::exactDistribution, current::exactDistribution);
                default -> throw new IllegalArgumentException("no pass " + pass
                        + ": expected moments, policyTable or exactDistribution");
            }
        }
        System.out.printf(Locale.ROOT, "load average after: %.2f%n", loadAverage());
    }

    private static StatePassBenchmark benchmark(Implementation impl, int threads) {
        StatePassBenchmark b = new StatePassBenchmark();
        b.impl = impl;
        b.threads = threads;
        b.setUp();
        return b;
    }

    private static void time(String pass, int rounds, Supplier<?> previous, Supplier<?> current) {
        previous.get();
        current.get();
        double[][] cpu = new double[2][rounds];
        double[][] wall = new double[2][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int side = 0; side < 2; side++) {
                long cpu0 = cpuNanos();
                long t0 = System.nanoTime();
                (side == 0 ? previous : current).get();
                wall[side][r] = (System.nanoTime() - t0) / 1e9;
                cpu[side][r] = (cpuNanos() - cpu0) / 1e9;
                System.out.printf(Locale.ROOT, "%s %s: %.2f s CPU, %.2f s wall%n", pass,
                        side == 0 ? "PREVIOUS" : "CURRENT", cpu[side][r], wall[side][r]);
            }
        }
        System.out.printf(Locale.ROOT, "%s median: PREVIOUS %.2f s CPU (%.2f wall), CURRENT %.2f s CPU (%.2f wall):"
                + " %.2fx less CPU%n", pass, median(cpu[0]), median(wall[0]), median(cpu[1]), median(wall[1]),
                median(cpu[0]) / median(cpu[1]));
    }
}
