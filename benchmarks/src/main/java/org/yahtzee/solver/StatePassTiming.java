package org.yahtzee.solver;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * StatePassBenchmark's three passes timed by process CPU (user + sys, all threads: JIT and GC
 * included) as well as wall time, PREVIOUS and CURRENT alternated in one JVM: on a shared,
 * loaded machine the CPU seconds still compare where JMH's wall times do not. One warm-up pass of
 * each, then {@code rounds} alternated pairs; prints every pass and the medians' ratio.
 * Usage: {@code java -XX:+UseSerialGC -Xmx3g -cp benchmarks.jar org.yahtzee.solver.StatePassTiming [rounds]}.
 */
public final class StatePassTiming {
    private StatePassTiming() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        StatePassBenchmark previous = benchmark(Implementation.PREVIOUS);
        StatePassBenchmark current = benchmark(Implementation.CURRENT);
        System.out.printf(Locale.ROOT, "1 thread, %d alternated rounds after one warm-up pass each, load average %.2f%n",
                rounds, loadAverage());
        time("moments", rounds, previous::moments, current::moments);
        time("policyTable", rounds, previous::policyTable, current::policyTable);
        time("exactDistribution", rounds, previous::exactDistribution, current::exactDistribution);
        System.out.printf(Locale.ROOT, "load average after: %.2f%n", loadAverage());
    }

    private static StatePassBenchmark benchmark(Implementation impl) {
        StatePassBenchmark b = new StatePassBenchmark();
        b.impl = impl;
        b.threads = 1;
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
                long cpu0 = processCpuNanos();
                long t0 = System.nanoTime();
                (side == 0 ? previous : current).get();
                wall[side][r] = (System.nanoTime() - t0) / 1e9;
                cpu[side][r] = (processCpuNanos() - cpu0) / 1e9;
                System.out.printf(Locale.ROOT, "%s %s: %.2f s CPU, %.2f s wall%n", pass,
                        side == 0 ? "PREVIOUS" : "CURRENT", cpu[side][r], wall[side][r]);
            }
        }
        System.out.printf(Locale.ROOT, "%s median: PREVIOUS %.2f s CPU (%.2f wall), CURRENT %.2f s CPU (%.2f wall):"
                + " %.2fx less CPU%n", pass, median(cpu[0]), median(wall[0]), median(cpu[1]), median(wall[1]),
                median(cpu[0]) / median(cpu[1]));
    }

    private static double median(double[] xs) {
        double[] sorted = xs.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }
}
