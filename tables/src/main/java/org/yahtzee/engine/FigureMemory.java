package org.yahtzee.engine;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;

/**
 * Exact figures kept in memory between the {@link Yahtzee} instances given it, per rule set: the
 * solver's double-precision values, the exact distribution of a new game and the second
 * moments. A program that opens many instances in one JVM (a test suite runs commands dozens of
 * times, each with an instance of its own) computes each rule set's once: the exact
 * distribution alone takes several seconds. The kept values also answer {@link Yahtzee#solve}
 * and are what a value table missing from an instance's cache is written from (the same file,
 * byte for byte, as a new solve's). A program with one instance needs none: the engine keeps
 * what it computed, and the table cache keeps the files. Thread-safe.
 */
public final class FigureMemory {
    /*
     * Implementation notes. Keyed by the rules alone: neither the values nor the distribution
     * depend on the thread count (SolverTest compares the values bit for bit; ExactDistribution
     * adds each mask's figures in mask order, whichever thread computed them). A figure not kept
     * is computed by the first instance that asks, under that figure's and rule set's own lock:
     * another instance that asks meanwhile waits for it rather than computing it too (a test
     * suite's classes run in parallel, and three of them computed one distribution at once, on
     * two cores). Computing a distribution asks for the values, and a value table missing from a
     * cache is written from them under the table's lock: the locks are always taken in those
     * orders, never the other way round (solving the values takes no other lock). The moments
     * are kept for the same reason as the rest: every test of advise asks for them, with caches
     * of every kind (empty, broken, read-only) whose handling of the moments file TableCacheTest
     * covers.
     */

    private final Shelf<SolvedValues> values = new Shelf<>();
    private final Shelf<ScoreDistribution> distributions = new Shelf<>();
    private final Shelf<SecondMoments> moments = new Shelf<>();

    /** An empty memory. */
    public FigureMemory() {
    }

    /** The rules' values, kept or computed now by {@code solve} and kept. */
    SolvedValues values(Rules rules, Supplier<SolvedValues> solve) {
        return values.get(rules, solve);
    }

    void keep(SolvedValues solved) {
        values.put(solved.rules(), solved);
    }

    /** The rules' distribution, kept or computed now by {@code compute} and kept. */
    ScoreDistribution distribution(Rules rules, Supplier<ScoreDistribution> compute) {
        return distributions.get(rules, compute);
    }

    void keep(ScoreDistribution distribution) {
        distributions.put(distribution.rules(), distribution);
    }

    /** The rules' second moments, kept or loaded now by {@code load} and kept. */
    SecondMoments moments(Rules rules, Supplier<SecondMoments> load) {
        return moments.get(rules, load);
    }

    void keep(SecondMoments kept) {
        moments.put(kept.rules(), kept);
    }

    /** One kind of figure, per rule set, each computed once. */
    private static final class Shelf<T> {
        private final Map<Rules, T> kept = new ConcurrentHashMap<>();
        private final Map<Rules, Object> locks = new ConcurrentHashMap<>();

        T get(Rules rules, Supplier<T> compute) {
            T figure = kept.get(rules);
            if (figure != null) {
                return figure;
            }
            synchronized (locks.computeIfAbsent(rules, r -> new Object())) {
                figure = kept.get(rules);
                if (figure == null) {
                    figure = compute.get();
                    kept.put(rules, figure);
                }
                return figure;
            }
        }

        void put(Rules rules, T figure) {
            kept.put(rules, figure);
        }
    }
}
