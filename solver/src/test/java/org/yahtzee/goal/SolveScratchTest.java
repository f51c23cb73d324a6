package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * A solve for the root's own need through a reused {@link SolveScratch} (as {@link WinAnalyzer}
 * keeps one) gives the values of a solve through a fresh one, bit for bit: after a solve of a
 * larger card whose states cover the next one's, and after a smaller one, on either thread count.
 */
final class SolveScratchTest {

    /** Six boxes open, the Yahtzee box among them. */
    private static final int LARGE = Category.ALL_USED & ~(Category.THREES.bit() | Category.FIVES.bit()
            | Category.FULL_HOUSE.bit() | Category.LARGE_STRAIGHT.bit() | Category.YAHTZEE.bit() | Category.CHANCE.bit());
    /** Three of the large card's boxes open: its states are all the large card's too. */
    private static final int SMALL = LARGE | Category.THREES.bit() | Category.LARGE_STRAIGHT.bit() | Category.CHANCE.bit();
    /** Four other boxes open, 50 in the Yahtzee box: states the others' solves never wrote, and bonuses. */
    private static final int OTHER = Category.ALL_USED & ~(Category.ONES.bit() | Category.SIXES.bit()
            | Category.SMALL_STRAIGHT.bit() | Category.CHANCE.bit());

    @Test
    void reusedScratch_sameBitsAsFresh_afterLargerAndSmallerCards() {
        FinalUtility utility = FinalUtility.of(ramp(380));
        SolveScratch scratch = new SolveScratch(true);
        for (int threads = 1; threads <= 2; threads++) {
            for (int[] card : new int[][] {{LARGE, 20, 0, 150}, {SMALL, 30, 0, 190}, {OTHER, 40, 1, 250},
                    {SMALL, 30, 0, 170}, {LARGE, 20, 0, 140}}) {
                int mask = card[0];
                int upper = card[1];
                boolean y50 = card[2] == 1;
                int points = card[3];
                GoalValues fresh = GoalSolver.solveAt(Rules.OFFICIAL, mask, upper, y50, points, utility, threads, f -> { });
                GoalValues reused = GoalSolver.solveAt(Rules.OFFICIAL, mask, upper, y50, points, utility, threads,
                        f -> { }, scratch);
                assertSameBits(fresh, reused, "mask " + Integer.toHexString(mask) + ", " + threads + " threads");
            }
        }
    }

    @Test
    void scratchOfEveryNeed_refused() {
        assertThrows(IllegalArgumentException.class, () -> GoalSolver.solveAt(Rules.OFFICIAL, SMALL, 30, false, 190,
                FinalUtility.of(ramp(380)), 1, f -> { }, new SolveScratch(false)));
    }

    private static void assertSameBits(GoalValues expected, GoalValues actual, String what) {
        for (int s = 0; s < StateIndex.STATES; s++) {
            assertEquals(expected.floorOf(s), actual.floorOf(s), what + ": state " + s + " floor");
            float[] want = expected.lane(s);
            float[] got = actual.lane(s);
            assertEquals(want == null, got == null, what + ": state " + s + " solved");
            if (want != null) {
                assertEquals(want.length, got.length, what + ": state " + s + " lane length");
                for (int need = 0; need < want.length; need++) {
                    assertEquals(Float.floatToRawIntBits(want[need]), Float.floatToRawIntBits(got[need]),
                            what + ": state " + s + " need " + need);
                }
            }
        }
    }

    /** 0 up to a fifth of the span, 1 from four fifths, linear between: a need matters everywhere in it. */
    private static double[] ramp(int span) {
        double[] u = new double[span + 1];
        for (int t = 0; t <= span; t++) {
            u[t] = Math.min(1, Math.max(0, (t - span / 5.0) / (span * 3 / 5.0)));
        }
        return u;
    }
}
