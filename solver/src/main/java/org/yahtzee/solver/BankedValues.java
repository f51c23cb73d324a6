package org.yahtzee.solver;

import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * The solver's working store: for every {@code usedMask}, each of its Yahtzee-box flags and
 * every upper total, the "banked" value V' = value still to come + 35 if the upper total is
 * already 63. Banking the upper bonus makes every scoring step the same shape for every upper
 * total (V'(s) = E[max(points + V'(next))]), so all upper totals of a mask are solved as lanes.
 * Each solved row is also published, unbanked, to the reachable states in {@link StateIndex}
 * order: the solver's result.
 */
final class BankedValues {
    /*
     * Layout: double[row * ROW + upperTotal], one row per (mask, flag) the mask has: 8192 rows
     * for flag 0, then 4096 for flag 1 (masks with the Yahtzee box filled); 9.2 MB. ROW = 64 +
     * 30: upper totals 64..93 repeat the value at 63, so a scoring step into an upper box reads
     * V'[u + points] with no cap (an upper box adds at most 30; capping in the gather loop cost
     * 3% of the solve). Publishing as each row is solved spreads over the threads what a pass
     * over the whole store at the end did on one (8 ms of a 0.3 s solve).
     */

    /** Doubles per (mask, flag) row: upper totals 0..63 plus 30 padding lanes. */
    static final int ROW = StateIndex.UPPER_CAP + 1 + 30;

    /** First row of each (mask, flag), at index mask * 2 + flag; -1 where the flag is absent. */
    private static final int[] ROW_OF = new int[(Category.ALL_USED + 1) * 2];

    static {
        int rows = Category.ALL_USED + 1;
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            ROW_OF[mask * 2] = mask * ROW;
            ROW_OF[mask * 2 + 1] = StateIndex.yahtzeeFlags(mask) == 2 ? rows++ * ROW : -1;
        }
    }

    final double[] values = new double[(Category.ALL_USED + 1 + (Category.ALL_USED + 1) / 2) * ROW];
    /** The reachable states' values, unbanked, in StateIndex order. */
    final double[] stateOrder = new double[StateIndex.STATES];

    static int row(int usedMask, int flag) {
        return ROW_OF[usedMask * 2 + flag];
    }

    /** The game-over rows: nothing more to come, but a banked 35 where the total reached 63. */
    void initGameOver() {
        for (int f = 0; f < 2; f++) {
            int row = row(Category.ALL_USED, f);
            java.util.Arrays.fill(values, row + StateIndex.UPPER_CAP, row + ROW, Rules.UPPER_BONUS);
            publish(Category.ALL_USED, f);
        }
    }

    /** Copies a solved row's reachable states, unbanked, to their places in {@link #stateOrder}. */
    void publish(int usedMask, int flag) {
        long totals = StateIndex.reachableUpperTotals(usedMask);
        int i = StateIndex.offset(usedMask) + flag * Long.bitCount(totals);
        int row = row(usedMask, flag);
        for (long rest = totals; rest != 0; rest &= rest - 1) {
            int u = Long.numberOfTrailingZeros(rest);
            stateOrder[i++] = values[row + u] - (u == StateIndex.UPPER_CAP ? Rules.UPPER_BONUS : 0);
        }
    }
}
