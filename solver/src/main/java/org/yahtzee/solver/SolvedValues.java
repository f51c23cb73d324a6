package org.yahtzee.solver;

import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/** State values held in memory as the solver computed them (double precision). */
public final class SolvedValues implements StateValues {
    private final Rules rules;
    private final double[] values;

    SolvedValues(Rules rules, double[] values) {
        if (values.length != StateIndex.STATES) {
            throw new IllegalArgumentException("expected " + StateIndex.STATES + " values, got " + values.length);
        }
        this.rules = rules;
        this.values = values;
    }

    @Override
    public Rules rules() {
        return rules;
    }

    @Override
    public double value(int stateIndex) {
        return values[stateIndex];
    }
}
