package org.yahtzee.goal;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.GamePlay;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;
import org.yahtzee.timing.ProcessClock;

/**
 * The win player's own card exact from 9 and 8 open boxes (issue 24 item 4; a measurement, not
 * JMH). Two cards are played by the policy table on random dice until the mover has 9 open boxes
 * (seated first in odd positions, second in even ones), then the mover's turns at 9 and 8 open
 * are played by the exact choices on random dice ({@code first} 8: the process's first turn is
 * one with 8 open, to time it cold). Per turn: the CPU of the whole process and the wall of the
 * exact turn on {@code threads} threads ({@link WinAnalyzer#turn} with the range 9: the
 * opponent's exact distribution and the solve; the first of the process cold, before the JIT has
 * compiled the solver), and for the first six positions the bytes of the solve's lanes; per
 * decision, whether the look-ahead (the range below the card's open boxes) picks another move and
 * the P(win) that move gives up, valued in the exact turn. Reads the official value, moment, reach
 * and policy tables from a cache made beforehand. With {@code early}, the mover's turns before 9
 * open are asked of the analyzer too, round by round, as {@code play}'s coach asks them (the
 * look-ahead, whose kernels the solve shares: the first solve of the process less cold).
 * Usage: {@code WinExactRangeProbe TABLES [positions] [seed] [first: 9 or 8] [threads] [early]}.
 */
public final class WinExactRangeProbe {
    private WinExactRangeProbe() {
    }

    public static void main(String[] args) {
        Tables tables = new Tables(Path.of(args[0]));
        int positions = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        int first = args.length > 3 ? Integer.parseInt(args[3]) : 9;
        int threads = args.length > 4 ? Integer.parseInt(args[4]) : 2;
        boolean early = args.length > 5 && args[5].equals("early");
        Rules rules = Rules.OFFICIAL;
        StateValues values = tables.values;
        TurnAnalyzer averages = new TurnAnalyzer(values);
        SplittableRandom random = new SplittableRandom(seed);
        Tally[] byOpen = {new Tally(9), new Tally(8)};
        for (int p = 0; p < positions; p++) {
            boolean moverFirst = p % 2 == 0;
            // a fresh analyzer a game, as a play's: the opponent's first exact distribution included
            WinAnalyzer analyzer = new WinAnalyzer(values, () -> tables.policy, () -> tables.moments,
                    () -> tables.reach, () -> null, threads, WinAnalyzer.SolveWatch.QUIET);
            Scorecard mover = Scorecard.empty(rules);
            Scorecard other = Scorecard.empty(rules);
            for (int open = first == 8 && p == 0 ? 8 : 9; open >= 8; open--) { // the first turn of the process cold
                while (mover.openCount() > open) {
                    if (early && mover.openCount() > WinAnalyzer.DECISION_EXACT_OPEN_MAX) {
                        // as play's coach: the early turns valued by the look-ahead (its kernels
                        // are the solve's), against the other's card as it stands
                        if (!moverFirst && other.openCount() >= mover.openCount()) {
                            other = PolicyTurn.play(tables.policy, other, random);
                        }
                        analyzer.turn(mover, List.of(other), Session.single(1), WinAnalyzer.DECISION_EXACT_OPEN_MAX);
                    }
                    mover = PolicyTurn.play(tables.policy, mover, random);
                    if (early && moverFirst) {
                        other = PolicyTurn.play(tables.policy, other, random);
                    }
                }
                int target = moverFirst ? open : open - 1; // seated second: the other has played the round
                while (other.openCount() > target) {
                    other = PolicyTurn.play(tables.policy, other, random);
                }
                mover = byOpen[9 - open].turn(analyzer, values, averages, mover, other, random, p < 6);
            }
        }
        for (Tally t : byOpen) {
            if (!t.cpu.isEmpty()) { // none with 9 open when one position starts from 8
                t.print();
            }
        }
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            peak += pool.getType() == MemoryType.HEAP ? pool.getPeakUsage().getUsed() : 0;
        }
        System.out.printf(Locale.ROOT, "peak heap (sum of the pools' peaks): %.0f MB; load average %.2f%n",
                peak / 1e6, ProcessClock.loadAverage());
    }

    /** The figures of the turns with one count of open boxes. */
    private static final class Tally {
        final int open;
        final List<Double> cpu = new ArrayList<>();
        final List<Double> wall = new ArrayList<>();
        final List<Double> megabytes = new ArrayList<>();
        final DecisionGap.Tally gaps = new DecisionGap.Tally();
        int turnsWithALoss;

        Tally(int open) {
            this.open = open;
        }

        /** The mover's turn on {@code mover} (this many open) against {@code other}: timed, compared, played. */
        Scorecard turn(WinAnalyzer analyzer, StateValues values, TurnAnalyzer averages, Scorecard mover,
                Scorecard other, SplittableRandom random, boolean measureBytes) {
            Session single = Session.single(1);
            long cpu0 = ProcessClock.cpuNanos();
            long wall0 = System.nanoTime();
            GoalTurn exact = analyzer.turn(mover, List.of(other), single, WinAnalyzer.DECISION_EXACT_OPEN_MAX);
            cpu.add((ProcessClock.cpuNanos() - cpu0) / 1e9);
            wall.add((System.nanoTime() - wall0) / 1e9);
            GoalTurn lookAhead = analyzer.turn(mover, List.of(other), single, open - 1);
            if (measureBytes) {
                megabytes.add(laneBytes(mover, other, values) / 1e6);
            }
            TurnValues average = averages.analyze(mover.usedMask(), mover.cappedUpper(), mover.yahtzeeHolds50());
            int kept = KeepLattice.EMPTY_KEEP;
            boolean lostHere = false;
            for (int rollsLeft = 2; rollsLeft >= 0; rollsLeft--) {
                int roll = GamePlay.throwDice(kept, GamePlay.drawDigits(random));
                DecisionGap decision = DecisionGap.of(exact, lookAhead, average, roll, rollsLeft);
                GoalOption best = decision.best();
                lostHere |= gaps.add(decision);
                turnsWithALoss += lostHere && (rollsLeft == 0 || best.standsPat()) ? 1 : 0;
                if (rollsLeft == 0) {
                    return mover.score(roll, best.category());
                }
                if (best.standsPat()) {
                    return mover.score(roll, GoalAdvisor.bestBox(exact, average, roll));
                }
                kept = best.keepId();
            }
            throw new IllegalStateException("a turn ends on its last roll");
        }

        void print() {
            double[] c = cpu.stream().mapToDouble(Double::doubleValue).toArray();
            double[] w = wall.stream().mapToDouble(Double::doubleValue).toArray();
            System.out.printf(Locale.ROOT, "%d open: %d turns; the first %.3f s CPU, %.3f s wall%n", open, c.length, c[0],
                    w[0]);
            if (c.length > 1) {
                double[] warmC = Arrays.copyOfRange(c, 1, c.length);
                double[] warmW = Arrays.copyOfRange(w, 1, w.length);
                Arrays.sort(warmC);
                Arrays.sort(warmW);
                System.out.printf(Locale.ROOT, "%d open: the others CPU median %.3f (%.3f-%.3f) s, wall median %.3f"
                        + " (%.3f-%.3f) s%n", open, ProcessClock.median(warmC), warmC[0], warmC[warmC.length - 1],
                        ProcessClock.median(warmW), warmW[0], warmW[warmW.length - 1]);
            }
            System.out.printf(Locale.ROOT, "%d open: lanes of a solve %s MB%n", open, megabytes);
            System.out.printf(Locale.ROOT, "%d open: %d decisions, the look-ahead's move differs in %d (%.1f%%),"
                    + " in %d of %d turns; P(win) given up %.4f pp a decision on average, %.3f pp where they differ,"
                    + " at most %.3f pp%n", open, gaps.decisions, gaps.differ, 100.0 * gaps.differ / gaps.decisions,
                    turnsWithALoss, c.length, 100 * gaps.lost / gaps.decisions,
                    gaps.differ == 0 ? 0 : 100 * gaps.lost / gaps.differ, 100 * gaps.largest);
        }
    }

    /** The bytes of the lane arrays of the exact solve of the mover's card (each shared lane once, 8-byte aligned). */
    private static long laneBytes(Scorecard mover, Scorecard other, StateValues values) {
        FinalUtility u = WinUtility.beating(List.of(WinUtility.of(ExactDistribution.compute(values, other.usedMask(),
                other.cappedUpper(), other.yahtzeeHolds50(), other.total(), 1, f -> { }))));
        GoalValues solved = GoalSolver.solveAt(mover.rules(), mover.usedMask(), mover.cappedUpper(),
                mover.yahtzeeHolds50(), mover.total(), u, 1, f -> { });
        Set<float[]> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        long bytes = 0;
        for (int s = 0; s < StateIndex.STATES; s++) {
            float[] lane = solved.lane(s);
            if (lane != null && seen.add(lane)) {
                bytes += (16 + 4L * lane.length + 7) / 8 * 8;
            }
        }
        return bytes;
    }

    /** The official tables, read from a cache made beforehand. */
    private static final class Tables {
        final StateValues values;
        final SecondMoments moments;
        final GoalValues reach;
        final PolicyTable policy;

        Tables(Path folder) {
            org.yahtzee.tables.TableCache cache = new org.yahtzee.tables.TableCache(folder);
            org.yahtzee.tables.TableCache.Listener quiet = org.yahtzee.tables.TableCache.Listener.SILENT;
            values = cache.load(Rules.OFFICIAL, quiet);
            moments = cache.loadMoments(values, quiet);
            reach = cache.loadReach(Rules.OFFICIAL, quiet);
            policy = cache.loadPolicy(values, 1, quiet).table();
        }
    }
}
