package org.yahtzee.goal;

import java.nio.file.Path;
import java.util.Locale;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableCache;
import org.yahtzee.timing.ProcessClock;

/**
 * The win player's match ({@code simulate --versus win,ev}) a game once warm: the CPU time of
 * the whole process (the JIT's and the collector's threads too) over {@code rounds} batches of
 * {@code games} games on one thread, each batch a new match as simulate plays one. The first
 * batch is the JIT's warm-up; the later ones are the steady state that a long match costs a
 * game. Reads the official value, moment, reach and policy tables from a table cache made
 * beforehand ({@code simulate --versus win,ev} makes one), never solves them.
 * Usage: {@code java -XX:+UseSerialGC -cp benchmarks.jar org.yahtzee.goal.WinMatchTiming TABLES [games] [rounds]}.
 */
public final class WinMatchTiming {
    private WinMatchTiming() {
    }

    public static void main(String[] args) {
        TableCache cache = new TableCache(Path.of(args[0]));
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 32;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 4;
        long cpu0 = ProcessClock.cpuNanos();
        StateValues values = cache.load(Rules.OFFICIAL, TableCache.Listener.SILENT);
        SecondMoments moments = cache.loadMoments(values, TableCache.Listener.SILENT);
        GoalValues reach = cache.loadReach(Rules.OFFICIAL, TableCache.Listener.SILENT);
        PolicyTable table = cache.loadPolicy(values, 1, TableCache.Listener.SILENT).table();
        System.out.printf(Locale.ROOT, "tables loaded and checked: %.2f s CPU; load average %.2f%n",
                (ProcessClock.cpuNanos() - cpu0) / 1e9, ProcessClock.loadAverage());
        for (int round = 1; round <= rounds; round++) {
            long start = ProcessClock.cpuNanos();
            long wall = System.nanoTime();
            WinMatch.Result result = WinMatch.play(values, table, reach, moments, games, round, 1, f -> { });
            double cpu = (ProcessClock.cpuNanos() - start) / 1e9;
            System.out.printf(Locale.ROOT, "round %d: %d games (seed %d), %.3f s CPU a game, %.3f s wall a game,"
                    + " paired chance %.4f; load average %.2f%n", round, result.games(), round, cpu / games,
                    (System.nanoTime() - wall) / 1e9 / games, result.pairedChance(), ProcessClock.loadAverage());
        }
    }
}
