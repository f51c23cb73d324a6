package org.yahtzee.tables;

import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;

/**
 * Solved doubles as a values table stores them: every bit kept, but -0.0 as 0.0 ({@link TableWriter#encode}).
 * The cache builds policies and second moments from the values it reads back, so a proof that
 * builds them again must start from these, not from the solver's doubles.
 */
record StoredValues(StateValues solved) implements StateValues {
    @Override
    public Rules rules() {
        return solved.rules();
    }

    @Override
    public double value(int stateIndex) {
        return solved.value(stateIndex) + 0.0;
    }
}
