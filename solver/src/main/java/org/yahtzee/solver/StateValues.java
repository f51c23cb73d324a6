package org.yahtzee.solver;

import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * The solved value of every reachable turn-start state under one rule set: the expected points
 * still to come under optimal solitaire play (box points, upper bonus not yet earned, Yahtzee
 * bonuses), indexed by {@link StateIndex}. Backed by the solver's arrays or a mapped table.
 */
public interface StateValues {

    /** The rules these values were solved for. */
    Rules rules();

    /** Expected points still to come from the state, at the start of its turn. */
    double value(int stateIndex);

    /** Convenience: the value of a state given by its parts. */
    default double value(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        return value(StateIndex.index(usedMask, upperTotal, yahtzeeHolds50));
    }

    /** Expected final score of a new game under optimal play. */
    default double expectedScore() {
        return value(StateIndex.index(0, 0, false));
    }
}
