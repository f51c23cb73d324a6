package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/** Beating opponents: the utility, and last-turn win probabilities against enumeration. */
final class WinUtilityTest {
    /** 2,783,176 / 6^10: a Yahtzee within three rolls, keeping the most common face. */
    private static final double YAHTZEE_IN_THREE = 2_783_176 / Math.pow(6, 10);

    @Test
    void finishedOpponent_stepWithHalfATie() {
        double[] u = WinUtility.byFinalTotal(List.of(WinUtility.finished(230)));
        assertEquals(232, u.length);
        assertEquals(0, u[229]);
        assertEquals(0.5, u[230]);
        assertEquals(1, u[231]);
    }

    @Test
    void twoOpponents_productOfTheirCdfs_tiesHalf() {
        double[] a = {0, 0.5, 0.5}; // 1 or 2
        double[] b = {0, 0, 0.25, 0.75}; // 2 or 3
        double[] u = WinUtility.byFinalTotal(List.of(a, b));
        // F(0)=0, F(1)=0, F(2)=0.25, F(3)=1; U(t) = (F(t-1) + F(t)) / 2.
        assertArrayEquals(new double[] {0, 0, 0.125, 0.625, 1}, u, 1e-15);
    }

    @Test
    void tails_cutToZeroAndOne() {
        double[] u = WinUtility.byFinalTotal(List.of(WinUtility.normal(250, 40)));
        for (double x : u) {
            assertTrue(x == 0 || x >= WinUtility.CUT && x < 1 - WinUtility.CUT || x == 1, "U " + x);
        }
        assertTrue(u.length < 560, "cut where the normal tail is under 1e-9: " + u.length);
        assertEquals(0.5, u[250], 0.01);
    }

    @Test
    void tailThatRoundsToOneAsAFloat_spanEndsThere_everyTotalAsItsFloat() {
        double[] byTotal = new double[402];
        for (int t = 200; t < 300; t++) {
            byTotal[t] = (t - 199) / 101.0;
        }
        java.util.Arrays.fill(byTotal, 300, 401, 1 - 1e-8); // under float's half-ulp of 1: 1f
        byTotal[401] = 1;

        FinalUtility u = FinalUtility.of(byTotal);

        assertEquals(300, u.span());
        for (int t = 0; t < byTotal.length + 5; t++) {
            float expected = (float) byTotal[Math.min(t, byTotal.length - 1)];
            assertEquals(expected, u.atNeed(u.span() - t), 0f, "total " + t);
        }
    }

    @Test
    void badOpponents_refused() {
        assertThrows(IllegalArgumentException.class, () -> WinUtility.byFinalTotal(List.of()));
        assertThrows(IllegalArgumentException.class, () -> WinUtility.byFinalTotal(List.of(new double[] {0.5, 0.4})));
        assertThrows(IllegalArgumentException.class, () -> WinUtility.normal(200, -1));
    }

    /** Only the Yahtzee box open, 200 points: against 230 a Yahtzee wins; against 250 it ties. */
    @Test
    void lastTurn_yahtzeeOrNothing_winAndHalfATie() {
        int mask = Category.ALL_USED & ~Category.YAHTZEE.bit();
        for (int[] opponentAndHalves : new int[][] {{230, 2}, {250, 1}, {251, 0}, {199, 2 * 1}}) {
            int opponent = opponentAndHalves[0];
            FinalUtility u = WinUtility.beating(List.of(WinUtility.finished(opponent)));
            GoalValues v = GoalSolver.solveFrom(Rules.OFFICIAL, mask, 63, false, 200, u, 1, f -> { });
            double p = v.value(mask, 63, false, u.span() - 200);
            double expected = opponent < 200 ? 1 : opponentAndHalves[1] / 2.0 * YAHTZEE_IN_THREE;
            assertEquals(expected, p, 1e-7, "against " + opponent);
        }
    }

    /** Two boxes open: every opponent's total against the naive enumeration of the last two turns. */
    @Test
    void lastTwoTurns_againstNaiveEnumeration() {
        int mask = Category.ALL_USED & ~Category.CHANCE.bit() & ~Category.FULL_HOUSE.bit();
        int points = 180;
        Random random = new Random(5);
        for (int trial = 0; trial < 6; trial++) {
            double[] opponent = WinUtility.normal(200 + random.nextInt(40), 5 + random.nextInt(20));
            double[] byTotal = WinUtility.byFinalTotal(List.of(opponent));
            FinalUtility u = FinalUtility.of(byTotal);
            GoalValues v = GoalSolver.solveFrom(Rules.OFFICIAL, mask, 40, false, points, u, 1, f -> { });
            NaiveGoal naive = new NaiveGoal(Rules.OFFICIAL, byTotal);
            assertEquals(naive.value(mask, 40, false, points), v.value(mask, 40, false, u.span() - points), 2e-6,
                    "trial " + trial);
        }
    }

    /** On a late card the mixture of reach goals is an upper bound of the utility's exact value. */
    @Test
    void mixture_optimisticEstimate_ofTheExactValue() {
        int mask = Category.ALL_USED & ~Category.CHANCE.bit() & ~Category.FULL_HOUSE.bit() & ~Category.SIXES.bit();
        int points = 170;
        GoalValues reach = GoalSolver.solveFrom(Rules.OFFICIAL, mask, 40, false, points, FinalUtility.reach(300), 1, f -> { });
        double[] byTotal = WinUtility.byFinalTotal(List.of(WinUtility.normal(230, 25)));
        FinalUtility u = FinalUtility.of(byTotal);
        GoalValues exact = GoalSolver.solveFrom(Rules.OFFICIAL, mask, 40, false, points, u, 1, f -> { });
        GoalTurn mixed = GoalTurn.mixture(reach, mask, 40, false, points, u);
        GoalTurn turn = GoalTurn.analyze(exact, mask, 40, false, u.span() - points);
        assertTrue(mixed.start() >= turn.start() - 1e-6, mixed.start() + " vs " + turn.start());
        for (int roll = 0; roll < KeepLattice.ROLLS; roll += 7) {
            for (Category box : new Category[] {Category.CHANCE, Category.SIXES}) {
                double bound = mixed.scoreValue(roll, box);
                double exactValue = turn.scoreValue(roll, box);
                // NaN in both: a box the joker rule forbids for these dice.
                assertTrue(Double.isNaN(bound) && Double.isNaN(exactValue) || bound >= exactValue - 1e-6,
                        "roll " + roll + ", " + box + ": " + bound + " vs " + exactValue);
            }
        }
        // With one box open the last score values are the utility's own: the mixture is exact there.
        int last = Category.ALL_USED & ~Category.CHANCE.bit();
        GoalValues reachLast = GoalSolver.solveFrom(Rules.OFFICIAL, last, 40, false, points, FinalUtility.reach(300), 1, f -> { });
        GoalValues exactLast = GoalSolver.solveFrom(Rules.OFFICIAL, last, 40, false, points, u, 1, f -> { });
        GoalTurn mixedLast = GoalTurn.mixture(reachLast, last, 40, false, points, u);
        GoalTurn turnLast = GoalTurn.analyze(exactLast, last, 40, false, u.span() - points);
        for (int roll = 0; roll < KeepLattice.ROLLS; roll++) {
            assertEquals(turnLast.scoreValue(roll, Category.CHANCE), mixedLast.scoreValue(roll, Category.CHANCE), 2e-6);
        }
    }
}
