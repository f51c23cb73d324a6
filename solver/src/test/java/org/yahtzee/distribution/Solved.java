package org.yahtzee.distribution;

import org.yahtzee.fixtures.BuildFigures;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.OncePerRules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.SolvedValues;

/**
 * Solved values and exact distributions, computed once per test JVM and rule set (the risk tests
 * use them too). Each distribution is shared with the build's later test JVMs
 * ({@link BuildFigures}): analyzer-cli's runs take official's and free-choice's.
 */
public final class Solved {
    private static final OncePerRules<ScoreDistribution> DISTRIBUTIONS = new OncePerRules<>(Solved::compute);

    private Solved() {
    }

    public static SolvedValues values(Rules rules) {
        return SolvedTables.of(rules);
    }

    public static ScoreDistribution distribution(Rules rules) {
        return DISTRIBUTIONS.of(rules);
    }

    private static ScoreDistribution compute(Rules rules) {
        SolvedValues values = values(rules);
        ScoreDistribution distribution = ExactDistribution.compute(values);
        BuildFigures.saveDistribution(values, distribution);
        return distribution;
    }
}
