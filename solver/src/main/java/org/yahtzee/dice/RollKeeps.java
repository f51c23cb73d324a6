package org.yahtzee.dice;

/**
 * Each roll's keeps: the distinct multisets of its dice it can hold, from none to all five (2..32
 * of them, 4,368 in all), in ascending keepId (the roll's own five last). The one list of which
 * keeps lie inside a roll: the advice orders each roll's by the tie rule (TurnPolicy), the lane
 * analysis takes the best of them for one roll (LaneTurnAnalyzer.firstRollValue). A class of its
 * own, initialised when first used, off the start path of a command that needs neither.
 */
public final class RollKeeps {
    /** Roll r's keeps at START[r] .. START[r + 1] - 1. */
    private static final int[] KEEPS;
    private static final int[] START = new int[KeepLattice.ROLLS + 1];

    static {
        int[] keeps = new int[KeepLattice.ROLLS * 32]; // 2^5 sub-multisets at most
        int n = 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            START[r] = n;
            int roll = KeepLattice.keepOfRoll(r);
            for (int k = 0; k <= roll; k++) {
                if (KeepLattice.contains(roll, k)) {
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
    public static int from(int rollId) {
        return START[rollId];
    }

    /** End (exclusive) of roll {@code rollId}'s keeps in {@link #keep}. */
    public static int to(int rollId) {
        return START[rollId + 1];
    }

    /** A keep of a roll's dice: for {@code i} in {@code from(r) .. to(r) - 1}. */
    public static int keep(int i) {
        return KEEPS[i];
    }
}
