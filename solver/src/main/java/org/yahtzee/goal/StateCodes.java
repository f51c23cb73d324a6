package org.yahtzee.goal;

import org.yahtzee.state.StateIndex;

/**
 * The state of each {@link StateIndex} number, for code that is handed a state's number and
 * needs its parts: {@code CODES[stateIndex]} = usedMask << 7 | upperTotal << 1 | yahtzeeHolds50.
 */
final class StateCodes {
    static final int[] CODES = new int[StateIndex.STATES];

    static {
        for (int mask = 0; mask < 1 << 13; mask++) {
            long totals = StateIndex.reachableUpperTotals(mask);
            for (int f = 0; f < StateIndex.yahtzeeFlags(mask); f++) {
                for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
                    if ((totals & (1L << u)) != 0 && StateIndex.isReachable(mask, u, f == 1)) {
                        CODES[StateIndex.index(mask, u, f == 1)] = mask << 7 | u << 1 | f;
                    }
                }
            }
        }
    }

    private StateCodes() {
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
