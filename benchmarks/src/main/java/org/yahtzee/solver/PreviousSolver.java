package org.yahtzee.solver;

import java.util.function.DoubleConsumer;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * <b>Frozen:</b> the solver's {@code Solver} as of commit 1ba799c (one widget per mask, before
 * the mask batches, lane kernels and reachable-only lanes), kept unchanged so the benchmarks
 * measure the previous implementation beside the current one (their {@code impl} parameter).
 * Not part of the tool.
 *
 * Computes the expected points still to come under optimal solitaire play for every reachable
 * state of one rule set. Deterministic: the values do not depend on the thread count.
 */
final class PreviousSolver {
    /*
     * Implementation notes. A state's value depends only on states with one more box filled,
     * so masks are solved level by level, from 12 filled boxes down to 0; the masks of one level
     * are independent and are handed to the threads by a ParallelLoop. Each worker owns a
     * PreviousWidgetSolver (its scratch); all write disjoint rows of one PreviousBankedValues.
     */

    private PreviousSolver() {
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
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        PreviousBankedValues banked = new PreviousBankedValues();
        banked.initGameOver();
        int[][] levels = StateIndex.masksByFilledCount();
        PreviousWidgetSolver[] widgets = new PreviousWidgetSolver[threads];
        for (int t = 0; t < threads; t++) {
            widgets[t] = new PreviousWidgetSolver(rules, banked);
        }
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-solver")) {
            int done = 0;
            for (int level = Category.COUNT - 1; level >= 0; level--) {
                int[] masks = levels[level];
                loop.run(masks.length, (worker, i) -> widgets[worker].solve(masks[i]));
                done += masks.length;
                progress.accept(done / (double) Category.ALL_USED);
            }
        }
        return new SolvedValues(rules, banked.toStateOrder());
    }
}
