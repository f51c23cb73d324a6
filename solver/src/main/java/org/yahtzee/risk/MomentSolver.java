package org.yahtzee.risk;

import java.util.function.BiFunction;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import org.yahtzee.advice.LaneDecisions;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.ParallelLoop;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.state.StateIndex;

/**
 * Computes E[R^2] for every reachable turn-start state under the advisor's policy, from a value
 * table. Deterministic: the moments do not depend on the thread count.
 */
public final class MomentSolver {
    /*
     * Implementation notes. E[R^2|s] = sum over the turn's outcomes (p, gained g, next s') of
     * p (g^2 + 2 g E[R|s'] + E[R^2|s']), so a state needs only the states with one more box
     * filled: levels from 12 filled boxes down to 0 (StateIndex.masksByFilledCount), the masks of
     * a level in parallel, each state written by the one worker that owns its mask. The states
     * of a mask 32 at a time: a turn analysis for the policy's choices (LaneTurnAnalyzer), the
     * choices (LaneDecisions), then the moments carried back through the turn (LaneRisk:
     * TurnRisk's, bit for bit); a state whose turn and successors' moments are those of the
     * state before it (mostly the upper totals from which the bonus is out of reach: 41% of the
     * states, LaneTurnAnalyzer note 4) takes its moment. E[R|s'] is the value table's: with the
     * solver's doubles the policy's own mean agrees with it to 1e-9 (MomentSolverTest), so the
     * SD is that of the policy the advisor plays from the same table. The result is a
     * double per state (4.3 MB): E[R^2] reaches 1575^2 at most and the SD is a difference of two
     * such numbers, which float32 would leave with about 0.01 of noise early in the game.
     */

    private MomentSolver() {
    }

    /**
     * Computes on {@code threads} threads, reporting the fraction of masks done (0..1) after
     * each level to {@code progress}, from the calling thread.
     */
    public static SecondMoments solve(StateValues values, int threads, DoubleConsumer progress) {
        return solve(values, threads, progress, (moments, second) -> new Worker(values, moments, second)::solveMask);
    }

    /**
     * {@link #solve(StateValues, int, DoubleConsumer)} with another worker per thread
     * (StatePassBenchmark's frozen one: benchmarks module, same package): each takes a mask and
     * writes its states' second moments into {@code second}, from {@code moments} of the states
     * after them.
     */
    static SecondMoments solve(StateValues values, int threads, DoubleConsumer progress,
                               BiFunction<SecondMoments, double[], IntConsumer> workerFactory) {
        double[] second = new double[StateIndex.STATES]; // game-over states stay 0
        SolvedMoments moments = new SolvedMoments(values.rules(), second);
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-moments")) { // checks threads >= 1
            IntConsumer[] workers = new IntConsumer[threads];
            for (int w = 0; w < threads; w++) {
                workers[w] = workerFactory.apply(moments, second);
            }
            int[][] levels = StateIndex.masksByFilledCount();
            int done = 0;
            for (int level = Category.COUNT - 1; level >= 0; level--) {
                int[] masks = levels[level];
                loop.run(masks.length, (w, m) -> workers[w].accept(masks[m]));
                done += masks.length;
                progress.accept(done / (double) Category.ALL_USED);
            }
        }
        return moments;
    }

    /** One thread's analyses and moment pass: writes the second moments of whole masks. */
    private static final class Worker
            implements LaneTurnAnalyzer.BatchVisitor, LaneTurnAnalyzer.StateFilter, LaneTurnAnalyzer.DuplicateVisitor {
        private final LaneTurnAnalyzer analyzer;
        private final LaneDecisions decisions = new LaneDecisions();
        private final LaneRisk risk;
        private final double[] second;

        Worker(StateValues values, SecondMoments moments, double[] second) {
            this.analyzer = new LaneTurnAnalyzer(values);
            this.risk = new LaneRisk(values, moments);
            this.second = second;
        }

        void solveMask(int usedMask) {
            analyzer.analyzeMask(usedMask, this, this, this);
        }

        @Override
        public boolean wanted(int stateIndex) {
            return true;
        }

        @Override
        public boolean sameNext(int next, int earlierNext) {
            return Double.doubleToRawLongBits(second[next]) == Double.doubleToRawLongBits(second[earlierNext]);
        }

        @Override
        public void duplicate(int stateIndex, int sameAs, int upperTotal, boolean yahtzeeHolds50) {
            second[stateIndex] = second[sameAs];
        }

        @Override
        public void visit(int[] stateIndex, int lanes) {
            decisions.decide(analyzer, lanes);
            risk.analyze(analyzer, decisions, lanes);
            for (int lane = 0; lane < lanes; lane++) {
                second[stateIndex[lane]] = risk.startSecondMoment(lane);
            }
        }
    }
}
