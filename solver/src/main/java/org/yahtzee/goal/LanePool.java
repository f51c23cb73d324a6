package org.yahtzee.goal;

import java.util.Arrays;
import org.yahtzee.state.StateIndex;

/**
 * The lane arrays of a streamed solve's dropped level, by length, handed out again for the
 * lanes of the level being solved: lanes of the same length are allocated once, not once a
 * level. Thread-safe: the solver's workers take while no level is given.
 */
final class LanePool {
    /*
     * Implementation notes. Why: the serial collector copies every young lane that is live at a
     * young collection (a lane lives two levels: its own and the one below, which reads it),
     * and a lane allocated again from an old one never is. A lane's length is the state's need
     * limit (500 less the least score its card shows) or its most points to come, so levels two
     * apart share most lengths. What a level does not take is let go when the next level is
     * given: the pool holds one level's arrays at most, no more than the garbage it replaces.
     */

    /** Per length, a stack of free arrays: free[length][0 .. size[length] - 1]. */
    private final float[][][] free;
    private final int[] size;

    /** A pool for lanes of 1..maxLength cells; longer ones are allocated and never pooled. */
    LanePool(int maxLength) {
        this.free = new float[maxLength + 1][][];
        this.size = new int[maxLength + 1];
    }

    /** A lane of {@code length} cells: one given back earlier (its old values left in it) or a new one. */
    synchronized float[] take(int length) {
        if (length < size.length && size[length] > 0) {
            float[] lane = free[length][--size[length]];
            free[length][size[length]] = null;
            return lane;
        }
        return new float[length];
    }

    /**
     * Lets go of the arrays the last level did not take, then keeps the lanes of the masks'
     * states for the levels to come (a lane that several states share once).
     */
    synchronized void give(float[][] lanes, int[] masks) {
        for (int length = 0; length < size.length; length++) {
            if (size[length] > 0) {
                Arrays.fill(free[length], 0, size[length], null);
                size[length] = 0;
            }
        }
        for (int mask : masks) {
            float[] last = null;
            int end = StateIndex.offset(mask) + StateIndex.statesOf(mask);
            for (int s = StateIndex.offset(mask); s < end; s++) {
                float[] lane = lanes[s];
                if (lane == null || lane == last) { // states sharing a lane are neighbours (GoalSolver.solveMask)
                    continue;
                }
                last = lane;
                int length = lane.length;
                if (length >= size.length) {
                    continue;
                }
                if (free[length] == null) {
                    free[length] = new float[16][];
                } else if (size[length] == free[length].length) {
                    free[length] = Arrays.copyOf(free[length], 2 * size[length]);
                }
                free[length][size[length]++] = lane;
            }
        }
    }
}
