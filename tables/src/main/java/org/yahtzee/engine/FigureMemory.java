package org.yahtzee.engine;

import java.util.HashMap;
import java.util.Map;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;

/**
 * Exact figures kept in memory between the {@link Yahtzee} instances given it, per rule set: the
 * solver's double-precision values, the exact distribution of a new game and the second
 * moments. A program that opens many instances in one JVM (a test suite runs commands dozens of
 * times, each with an instance of its own) computes each rule set's once: the exact
 * distribution alone takes several seconds. A program with one instance needs none: the engine
 * keeps what it computed, and the table cache keeps the files. Thread-safe.
 */
public final class FigureMemory {
    /*
     * Implementation notes. Keyed by the rules alone: neither the values nor the distribution
     * depend on the thread count (SolverTest compares the values bit for bit; ExactDistribution
     * adds each mask's figures in mask order, whichever thread computed them). An engine that
     * finds nothing computes without holding the lock, so two threads may both compute one rule
     * set; the results are equal, and the second kept replaces the first. The moments are kept
     * for the same reason as the rest: every test of advise asks for them, with caches of every
     * kind (empty, broken, read-only) whose handling of the moments file TableCacheTest covers.
     */

    private final Map<Rules, SolvedValues> values = new HashMap<>();
    private final Map<Rules, ScoreDistribution> distributions = new HashMap<>();
    private final Map<Rules, SecondMoments> moments = new HashMap<>();

    /** An empty memory. */
    public FigureMemory() {
    }

    synchronized SolvedValues values(Rules rules) {
        return values.get(rules);
    }

    synchronized void keep(SolvedValues solved) {
        values.put(solved.rules(), solved);
    }

    synchronized ScoreDistribution distribution(Rules rules) {
        return distributions.get(rules);
    }

    synchronized void keep(ScoreDistribution distribution) {
        distributions.put(distribution.rules(), distribution);
    }

    synchronized SecondMoments moments(Rules rules) {
        return moments.get(rules);
    }

    synchronized void keep(SecondMoments kept) {
        moments.put(kept.rules(), kept);
    }
}
