package org.yahtzee.risk;

import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * E[R^2] for every reachable turn-start state, R being the points still to come (boxes, upper
 * bonus not yet earned, Yahtzee bonuses) under the expected-score policy as the advisor plays it,
 * indexed by {@link StateIndex}. With the value table's E[R] it gives the spread of the final
 * score from any card: SD = sqrt(E[R^2] - E[R]^2). Game-over states hold 0.
 */
public interface SecondMoments {

    /** The rules the moments were computed for. */
    Rules rules();

    /** E[R^2] from the state at the start of its turn, 0 .. 1575^2. */
    double secondMoment(int stateIndex);

    /** The standard deviation of points with mean {@code mean} and second moment {@code second}. */
    static double standardDeviation(double mean, double second) {
        // E[R^2] - E[R]^2 cancels to rounding noise where R is (nearly) certain: never below 0.
        return Math.sqrt(Math.max(0.0, second - mean * mean));
    }
}
