package org.yahtzee.advice;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Scoring;
import org.yahtzee.solver.LaneKernels;
import org.yahtzee.solver.LaneTurnAnalyzer;

/**
 * The optimal player's three decisions for every roll of each state a {@link LaneTurnAnalyzer}
 * has analysed, all lanes at once: for each lane exactly {@link TurnPolicy#bestKeepIndex} with
 * two and one rolls left and {@link Advisor#bestBox}, ties included. For the passes over every
 * state (second moments, the policy table, the exact distribution). One instance per thread.
 */
public final class LaneDecisions {
    /*
     * Implementation notes.
     *  1. The tie rule is TurnPolicy's and Advisor's: a decision is the first candidate in tie
     *     order (TurnPolicy.subKeep for keeps; for boxes Advisor.compareBoxes) whose value
     *     exceeds the best value less Advisor.TIE. A lane's own scan (firstPassing) is that rule
     *     as TurnPolicy.bestKeepIndex writes it.
     *  2. The states of a batch differ in their upper total and Yahtzee flag only, and decide
     *     alike: over the official states the last lane to find its keep needs 9.4-10.4 probes
     *     where a lane needs 8.5-9.6. So lane 0 scans (position g), and every lane is then
     *     checked at once: g passes, and the maximum over the candidates before g does not
     *     (LaneKernels' max: exact), which is the rule's answer g. Lanes that fail the check
     *     (in about one decision in eight, 3.8 lanes then) scan for themselves. A decision every
     *     lane takes alike is kept once (keepOfAll, boxIdOfAll), not stored per lane, so that
     *     the passes can copy or reference whole rows for it (LaneRisk). Scanning every
     *     lane with no early exit in vector arithmetic was slower: C2 (JDK 17) compiles
     *     compare-and-select to scalar code, and its vector Math.max/min to blend sequences,
     *     so 32-lane rows gain little (5.4 against 2.2 us a state for the keeps).
     *  3. Boxes: for any roll but an extra Yahtzee every box scores its printed points in every
     *     lane, so the boxes' tie order is fixed per roll (BOX_ORDER), and a batch checks the
     *     boxes open in some lane (a filled box's row is -infinity: it never passes). Extra
     *     Yahtzees (five of a kind with the Yahtzee box filled: joker rules, bonus) are decided
     *     lane by lane by Advisor itself.
     */

    private static final int LANES = LaneTurnAnalyzer.LANES;
    /** Per roll, its 13 boxes in tie order for its printed points: BOX_ORDER[rollId * 13 + i]. */
    private static final int[] BOX_ORDER = new int[KeepLattice.ROLLS * Category.COUNT];

    static {
        Integer[] boxes = new Integer[Category.COUNT];
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            for (int b = 0; b < Category.COUNT; b++) {
                boxes[b] = b;
            }
            java.util.Arrays.sort(boxes, new BoxTieOrder(r));
            for (int i = 0; i < Category.COUNT; i++) {
                BOX_ORDER[r * Category.COUNT + i] = boxes[i];
            }
        }
    }

    /**
     * keepIndexOfAll[rollsLeft][rollId]: the keep every lane takes, as TurnPolicy.bestKeepIndex,
     * or -1 where the lanes differ and keepIndex holds each lane's.
     */
    private final int[][] keepIndexOfAll = new int[3][KeepLattice.ROLLS];
    /** keepIndex[rollsLeft][rollId * LANES + lane]: the keep, where the lanes differ. */
    private final int[][] keepIndex = new int[3][KeepLattice.ROLLS * LANES];
    /** boxIdOfAll[rollId]: the box every lane writes the final roll in (Advisor.bestBox), or -1. */
    private final int[] boxIdOfAll = new int[KeepLattice.ROLLS];
    /** boxId[rollId * LANES + lane]: the box of the final roll, where the lanes differ. */
    private final int[] boxId = new int[KeepLattice.ROLLS * LANES];
    /** The lanes' usedMask in the batch being decided. */
    private final int[] usedMask = new int[LANES];
    /** [rollsLeft][TurnPolicy.subKeepFrom(r) + i]: rowsOf's row of sub-keep i of roll r. */
    private final double[][][] subKeepRows = new double[3][TurnPolicy.ALL_SUB_KEEPS][];
    private LaneTurnAnalyzer rowsOf;
    /** The open boxes' rows of one roll in tie order, and their ids. */
    private final double[][] boxRows = new double[Category.COUNT][];
    private final int[] boxes = new int[Category.COUNT];
    /** The maximum over the candidates before the representative's, by lane. */
    private final double[] before = new double[LANES];
    /** The lanes whose check failed, and those of the first check while the second runs. */
    private final int[] failedLanes = new int[LANES];
    private final int[] retryLanes = new int[LANES];

    /** Decides every roll of lanes 0..lanes-1 of the analyzer's last analysis (its rows). */
    public void decide(LaneTurnAnalyzer analyzer, int lanes) {
        if (analyzer != rowsOf) {
            subKeepRows(analyzer);
        }
        int open = 0;
        for (int lane = 0; lane < lanes; lane++) {
            usedMask[lane] = analyzer.turn(lane).usedMask();
            open |= ~usedMask[lane] & Category.ALL_USED;
        }
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int from = TurnPolicy.subKeepFrom(r);
            int count = TurnPolicy.subKeepCount(r);
            for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
                keepIndexOfAll[rollsLeft][r] = decide(subKeepRows[rollsLeft], from, count, analyzer.rollRow(r, rollsLeft),
                        keepIndex[rollsLeft], r * LANES, lanes);
            }
            decideBox(analyzer, r, open, lanes);
        }
    }

    /** The analyzer's keep rows in TurnPolicy's sub-keep order: its rows are fixed arrays. */
    private void subKeepRows(LaneTurnAnalyzer analyzer) {
        for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                for (int i = 0; i < TurnPolicy.subKeepCount(r); i++) {
                    subKeepRows[rollsLeft][TurnPolicy.subKeepFrom(r) + i] =
                            analyzer.keepRow(TurnPolicy.subKeep(r, i), rollsLeft);
                }
            }
        }
        rowsOf = analyzer;
    }

    /** The keep of lane {@code lane} for {@code rollId} with {@code rollsLeft} (1..2), as {@link TurnPolicy#bestKeepIndex}. */
    public int keepIndex(int rollId, int rollsLeft, int lane) {
        int all = keepIndexOfAll[rollsLeft][rollId];
        return all >= 0 ? all : keepIndex[rollsLeft][rollId * LANES + lane];
    }

    /**
     * The keep every lane takes for {@code rollId} with {@code rollsLeft} (1..2), as
     * {@link #keep}, or -1 if they differ.
     */
    public int keepOfAll(int rollId, int rollsLeft) {
        int all = keepIndexOfAll[rollsLeft][rollId];
        return all >= 0 ? TurnPolicy.subKeep(rollId, all) : -1;
    }

    /** The keep of lane {@code lane} for {@code rollId} with {@code rollsLeft} (1..2), as {@link TurnPolicy#bestKeep}. */
    public int keep(int rollId, int rollsLeft, int lane) {
        return TurnPolicy.subKeep(rollId, keepIndex(rollId, rollsLeft, lane));
    }

    /** The {@link Category#id()} of lane {@code lane}'s box for the final roll {@code rollId}, as {@link Advisor#bestBox}. */
    public int boxId(int rollId, int lane) {
        int all = boxIdOfAll[rollId];
        return all >= 0 ? all : boxId[rollId * LANES + lane];
    }

    /** The box every lane writes the final roll {@code rollId} in, as {@link #boxId}, or -1 if they differ. */
    public int boxIdOfAll(int rollId) {
        return boxIdOfAll[rollId];
    }

    private void decideBox(LaneTurnAnalyzer analyzer, int r, int open, int lanes) {
        int count = 0;
        for (int i = 0; i < Category.COUNT; i++) {
            int box = BOX_ORDER[r * Category.COUNT + i];
            if ((open & 1 << box) != 0) {
                boxes[count] = box;
                boxRows[count++] = analyzer.boxRow(r, Category.byId(box));
            }
        }
        double[] best = analyzer.rollRow(r, 0); // the maximum over the open boxes' values
        int at = r * LANES;
        if (Scoring.yahtzeeFace(r) == 0) {
            int all = decide(boxRows, 0, count, best, boxId, at, lanes);
            boxIdOfAll[r] = all >= 0 ? boxes[all] : -1;
            if (all < 0) {
                for (int lane = 0; lane < lanes; lane++) {
                    boxId[at + lane] = boxes[boxId[at + lane]];
                }
            }
            return;
        }
        boxIdOfAll[r] = -1; // extra Yahtzees are decided lane by lane
        for (int lane = 0; lane < lanes; lane++) {
            boxId[at + lane] = Scoring.isExtraYahtzee(r, usedMask[lane])
                    ? Advisor.bestBox(analyzer.turn(lane), r, best[lane]).id()
                    : boxes[firstPassing(boxRows, 0, count, best[lane] - Advisor.TIE, lane)];
        }
    }

    /**
     * The position of the first of the candidates {@code rows[from .. from + count - 1]} whose
     * value exceeds {@code best} less Advisor.TIE (note 2) if it is the same in lanes
     * 0..lanes-1; else -1, each lane's position written to {@code out[at + lane]}. The rows are
     * LANES wide, as the analyzer's.
     */
    int decide(double[][] rows, int from, int count, double[] best, int[] out, int at, int lanes) {
        int g = firstPassing(rows, from, count, best[0] - Advisor.TIE, 0);
        int failed = check(rows, from, count, best, g, null, at, null, lanes);
        if (failed == 0) {
            return g;
        }
        java.util.Arrays.fill(out, at, at + lanes, g);
        if (failed > 1) { // a second choice, the first failing lane's, for the lanes that failed
            System.arraycopy(failedLanes, 0, retryLanes, 0, failed);
            int lane0 = retryLanes[0];
            failed = check(rows, from, count, best, firstPassing(rows, from, count, best[lane0] - Advisor.TIE, lane0), out, at,
                    retryLanes, failed);
        }
        for (int i = 0; i < failed; i++) {
            int lane = failedLanes[i];
            out[at + lane] = firstPassing(rows, from, count, best[lane] - Advisor.TIE, lane);
        }
        return -1;
    }

    /**
     * Lists in failedLanes the lanes (those listed in {@code which}, or 0..listed-1 if it is
     * null) where candidate g is not the first whose value exceeds best less TIE, and returns
     * how many there are; writes {@code g} to {@code out[at + lane]} for the others unless
     * {@code out} is null.
     */
    private int check(double[][] rows, int from, int count, double[] best, int g, int[] out, int at, int[] which,
                      int listed) {
        double[] chosen = rows[from + g];
        double[] max = before;
        if (g > 0) {
            // Over all LANES of the rows, the unused ones too (read nowhere): a fixed count that
            // C2's vector loops cover whole, where a batch's 1..32 lanes (22 on average) left
            // scalar pre- and post-loops (the pass 4.73 to 4.14 CPU-s, RESULTS.md).
            LaneKernels.setSum(max, 0, rows[from], 0, LANES);
            int i = from + 1;
            int end = from + g;
            for (; i + 4 <= end; i += 4) {
                LaneKernels.max4(max, rows[i], rows[i + 1], rows[i + 2], rows[i + 3], LANES);
            }
            switch (end - i) {
                case 3 -> LaneKernels.max3(max, rows[i], rows[i + 1], rows[i + 2], LANES);
                case 2 -> LaneKernels.max2(max, rows[i], rows[i + 1], LANES);
                case 1 -> LaneKernels.maxSum(max, 0, rows[i], 0, LANES);
                default -> { }
            }
        }
        int failed = 0;
        for (int i = 0; i < listed; i++) {
            int lane = which == null ? i : which[i];
            double threshold = best[lane] - Advisor.TIE;
            if (chosen[lane] > threshold && (g == 0 || !(max[lane] > threshold))) {
                if (out != null) {
                    out[at + lane] = g;
                }
            } else {
                failedLanes[failed++] = lane;
            }
        }
        return failed;
    }

    /**
     * TurnPolicy's scan for one lane: the position of the first of the candidates
     * {@code rows[from .. from + count - 1]} whose value exceeds {@code threshold}.
     */
    private static int firstPassing(double[][] rows, int from, int count, double threshold, int lane) {
        for (int i = 0; i < count; i++) {
            if (rows[from + i][lane] > threshold) {
                return i;
            }
        }
        throw new IllegalStateException("no candidate has a value in lane " + lane);
    }

    /** {@link Advisor#compareBoxes} for one roll's printed points; a class, not a lambda (start-up). */
    private static final class BoxTieOrder implements java.util.Comparator<Integer> {
        private final int rollId;

        BoxTieOrder(int rollId) {
            this.rollId = rollId;
        }

        @Override
        public int compare(Integer a, Integer b) {
            Category ca = Category.byId(a);
            Category cb = Category.byId(b);
            return Advisor.compareBoxes(ca, Scoring.ordinary(rollId, ca), cb, Scoring.ordinary(rollId, cb));
        }
    }
}
