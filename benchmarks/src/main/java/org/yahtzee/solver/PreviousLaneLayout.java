package org.yahtzee.solver;

import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * <b>Frozen:</b> the solver's {@code LaneLayout} as of commit 1ba799c (one widget per mask, before
 * the mask batches, lane kernels and reachable-only lanes), kept unchanged so the benchmarks
 * measure the previous implementation beside the current one (their {@code impl} parameter).
 * Not part of the tool.
 *
 * Which states of one {@code usedMask} the widget solves as separate lanes. Per Yahtzee flag:
 * one "dead" lane standing for every upper total from which the bonus can no longer be reached
 * (they all have the same value), then one lane per total {@code lo..min(max, 62)} that can
 * still reach 63. The total 63 itself is the dead value + 35 (the bonus banked).
 */
final class PreviousLaneLayout {
    /*
     * Summed over all masks this is about 410,000 lanes instead of 591,360 for every total
     * 0..max. Lane order inside a flag: [dead?][lo][lo+1]...; flag 1 (Yahtzee box holds 50)
     * follows flag 0 when the Yahtzee box is filled.
     */

    /** 2 when the Yahtzee box is filled (it may hold 50 or 0), else 1. */
    final int flags;
    /** Lowest upper total that can still reach 63; totals below it are dead. */
    final int lo;
    /** 1 if lane 0 of each flag stands for the dead totals, else 0 (then lo is 0). */
    final int deadLanes;
    /** Lanes per flag. */
    final int width;

    PreviousLaneLayout(int usedMask) {
        int stillAddable = 0;
        for (int face = 1; face <= 6; face++) {
            if ((usedMask & Category.upperFor(face).bit()) == 0) {
                stillAddable += 5 * face;
            }
        }
        flags = StateIndex.yahtzeeFlags(usedMask);
        lo = Math.max(0, StateIndex.UPPER_CAP - stillAddable);
        deadLanes = lo > 0 ? 1 : 0;
        // (StateIndex.maxUpperTotal then; the tool no longer has it)
        int maxUpperTotal = 63 - Long.numberOfLeadingZeros(StateIndex.reachableUpperTotals(usedMask));
        int liveHi = Math.min(maxUpperTotal, StateIndex.UPPER_CAP - 1);
        width = deadLanes + Math.max(0, liveHi - lo + 1);
    }

    /** All lanes of the mask. */
    int lanes() {
        return width * flags;
    }

    /**
     * Gathers one flag's lanes from a banked row: lane j gets the value at upper total
     * (lane's total) + {@code shift}. A dead total plus any shift stays dead, so the dead lane
     * reads total {@code shift}.
     */
    void gather(double[] banked, int row, int shift, double[] lanes, int flag) {
        int base = flag * width;
        if (deadLanes == 1) {
            lanes[base] = banked[row + shift];
        }
        System.arraycopy(banked, row + lo + shift, lanes, base + deadLanes, width - deadLanes);
    }

    /** Writes one flag's lanes out as banked values for every upper total 0..63, and the padding. */
    void expand(double[] lanes, int flag, double[] banked, int row) {
        int from = flag * width;
        double deadValue = lanes[from];
        int live = width - deadLanes;
        for (int u = 0; u < StateIndex.UPPER_CAP; u++) {
            int j = u - lo;
            banked[row + u] = j >= 0 && j < live ? lanes[from + deadLanes + j] : deadValue;
        }
        // 63 reached: the bonus is banked and the boxes left no longer affect it; the padding
        // totals 64..93 repeat it. Without a dead lane (lo = 0) the mask cannot reach 63 yet; NaN
        // makes any read of it fail loudly.
        double at63 = deadLanes == 1 ? deadValue + Rules.UPPER_BONUS : Double.NaN;
        java.util.Arrays.fill(banked, row + StateIndex.UPPER_CAP, row + PreviousBankedValues.ROW, at63);
    }
}
