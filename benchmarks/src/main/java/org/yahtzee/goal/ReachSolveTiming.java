package org.yahtzee.goal;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Set;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.Solver;
import org.yahtzee.timing.ProcessClock;

/**
 * The whole reach table, timed as a user waits for it: every target 0..500 from every state,
 * one solve in a fresh JVM (no JMH: a solve takes a minute or more; JIT warm-up is part of what
 * a user waits for). Prints the wall and CPU seconds, the cells, the cells a quantised table
 * would store and its size under two encodings, and P_EV(>= T) against P_best(>= T) from the
 * empty card (failing if expected-score play ever does better, beyond float error).
 * Usage: {@code java -cp benchmarks.jar org.yahtzee.goal.ReachSolveTiming [rules] [threads]}.
 */
public final class ReachSolveTiming {
    /** Quantisation step of the planned table: 2^-21, an error of at most 2^-22 = 2.4e-7. */
    private static final double SCALE = 1 << 21;

    private ReachSolveTiming() {
    }

    public static void main(String[] args) {
        Rules rules = Rules.parse(args.length > 0 ? args[0] : "free-choice");
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        System.out.printf(Locale.ROOT, "reach table: %s rules, targets 0..%d, %d threads, load average %.2f%n",
                rules.canonicalName(), GoalSolver.TARGET_MAX, threads,
                ProcessClock.loadAverage());
        long cpu0 = ProcessClock.cpuNanos();
        long t0 = System.nanoTime();
        GoalValues reach = GoalSolver.solveAll(rules, FinalUtility.reach(GoalSolver.TARGET_MAX), threads, f -> { });
        double wall = (System.nanoTime() - t0) / 1e9;
        double cpu = (ProcessClock.cpuNanos() - cpu0) / 1e9;
        System.out.printf(Locale.ROOT, "solve: %.1f s wall, %.1f s CPU (all threads), load average after %.2f%n", wall, cpu,
                ProcessClock.loadAverage());
        storage(reach);
        tableFile(reach, rules);
        ScoreDistribution ev = ExactDistribution.compute(Solver.solve(rules), threads, f -> { });
        System.out.printf(Locale.ROOT, "expected-score play: mean %.4f, sd %.4f%n", ev.mean(), ev.standardDeviation());
        System.out.println("target  P_EV(>=T)  P_best(>=T)  gain");
        double worst = 0;
        for (int target = 0; target <= GoalSolver.TARGET_MAX; target++) {
            double best = reach.probability(0, 0, false, target, 0);
            double pev = ev.atLeast(target);
            worst = Math.min(worst, best - pev);
            if (target >= 150 && target <= 500 && target % 25 == 0) {
                System.out.printf(Locale.ROOT, "%6d  %9.6f  %11.6f  %+.6f%n", target, pev, best, best - pev);
            }
        }
        System.out.printf(Locale.ROOT, "largest shortfall of P_best below P_EV over T = 0..500: %.2e%n", -worst);
        if (worst < -2e-6) {
            throw new AssertionError("P_best below P_EV by " + (-worst));
        }
    }

    /** Writes the reach table to a temp file, opens it, and compares every value with memory. */
    private static void tableFile(GoalValues reach, Rules rules) {
        java.nio.file.Path file = null;
        try {
            file = java.nio.file.Files.createTempFile("reach-timing", ".yreach");
            long t0 = System.nanoTime();
            org.yahtzee.tables.GoalTableWriter.write(reach, file);
            long t1 = System.nanoTime();
            GoalValues read = org.yahtzee.tables.GoalTableReader.open(file, rules);
            long t2 = System.nanoTime();
            double worst = 0;
            for (int s = 0; s < reach.lanes.length; s++) {
                float[] lane = reach.lanes[s];
                float[] back = read.lane(s);
                for (int need = 0; need < lane.length; need++) {
                    worst = Math.max(worst, Math.abs((need < back.length ? back[need] : 0f) - lane[need]));
                }
            }
            long t3 = System.nanoTime();
            System.out.printf(Locale.ROOT, "table file: %,d bytes; written in %.1f s, opened (checks and CRC32C)"
                    + " in %.0f ms, every lane decoded in %.1f s; largest difference from memory %.2e%n",
                    java.nio.file.Files.size(file), (t1 - t0) / 1e9, (t2 - t1) / 1e6, (t3 - t2) / 1e9, worst);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } finally {
            if (file != null) {
                file.toFile().delete();
            }
        }
    }

    /** Cells, the cells of a 2^-21-quantised table cut where rows are 1 or 0, and two encodings. */
    private static void storage(GoalValues values) {
        Set<float[]> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        long cells = 0;
        long stored = 0;
        long varintBytes = 0;
        long packedBits = 0;
        int lanes = 0;
        for (float[] lane : values.lanes) {
            if (lane == null || !seen.add(lane)) {
                continue;
            }
            lanes++;
            cells += lane.length;
            int first = 0;
            while (first < lane.length && quantised(lane[first]) == (long) SCALE) {
                first++;
            }
            int last = lane.length - 1;
            while (last >= first && quantised(lane[last]) == 0) {
                last--;
            }
            stored += Math.max(0, last - first + 1);
            long previous = (long) SCALE;
            int[] block = new int[16];
            int inBlock = 0;
            for (int need = first; need <= last; need++) {
                long q = quantised(lane[need]);
                long delta = previous - q; // rows never rise, so deltas are >= 0
                previous = q;
                varintBytes += delta < 1 << 7 ? 1 : delta < 1 << 14 ? 2 : 3;
                block[inBlock++] = (int) delta;
                if (inBlock == 16 || need == last) {
                    int or = 0;
                    for (int i = 0; i < inBlock; i++) {
                        or |= block[i];
                    }
                    packedBits += 5 + (long) inBlock * (32 - Integer.numberOfLeadingZeros(or));
                    inBlock = 0;
                }
            }
        }
        System.out.printf(Locale.ROOT, "cells: %,d in %,d distinct lanes (%,d states)%n", cells, lanes, values.lanes.length);
        System.out.printf(Locale.ROOT, "quantised to 2^-21, rows cut where 1 or 0: %,d cells (%.1f%%)%n", stored,
                100.0 * stored / cells);
        System.out.printf(Locale.ROOT, "  as 3-byte values: %.0f MB; deltas as varints: %.0f MB;"
                + " deltas bit-packed in blocks of 16: %.0f MB (+ %.1f MB lane index at 4 bytes a lane)%n",
                stored * 3 / 1e6, varintBytes / 1e6, packedBits / 8e6, lanes * 4 / 1e6);
    }

    private static long quantised(float p) {
        return Math.round(p * SCALE);
    }
}
