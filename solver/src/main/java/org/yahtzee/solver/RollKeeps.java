package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;

/**
 * Each roll's keeps of 0..4 dice: the distinct multisets of its dice it can hold before a
 * reroll, besides all five. For {@link LaneTurnAnalyzer#firstRollValue}, which takes the best
 * of them for one roll where the keep-lattice pass takes it for every roll at once.
 */
final class RollKeeps {
    /** Roll r's keeps (keepIds under KeepLattice.ROLL_BASE) at START[r] .. START[r + 1] - 1, ascending. */
    private static final int[] KEEPS;
    private static final int[] START = new int[KeepLattice.ROLLS + 1];

    static {
        int[] keeps = new int[KeepLattice.ROLLS * 31]; // 2^5 - 1 proper sub-multisets at most
        int n = 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            START[r] = n;
            for (int k = 0; k < KeepLattice.ROLL_BASE; k++) {
                if (KeepLattice.contains(KeepLattice.keepOfRoll(r), k)) {
                    keeps[n++] = k;
                }
            }
        }
        START[KeepLattice.ROLLS] = n;
        KEEPS = java.util.Arrays.copyOf(keeps, n);
    }

    private RollKeeps() {
    }

    /** First index of roll {@code rollId}'s keeps in {@link #keep}. */
    static int from(int rollId) {
        return START[rollId];
    }

    /** End (exclusive) of roll {@code rollId}'s keeps in {@link #keep}. */
    static int to(int rollId) {
        return START[rollId + 1];
    }

    /** A keep of 0..4 dice of a roll: for {@code i} in {@code from(r) .. to(r) - 1}. */
    static int keep(int i) {
        return KEEPS[i];
    }
}
