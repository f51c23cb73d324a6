package org.yahtzee.distribution;

import org.yahtzee.state.StateIndex;

/**
 * The score distributions of the reached states of the two levels {@link ExactDistribution}
 * holds: for each, the probability of (reaching the state, having scored {@code lo + x} so far)
 * for x in 0..length-1, kept as a range of one buffer per level parity instead of an array a
 * state. A state of length 0 is not reached.
 */
final class LevelScores {
    /*
     * Implementation notes. The levels alternate between two buffers (level n in buffer n & 1),
     * each reused two levels later and grown when a level needs more: about ten arrays a pass in
     * all where an array a state was 286,000 (71 MB a level at the peak, 8.8 million cells), so
     * the young collections no longer copy the live level's cells from space to space (the
     * collector took about a tenth of the pass's CPU at 17d8859, outcomes included). A level's
     * ranges are laid out mask by mask in the order of its masks, each mask's states in
     * StateIndex order, before any cell is written (allocate): the pull of one target mask then
     * writes a range of its own, whatever the thread count. An instance is swept again (the
     * distributions of one KeptOutcomes): its arrays of a state, 6 MB, and its buffers are
     * allocated once, not per distribution (they were 28% of the bytes a game of
     * `simulate --versus win,ev` allocated, win12's profile); a new sweep needs every state
     * released, which the one before leaves so.
     */

    private final int[] lo = new int[StateIndex.STATES];
    private final int[] length = new int[StateIndex.STATES];
    /** Where a state's cells start in its level's buffer. */
    private final int[] at = new int[StateIndex.STATES];
    private final double[][] buffers = new double[2][0];

    /** Sets the only state of level {@code level} reached so far: {@code points} with probability 1. */
    void start(int level, int stateIndex, int points) {
        if (buffers[level & 1].length == 0) {
            buffers[level & 1] = new double[1];
        }
        buffers[level & 1][0] = 1.0;
        lo[stateIndex] = points;
        length[stateIndex] = 1;
        at[stateIndex] = 0;
    }

    boolean reached(int stateIndex) {
        return length[stateIndex] != 0;
    }

    /** The score of cell 0 of a reached state. */
    int lo(int stateIndex) {
        return lo[stateIndex];
    }

    /** Cells of a state: 0 if it is not reached. */
    int length(int stateIndex) {
        return length[stateIndex];
    }

    /** Where a state's cells start in {@link #cells} of its level. */
    int at(int stateIndex) {
        return at[stateIndex];
    }

    /** The buffer of level {@code level}'s cells. */
    double[] cells(int level) {
        return buffers[level & 1];
    }

    /** Sets the range of scores {@code lo .. hi} of a state whose cells {@link #allocate} lays out next. */
    void range(int stateIndex, int lo, int hi) {
        this.lo[stateIndex] = lo;
        this.length[stateIndex] = hi - lo + 1;
    }

    /** The cells of the states of {@code mask} given a range. */
    int cellsOf(int mask) {
        int cells = 0;
        for (int i = StateIndex.offset(mask); i < StateIndex.offset(mask) + StateIndex.statesOf(mask); i++) {
            cells += length[i];
        }
        return cells;
    }

    /**
     * Lays out the ranges of level {@code level}'s states, the masks {@code masks} in order, in its
     * buffer (grown if it is too small); returns where each mask's cells start, and their end
     * last. The cells' values are left as they are: the pull writes each mask's whole range.
     */
    int[] allocate(int level, int[] masks) {
        int[] maskAt = new int[masks.length + 1];
        int next = 0;
        for (int m = 0; m < masks.length; m++) {
            maskAt[m] = next;
            for (int i = StateIndex.offset(masks[m]); i < StateIndex.offset(masks[m]) + StateIndex.statesOf(masks[m]); i++) {
                at[i] = next;
                next += length[i];
            }
        }
        maskAt[masks.length] = next;
        if (buffers[level & 1].length < next) {
            buffers[level & 1] = null; // let the old one go before the new one is allocated
            buffers[level & 1] = new double[next];
        }
        return maskAt;
    }

    /** Marks every state not reached: a sweep that stopped part way leaves nothing behind. */
    void releaseAll() {
        java.util.Arrays.fill(length, 0);
    }

    /** Marks the states of {@code mask} not reached (their level is done). */
    void release(int mask) {
        java.util.Arrays.fill(length, StateIndex.offset(mask), StateIndex.offset(mask) + StateIndex.statesOf(mask), 0);
    }
}
