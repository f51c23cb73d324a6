package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * The goal widget's queued windows ({@link GoalWidget#queueAt}): several states' needs share one
 * run of the keep lattice's passes, and each need comes out the same bits as the state's turn
 * solved alone over every need ({@link GoalWidget#solve}), whatever window it fell in.
 */
final class GoalWidgetQueueTest {
    /** Four open boxes, the upper bonus still possible: the queued states are one box further on. */
    private static final int ROOT_MASK = Category.ALL_USED & ~Category.FOURS.bit() & ~Category.SIXES.bit()
            & ~Category.YAHTZEE.bit() & ~Category.CHANCE.bit();

    private record Queued(int upper, boolean y50, int[] at, float[] lane) {
    }

    @Test
    void queuedStates_sameBitsAsEachSolvedAlone_acrossWindowsOfSeveralSizes() {
        Rules rules = Rules.OFFICIAL;
        // Every state below the root solved at every need: the next lanes the queued turns read.
        double[] opponent = new double[301];
        for (int t = 0; t < opponent.length; t++) {
            opponent[t] = Math.min(1, Math.max(0, (t - 120) / 150.0)); // nondecreasing, flat at both ends
        }
        FinalUtility utility = FinalUtility.of(opponent);
        GoalValues next = GoalSolver.solveFrom(rules, ROOT_MASK, 30, false, 120, utility, 1, f -> { });
        int span = utility.span();
        for (int width : new int[] {1, 7, 64, 512}) {
            GoalWidget widget = new GoalWidget(rules, next, width);
            SplittableRandom random = new SplittableRandom(width);
            // upper totals apart (a box of fours or sixes written), then the Yahtzee flag (0 or 50 written)
            for (int mask : new int[] {ROOT_MASK | Category.FOURS.bit(), ROOT_MASK | Category.SIXES.bit(),
                    ROOT_MASK | Category.YAHTZEE.bit()}) {
                List<Queued> queued = new ArrayList<>();
                long totals = StateIndex.reachableUpperTotals(mask);
                for (int flag = 0; flag < StateIndex.yahtzeeFlags(mask); flag++) {
                    for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
                        if ((totals & (1L << u)) != 0 && next.lane(StateIndex.index(mask, u, flag == 1)) != null) {
                            int[] at = someNeeds(random, span);
                            // the needs from the caller's scratch, overwritten at once: the widget keeps its own copy
                            int[] scratch = java.util.Arrays.copyOf(at, at.length + 1);
                            float[] lane = widget.queueAt(mask, u, flag == 1, span + 1, scratch, at.length);
                            java.util.Arrays.fill(scratch, 1);
                            queued.add(new Queued(u, flag == 1, at, lane));
                        }
                    }
                }
                widget.flush();
                assertTrue(queued.size() > 1, "several states of mask 0x" + Integer.toHexString(mask));
                for (Queued q : queued) {
                    float[] alone = widget.solve(mask, q.upper, q.y50, span + 1, 1);
                    String where = "width " + width + ", mask 0x" + Integer.toHexString(mask) + " upper " + q.upper
                            + " y50 " + q.y50;
                    assertEquals(utility.top, q.lane[0], where + ": need 0 is met");
                    for (int need = 1; need <= span; need++) {
                        boolean asked = java.util.Arrays.binarySearch(q.at, need) >= 0;
                        assertEquals(asked ? Float.floatToRawIntBits(alone[need]) : Float.floatToRawIntBits(Float.NaN),
                                Float.floatToRawIntBits(q.lane[need]), where + ", need " + need);
                    }
                }
            }
        }
    }

    /** Increasing needs 1..span: none, one, a few or most of them. */
    private static int[] someNeeds(SplittableRandom random, int span) {
        int kind = random.nextInt(4);
        if (kind == 0) {
            return new int[0];
        }
        if (kind == 1) {
            return new int[] {1 + random.nextInt(span)};
        }
        double keep = kind == 2 ? 0.05 : 0.8;
        return java.util.stream.IntStream.rangeClosed(1, span).filter(n -> random.nextDouble() < keep).toArray();
    }
}
