package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The mixture over the reach table computed on a window of all its needs at once equals the
 * mixture of one analysis per need (GoalTurn.mixtureByParts) in every value of the turn.
 */
final class GoalMixtureTest {
    /** Five boxes open (threes, fours, three of a kind, chance, small straight), the Yahtzee box holding 50: extra Yahtzees earn 100. */
    private static final int MASK = Category.ALL_USED & ~(Category.THREES.bit() | Category.FOURS.bit()
            | Category.THREE_OF_A_KIND.bit() | Category.CHANCE.bit() | Category.SMALL_STRAIGHT.bit());
    private static final GoalValues REACH = GoalSolver.solveFrom(Rules.OFFICIAL, MASK, 40, true, 160,
            FinalUtility.reach(GoalSolver.TARGET_MAX), 2, f -> { });

    @Test
    void everyValue_asOneAnalysisPerNeed() {
        for (FinalUtility u : List.of(WinUtility.beating(List.of(WinUtility.normal(250, 40))),
                WinUtility.beating(List.of(WinUtility.normal(300, 60), WinUtility.normal(200, 20))),
                WinUtility.beating(List.of(WinUtility.finished(231))), // a finished opponent: one step and a half
                WinUtility.beating(List.of(WinUtility.finished(90))), // beaten already: every step met
                FinalUtility.of(new double[] {0, 0, 0}))) { // no step at all: 0 whatever is played
            for (int points : new int[] {160, 185}) {
                assertSame(GoalTurn.mixtureByParts(REACH, MASK, 40, true, points, u),
                        GoalTurn.mixture(REACH, MASK, 40, true, points, u), "points " + points);
            }
        }
    }

    /**
     * A kept widget (the win analyzer's, wider than the needs and left from other turns and
     * values) gives every value of a fresh one's, bit for bit; one too narrow is not used.
     */
    @Test
    void keptWidget_sameBitsAsAFreshOne() {
        GoalWidget kept = new GoalWidget(Rules.OFFICIAL, REACH, GoalSolver.WINDOW);
        GoalWidget narrow = new GoalWidget(Rules.OFFICIAL, REACH, 3);
        GoalValues other = GoalSolver.solveFrom(Rules.OFFICIAL, MASK, 40, true, 160, FinalUtility.reach(300), 1, f -> { });
        for (FinalUtility u : List.of(WinUtility.beating(List.of(WinUtility.normal(250, 40))),
                WinUtility.beating(List.of(WinUtility.normal(300, 60), WinUtility.normal(200, 20))))) {
            for (int points : new int[] {185, 160}) {
                GoalMixture.of(other, MASK, 40, true, points, u, kept); // another table's turn left in it
                WinAnalyzerSameValuesTest.assertSameTurn(GoalMixture.of(REACH, MASK, 40, true, points, u),
                        GoalMixture.of(REACH, MASK, 40, true, points, u, kept), "points " + points);
                WinAnalyzerSameValuesTest.assertSameTurn(GoalMixture.of(REACH, MASK, 40, true, points, u),
                        GoalMixture.of(REACH, MASK, 40, true, points, u, narrow), "narrow, points " + points);
            }
        }
    }

    private static void assertSame(GoalTurn expected, GoalTurn actual, String where) {
        assertEquals(expected.start(), actual.start(), 1e-12, where);
        assertEquals(expected.need(), actual.need(), where);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            for (int rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
                assertEquals(expected.rollValue(r, rollsLeft), actual.rollValue(r, rollsLeft), 1e-12, where);
            }
            for (Category box : Category.values()) {
                assertEquals(expected.scoreValue(r, box), actual.scoreValue(r, box), 1e-12, where + " " + box + " roll " + r);
            }
        }
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
                assertEquals(expected.keepValue(k, rollsLeft), actual.keepValue(k, rollsLeft), 1e-12, where + " keep " + k);
            }
        }
    }
}
