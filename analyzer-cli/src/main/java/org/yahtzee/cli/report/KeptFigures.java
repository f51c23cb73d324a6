package org.yahtzee.cli.report;

import java.util.HashMap;
import java.util.Map;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;

/**
 * Exact figures kept between the runs of commands in one JVM, per rule set: the tests run
 * {@code report distribution}, {@code report opening} and {@code simulate} dozens of times in
 * one JVM, and the exact distribution alone takes several seconds each time. The first run of
 * each rule set computes through the same code as a real run ({@link ExactFigures}); later ones
 * reuse its results. A real run is one command per JVM and keeps nothing: its
 * {@link org.yahtzee.cli.Environment} has none of these.
 */
public final class KeptFigures {
    /*
     * Implementation notes. Keyed by the rules alone: neither the values nor the distribution
     * depend on the thread count (SolverTest compares the values bit for bit; ExactDistribution
     * adds each mask's figures in mask order, whichever thread computed them). A run that finds
     * nothing computes without holding the lock, so two threads may both compute one rule set;
     * the results are equal, and the second kept replaces the first.
     */

    private final Map<Rules, SolvedValues> values = new HashMap<>();
    private final Map<Rules, ScoreDistribution> distributions = new HashMap<>();
    private final Map<Rules, SecondMoments> moments = new HashMap<>();

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

    /**
     * The second moments of a rule set kept by an earlier run, or null: computing them takes
     * seconds, and every test of {@code advise} asks for them, with caches of every kind (empty,
     * broken, read-only) whose handling of the moments file TableCacheTest covers on its own.
     */
    public synchronized SecondMoments moments(Rules rules) {
        return moments.get(rules);
    }

    public synchronized void keep(SecondMoments kept) {
        moments.put(kept.rules(), kept);
    }
}
