package org.yahtzee.solver;

import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * Which states of one {@code usedMask} the widget solves as separate lanes. Per Yahtzee flag:
 * one "dead" lane standing for every upper total from which the bonus can no longer be reached
 * (they all have the same value), then one lane per reachable total from {@code lo} to 62 (the
 * totals that can still reach 63). The total 63 itself is the dead value + 35 (the bonus banked).
 */
final class LaneLayout {
    /*
     * Summed over all masks this is 355,390 lanes instead of 591,360 for every total 0..max.
     * Lane order inside a flag: [dead?][live totals ascending]; flag 1 (Yahtzee box holds 50)
     * follows flag 0 when the Yahtzee box is filled. Unreachable totals get no lane: no
     * reachable state leads to one (a reachable total plus an upper box's points is reachable
     * with that box filled), so their banked values are never read, and are written as NaN.
     */

    /** 2 when the Yahtzee box is filled (it may hold 50 or 0), else 1. */
    final int flags;
    /** Lowest upper total that can still reach 63; totals below it are dead. */
    final int lo;
    /** 1 if lane 0 of each flag stands for the dead totals, else 0 (then lo is 0). */
    final int deadLanes;
    /** Lanes per flag. */
    final int width;
    /** The upper total of each live lane, ascending. */
    private final int[] liveTotals;

    LaneLayout(int usedMask) {
        int stillAddable = 0;
        for (int face = 1; face <= 6; face++) {
            if ((usedMask & Category.upperFor(face).bit()) == 0) {
                stillAddable += 5 * face;
            }
        }
        flags = StateIndex.yahtzeeFlags(usedMask);
        lo = Math.max(0, StateIndex.UPPER_CAP - stillAddable);
        deadLanes = lo > 0 ? 1 : 0; // total 0 is always reachable, so a dead total is too
        long live = StateIndex.reachableUpperTotals(usedMask) & (-1L << lo) & ~(-1L << StateIndex.UPPER_CAP);
        liveTotals = new int[Long.bitCount(live)];
        for (int j = 0; live != 0; live &= live - 1) {
            liveTotals[j++] = Long.numberOfTrailingZeros(live);
        }
        width = deadLanes + liveTotals.length;
    }

    /** All lanes of the mask. */
    int lanes() {
        return width * flags;
    }

    /**
     * Gathers one flag's lanes from a banked row into the mask's lanes from {@code start}: lane
     * j gets the value at upper total (lane's total) + {@code shift}. A dead total
     * plus any shift stays dead, so the dead lane reads total {@code shift}.
     */
    void gather(double[] banked, int row, int shift, double[] lanes, int start, int flag) {
        int base = start + flag * width;
        if (deadLanes == 1) {
            lanes[base] = banked[row + shift];
        }
        for (int j = 0, lane = base + deadLanes; j < liveTotals.length; j++, lane++) {
            lanes[lane] = banked[row + liveTotals[j] + shift];
        }
    }

    /**
     * Writes one flag's lanes (the mask's from {@code start}) out as banked values for every
     * upper total 0..63, and the padding.
     */
    void expand(double[] lanes, int start, int flag, double[] banked, int row) {
        int from = start + flag * width;
        double deadValue = lanes[from];
        java.util.Arrays.fill(banked, row, row + lo, deadValue);
        java.util.Arrays.fill(banked, row + lo, row + StateIndex.UPPER_CAP, Double.NaN);
        for (int j = 0, lane = from + deadLanes; j < liveTotals.length; j++, lane++) {
            banked[row + liveTotals[j]] = lanes[lane];
        }
        // 63 reached: the bonus is banked and the boxes left no longer affect it; the padding
        // totals 64..93 repeat it. Without a dead lane (lo = 0) the mask cannot reach 63 yet; NaN
        // makes any read of it fail loudly.
        double at63 = deadLanes == 1 ? deadValue + Rules.UPPER_BONUS : Double.NaN;
        java.util.Arrays.fill(banked, row + StateIndex.UPPER_CAP, row + BankedValues.ROW, at63);
    }
}
