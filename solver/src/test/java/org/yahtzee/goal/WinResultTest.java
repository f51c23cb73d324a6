package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.GoalGradedGame;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;

/**
 * The result of a finished game under the win goal: 1 won, 1/2 tied for first, 0 lost once every
 * card is complete, whatever the chance was at the player's last decision; and the grader ends on it.
 */
final class WinResultTest {
    private static final Rules RULES = Rules.OFFICIAL;
    private static final StateValues VALUES = SolvedTables.of(RULES);
    private static final WinAnalyzer ANALYZER = new WinAnalyzer(VALUES, () -> null, () -> null, 1,
            WinAnalyzer.SolveWatch.QUIET);

    /** A complete card of {@code total} points (146..206): 116 in ten boxes, the rest in Chance and the kinds. */
    private static Scorecard complete(int total) {
        Scorecard card = Scorecard.empty(RULES).withBox(Category.ONES, 1).withBox(Category.TWOS, 2)
                .withBox(Category.THREES, 3).withBox(Category.FOURS, 4).withBox(Category.FIVES, 5)
                .withBox(Category.SIXES, 6).withBox(Category.FULL_HOUSE, 25).withBox(Category.SMALL_STRAIGHT, 30)
                .withBox(Category.LARGE_STRAIGHT, 40).withBox(Category.YAHTZEE, 0);
        int rest = total - card.total();
        for (Category c : List.of(Category.CHANCE, Category.THREE_OF_A_KIND, Category.FOUR_OF_A_KIND)) {
            int points = Math.min(30, rest);
            points = rest - points > 0 && rest - points < 5 ? rest - 5 : points;
            card = card.withBox(c, points);
            rest -= points;
        }
        assertEquals(total, card.total());
        return card;
    }

    @Test
    void twoPlayers_wonTiedLost_byTheFinalTotals() {
        assertResult(1, complete(180), complete(170));
        assertResult(0.5, complete(170), complete(170));
        assertResult(0, complete(169), complete(170));
    }

    @Test
    void threePlayers_aTieForFirstIsHalf_behindTheBestIsLost() {
        assertResult(1, complete(180), complete(170), complete(179));
        assertResult(0.5, complete(180), complete(180), complete(150));
        assertResult(0.5, complete(180), complete(180), complete(180));
        assertResult(0, complete(179), complete(180), complete(150));
    }

    private static void assertResult(double expected, Scorecard own, Scorecard... others) {
        GoalGrader.Result r = ANALYZER.result(own, List.of(others));
        assertEquals(expected, r.value(), 0.0);
        assertTrue(r.settled());
    }

    /** An opponent still playing: the chance their play on leaves, not settled. */
    @Test
    void opponentStillPlaying_chanceNotSettled() {
        // Leo has 160 with the Yahtzee box open: he passes 180 with a Yahtzee alone.
        Scorecard leo = without(complete(160), Category.YAHTZEE);
        GoalGrader.Result r = ANALYZER.result(complete(180), List.of(leo));
        assertFalse(r.settled());
        assertEquals(1 - 2_783_176 / Math.pow(6, 10), r.value(), 1e-12);
    }

    /** The card with every box of {@code card} written but {@code open}. */
    private static Scorecard without(Scorecard card, Category open) {
        Scorecard out = Scorecard.empty(RULES);
        for (Category c : Category.values()) {
            if (c != open) {
                out = out.withBox(c, card.points(c));
            }
        }
        return out;
    }

    @Test
    void openCard_orNoOpponent_refused() {
        assertThrows(IllegalArgumentException.class, () -> ANALYZER.result(Scorecard.empty(RULES), List.of(complete(180))));
        assertThrows(IllegalArgumentException.class, () -> ANALYZER.result(complete(180), List.of()));
    }

    /**
     * The grader ends a finished game on its result, not on the chance its last box carried, and
     * the luck takes the difference: pNow = pAtStart - loss + luck still holds.
     */
    @Test
    void grader_endsOnTheResult_identityHolds() {
        Scorecard own = without(complete(190), Category.CHANCE);
        Scorecard other = complete(own.total() + 21);
        // At the last decision the other is taken to end near own + 20: the box carries a chance
        // below 1; the other's card as it ends (own + 21) makes chance 29 a win.
        FinalUtility u = WinUtility.beating(List.of(WinUtility.normal(own.total() + 20, 5)));
        GoalValues solved = GoalSolver.solveAt(RULES, own.usedMask(), own.cappedUpper(), false, own.total(), u, 1, f -> { });
        GoalGrader.Turns turns = new GoalGrader.Turns() {
            @Override
            public GoalTurn turn(Scorecard card) {
                return GoalTurn.analyze(solved, card.usedMask(), card.cappedUpper(), false, u.span() - card.total());
            }

            @Override
            public GoalGrader.Result result(Scorecard card, double carried) {
                assertTrue(carried > 0 && carried < 1, "carried " + carried);
                return ANALYZER.result(card, List.of(other));
            }
        };
        int roll = KeepLattice.rollOfDice(6, 6, 6, 6, 5);
        GoalGradedGame g = new GoalGrader(VALUES, turns).grade(own, List.of(new TurnPlay(new int[] {roll}, new int[0],
                Category.CHANCE)));
        assertEquals(1, g.valueNow(), 0.0);
        assertTrue(g.settled());
        assertEquals(g.valueNow(), g.valueAtStart() - g.totalLoss() + g.luck(), 1e-12);
    }
}
