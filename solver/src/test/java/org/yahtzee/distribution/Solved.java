package org.yahtzee.distribution;

import org.yahtzee.rules.Rules;
import org.yahtzee.solver.OncePerRules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.SolvedValues;

/** Solved values and exact distributions, computed once per test JVM and rule set (the risk tests use them too). */
public final class Solved {
    private static final OncePerRules<ScoreDistribution> DISTRIBUTIONS =
            new OncePerRules<>(r -> ExactDistribution.compute(values(r)));

    private Solved() {
    }

    public static SolvedValues values(Rules rules) {
        return SolvedTables.of(rules);
    }

    public static ScoreDistribution distribution(Rules rules) {
        return DISTRIBUTIONS.of(rules);
    }
}
