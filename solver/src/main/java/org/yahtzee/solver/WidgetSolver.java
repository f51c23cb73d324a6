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
     * each keep carries a vector of lanes (flag-major, then upper totals 0..max), and every loop
     * below runs over the lanes innermost, contiguous, so C2 vectorises it.
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

    WidgetSolver(Rules rules, BankedValues banked) {
        this.rules = rules;
        this.v = banked.values;
    }

    /** Solves every state of {@code usedMask}; all masks with one more box must be solved. */
    void solve(int usedMask) {
        int width = StateIndex.maxUpperTotal(usedMask) + 1;
        int flags = (usedMask & Category.YAHTZEE.bit()) != 0 ? 2 : 1;
        int lanes = width * flags;
        score(usedMask, width, flags, lanes);
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
        for (int f = 0; f < flags; f++) {
            System.arraycopy(sum, f * width, v, BankedValues.row(usedMask, f), width);
        }
    }

    private void score(int usedMask, int width, int flags, int lanes) {
        int openCount = 0;
        for (Category c : Category.values()) {
            if ((usedMask & c.bit()) == 0) {
                open[openCount++] = c;
            }
        }
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int rollRow = (KeepLattice.ROLL_BASE + r) * lanes;
            for (int f = 0; f < flags; f++) {
                int d = rollRow + f * width;
                java.util.Arrays.fill(x, d, d + width, Double.NEGATIVE_INFINITY);
                int bonus = Scoring.yahtzeeBonus(rules, usedMask, f == 1, r);
                for (int i = 0; i < openCount; i++) {
                    Category c = open[i];
                    int points = Scoring.points(rules, usedMask, r, c);
                    if (points == Scoring.NOT_ALLOWED) {
                        continue;
                    }
                    int next = usedMask | c.bit();
                    int src;
                    if (c.isUpper()) {
                        src = BankedValues.row(next, f) + points; // lane u reads u + points
                    } else if (c == Category.YAHTZEE) {
                        src = BankedValues.row(next, points > 0 ? 1 : 0);
                    } else {
                        src = BankedValues.row(next, f);
                    }
                    double add = points + bonus;
                    for (int u = 0; u < width; u++) {
                        x[d + u] = Math.max(x[d + u], add + v[src + u]);
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
