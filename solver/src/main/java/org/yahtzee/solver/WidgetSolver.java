package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;

/**
 * Solves one turn ("widget") for every state of one {@code usedMask} at once, given the solved
 * values of all masks with one more box filled. One instance per thread: it owns its scratch.
 */
final class WidgetSolver {
    /*
     * Implementation notes. The roll and keep stages of a turn are the same for every upper
     * total and Yahtzee flag of a mask; only the scoring stage reads different successors. So
     * each keep carries a vector of lanes, and every loop below runs over the lanes innermost.
     *
     * Lanes, per Yahtzee flag: upper totals from which the bonus can no longer be reached
     * (u + 5 x the faces of the open upper boxes < 63) all have the same value, so one "dead"
     * lane (u = 0) stands for all of them, and the total 63 is that value + 35 (banked). Only the
     * totals lo..62 that can still reach 63 get lanes of their own. This cuts the lanes summed
     * over all masks from 591,360 (every total 0..max) to about 410,000.
     *
     * Per turn, in one scratch array x[keepId * lanes + lane]:
     *  1. score:  x[roll] = best over allowed boxes of points + bonus + V'(successor)
     *  2. expect: x[keep] = mean over the next die's six faces of x[keep + face], for keeps of
     *             4 down to 0 dice (one-die recursion instead of summing over all outcomes)
     *  3. max:    x[keep] = max(x[keep], x[keep - one die]) in increasing keep order: every
     *             five-dice slot then holds the best keep of that roll, "keep all" included
     *  4. expect, 5. max again (first reroll), 6. V' = sum of P(roll) x[roll].
     * Nothing is allocated per call; the array holds 462 x 128 doubles (473 KB, inside L2).
     */

    private static final int MAX_LANES = 2 * 64;
    private static final int[] CHILDREN = new int[KeepLattice.ROLL_BASE * 6];
    private static final int[] PARENT_START = new int[KeepLattice.KEEPS + 1];
    private static final int[] PARENTS;
    private static final double[] ROLL_PROBABILITY = new double[KeepLattice.ROLLS];

    static {
        for (int k = 0; k < KeepLattice.ROLL_BASE; k++) {
            for (int f = 1; f <= 6; f++) {
                CHILDREN[k * 6 + f - 1] = KeepLattice.add(k, f);
            }
        }
        int[] parents = new int[KeepLattice.KEEPS * 6];
        int n = 0;
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            PARENT_START[k] = n;
            for (int f = 1; f <= 6; f++) {
                int p = KeepLattice.remove(k, f);
                if (p != KeepLattice.NONE) {
                    parents[n++] = p;
                }
            }
        }
        PARENT_START[KeepLattice.KEEPS] = n;
        PARENTS = java.util.Arrays.copyOf(parents, n);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            ROLL_PROBABILITY[r] = KeepLattice.rollProbability(r);
        }
    }

    private final Rules rules;
    private final double[] v;
    private final double[] x = new double[KeepLattice.KEEPS * MAX_LANES];
    private final double[] sum = new double[MAX_LANES];
    private final Category[] open = new Category[Category.COUNT];
    private final int[] boxPoints = new int[Category.COUNT];
    private final int[] boxNext = new int[Category.COUNT];
    private final int[] boxUpper = new int[Category.COUNT];
    /** The Yahtzee flag after scoring the box, or -1 where it stays as it is. */
    private final int[] boxNextFlag = new int[Category.COUNT];

    /** Which upper totals of a mask get a lane of their own (see the implementation notes). */
    private static final class LaneLayout {
        final int flags;
        /** Lowest upper total that can still reach 63; totals below it are dead. */
        final int lo;
        /** 1 if lane 0 stands for the dead totals, else 0. */
        final int deadLanes;
        /** Lanes per flag: the dead lane, then totals lo..min(max, 62). */
        final int width;

        LaneLayout(int usedMask) {
            int stillAddable = 0;
            for (int face = 1; face <= 6; face++) {
                if ((usedMask & Category.upperFor(face).bit()) == 0) {
                    stillAddable += 5 * face;
                }
            }
            flags = (usedMask & Category.YAHTZEE.bit()) != 0 ? 2 : 1;
            lo = Math.max(0, StateIndex.UPPER_CAP - stillAddable);
            deadLanes = lo > 0 ? 1 : 0;
            int liveHi = Math.min(StateIndex.maxUpperTotal(usedMask), StateIndex.UPPER_CAP - 1);
            width = deadLanes + Math.max(0, liveHi - lo + 1);
        }

        /** Writes one flag's lanes out as banked values for every upper total 0..63. */
        void expand(double[] lanes, int from, double[] banked, int row) {
            double deadValue = lanes[from];
            int live = width - deadLanes;
            for (int u = 0; u < StateIndex.UPPER_CAP; u++) {
                int j = u - lo;
                banked[row + u] = j >= 0 && j < live ? lanes[from + deadLanes + j] : deadValue;
            }
            // 63 reached: the bonus is banked and no longer depends on the boxes left.
            banked[row + StateIndex.UPPER_CAP] = deadLanes == 1 ? deadValue + Rules.UPPER_BONUS : Double.NaN;
        }
    }

    WidgetSolver(Rules rules, BankedValues banked) {
        this.rules = rules;
        this.v = banked.values;
    }

    /** Solves every state of {@code usedMask}; all masks with one more box must be solved. */
    void solve(int usedMask) {
        LaneLayout layout = new LaneLayout(usedMask);
        int lanes = layout.width * layout.flags;
        score(usedMask, layout, lanes);
        expect(lanes);
        maximise(lanes);
        expect(lanes);
        maximise(lanes);
        java.util.Arrays.fill(sum, 0, lanes, 0.0);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double p = ROLL_PROBABILITY[r];
            int s = (KeepLattice.ROLL_BASE + r) * lanes;
            for (int l = 0; l < lanes; l++) {
                sum[l] += p * x[s + l];
            }
        }
        for (int f = 0; f < layout.flags; f++) {
            layout.expand(sum, f * layout.width, v, BankedValues.row(usedMask, f));
        }
    }

    private void score(int usedMask, LaneLayout layout, int lanes) {
        int openCount = 0;
        for (Category c : Category.values()) {
            if ((usedMask & c.bit()) == 0) {
                open[openCount++] = c;
            }
        }
        int width = layout.width;
        int dead = layout.deadLanes;
        double[] x = this.x;
        double[] v = this.v;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            // The allowed boxes and their points do not depend on the Yahtzee flag: list them once.
            int allowed = 0;
            for (int i = 0; i < openCount; i++) {
                Category c = open[i];
                int points = Scoring.points(rules, usedMask, r, c);
                if (points != Scoring.NOT_ALLOWED) {
                    boxPoints[allowed] = points;
                    boxNext[allowed] = usedMask | c.bit();
                    boxUpper[allowed] = c.isUpper() ? points : 0;
                    boxNextFlag[allowed] = c == Category.YAHTZEE ? (points > 0 ? 1 : 0) : -1;
                    allowed++;
                }
            }
            int rollRow = (KeepLattice.ROLL_BASE + r) * lanes;
            for (int f = 0; f < layout.flags; f++) {
                int d = rollRow + f * width;
                int bonus = Scoring.yahtzeeBonus(rules, usedMask, f == 1, r);
                for (int i = 0; i < allowed; i++) {
                    int nextFlag = boxNextFlag[i] < 0 ? f : boxNextFlag[i];
                    // Lane u reads the next state's u + points (upper box) or u (lower box).
                    int src = BankedValues.row(boxNext[i], nextFlag) + boxUpper[i];
                    double add = boxPoints[i] + bonus;
                    int live = src + layout.lo - dead;
                    if (i == 0) {
                        if (dead == 1) {
                            x[d] = add + v[src]; // u = 0 stays dead in the next state
                        }
                        for (int j = dead; j < width; j++) {
                            x[d + j] = add + v[live + j];
                        }
                    } else {
                        if (dead == 1) {
                            x[d] = Math.max(x[d], add + v[src]);
                        }
                        for (int j = dead; j < width; j++) {
                            x[d + j] = Math.max(x[d + j], add + v[live + j]);
                        }
                    }
                }
            }
        }
    }

    /** Keeps of 4 down to 0 dice: the mean over the next die of the keeps one die larger. */
    private void expect(int lanes) {
        for (int k = KeepLattice.ROLL_BASE - 1; k >= 0; k--) {
            int d = k * lanes;
            int c = k * 6;
            int a1 = CHILDREN[c] * lanes;
            int a2 = CHILDREN[c + 1] * lanes;
            int a3 = CHILDREN[c + 2] * lanes;
            int a4 = CHILDREN[c + 3] * lanes;
            int a5 = CHILDREN[c + 4] * lanes;
            int a6 = CHILDREN[c + 5] * lanes;
            for (int l = 0; l < lanes; l++) {
                x[d + l] = (x[a1 + l] + x[a2 + l] + x[a3 + l] + x[a4 + l] + x[a5 + l] + x[a6 + l]) / 6.0;
            }
        }
    }

    /** In increasing keep order: the best over the keep and its one-die-smaller keeps. */
    private void maximise(int lanes) {
        for (int k = 1; k < KeepLattice.KEEPS; k++) {
            int d = k * lanes;
            for (int p = PARENT_START[k]; p < PARENT_START[k + 1]; p++) {
                int s = PARENTS[p] * lanes;
                for (int l = 0; l < lanes; l++) {
                    x[d + l] = Math.max(x[d + l], x[s + l]);
                }
            }
        }
    }
}
