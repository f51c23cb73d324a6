package org.yahtzee.distribution;

import java.util.HashMap;
import java.util.Map;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.SolvedValues;

/** Solved values and exact distributions, computed once per test JVM and rule set (the risk tests use them too). */
public final class Solved {
    private static final Map<Rules, ScoreDistribution> DISTRIBUTIONS = new HashMap<>();

    private Solved() {
    }

    public static SolvedValues values(Rules rules) {
        return SolvedTables.of(rules);
    }

    public static synchronized ScoreDistribution distribution(Rules rules) {
        ScoreDistribution d = DISTRIBUTIONS.get(rules);
        if (d == null) {
            d = ExactDistribution.compute(values(rules));
            DISTRIBUTIONS.put(rules, d);
        }
        return d;
    }
}
