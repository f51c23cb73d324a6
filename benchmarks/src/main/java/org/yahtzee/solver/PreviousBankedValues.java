package org.yahtzee.solver;

import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * <b>Frozen:</b> the solver's {@code BankedValues} as of commit 1ba799c (one widget per mask, before
 * the mask batches, lane kernels and reachable-only lanes), kept unchanged so the benchmarks
 * measure the previous implementation beside the current one (their {@code impl} parameter).
 * Not part of the tool.
 *
 * The solver's working store: for every {@code usedMask}, both Yahtzee-box flags and every
 * upper total, the "banked" value V' = value still to come + 35 if the upper total is already
 * 63. Banking the upper bonus makes every scoring step the same shape for every upper total
 * (V'(s) = E[max(points + V'(next))]), so all upper totals of a mask are solved as lanes.
 */
final class PreviousBankedValues {
    /*
     * Layout: double[(mask * 2 + flag) * ROW + upperTotal]. ROW = 64 + 30: upper totals 64..93
     * repeat the value at 63, so a scoring step into an upper box reads V'[u + points] with no
     * cap test inside the lane loop (an upper box adds at most 30). 8192 x 2 x 94 doubles =
     * 12.3 MB. Lanes past a mask's largest reachable upper total are not computed.
     */

    /** Doubles per (mask, flag) row: upper totals 0..63 plus 30 padding lanes. */
    static final int ROW = 64 + 30;

    final double[] values = new double[(Category.ALL_USED + 1) * 2 * ROW];

    static int row(int usedMask, int flag) {
        return (usedMask * 2 + flag) * ROW;
    }

    /** The game-over rows: nothing more to come, but a banked 35 where the total reached 63. */
    void initGameOver() {
        for (int f = 0; f < 2; f++) {
            int row = row(Category.ALL_USED, f);
            java.util.Arrays.fill(values, row + StateIndex.UPPER_CAP, row + ROW, Rules.UPPER_BONUS);
        }
    }

    /** Copies the reachable states out, unbanked, in {@link StateIndex} order. */
    double[] toStateOrder() {
        double[] out = new double[StateIndex.STATES];
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            long totals = StateIndex.reachableUpperTotals(mask);
            int flags = StateIndex.yahtzeeFlags(mask);
            int i = StateIndex.offset(mask);
            for (int f = 0; f < flags; f++) {
                for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
                    if ((totals & (1L << u)) != 0) {
                        double banked = u == StateIndex.UPPER_CAP ? Rules.UPPER_BONUS : 0;
                        out[i++] = values[row(mask, f) + u] - banked;
                    }
                }
            }
        }
        return out;
    }
}
