package org.yahtzee.goal;

import org.yahtzee.rules.Category;
import org.yahtzee.state.StateIndex;

/**
 * The state of each {@link StateIndex} number, for code that is handed a state's number and
 * needs its parts: {@code CODES[stateIndex]} = usedMask << 7 | upperTotal << 1 | yahtzeeHolds50.
 */
final class StateCodes {
    static final int[] CODES = new int[StateIndex.STATES];
    /**
     * {@code ALIKE[stateIndex]}: the code of the state with an upper total that changes nothing
     * to come read as 0 (see {@code alike}); states of one code play alike.
     */
    static final int[] ALIKE = new int[StateIndex.STATES];

    static {
        for (int mask = 0; mask < 1 << 13; mask++) {
            long totals = StateIndex.reachableUpperTotals(mask);
            for (int f = 0; f < StateIndex.yahtzeeFlags(mask); f++) {
                for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
                    if ((totals & (1L << u)) != 0 && StateIndex.isReachable(mask, u, f == 1)) {
                        CODES[StateIndex.index(mask, u, f == 1)] = mask << 7 | u << 1 | f;
                        ALIKE[StateIndex.index(mask, u, f == 1)] = alike(mask, u, f);
                    }
                }
            }
        }
    }

    private StateCodes() {
    }

    /**
     * The code of the state, but with upper total 0 where the upper total changes nothing to
     * come ({@link ScoreBounds#alikeBelow}), and the flag 0 once the card is full.
     */
    private static int alike(int mask, int u, int f) {
        if (mask == Category.ALL_USED) {
            return mask << 7;
        }
        return mask << 7 | (u < ScoreBounds.alikeBelow(mask) ? 0 : u) << 1 | f;
    }

    static int usedMask(int code) {
        return code >>> 7;
    }

    static int upperTotal(int code) {
        return code >>> 1 & 63;
    }

    static boolean yahtzeeHolds50(int code) {
        return (code & 1) != 0;
    }
}
