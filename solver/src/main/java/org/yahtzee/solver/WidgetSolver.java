package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;

/**
 * Solves one turn ("widget") for every state of the masks of one {@link MaskBatch} at once,
 * given the solved values of all masks with one more box filled. One instance per thread: it
 * owns its scratch.
 */
final class WidgetSolver {
    /*
     * Implementation notes. The roll and keep stages of a turn are the same for every upper
     * total and Yahtzee flag of a mask, and for every mask; only the scoring stage reads
     * different successors. So each keep carries a row of lanes, the LaneLayouts of the batch's
     * masks side by side, and every loop runs over the lanes innermost, in LaneKernels.
     *
     * Every lane loop reads and writes whole rows: x[keepId][lane], and the successor values
     * gathered once per mask into candidate rows cand[SuccessorVariant.slot] (one per box and
     * points variant). C2 on JDK 17 vectorises a loop only when its loads and stores sit at
     * offsets it can relate; a loop over one flat array at table-driven offsets ran scalar
     * (measured: 1.6-1.9 elements/ns with or without SuperWord, 3.3-5.0 with row arrays).
     *
     * Per turn:
     *  1. score:  x[roll] = best over allowed boxes of points + V'(successor), + the extra-
     *             Yahtzee bonus on the flag-1 lanes (the same for every box of the roll); each
     *             mask on its own lanes
     *  2. expect: x[keep] = mean over the next die's six faces of x[keep + face], for keeps of
     *             4 down to 0 dice (one-die recursion instead of summing over all outcomes)
     *  3. max:    x[keep] = max(x[keep], x[keep - one die]) in increasing keep order: every
     *             five-dice row then holds the best keep of that roll, "keep all" included
     *  4. expect, 5. max again (first reroll), 6. V' = sum of P(roll) x[roll].
     * Nothing is allocated per call but the zero-group rows a batch first needs; x holds 462 x
     * 256 doubles (946 KB, about the size of the L2 cache; 128 lanes fit it better but made the
     * solve 6% slower, the per-row overhead counting twice as often).
     */

    /** Lanes of a row: the most a {@link MaskBatch} may hold. */
    static final int MAX_LANES = 256;

    private final Rules rules;
    private final BankedValues banked;
    private final double[] v;
    private final double[][] x = new double[KeepLattice.KEEPS][MAX_LANES];
    private final double[][] cand = new double[Category.COUNT * SuccessorVariant.PER_BOX][MAX_LANES];
    private final double[] sum = new double[MAX_LANES];
    /** Zero-group rows of the current mask (at most one per roll, made when first needed), found by box set. */
    private final double[][] zeroRows = new double[KeepLattice.ROLLS][];
    private final int[] zeroSeen = new int[Category.ALL_USED + 1];
    private final int[] zeroRowOf = new int[Category.ALL_USED + 1];
    private int zeroStamp;
    private int zeroRowsUsed;

    WidgetSolver(Rules rules, BankedValues banked) {
        this.rules = rules;
        this.banked = banked;
        this.v = banked.values;
    }

    /** Solves every state of the batch's masks; all masks with one more box must be solved. */
    void solve(MaskBatch batch) {
        for (int i = 0; i < batch.masks.length; i++) {
            gatherCandidates(batch.masks[i], batch.layouts[i], batch.starts[i]);
            score(batch.masks[i], batch.layouts[i], batch.starts[i]);
        }
        int lanes = batch.lanes;
        LaneKernels.expect(x, lanes);
        LaneKernels.maximise(x, lanes);
        LaneKernels.expect(x, lanes);
        LaneKernels.maximise(x, lanes);
        double[] sum = this.sum;
        java.util.Arrays.fill(sum, 0, lanes, 0.0);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            LaneKernels.addScaled(sum, KeepLattice.rollProbability(r), x[KeepLattice.ROLL_BASE + r], lanes);
        }
        for (int i = 0; i < batch.masks.length; i++) {
            LaneLayout layout = batch.layouts[i];
            for (int f = 0; f < layout.flags; f++) {
                layout.expand(sum, batch.starts[i], f, v, BankedValues.row(batch.masks[i], f));
                banked.publish(batch.masks[i], f);
            }
        }
    }

    /** Fills the mask's lanes of the candidate rows of every open box. */
    private void gatherCandidates(int usedMask, LaneLayout layout, int start) {
        for (int rest = ~usedMask & Category.ALL_USED; rest != 0; rest &= rest - 1) {
            Category c = Category.byId(Integer.numberOfTrailingZeros(rest));
            int next = usedMask | c.bit();
            for (int variant = 0; variant < SuccessorVariant.count(c); variant++) {
                double[] row = cand[SuccessorVariant.slot(c, variant)];
                int shift = c.isUpper() ? SuccessorVariant.points(c, variant) : 0;
                for (int f = 0; f < layout.flags; f++) {
                    // Scoring 50 in the Yahtzee box sets the flag; any other box keeps it.
                    int nextFlag = c == Category.YAHTZEE ? variant : f;
                    layout.gather(v, BankedValues.row(next, nextFlag), shift, row, start, f);
                }
            }
        }
    }

    /** The score stage on the mask's lanes {@code start..start+lanes-1} of every roll row. */
    private void score(int usedMask, LaneLayout layout, int start) {
        int end = start + layout.lanes();
        int openBoxes = ~usedMask & Category.ALL_USED;
        zeroStamp++;
        zeroRowsUsed = 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double[] dst = x[KeepLattice.ROLL_BASE + r];
            if (Scoring.isExtraYahtzee(r, usedMask)) {
                scoreExtraYahtzee(usedMask, layout, start, r);
                continue;
            }
            // Without a joker every box scores its printed points: the open boxes that score
            // some are offered one by one, the rest as one zero group.
            int scoring = OrdinaryScores.SCORING_BOXES[r] & openBoxes;
            boolean first = true;
            for (int rest = scoring; rest != 0; rest &= rest - 1) {
                int at = r * Category.COUNT + Integer.numberOfTrailingZeros(rest);
                offer(dst, first, OrdinaryScores.POINTS[at], cand[OrdinaryScores.SLOT[at]], start, end);
                first = false;
            }
            int zeroBoxes = openBoxes & ~scoring;
            if (zeroBoxes != 0) {
                offer(dst, first, 0, zeroGroup(zeroBoxes, start, end), start, end);
            }
        }
    }

    /** The score stage for a five of a kind with the Yahtzee box filled: jokers and the bonus. */
    private void scoreExtraYahtzee(int usedMask, LaneLayout layout, int start, int r) {
        int end = start + layout.lanes();
        double[] dst = x[KeepLattice.ROLL_BASE + r];
        boolean first = true;
        for (int rest = ~usedMask & Category.ALL_USED; rest != 0; rest &= rest - 1) {
            Category c = Category.byId(Integer.numberOfTrailingZeros(rest));
            int points = Scoring.points(rules, usedMask, r, c);
            if (points != Scoring.NOT_ALLOWED) {
                offer(dst, first, points, cand[SuccessorVariant.slotOf(c, points)], start, end);
                first = false;
            }
        }
        int bonus = Scoring.yahtzeeBonus(rules, usedMask, true, r);
        if (bonus != 0) {
            LaneKernels.setSum(dst, bonus, dst, start + layout.width, end); // the flag-1 lanes
        }
    }

    /** dst = (first ? points + succ : max(dst, points + succ)) over lanes from..to-1. */
    private static void offer(double[] dst, boolean first, int points, double[] succ, int from, int to) {
        if (first) {
            LaneKernels.setSum(dst, points, succ, from, to);
        } else {
            LaneKernels.maxSum(dst, points, succ, from, to);
        }
    }

    /**
     * The best successor over a set of boxes that would all be scored 0 (their variant-0
     * candidate rows). Most rolls score 0 in most open lower boxes and in the upper boxes of the
     * faces they lack, and only a few dozen such sets occur per mask, so each set's maximum is
     * computed once per mask and reused by every roll that has it.
     */
    private double[] zeroGroup(int boxes, int from, int to) {
        if (zeroSeen[boxes] == zeroStamp) {
            return zeroRows[zeroRowOf[boxes]];
        }
        if (zeroRows[zeroRowsUsed] == null) {
            zeroRows[zeroRowsUsed] = new double[MAX_LANES];
        }
        double[] row = zeroRows[zeroRowsUsed];
        boolean first = true;
        for (int rest = boxes; rest != 0; rest &= rest - 1) {
            Category box = Category.byId(Integer.numberOfTrailingZeros(rest));
            offer(row, first, 0, cand[SuccessorVariant.slot(box, 0)], from, to);
            first = false;
        }
        zeroSeen[boxes] = zeroStamp;
        zeroRowOf[boxes] = zeroRowsUsed;
        return zeroRows[zeroRowsUsed++];
    }
}
