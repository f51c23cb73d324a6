package org.yahtzee.solver;

import org.yahtzee.rules.Rules;

/** Solved values for tests, computed once per test JVM and rule set (about half a second each). */
public final class SolvedTables {
    private static final OncePerRules<SolvedValues> VALUES = new OncePerRules<>(Solver::solve);

    private SolvedTables() {
    }

    public static SolvedValues of(Rules rules) {
        return VALUES.of(rules);
    }
}
