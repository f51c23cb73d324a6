package org.yahtzee.risk;

import org.yahtzee.solver.PreviousLaneTurnAnalyzer;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnValues;

/**
 * <b>Frozen:</b> the per-mask work of the {@code MomentSolver} of commit aaca6ae, which
 * StatePassBenchmark measures beside the current one (the levels and threads are MomentSolver's
 * own, unchanged since): TurnRisk state by state over {@link PreviousLaneTurnAnalyzer}'s
 * TurnValues. Not part of the tool.
 */
public final class PreviousMomentSolver {
    private PreviousMomentSolver() {
    }

    /** The whole pass on {@code threads} threads, as MomentSolver.solve without progress. */
    public static SecondMoments solve(StateValues values, int threads) {
        return MomentSolver.solve(values, threads, fraction -> { },
                (moments, second) -> new Worker(values, moments, second)::solveMask);
    }

    /**
     * The second moments of the states of {@code usedMask} into {@code second}, from
     * {@code moments} of the states after them: the pass's work for one mask (PreviousPassesTest).
     */
    public static void solveMask(StateValues values, SecondMoments moments, double[] second, int usedMask) {
        new Worker(values, moments, second).solveMask(usedMask);
    }

    /** One thread's analyses and moment pass: writes the second moments of whole masks. */
    private static final class Worker implements PreviousLaneTurnAnalyzer.StateVisitor {
        private final PreviousLaneTurnAnalyzer analyzer;
        private final TurnRisk risk;
        private final double[] second;

        Worker(StateValues values, SecondMoments moments, double[] second) {
            this.analyzer = new PreviousLaneTurnAnalyzer(values);
            this.risk = new TurnRisk(values, moments);
            this.second = second;
        }

        void solveMask(int usedMask) {
            analyzer.analyzeMask(usedMask, this);
        }

        @Override
        public void visit(int stateIndex, TurnValues turn) {
            second[stateIndex] = risk.analyze(turn).startSecondMoment();
        }
    }
}
