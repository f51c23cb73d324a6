package org.yahtzee.policy;

import org.yahtzee.rules.Rules;
import org.yahtzee.solver.OncePerRules;
import org.yahtzee.solver.SolvedTables;

/** Whole policy tables for tests, built once per test JVM and rule set (270 MB and seconds each). */
public final class SolvedPolicies {
    private static final OncePerRules<PolicyTable> TABLES =
            new OncePerRules<>(r -> PolicyBuilder.build(SolvedTables.of(r), 2, f -> { }));

    private SolvedPolicies() {
    }

    public static PolicyTable of(Rules rules) {
        return TABLES.of(rules);
    }
}
