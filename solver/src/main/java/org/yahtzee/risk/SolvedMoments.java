package org.yahtzee.risk;

import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/** Second moments held in memory as {@link MomentSolver} computed them (double precision). */
public final class SolvedMoments implements SecondMoments {
    private final Rules rules;
    private final double[] second;

    /** @param second E[R^2] per state, {@link StateIndex#STATES} of them (not copied) */
    public SolvedMoments(Rules rules, double[] second) {
        if (second.length != StateIndex.STATES) {
            throw new IllegalArgumentException("expected " + StateIndex.STATES + " second moments, got " + second.length);
        }
        this.rules = rules;
        this.second = second;
    }

    @Override
    public Rules rules() {
        return rules;
    }

    @Override
    public double secondMoment(int stateIndex) {
        return second[stateIndex];
    }
}
