package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;

/**
 * The lane loops of the widget solver, {@link LaneTurnAnalyzer} and the lane passes over every
 * state (moments, outcomes), one small static method per loop shape, and the keep-lattice passes
 * built from them. Each runs over lanes {@code from..to-1} of whole rows, which C2 vectorises.
 */
public final class LaneKernels {
    /*
     * Why separate methods: a solve runs for well under a second, so how soon the JIT has these
     * loops in vectorised C2 code decides most of its cost. A small method called for every row
     * reaches the C2 thresholds by call count within the first few widgets and is compiled once,
     * in a few milliseconds; the same loops inlined in long methods were compiled three or four
     * times each (on-stack replacement at several loop heads, then the whole method), and ran
     * interpreted or in C1 code meanwhile. For the same reason there are few shapes: the callers
     * reuse setSum and maxSum with an add of 0 or of the row itself (exact: every value is a
     * non-negative double, never -0.0 or NaN, so 0.0 + s == s and b + d == d + b bit for bit).
     */

    private LaneKernels() {
    }

    /** d = add + s. */
    public static void setSum(double[] d, double add, double[] s, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = add + s[l];
        }
    }

    /** d = max(d, add + s). */
    public static void maxSum(double[] d, double add, double[] s, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = Math.max(d[l], add + s[l]);
        }
    }

    /** d += p * s. */
    public static void addScaled(double[] d, double p, double[] s, int to) {
        for (int l = 0; l < to; l++) {
            d[l] += p * s[l];
        }
    }

    /** d = the mean of the six rows. */
    static void mean6(double[] d, double[] a1, double[] a2, double[] a3, double[] a4, double[] a5,
            double[] a6, int to) {
        for (int l = 0; l < to; l++) {
            d[l] = (a1[l] + a2[l] + a3[l] + a4[l] + a5[l] + a6[l]) / 6.0;
        }
    }

    /** d = max(d, s1, s2). */
    public static void max2(double[] d, double[] s1, double[] s2, int to) {
        for (int l = 0; l < to; l++) {
            d[l] = Math.max(d[l], Math.max(s1[l], s2[l]));
        }
    }

    /** d = max(d, s1, s2, s3). */
    public static void max3(double[] d, double[] s1, double[] s2, double[] s3, int to) {
        for (int l = 0; l < to; l++) {
            d[l] = Math.max(Math.max(d[l], s1[l]), Math.max(s2[l], s3[l]));
        }
    }

    /** d = max(d, s1, s2, s3, s4). */
    public static void max4(double[] d, double[] s1, double[] s2, double[] s3, double[] s4, int to) {
        for (int l = 0; l < to; l++) {
            d[l] = Math.max(Math.max(d[l], s1[l]), Math.max(Math.max(s2[l], s3[l]), s4[l]));
        }
    }

    /** d = max(s, a). */
    static void maxOf2(double[] d, double[] s, double[] a, int to) {
        for (int l = 0; l < to; l++) {
            d[l] = Math.max(s[l], a[l]);
        }
    }

    /** d = max(s, a, b). */
    static void maxOf3(double[] d, double[] s, double[] a, double[] b, int to) {
        for (int l = 0; l < to; l++) {
            d[l] = Math.max(s[l], Math.max(a[l], b[l]));
        }
    }

    /** d = max(s, a, b, c). */
    static void maxOf4(double[] d, double[] s, double[] a, double[] b, double[] c, int to) {
        for (int l = 0; l < to; l++) {
            d[l] = Math.max(Math.max(s[l], a[l]), Math.max(b[l], c[l]));
        }
    }

    /** d = max(s, a, b, c, e). */
    static void maxOf5(double[] d, double[] s, double[] a, double[] b, double[] c, double[] e, int to) {
        for (int l = 0; l < to; l++) {
            d[l] = Math.max(Math.max(s[l], a[l]), Math.max(Math.max(b[l], c[l]), e[l]));
        }
    }

    /** d1..d6 += s / 6.0: one quotient, added to each. */
    static void addSixth(double[] d1, double[] d2, double[] d3, double[] d4, double[] d5, double[] d6, double[] s,
                         int to) {
        for (int l = 0; l < to; l++) {
            double sixth = s[l] / 6.0;
            d1[l] += sixth;
            d2[l] += sixth;
            d3[l] += sixth;
            d4[l] += sixth;
            d5[l] += sixth;
            d6[l] += sixth;
        }
    }

    /**
     * Keeps of 4 down to 0 dice, rows {@code x[keepId]}: the mean over the next die of the keeps
     * one die larger.
     */
    public static void expect(double[][] x, int lanes) {
        for (int k = KeepLattice.ROLL_BASE - 1; k >= 0; k--) {
            mean6(x[k], x[KeepLattice.add(k, 1)], x[KeepLattice.add(k, 2)], x[KeepLattice.add(k, 3)],
                    x[KeepLattice.add(k, 4)], x[KeepLattice.add(k, 5)], x[KeepLattice.add(k, 6)], lanes);
        }
    }

    /**
     * {@link #expect} run forwards, for probability: in increasing keep order, each keep of 0..4
     * dice hands a sixth of its row {@code mass[keepId]} (m / 6.0) to each of its six one-die
     * extensions, so the rows of the rolls end up with what reaches them.
     */
    public static void spread(double[][] mass, int lanes) {
        for (int k = 0; k < KeepLattice.ROLL_BASE; k++) {
            addSixth(mass[KeepLattice.add(k, 1)], mass[KeepLattice.add(k, 2)], mass[KeepLattice.add(k, 3)],
                    mass[KeepLattice.add(k, 4)], mass[KeepLattice.add(k, 5)], mass[KeepLattice.add(k, 6)], mass[k], lanes);
        }
    }

    /**
     * In increasing keep order: the best over the keep and its one-die-smaller keeps (1..5 of
     * them, one per distinct face held), which already hold the best over their own subsets.
     * All parents in one pass, so each lane is stored once per keep rather than once per parent.
     */
    static void maximise(double[][] x, int lanes) {
        for (int k = 1; k < KeepLattice.KEEPS; k++) {
            double[] d = x[k];
            int p = KeepLattice.smallerFrom(k);
            switch (KeepLattice.smallerTo(k) - p) {
                case 1 -> maxSum(d, 0, x[KeepLattice.smaller(p)], 0, lanes);
                case 2 -> max2(d, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)], lanes);
                case 3 -> max3(d, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)],
                        x[KeepLattice.smaller(p + 2)], lanes);
                case 4 -> max4(d, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)],
                        x[KeepLattice.smaller(p + 2)], x[KeepLattice.smaller(p + 3)], lanes);
                default -> {
                    max4(d, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)],
                            x[KeepLattice.smaller(p + 2)], x[KeepLattice.smaller(p + 3)], lanes);
                    maxSum(d, 0, x[KeepLattice.smaller(p + 4)], 0, lanes);
                }
            }
        }
    }

    /**
     * {@link #maximise(double[][], int)} of the rows {@code from} into other rows {@code x},
     * leaving {@code from} as it was (the turn analysis keeps the expectations for the
     * decisions): a keep's row is the best of its own row in {@code from} and its one-die-smaller
     * keeps' in {@code x}, in one loop (a copy, then the in-place loop: an analysis took 2.38-2.59
     * us a state against 2.14-2.46, best of 15 rounds, three alternating runs on a loaded machine).
     */
    static void maximise(double[][] x, double[][] from, int lanes) {
        setSum(x[0], 0, from[0], 0, lanes);
        for (int k = 1; k < KeepLattice.KEEPS; k++) {
            double[] d = x[k];
            double[] s = from[k];
            int p = KeepLattice.smallerFrom(k);
            switch (KeepLattice.smallerTo(k) - p) {
                case 1 -> maxOf2(d, s, x[KeepLattice.smaller(p)], lanes);
                case 2 -> maxOf3(d, s, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)], lanes);
                case 3 -> maxOf4(d, s, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)],
                        x[KeepLattice.smaller(p + 2)], lanes);
                case 4 -> maxOf5(d, s, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)],
                        x[KeepLattice.smaller(p + 2)], x[KeepLattice.smaller(p + 3)], lanes);
                default -> {
                    maxOf5(d, s, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)],
                            x[KeepLattice.smaller(p + 2)], x[KeepLattice.smaller(p + 3)], lanes);
                    maxSum(d, 0, x[KeepLattice.smaller(p + 4)], 0, lanes);
                }
            }
        }
    }
}
