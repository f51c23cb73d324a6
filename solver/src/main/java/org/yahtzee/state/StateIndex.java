package org.yahtzee.state;

import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * Numbers the turn-start states reachable from the empty card, 0..{@link #STATES}-1. A state is
 * the {@code usedMask} (13 bits, {@link Category#bit()}), the {@code upperTotal} (0..63, the
 * upper subtotal capped at 63) and whether the Yahtzee box holds 50.
 */
public final class StateIndex {
    /*
     * Implementation notes. Layout: masks in increasing order; inside a mask the states with the
     * Yahtzee box not holding 50 come first, then (only when the Yahtzee box is filled) those
     * where it holds 50; inside each block the reachable upper totals in increasing order. An
     * upper total is reachable when the used upper boxes can add up to it (box f holds f x
     * 0..5), capped at 63; REACHABLE_UPPER keeps that set as a 64-bit set per combination of
     * upper boxes, so a state's rank is one bitCount. Counting these gives 536,448 (docs/rules.md).
     */

    /** Upper subtotals are capped here: only whether 63 is reached matters for the bonus. */
    public static final int UPPER_CAP = Rules.UPPER_BONUS_THRESHOLD;

    private static final long[] REACHABLE_UPPER = new long[1 << 6];
    private static final int[] OFFSET = new int[Category.ALL_USED + 2];

    /**
     * Number of reachable turn-start states (game-over states included). A literal, checked
     * against the count below when this class is initialised, so that it is a compile-time
     * constant: {@code Yahtzee.STATES} copies it, and as a computed value it made every command's
     * first call into {@code Yahtzee} run this initialiser on the main thread (about 3 ms
     * interpreted, 10 ms at load 9) before the static tables' background thread could.
     */
    public static final int STATES = 536_448;

    static {
        for (int upperMask = 0; upperMask < REACHABLE_UPPER.length; upperMask++) {
            long reach = 1L; // upper total 0
            for (int face = 1; face <= 6; face++) {
                if ((upperMask & (1 << (face - 1))) == 0) {
                    continue;
                }
                long next = 0;
                for (int n = 0; n <= 5; n++) {
                    next |= shiftCapped(reach, face * n);
                }
                reach = next;
            }
            REACHABLE_UPPER[upperMask] = reach;
        }
        int offset = 0;
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            OFFSET[mask] = offset;
            offset += blockSize(mask) * yahtzeeFlags(mask);
        }
        OFFSET[Category.ALL_USED + 1] = offset;
        if (offset != STATES) {
            throw new AssertionError("StateIndex counts " + offset + " states, STATES says " + STATES);
        }
    }

    private StateIndex() {
    }

    /**
     * Adds {@code points} (0..30) to every upper total in the set, capping at 63: bit arithmetic,
     * as this runs at every start-up before anything is compiled.
     */
    private static long shiftCapped(long totals, int points) {
        long cap = 1L << UPPER_CAP;
        boolean reachesCap = (totals >>> (UPPER_CAP - points)) != 0; // some total >= 63 - points
        return ((totals << points) & ~cap) | (reachesCap ? cap : 0);
    }

    private static int blockSize(int usedMask) {
        return Long.bitCount(REACHABLE_UPPER[usedMask & Category.UPPER_BITS]);
    }

    /** Values of the "Yahtzee box holds 50" flag the mask's states take: 2 if the box is filled, else 1. */
    public static int yahtzeeFlags(int usedMask) {
        return (usedMask & Category.YAHTZEE.bit()) != 0 ? 2 : 1;
    }

    /** The upper total (capped at 63) after writing {@code points} in {@code box}. */
    public static int nextUpperTotal(int upperTotal, Category box, int points) {
        return box.isUpper() ? Math.min(UPPER_CAP, upperTotal + points) : upperTotal;
    }

    /** Whether the Yahtzee box holds 50 after writing {@code points} in {@code box}. */
    public static boolean nextYahtzeeHolds50(boolean yahtzeeHolds50, Category box, int points) {
        return yahtzeeHolds50 || (box == Category.YAHTZEE && points > 0);
    }

    /** The set of upper totals reachable with this mask's upper boxes, as bits 0..63. */
    public static long reachableUpperTotals(int usedMask) {
        return REACHABLE_UPPER[usedMask & Category.UPPER_BITS];
    }

    /** True if the state can arise from the empty card under some play. */
    public static boolean isReachable(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        return usedMask >= 0 && usedMask <= Category.ALL_USED
                && upperTotal >= 0 && upperTotal <= UPPER_CAP
                && (reachableUpperTotals(usedMask) & (1L << upperTotal)) != 0
                && (!yahtzeeHolds50 || (usedMask & Category.YAHTZEE.bit()) != 0);
    }

    /**
     * The {@code stateIndex} of a reachable state.
     *
     * @throws IllegalArgumentException naming the field that makes the state unreachable
     */
    public static int index(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        if (!isReachable(usedMask, upperTotal, yahtzeeHolds50)) {
            throw new IllegalArgumentException(describeUnreachable(usedMask, upperTotal, yahtzeeHolds50));
        }
        return indexOfReachable(usedMask, upperTotal, yahtzeeHolds50);
    }

    /**
     * {@link #index} without its checks, for a state known to be reachable (a card played by the
     * rules): the simulator asks 13 a game, and the checks were a fifth of its time.
     */
    public static int indexOfReachable(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        long below = reachableUpperTotals(usedMask) & ((1L << upperTotal) - 1);
        return OFFSET[usedMask] + (yahtzeeHolds50 ? blockSize(usedMask) : 0) + Long.bitCount(below);
    }

    private static String describeUnreachable(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        if (usedMask < 0 || usedMask > Category.ALL_USED) {
            return "usedMask must be 0.." + Category.ALL_USED + ", was " + usedMask;
        }
        if (upperTotal < 0 || upperTotal > UPPER_CAP) {
            return "upperTotal must be 0.." + UPPER_CAP + " (capped), was " + upperTotal;
        }
        if (yahtzeeHolds50) {
            return "the Yahtzee box cannot hold 50 while it is open";
        }
        return "upper total " + upperTotal + " cannot be made with the filled upper boxes";
    }

    /**
     * {@code masksByFilledCount()[n]} lists the {@code usedMask}s with n boxes filled (n = 0..13),
     * ascending: the levels the solver and the exact distribution sweep.
     */
    public static int[][] masksByFilledCount() {
        int[] count = new int[Category.COUNT + 1];
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            count[Integer.bitCount(mask)]++;
        }
        int[][] levels = new int[Category.COUNT + 1][];
        for (int n = 0; n <= Category.COUNT; n++) {
            levels[n] = new int[count[n]];
            count[n] = 0;
        }
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            int n = Integer.bitCount(mask);
            levels[n][count[n]++] = mask;
        }
        return levels;
    }

    /** The first {@code stateIndex} of the mask's states. */
    public static int offset(int usedMask) {
        return OFFSET[usedMask];
    }

    /** The used mask of state {@code stateIndex}: the last mask whose states start at or before it (a binary search of the 8,192). */
    public static int usedMaskOf(int stateIndex) {
        int lo = 0;
        int hi = Category.ALL_USED;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (OFFSET[mid] <= stateIndex) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Number of states of the mask (reachable upper totals x Yahtzee-box flags). */
    public static int statesOf(int usedMask) {
        return OFFSET[usedMask + 1] - OFFSET[usedMask];
    }
}
