package org.yahtzee.risk;

import java.util.HashMap;
import java.util.Map;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;

/** Second moments for tests, computed once per test JVM and rule set (a few seconds each). */
public final class SolvedMomentTables {
    private static final Map<Rules, SecondMoments> MOMENTS = new HashMap<>();

    private SolvedMomentTables() {
    }

    public static synchronized SecondMoments of(Rules rules) {
        SecondMoments moments = MOMENTS.get(rules);
        if (moments == null) {
            moments = MomentSolver.solve(SolvedTables.of(rules), Runtime.getRuntime().availableProcessors(), f -> { });
            MOMENTS.put(rules, moments);
        }
        return moments;
    }
}
