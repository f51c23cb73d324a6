package org.yahtzee.goal;

/**
 * The goal solver's lane loops over float rows, lanes {@code from..to-1}: small static methods
 * so that C2 compiles each once, early, and vectorises it (as the value solver's LaneKernels).
 */
final class GoalKernels {
    private GoalKernels() {
    }

    /** d = max(d, s). */
    static void max(float[] d, float[] s, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = Math.max(d[l], s[l]);
        }
    }

    /**
     * d = the mean of the six rows: summed in pairs and divided, not multiplied by the float
     * 1/6, which is 3e-8 too large and biased every mean upwards. Against the same solve in
     * doubles (9 open boxes, 16.8 million values): largest error 1.5e-6 with "* (1/6f)" after a
     * left-to-right sum, 3.1e-7 this way, at the same speed; over the whole reach table
     * (126.6 million values) 4.5e-7.
     */
    static void mean6(float[] d, float[] a1, float[] a2, float[] a3, float[] a4, float[] a5, float[] a6, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = ((a1[l] + a2[l]) + (a3[l] + a4[l]) + (a5[l] + a6[l])) / 6f;
        }
    }

    /** d = max(s1, s2): d is only written. */
    static void maxOf2(float[] d, float[] s1, float[] s2, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = Math.max(s1[l], s2[l]);
        }
    }

    /** d = max(s1, s2, s3): d is only written. */
    static void maxOf3(float[] d, float[] s1, float[] s2, float[] s3, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = Math.max(Math.max(s1[l], s2[l]), s3[l]);
        }
    }

    /** d = max(s1, s2, s3, s4): d is only written. */
    static void maxOf4(float[] d, float[] s1, float[] s2, float[] s3, float[] s4, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = Math.max(Math.max(s1[l], s2[l]), Math.max(s3[l], s4[l]));
        }
    }

    /** d = max(d, s1, s2). */
    static void max2(float[] d, float[] s1, float[] s2, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = Math.max(d[l], Math.max(s1[l], s2[l]));
        }
    }

    /** d = max(d, s1, s2, s3). */
    static void max3(float[] d, float[] s1, float[] s2, float[] s3, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = Math.max(Math.max(d[l], s1[l]), Math.max(s2[l], s3[l]));
        }
    }

    /** d = max(d, s1, s2, s3, s4). */
    static void max4(float[] d, float[] s1, float[] s2, float[] s3, float[] s4, int from, int to) {
        for (int l = from; l < to; l++) {
            d[l] = Math.max(Math.max(d[l], s1[l]), Math.max(Math.max(s2[l], s3[l]), s4[l]));
        }
    }
}
