package org.yahtzee.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.DoubleConsumer;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * Computes the expected points still to come under optimal solitaire play for every reachable
 * state of one rule set. Deterministic: the values do not depend on the thread count.
 */
public final class Solver {
    /*
     * Implementation notes. A state's value depends only on states with one more box filled,
     * so masks are solved level by level, from 12 filled boxes down to 0; the masks of one level
     * are independent and are handed to the threads through one atomic counter. Each thread
     * owns a WidgetSolver (its scratch); all write disjoint rows of one BankedValues.
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
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        BankedValues banked = new BankedValues();
        banked.initGameOver();
        int[][] levels = masksByLevel();
        WidgetSolver[] widgets = new WidgetSolver[threads];
        for (int t = 0; t < threads; t++) {
            widgets[t] = new WidgetSolver(rules, banked);
        }
        ExecutorService pool = threads == 1 ? null : Executors.newFixedThreadPool(threads - 1, r -> {
            Thread thread = new Thread(r, "yahtzee-solver");
            thread.setDaemon(true);
            return thread;
        });
        try {
            int done = 0;
            for (int level = Category.COUNT - 1; level >= 0; level--) {
                solveLevel(levels[level], widgets, banked, pool);
                done += levels[level].length;
                progress.accept(done / (double) Category.ALL_USED);
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        return new SolvedValues(rules, banked.toStateOrder());
    }

    private static void solveLevel(int[] masks, WidgetSolver[] widgets, BankedValues banked,
                                   ExecutorService pool) {
        AtomicInteger next = new AtomicInteger();
        List<Future<?>> helpers = new ArrayList<>();
        for (int t = 1; t < widgets.length; t++) {
            WidgetSolver widget = widgets[t];
            helpers.add(pool.submit(() -> drain(masks, next, widget, banked)));
        }
        drain(masks, next, widgets[0], banked);
        for (Future<?> helper : helpers) {
            try {
                helper.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("solver interrupted", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException("solver thread failed", e.getCause());
            }
        }
    }

    private static void drain(int[] masks, AtomicInteger next, WidgetSolver widget, BankedValues banked) {
        for (int i = next.getAndIncrement(); i < masks.length; i = next.getAndIncrement()) {
            widget.solve(masks[i]);
            banked.pad(masks[i], (masks[i] & Category.YAHTZEE.bit()) != 0 ? 2 : 1);
        }
    }

    /** masksByLevel()[n] lists the masks with n boxes filled, n = 0..13. */
    static int[][] masksByLevel() {
        int[][] levels = new int[Category.COUNT + 1][];
        int[] filled = new int[Category.COUNT + 1];
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            filled[Integer.bitCount(mask)]++;
        }
        for (int n = 0; n <= Category.COUNT; n++) {
            levels[n] = new int[filled[n]];
            filled[n] = 0;
        }
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            int n = Integer.bitCount(mask);
            levels[n][filled[n]++] = mask;
        }
        return levels;
    }
}
