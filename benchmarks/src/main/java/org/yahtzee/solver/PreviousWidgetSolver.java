package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;

/**
 * <b>Frozen:</b> the solver's {@code WidgetSolver} as of commit 1ba799c (one widget per mask, before
 * the mask batches, lane kernels and reachable-only lanes), kept unchanged so the benchmarks
 * measure the previous implementation beside the current one (their {@code impl} parameter).
 * Not part of the tool.
 *
 * Solves one turn ("widget") for every state of one {@code usedMask} at once, given the solved
 * values of all masks with one more box filled. One instance per thread: it owns its scratch.
 */
final class PreviousWidgetSolver {
    /*
     * Implementation notes. The roll and keep stages of a turn are the same for every upper
     * total and Yahtzee flag of a mask; only the scoring stage reads different successors. So
     * each keep carries a vector of lanes (PreviousLaneLayout) and every loop runs over the lanes
     * innermost.
     *
     * Every lane loop reads and writes whole rows from index 0: x[keepId][lane], and the
     * successor values gathered once per mask into candidate rows cand[SuccessorVariant.slot]
     * (one per box and points variant). C2 on JDK 17
     * vectorises a loop only when its loads and stores sit at offsets it can relate; a loop over
     * one flat array at table-driven offsets ran scalar (measured: 1.6-1.9 elements/ns with or
     * without SuperWord, 3.3-5.0 with row arrays).
     *
     * Per turn:
     *  1. score:  x[roll] = best over allowed boxes of points + V'(successor), + the extra-
     *             Yahtzee bonus on the flag-1 lanes (the same for every box of the roll)
     *  2. expect: x[keep] = mean over the next die's six faces of x[keep + face], for keeps of
     *             4 down to 0 dice (one-die recursion instead of summing over all outcomes)
     *  3. max:    x[keep] = max(x[keep], x[keep - one die]) in increasing keep order: every
     *             five-dice row then holds the best keep of that roll, "keep all" included
     *  4. expect, 5. max again (first reroll), 6. V' = sum of P(roll) x[roll].
     * Nothing but a small PreviousLaneLayout is allocated per call; x holds 462 x 128 doubles (473 KB,
     * inside L2).
     */

    private static final int MAX_LANES = 2 * 64;

    private final Rules rules;
    private final double[] v;
    private final double[][] x = new double[KeepLattice.KEEPS][MAX_LANES];
    private final double[][] cand = new double[Category.COUNT * SuccessorVariant.PER_BOX][MAX_LANES];
    private final double[] sum = new double[MAX_LANES];
    private final Category[] open = new Category[Category.COUNT];
    /** Zero-group rows of the current mask (at most one per roll), found by box set. */
    private final double[][] zeroRows = new double[KeepLattice.ROLLS][MAX_LANES];
    private final int[] zeroSeen = new int[Category.ALL_USED + 1];
    private final int[] zeroRowOf = new int[Category.ALL_USED + 1];
    private int zeroStamp;
    private int zeroRowsUsed;

    PreviousWidgetSolver(Rules rules, PreviousBankedValues banked) {
        this.rules = rules;
        this.v = banked.values;
    }

    /** Solves every state of {@code usedMask}; all masks with one more box must be solved. */
    void solve(int usedMask) {
        PreviousLaneLayout layout = new PreviousLaneLayout(usedMask);
        int lanes = layout.lanes();
        int openCount = gatherCandidates(usedMask, layout);
        score(usedMask, layout, openCount);
        expect(lanes);
        maximise(lanes);
        expect(lanes);
        maximise(lanes);
        double[] sum = this.sum;
        java.util.Arrays.fill(sum, 0, lanes, 0.0);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double p = KeepLattice.rollProbability(r);
            double[] roll = x[KeepLattice.ROLL_BASE + r];
            for (int l = 0; l < lanes; l++) {
                sum[l] += p * roll[l];
            }
        }
        for (int f = 0; f < layout.flags; f++) {
            layout.expand(sum, f, v, PreviousBankedValues.row(usedMask, f));
        }
    }

    /** Fills the candidate rows of every open box; returns how many boxes are open. */
    private int gatherCandidates(int usedMask, PreviousLaneLayout layout) {
        int openCount = 0;
        for (Category c : Category.values()) {
            if ((usedMask & c.bit()) != 0) {
                continue;
            }
            open[openCount++] = c;
            int next = usedMask | c.bit();
            for (int variant = 0; variant < SuccessorVariant.count(c); variant++) {
                double[] row = cand[SuccessorVariant.slot(c, variant)];
                for (int f = 0; f < layout.flags; f++) {
                    // Scoring 50 in the Yahtzee box sets the flag; any other box keeps it.
                    int nextFlag = c == Category.YAHTZEE ? variant : f;
                    int shift = c.isUpper() ? SuccessorVariant.points(c, variant) : 0;
                    layout.gather(v, PreviousBankedValues.row(next, nextFlag), shift, row, f);
                }
            }
        }
        return openCount;
    }

    private void score(int usedMask, PreviousLaneLayout layout, int openCount) {
        int lanes = layout.lanes();
        zeroStamp++;
        zeroRowsUsed = 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double[] dst = x[KeepLattice.ROLL_BASE + r];
            boolean first = true;
            int zeroBoxes = 0;
            for (int i = 0; i < openCount; i++) {
                Category c = open[i];
                int points = Scoring.points(rules, usedMask, r, c);
                if (points == 0) {
                    zeroBoxes |= c.bit(); // scored below as one group
                    continue;
                } else if (points == Scoring.NOT_ALLOWED) {
                    continue;
                }
                first = offer(dst, first, points, cand[SuccessorVariant.slot(c, SuccessorVariant.of(c, points))], lanes);
            }
            if (zeroBoxes != 0) {
                offer(dst, first, 0, zeroGroup(zeroBoxes, lanes), lanes);
            }
            if (layout.flags == 2) {
                int bonus = Scoring.yahtzeeBonus(rules, usedMask, true, r);
                for (int l = layout.width; bonus != 0 && l < lanes; l++) {
                    dst[l] += bonus;
                }
            }
        }
    }

    /** dst = (first ? points + succ : max(dst, points + succ)) over the lanes; returns false. */
    private static boolean offer(double[] dst, boolean first, int points, double[] succ, int lanes) {
        double add = points;
        if (first) {
            for (int l = 0; l < lanes; l++) {
                dst[l] = add + succ[l];
            }
        } else {
            for (int l = 0; l < lanes; l++) {
                dst[l] = Math.max(dst[l], add + succ[l]);
            }
        }
        return false;
    }

    /**
     * The best successor over a set of boxes that would all be scored 0 (their variant-0
     * candidate rows). Most rolls score 0 in most open lower boxes and in the upper boxes of the
     * faces they lack, and only a few dozen such sets occur per mask, so each set's maximum is
     * computed once per mask and reused by every roll that has it.
     */
    private double[] zeroGroup(int boxes, int lanes) {
        if (zeroSeen[boxes] == zeroStamp) {
            return zeroRows[zeroRowOf[boxes]];
        }
        double[] row = zeroRows[zeroRowsUsed];
        boolean first = true;
        for (int rest = boxes; rest != 0; rest &= rest - 1) {
            first = offer(row, first, 0, cand[Integer.numberOfTrailingZeros(rest) * SuccessorVariant.PER_BOX], lanes);
        }
        zeroSeen[boxes] = zeroStamp;
        zeroRowOf[boxes] = zeroRowsUsed;
        return zeroRows[zeroRowsUsed++];
    }

    /** Keeps of 4 down to 0 dice: the mean over the next die of the keeps one die larger. */
    private void expect(int lanes) {
        for (int k = KeepLattice.ROLL_BASE - 1; k >= 0; k--) {
            double[] d = x[k];
            double[] a1 = x[KeepLattice.add(k, 1)];
            double[] a2 = x[KeepLattice.add(k, 2)];
            double[] a3 = x[KeepLattice.add(k, 3)];
            double[] a4 = x[KeepLattice.add(k, 4)];
            double[] a5 = x[KeepLattice.add(k, 5)];
            double[] a6 = x[KeepLattice.add(k, 6)];
            for (int l = 0; l < lanes; l++) {
                d[l] = (a1[l] + a2[l] + a3[l] + a4[l] + a5[l] + a6[l]) / 6.0;
            }
        }
    }

    /**
     * In increasing keep order: the best over the keep and its one-die-smaller keeps (1..5 of
     * them, one per distinct face held), which already hold the best over their own subsets.
     * All parents in one pass, so each lane is stored once per keep rather than once per parent.
     */
    private void maximise(int lanes) {
        double[][] x = this.x;
        for (int k = 1; k < KeepLattice.KEEPS; k++) {
            double[] d = x[k];
            int p = KeepLattice.smallerFrom(k);
            int count = KeepLattice.smallerTo(k) - p;
            double[] s1 = x[KeepLattice.smaller(p)];
            switch (count) {
                case 1 -> {
                    for (int l = 0; l < lanes; l++) {
                        d[l] = Math.max(d[l], s1[l]);
                    }
                }
                case 2 -> {
                    double[] s2 = x[KeepLattice.smaller(p + 1)];
                    for (int l = 0; l < lanes; l++) {
                        d[l] = Math.max(d[l], Math.max(s1[l], s2[l]));
                    }
                }
                case 3 -> {
                    double[] s2 = x[KeepLattice.smaller(p + 1)];
                    double[] s3 = x[KeepLattice.smaller(p + 2)];
                    for (int l = 0; l < lanes; l++) {
                        d[l] = Math.max(Math.max(d[l], s1[l]), Math.max(s2[l], s3[l]));
                    }
                }
                default -> {
                    double[] s2 = x[KeepLattice.smaller(p + 1)];
                    double[] s3 = x[KeepLattice.smaller(p + 2)];
                    double[] s4 = x[KeepLattice.smaller(p + 3)];
                    for (int l = 0; l < lanes; l++) {
                        d[l] = Math.max(Math.max(d[l], s1[l]), Math.max(Math.max(s2[l], s3[l]), s4[l]));
                    }
                    if (count == 5) {
                        double[] s5 = x[KeepLattice.smaller(p + 4)];
                        for (int l = 0; l < lanes; l++) {
                            d[l] = Math.max(d[l], s5[l]);
                        }
                    }
                }
            }
        }
    }
}
