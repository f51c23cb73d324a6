package org.yahtzee.solver;

/**
 * The widget solver's lane loops, one small static method per loop shape. Each runs over lanes
 * {@code from..to-1} of whole rows, which C2 vectorises.
 */
final class LaneKernels {
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
    static void setSum(double[] d, double add, double[] s, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = add + s[l];
        }
    }

    /** d = max(d, add + s). */
    static void maxSum(double[] d, double add, double[] s, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = Math.max(d[l], add + s[l]);
        }
    }

    /** d += p * s. */
    static void addScaled(double[] d, double p, double[] s, int to) {
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
    static void max2(double[] d, double[] s1, double[] s2, int to) {
        for (int l = 0; l < to; l++) {
            d[l] = Math.max(d[l], Math.max(s1[l], s2[l]));
        }
    }

    /** d = max(d, s1, s2, s3). */
    static void max3(double[] d, double[] s1, double[] s2, double[] s3, int to) {
        for (int l = 0; l < to; l++) {
            d[l] = Math.max(Math.max(d[l], s1[l]), Math.max(s2[l], s3[l]));
        }
    }

    /** d = max(d, s1, s2, s3, s4). */
    static void max4(double[] d, double[] s1, double[] s2, double[] s3, double[] s4, int to) {
        for (int l = 0; l < to; l++) {
            d[l] = Math.max(Math.max(d[l], s1[l]), Math.max(Math.max(s2[l], s3[l]), s4[l]));
        }
    }
}
