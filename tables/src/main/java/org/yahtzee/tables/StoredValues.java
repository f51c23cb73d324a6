package org.yahtzee.tables;

import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;

/**
 * Solved doubles as a values table stores them: float32, -0.0 as 0.0 ({@link TableWriter#encode}).
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
        return (float) solved.value(stateIndex) + 0.0f;
    }
}
