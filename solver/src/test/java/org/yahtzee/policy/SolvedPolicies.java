package org.yahtzee.policy;

import java.util.HashMap;
import java.util.Map;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;

/** Whole policy tables for tests, built once per test JVM and rule set (270 MB and seconds each). */
public final class SolvedPolicies {
    private static final Map<Rules, PolicyTable> TABLES = new HashMap<>();

    private SolvedPolicies() {
    }

    public static synchronized PolicyTable of(Rules rules) {
        return TABLES.computeIfAbsent(rules, r -> PolicyBuilder.build(SolvedTables.of(r), 2, f -> { }));
    }
}
