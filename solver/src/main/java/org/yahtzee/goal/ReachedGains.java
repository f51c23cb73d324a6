package org.yahtzee.goal;

import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * The points a card can have gained since the root, for each state reachable from it: the
 * needs a solve for the root's own need must answer there ({@link GoalSolver#solveAt}). A
 * superset (the gains of every path, whether or not a roll could take it), but a turn from a
 * state with 50 in the Yahtzee box adds the bonus only to the points five of a kind can write,
 * which are all the goal widget reads with it.
 */
final class ReachedGains {
    /*
     * Implementation notes. A bit set of gains (bit g: some path from the root gains g points)
     * per state, 64 gains a word, built forward from the root by shifting a state's set by each
     * (box, points) of a turn. Gains are sparse where few boxes were filled since the root (full
     * house 0 or 25, a straight 0 or 30/40): from 7 open boxes, 33% to 90% of the needs between
     * each state's floor and limit are reachable (four cards measured), and only those are solved.
     * The Yahtzee bonus once came with every printed (box, points) of a turn from a state with 50
     * in the box (up to 27 points a box, each plus 100); five of a kind writes at most 6 points a
     * box, one a face, and only those carry it now: in 8 games of the win player's match (seed 1) its solves from
     * 7 open boxes down held 1,516,394 cells before and 943,410 after (0.62x), the same values.
     */

    private final long[][] bits = new long[StateIndex.STATES][];

    /** The root: gained nothing. */
    void start(int rootState) {
        bits[rootState] = new long[] {1L};
    }

    /** Forgets the gains of the states {@code from} (inclusive) to {@code to} (exclusive), for a reused scratch. */
    void drop(int from, int to) {
        java.util.Arrays.fill(bits, from, to, null);
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

    /**
     * Adds, from the state (mask, upper total, 50 in the Yahtzee box), the gains of every extra
     * Yahtzee that earns the bonus: the points the rules let five of a kind write in each open box
     * ({@link Scoring#points}), the upper bonus it may complete, and the bonus. These are the
     * cells the goal widget reads for such a roll; the ordinary points of a box are carried by
     * {@link #carry} for every printed (box, points).
     */
    void carryBonuses(Rules rules, int usedMask, int upperTotal, int stateIndex) {
        for (int face = 1; face <= 6; face++) {
            int roll = BoxCells.FIVE_OF_A_KIND[face];
            int bonus = Scoring.yahtzeeBonus(rules, usedMask, true, roll);
            if (bonus == 0) {
                continue;
            }
            for (int rest = ~usedMask & Category.ALL_USED; rest != 0; rest &= rest - 1) {
                Category box = Category.byId(Integer.numberOfTrailingZeros(rest));
                int points = Scoring.points(rules, usedMask, roll, box);
                if (points == Scoring.NOT_ALLOWED) {
                    continue;
                }
                int nextUpper = StateIndex.nextUpperTotal(upperTotal, box, points);
                carry(stateIndex, StateIndex.index(usedMask | box.bit(), nextUpper, true),
                        points + bonus + Scoring.upperBonus(upperTotal, nextUpper));
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
        int[] out = new int[most(rootNeed, lastNeed)];
        return java.util.Arrays.copyOf(out, needs(gains, rootNeed, lastNeed, out));
    }

    /** How many needs {@link #needs} can give at most: the size of the array it fills. */
    static int most(int rootNeed, int lastNeed) {
        return Math.max(0, Math.min(lastNeed, rootNeed));
    }

    /** As {@link #needs(long[], int, int)} into {@code out} (at least {@link #most} long), returning their count. */
    static int needs(long[] gains, int rootNeed, int lastNeed, int[] out) {
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
        return count;
    }
}
