package org.yahtzee.goal;

/**
 * What a goal is worth as a function of the final total: U(total), nondecreasing, taken as
 * constant above the last total given. The goal solver maximises E[U(final total)]; reaching a
 * target T is the step U = [total >= T], so its value is the probability of reaching T.
 */
public final class FinalUtility {
    /*
     * Implementation notes. The solver works in "points needed": need = span - x for x points
     * scored so far, span = the last total given (U.length - 1). Scoring g points moves a lane
     * from need to need - g, the same shift for every goal, and one table in need covers every
     * target of a step at once: P(reach T with x scored) = V(T - x) of the step at any span >= T.
     * byNeed[need] = U(span - need); a need <= 0 means U is already saturated (top), and
     * byNeed is constant (bottom) from flatFrom on, which lets the solver cut every lane at
     * "most points still possible + flatFrom" (for a step flatFrom = 1: no points, no goal).
     */

    final float[] byNeed;
    final float top;
    final float bottom;
    final int flatFrom;
    private final boolean step;

    private FinalUtility(float[] byNeed, boolean step) {
        this.byNeed = byNeed;
        this.top = byNeed[0];
        this.bottom = byNeed[byNeed.length - 1];
        int flat = byNeed.length - 1;
        while (flat > 0 && byNeed[flat - 1] == bottom) {
            flat--;
        }
        this.flatFrom = Math.max(flat, 1);
        this.step = step;
    }

    /** U = 1 if the final total is at least {@code target} (0..), else 0. */
    public static FinalUtility reach(int target) {
        if (target < 0) {
            throw new IllegalArgumentException("target must be 0 or more, was " + target);
        }
        float[] byNeed = new float[target + 1];
        byNeed[0] = 1f;
        return new FinalUtility(byNeed, true);
    }

    /**
     * U(total) = {@code byFinalTotal[total]}, and the last value above; values must be finite
     * and nondecreasing (a higher total is never worse), e.g. the probability of beating an
     * opponent's final-score distribution.
     */
    public static FinalUtility of(double[] byFinalTotal) {
        if (byFinalTotal.length == 0) {
            throw new IllegalArgumentException("a utility needs at least one value (the total 0)");
        }
        for (int total = 0; total < byFinalTotal.length; total++) {
            double u = byFinalTotal[total];
            if (!Double.isFinite(u) || total > 0 && u < byFinalTotal[total - 1]) {
                throw new IllegalArgumentException("utility of total " + total + " must be finite and at least "
                        + (total > 0 ? byFinalTotal[total - 1] : "any") + " (nondecreasing), was " + u);
            }
        }
        // The span ends at the first total whose float is the last's: above it U is that float
        // anyway, and every need there is saturated and costs nothing. An opponent's exact final
        // total reaches 1,000 and more (Yahtzee bonuses) with chances far under float's 6e-8,
        // so the span falls from the highest total to where P(beaten) rounds to 1.
        float last = (float) byFinalTotal[byFinalTotal.length - 1];
        int span = byFinalTotal.length - 1;
        while (span > 0 && (float) byFinalTotal[span - 1] == last) {
            span--;
        }
        float[] byNeed = new float[span + 1];
        for (int total = 0; total <= span; total++) {
            byNeed[span - total] = (float) byFinalTotal[total];
        }
        return new FinalUtility(byNeed, false);
    }

    /**
     * The last total given, or the first from which U (as a float) is constant if that is
     * lower: from it on U is constant. Needs are measured from it.
     */
    public int span() {
        return byNeed.length - 1;
    }

    /** True for {@link #reach}: its values are probabilities of reaching a total. */
    public boolean isStep() {
        return step;
    }

    /** U at the end of the game with {@code need} points short of {@link #span()}. */
    float atNeed(int need) {
        return need <= 0 ? top : need >= byNeed.length ? bottom : byNeed[need];
    }
}
