package org.yahtzee.goal;

import org.yahtzee.state.StateIndex;

/**
 * The points a card can have gained since the root, for each state reachable from it: the
 * needs a solve for the root's own need must answer there ({@link GoalSolver#solveAt}). A
 * superset: every turn taken from a state with 50 in the Yahtzee box may also have earned the
 * Yahtzee bonus, as {@link GoalValues#needFloor} assumes.
 */
final class ReachedGains {
    /*
     * Implementation notes. A bit set of gains (bit g: some path from the root gains g points)
     * per state, 64 gains a word, built forward from the root by shifting a state's set by each
     * (box, points) of a turn. Gains are sparse where few boxes were filled since the root (full
     * house 0 or 25, a straight 0 or 30/40): from 7 open boxes, 33% to 90% of the needs between
     * each state's floor and limit are reachable (four cards measured), and only those are solved.
     */

    private final long[][] bits = new long[StateIndex.STATES][];

    /** The root: gained nothing. */
    void start(int rootState) {
        bits[rootState] = new long[] {1L};
    }

    /** Adds to {@code to} every gain of {@code from} plus {@code gain} points. */
    void carry(int from, int to, int gain) {
        long[] src = bits[from];
        int words = src.length + (gain >>> 6) + 1;
        long[] dst = bits[to];
        if (dst == null || dst.length < words) {
            dst = dst == null ? new long[words] : java.util.Arrays.copyOf(dst, words);
            bits[to] = dst;
        }
        int wordShift = gain >>> 6;
        int bitShift = gain & 63;
        for (int i = 0; i < src.length; i++) {
            dst[i + wordShift] |= src[i] << bitShift;
            if (bitShift != 0) {
                dst[i + wordShift + 1] |= src[i] >>> (64 - bitShift);
            }
        }
    }

    /** Adds the state's gains to {@code union} (grown as needed), returning it. */
    long[] or(long[] union, int stateIndex) {
        long[] src = bits[stateIndex];
        long[] out = union == null || union.length < src.length
                ? java.util.Arrays.copyOf(union == null ? new long[0] : union, src.length) : union;
        for (int i = 0; i < src.length; i++) {
            out[i] |= src[i];
        }
        return out;
    }

    /** The gains of one state (not to be changed). */
    long[] of(int stateIndex) {
        return bits[stateIndex];
    }

    /**
     * The needs {@code rootNeed - g} for the gains g in {@code gains} that fall in
     * 1..{@code lastNeed}, in increasing order.
     */
    static int[] needs(long[] gains, int rootNeed, int lastNeed) {
        int[] out = new int[Math.max(0, Math.min(lastNeed, rootNeed))];
        int count = 0;
        for (int g = Math.min(rootNeed - 1, gains.length * 64 - 1); g >= 0; g--) {
            int need = rootNeed - g;
            if (need > lastNeed) {
                break;
            }
            if ((gains[g >>> 6] & (1L << (g & 63))) != 0) {
                out[count++] = need;
            }
        }
        return java.util.Arrays.copyOf(out, count);
    }
}
