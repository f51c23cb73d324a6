package org.yahtzee.timing;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * What the whole-pass timings ({@code *Timing} mains) read about their own process: CPU time,
 * the machine's load and the collectors' time. On these shared two-core machines a wall time
 * alone means little, so each timing prints the process's CPU and the load beside it.
 */
public final class ProcessClock {

    private ProcessClock() {
    }

    /** CPU time used so far by every thread of this JVM, in nanoseconds. */
    public static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** The machine's one-minute load average (negative where the platform has none). */
    public static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** Time the garbage collectors have spent so far, in milliseconds, summed over collectors. */
    public static long gcMillis() {
        long total = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            total += Math.max(0, gc.getCollectionTime());
        }
        return total;
    }

    /** The median of the samples (the mean of the middle two for an even count). */
    public static double median(double[] samples) {
        double[] sorted = samples.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
