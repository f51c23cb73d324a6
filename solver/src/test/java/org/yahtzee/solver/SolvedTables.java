package org.yahtzee.solver;

import java.util.HashMap;
import java.util.Map;
import org.yahtzee.rules.Rules;

/** Solved values for tests, computed once per test JVM and rule set (about half a second each). */
public final class SolvedTables {
    private static final Map<Rules, SolvedValues> VALUES = new HashMap<>();

    private SolvedTables() {
    }

    public static synchronized SolvedValues of(Rules rules) {
        SolvedValues values = VALUES.get(rules);
        if (values == null) {
            values = Solver.solve(rules);
            VALUES.put(rules, values);
        }
        return values;
    }
}
