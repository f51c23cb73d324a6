package org.yahtzee.distribution;

import static org.yahtzee.timing.ProcessClock.cpuNanos;
import static org.yahtzee.timing.ProcessClock.loadAverage;
import static org.yahtzee.timing.ProcessClock.median;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.DoubleConsumer;

/**
 * The exact distribution from the empty card (official rules, one thread) of two builds of the
 * tool, alternated in one JVM: each jar (a {@code benchmarks.jar}, or any jar holding the
 * solver and tables modules, such as main's copied aside) is loaded by a class loader of its
 * own and called through the public API only, so any older build compares. Timed by process
 * CPU (user + sys, all threads: the serial collector's work, which the score arrays' allocation
 * costs, included), on a shared machine steadier than wall time. One warm-up pass of each, then
 * {@code rounds} alternated pairs; prints every pass, the median of the pairs' ratios (a pair
 * shares the machine's load of its minute, which drifts) and a hash of each
 * result's bits (every probability and box statistic), which must be the same.
 * Usage: {@code java -XX:+UseSerialGC -Xmx3g -cp benchmarks.jar org.yahtzee.distribution.ExactDistributionTiming
 * PREVIOUS_JAR CURRENT_JAR TABLE_DIR [rounds]} (the official table read from, or solved into, TABLE_DIR).
 */
public final class ExactDistributionTiming {
    private ExactDistributionTiming() {
    }

    public static void main(String[] args) throws Exception {
        Build previous = new Build(Path.of(args[0]), Path.of(args[2]));
        Build current = new Build(Path.of(args[1]), Path.of(args[2]));
        int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 3;
        long hash = previous.pass();
        if (current.pass() != hash) {
            throw new IllegalStateException("the two builds' distributions differ");
        }
        System.out.printf(Locale.ROOT, "exact distribution from the empty card, official, 1 thread, %d alternated rounds,"
                + " load average %.2f, hash %016x%n", rounds, loadAverage(), hash);
        double[][] cpu = new double[2][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int side = 0; side < 2; side++) {
                long c0 = cpuNanos();
                long h = (side == 0 ? previous : current).pass();
                cpu[side][r] = (cpuNanos() - c0) / 1e9;
                if (h != hash) {
                    throw new IllegalStateException("round " + r + " differs from the warm-up pass");
                }
                System.out.printf(Locale.ROOT, "%s: %.3f s CPU%n", side == 0 ? "PREVIOUS" : "CURRENT", cpu[side][r]);
            }
        }
        double[] ratio = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            ratio[r] = cpu[0][r] / cpu[1][r];
        }
        System.out.printf(Locale.ROOT, "median: PREVIOUS %.3f s CPU, CURRENT %.3f s CPU; median of the pairs' ratios"
                + " %.2fx less CPU (%.2f-%.2f); load average %.2f%n", median(cpu[0]), median(cpu[1]), median(ratio),
                Arrays.stream(ratio).min().getAsDouble(), Arrays.stream(ratio).max().getAsDouble(), loadAverage());
    }

    /** One build's distribution, its classes loaded from its own jar. */
    private static final class Build {
        private final Object values;
        private final Method compute;
        private final Method probability;
        private final Method boxMean;
        private final Method boxZero;
        private final Method pUpperBonus;
        private final Method meanYahtzeeBonus;
        private final Object[] boxes;

        Build(Path jar, Path tables) throws Exception {
            ClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            Class<?> rules = loader.loadClass("org.yahtzee.rules.Rules");
            Class<?> category = loader.loadClass("org.yahtzee.rules.Category");
            Class<?> cache = loader.loadClass("org.yahtzee.tables.TableCache");
            Class<?> listener = loader.loadClass("org.yahtzee.tables.TableCache$Listener");
            Class<?> stateValues = loader.loadClass("org.yahtzee.solver.StateValues");
            Class<?> distribution = loader.loadClass("org.yahtzee.distribution.ScoreDistribution");
            Object tableCache = cache.getConstructor(Path.class).newInstance(tables);
            values = cache.getMethod("load", rules, listener).invoke(tableCache, rules.getField("OFFICIAL").get(null),
                    listener.getField("SILENT").get(null));
            compute = loader.loadClass("org.yahtzee.distribution.ExactDistribution")
                    .getMethod("compute", stateValues, int.class, DoubleConsumer.class);
            probability = distribution.getMethod("probability", int.class);
            boxMean = distribution.getMethod("boxMean", category);
            boxZero = distribution.getMethod("boxZero", category);
            pUpperBonus = distribution.getMethod("pUpperBonus");
            meanYahtzeeBonus = distribution.getMethod("meanYahtzeeBonus");
            boxes = category.getEnumConstants();
        }

        /** One pass; the bits of every probability in score order, then of the box statistics, mixed. */
        long pass() throws Exception {
            Object d = compute.invoke(null, values, 1, (DoubleConsumer) f -> { });
            long h = 17;
            for (int s = 0; s <= ScoreDistribution.MAX_SCORE; s++) {
                h = h * 31 + Double.doubleToLongBits((double) probability.invoke(d, s));
            }
            for (Object box : boxes) {
                h = h * 31 + Double.doubleToLongBits((double) boxMean.invoke(d, box));
                h = h * 31 + Double.doubleToLongBits((double) boxZero.invoke(d, box));
            }
            h = h * 31 + Double.doubleToLongBits((double) pUpperBonus.invoke(d));
            return h * 31 + Double.doubleToLongBits((double) meanYahtzeeBonus.invoke(d));
        }
    }
}
