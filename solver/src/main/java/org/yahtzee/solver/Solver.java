package org.yahtzee.solver;

import java.util.function.DoubleConsumer;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * Computes the expected points still to come under optimal solitaire play for every reachable
 * state of one rule set. Deterministic: the values do not depend on the thread count.
 */
public final class Solver {
    /*
     * Implementation notes. A state's value depends only on states with one more box filled,
     * so masks are solved level by level, from 12 filled boxes down to 0; the masks of one level
     * are independent, packed into MaskBatches and handed to the threads by a ParallelLoop. Each
     * worker owns a WidgetSolver (its scratch); all write disjoint rows of one BankedValues.
     *
     * The first levels run before the JIT has compiled the lane loops, so their batches start
     * small and grow: many calls with few lanes get the loops compiled while little work goes
     * through the interpreter. Level 12 (13 masks) as one batch of 235 lanes instead of one
     * mask per batch: a solve process took 0.70 CPU-seconds instead of 0.60; growing over the
     * next three levels instead of jumping to 256 took about 0.02 s more off.
     */

    private Solver() {
    }

    /** Solves with one thread per available processor and no progress report. */
    public static SolvedValues solve(Rules rules) {
        return solve(rules, Runtime.getRuntime().availableProcessors(), fraction -> { });
    }

    /**
     * Solves on {@code threads} threads, reporting the fraction of masks done (0..1) after each
     * level to {@code progress}, from the calling thread.
     */
    public static SolvedValues solve(Rules rules, int threads, DoubleConsumer progress) {
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-solver")) { // checks threads >= 1
            BankedValues banked = new BankedValues();
            banked.initGameOver();
            int[][] levels = StateIndex.masksByFilledCount();
            WidgetSolver[] widgets = new WidgetSolver[threads];
            for (int t = 0; t < threads; t++) {
                widgets[t] = new WidgetSolver(rules, banked);
            }
            int done = 0;
            for (int level = Category.COUNT - 1; level >= 0; level--) {
                MaskBatch[] batches = MaskBatch.pack(levels[level], maxLanes(level));
                loop.run(batches.length, (worker, i) -> widgets[worker].solve(batches[i]));
                done += levels[level].length;
                progress.accept(done / (double) Category.ALL_USED);
            }
            return new SolvedValues(rules, banked.stateOrder);
        }
    }

    /** Lanes per batch at a level: one mask at level 12, then 32, 64, 128 and 256 from level 8. */
    private static int maxLanes(int level) {
        int fromTop = Category.COUNT - 1 - level;
        return fromTop == 0 ? 1 : Math.min(WidgetSolver.MAX_LANES, 16 << fromTop);
    }
}
