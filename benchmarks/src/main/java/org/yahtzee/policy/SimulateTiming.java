package org.yahtzee.policy;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ShortBuffer;
import java.nio.file.Path;
import java.util.Locale;
import org.yahtzee.distribution.Simulator;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;
import org.yahtzee.tables.TableCache;
import org.yahtzee.timing.ProcessClock;

/**
 * The simulator's cost a game on one thread, by the CPU time of that thread (the calling thread
 * is the one worker of a one-thread run): on a shared machine a thread's CPU compares where wall
 * time does not. Loads the official policy table from a table cache made beforehand (the
 * {@code simulate} command makes one) and a copy of it in the heap, then plays {@code rounds}
 * runs of {@code games} games from each, alternated, and prints the CPU a game of each. Run it
 * from two builds in turn for an A/B of the simulator itself.
 * Usage: {@code java -XX:+UseSerialGC -cp benchmarks.jar org.yahtzee.policy.SimulateTiming TABLES [games] [rounds]}.
 */
public final class SimulateTiming {
    private SimulateTiming() {
    }

    public static void main(String[] args) {
        Path tables = Path.of(args[0]);
        long games = args.length > 1 ? Long.parseLong(args[1]) : 2_000_000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu0 = threads.getCurrentThreadCpuTime();
        TableCache cache = new TableCache(tables);
        StateValues values = cache.load(Rules.OFFICIAL, TableCache.Listener.SILENT);
        PolicyTable mapped = cache.loadPolicy(values, 1, TableCache.Listener.SILENT).table();
        long cpu1 = threads.getCurrentThreadCpuTime();
        PolicyTable table = onHeap(mapped);
        long cpu2 = threads.getCurrentThreadCpuTime();
        System.out.printf(Locale.ROOT, "load and check %.3f s CPU, heap copy (entry by entry) %.3f s,"
                + " load average %.2f%n", (cpu1 - cpu0) / 1e9, (cpu2 - cpu1) / 1e9, ProcessClock.loadAverage());
        Strategy[] strategies = {new PolicyStrategy(mapped), new PolicyStrategy(table)};
        String[] names = {"mapped", "heap"};
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 2; k++) {
                int side = (r + k) % 2; // alternated: each goes first in every other round
                long start = threads.getCurrentThreadCpuTime();
                long played = Simulator.play(strategies[side], Rules.OFFICIAL, games, r + 1, 1, f -> { }).games();
                double perGame = (threads.getCurrentThreadCpuTime() - start) / (double) played;
                System.out.printf(Locale.ROOT, "round %d %s: %.1f ns CPU a game, load average %.2f%n", r + 1,
                        names[side], perGame, ProcessClock.loadAverage());
            }
        }
    }

    /** The table copied into a heap array, as simulate played before (issue 25's first step). */
    private static PolicyTable onHeap(PolicyTable table) {
        short[] copy = new short[Math.toIntExact(PolicyTable.ENTRIES)];
        for (int state = 0; state < StateIndex.STATES; state++) {
            for (int roll = 0; roll < PolicyTable.ROW; roll++) {
                copy[state * PolicyTable.ROW + roll] = (short) table.entry(state, roll);
            }
        }
        return new PolicyTable(table.rules(), ShortBuffer.wrap(copy));
    }
}
