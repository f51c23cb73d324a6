package org.yahtzee.distribution;

import org.yahtzee.rules.Category;
import org.yahtzee.state.StateIndex;

/**
 * Step 2 of {@link ExactDistribution} for one target mask at a time: the score distributions
 * of its states, pulled from the states of the masks one box smaller through their outcomes
 * that fill the box. One instance per worker (its scratch); the target masks' ranges are set
 * ({@link #ranges}) and laid out ({@link LevelScores#allocate}) before any is pulled.
 */
final class ScorePull {
    /*
     * Implementation notes. Every target cell is the sum, in the order (box b ascending, source
     * state ascending, outcome ascending), of p * (a source cell): the order of the array-a-state
     * pull before it, so the same bits. What is new is where the sums are made: a row of
     * scratch holding the target mask's whole range (sum), each source's cells first copied
     * into a second row (shifted) at the position where they land. The multiply-add then reads
     * and writes the same index of two arrays, which C2 (JDK 17) compiles to vector code, where
     * `dst[at + x] += p * src[x]` stays scalar (two arrays that might be one, at different
     * offsets): 0.12-0.19 against 0.4-0.9 ns a cell, the loop alone on this machine (load 4-6). The finished
     * row is copied into the level's buffer once.
     */

    private final TurnOutcomes[] outcomes;
    private final LevelScores scores;
    private final int[] min = new int[2 * (StateIndex.UPPER_CAP + 1)];
    private final int[] max = new int[min.length];
    private double[] sum = new double[0];
    private double[] shifted = new double[0];

    ScorePull(TurnOutcomes[] outcomes, LevelScores scores) {
        this.outcomes = outcomes;
        this.scores = scores;
    }

    /** The range of scores of each state of {@code target} that the states of {@code startMask}'s sweep reach. */
    void ranges(int target, int startMask) {
        int first = StateIndex.offset(target);
        int states = StateIndex.statesOf(target);
        java.util.Arrays.fill(min, 0, states, Integer.MAX_VALUE);
        java.util.Arrays.fill(max, 0, states, Integer.MIN_VALUE);
        for (int b = 0; b < Category.COUNT; b++) {
            int source = target & ~(1 << b);
            if (source == target || (source & startMask) != startMask) {
                continue; // b is open in target, or was filled before the start: nothing reached source
            }
            for (int i = StateIndex.offset(source); i < StateIndex.offset(source) + StateIndex.statesOf(source); i++) {
                TurnOutcomes o = outcomes[i];
                if (o == null) {
                    continue;
                }
                int top = scores.lo(i) + scores.length(i) - 1;
                for (int e = o.boxStart[b]; e < o.boxStart[b + 1]; e++) {
                    int j = o.next[e] - first;
                    min[j] = Math.min(min[j], scores.lo(i) + o.gained[e]);
                    max[j] = Math.max(max[j], top + o.gained[e]);
                }
            }
        }
        for (int j = 0; j < states; j++) {
            if (min[j] <= max[j]) {
                scores.range(first + j, min[j], max[j]);
            }
        }
    }

    /**
     * The cells of {@code target}'s states (level {@code level}), laid out from {@code maskAt} in
     * its buffer, from the outcomes of the level before.
     */
    void pull(int target, int startMask, int level, int maskAt) {
        int cells = scores.cellsOf(target);
        if (sum.length < cells) {
            sum = new double[cells];
            shifted = new double[cells];
        }
        java.util.Arrays.fill(sum, 0, cells, 0.0);
        double[] from = scores.cells(level - 1);
        for (int b = 0; b < Category.COUNT; b++) {
            int source = target & ~(1 << b);
            if (source == target || (source & startMask) != startMask) {
                continue;
            }
            for (int i = StateIndex.offset(source); i < StateIndex.offset(source) + StateIndex.statesOf(source); i++) {
                TurnOutcomes o = outcomes[i];
                if (o != null) {
                    add(o, b, from, scores.at(i), scores.lo(i), scores.length(i), maskAt);
                }
            }
        }
        System.arraycopy(sum, 0, scores.cells(level), maskAt, cells);
    }

    /** Adds a source's cells ({@code length} from {@code at} in {@code from}, scores from {@code lo}) through its outcomes in box b. */
    private void add(TurnOutcomes o, int b, double[] from, int at, int lo, int length, int maskAt) {
        for (int e = o.boxStart[b]; e < o.boxStart[b + 1]; e++) {
            int j = o.next[e];
            int start = scores.at(j) - maskAt + lo + o.gained[e] - scores.lo(j);
            System.arraycopy(from, at, shifted, start, length);
            double p = o.probability[e];
            for (int y = start; y < start + length; y++) {
                sum[y] += p * shifted[y];
            }
        }
    }
}
