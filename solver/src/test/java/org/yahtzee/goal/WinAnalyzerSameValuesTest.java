package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.GamePlay;
import org.yahtzee.policy.SolvedPolicies;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;

/**
 * The win player's exact turns, solved for the needs its card can reach only
 * ({@link GoalSolver#solveAt} with {@link ReachedGains}), are those of the full solve of every
 * need ({@link GoalSolver#solveFrom}, what the player solved before), bit for bit: every keep,
 * every roll and every box of the turn, on late cards (four and five boxes open, cheap), with
 * and without 50 in the Yahtzee box, and again on the card of the player's next turn. With the
 * opponents' turns looked up in the policy table ({@code grade} and a match, when the cache has
 * it) every turn and result is the one with their turns analysed, bit for bit. With the range of
 * one decision, so are the turns from 9 and 8 open boxes.
 */
final class WinAnalyzerSameValuesTest {
    private static final Rules RULES = Rules.OFFICIAL;
    private static final StateValues VALUES = SolvedTables.of(RULES);

    @Test
    void lateCards_everyChoiceAsTheFullSolve_bitForBit() {
        Scorecard[][] positions = {
            {card(Category.ONES, 3, Category.TWOS, 6, Category.FOURS, 12, Category.FIVES, 15, Category.SIXES, 24,
                    Category.THREE_OF_A_KIND, 22, Category.FULL_HOUSE, 25, Category.CHANCE, 21),
             card(Category.TWOS, 6, Category.THREES, 9, Category.SMALL_STRAIGHT, 30, Category.LARGE_STRAIGHT, 40,
                    Category.YAHTZEE, 0, Category.CHANCE, 24, Category.FULL_HOUSE, 25)},
            {card(Category.THREES, 9, Category.FOURS, 16, Category.YAHTZEE, 50, Category.SMALL_STRAIGHT, 30,
                    Category.LARGE_STRAIGHT, 0, Category.FOUR_OF_A_KIND, 0, Category.ONES, 2, Category.CHANCE, 19,
                    Category.SIXES, 18),
             card(Category.ONES, 4, Category.FIVES, 20, Category.FULL_HOUSE, 0, Category.THREE_OF_A_KIND, 26,
                    Category.YAHTZEE, 50, Category.SIXES, 30)},
        };
        for (Scorecard[] p : positions) {
            Scorecard own = p[0];
            Scorecard other = p[1];
            WinAnalyzer analyzer = new WinAnalyzer(VALUES, () -> null, () -> null, 1, WinAnalyzer.SolveWatch.QUIET);
            GoalTurn fast = analyzer.turn(own, List.of(other));
            FinalUtility u = WinUtility.beating(List.of(WinUtility.of(org.yahtzee.distribution.ExactDistribution.compute(
                    VALUES, other.usedMask(), other.cappedUpper(), other.yahtzeeHolds50(), other.total(), 1, f -> { }))));
            GoalValues full = GoalSolver.solveFrom(RULES, own.usedMask(), own.cappedUpper(), own.yahtzeeHolds50(),
                    own.total(), u, 1, f -> { });
            assertSameTurn(GoalTurn.analyze(full, own.usedMask(), own.cappedUpper(), own.yahtzeeHolds50(),
                    u.span() - own.total()), fast, own.toString());
            // The next turn's card against the same opponent: answered from the same solve.
            Scorecard next = own.score(KeepLattice.rollOfDice(6, 6, 6, 2, 2), firstOpen(own));
            assertSameTurn(GoalTurn.analyze(full, next.usedMask(), next.cappedUpper(), next.yahtzeeHolds50(),
                    u.span() - next.total()), analyzer.turn(next, List.of(other)), next.toString());
        }
    }

    /**
     * With the decisions' exact range (9), the turns from 9 and from 8 open boxes are solved (the
     * match's range, 7, values them by the look-ahead, which needs the reach table, not given
     * here), and are the full solve's, bit for bit; the solve from 9 open, not kept past its
     * turn, leaves the next card to a solve of its own. About 6 s of CPU.
     */
    @Test
    void decisionsRange_nineAndEightOpen_asTheFullSolve_bitForBit() {
        Scorecard own = card(Category.ONES, 2, Category.FOURS, 12, Category.SMALL_STRAIGHT, 30, Category.CHANCE, 22);
        Scorecard other = card(Category.TWOS, 6, Category.SIXES, 24, Category.FULL_HOUSE, 25,
                Category.THREE_OF_A_KIND, 19, Category.YAHTZEE, 0);
        WinAnalyzer analyzer = new WinAnalyzer(VALUES, () -> null, () -> null, 2, WinAnalyzer.SolveWatch.QUIET);
        Session single = Session.single(1);
        for (int round = 0; round < 2; round++) {
            int open = own.openCount();
            assertEquals(9 - round, open);
            assertTrue(WinAnalyzer.isExact(own, WinAnalyzer.DECISION_EXACT_OPEN_MAX));
            assertFalse(WinAnalyzer.isExact(own, WinAnalyzer.EXACT_OPEN_MAX), "the match's range: the look-ahead");
            GoalTurn fast = analyzer.turn(own, List.of(other), single, WinAnalyzer.DECISION_EXACT_OPEN_MAX);
            FinalUtility u = WinUtility.beating(List.of(WinUtility.of(ExactDistribution.compute(VALUES,
                    other.usedMask(), other.cappedUpper(), other.yahtzeeHolds50(), other.total(), 2, f -> { }))));
            GoalValues full = GoalSolver.solveFrom(RULES, own.usedMask(), own.cappedUpper(), own.yahtzeeHolds50(),
                    own.total(), u, 2, f -> { });
            assertSameTurn(GoalTurn.analyze(full, own.usedMask(), own.cappedUpper(), own.yahtzeeHolds50(),
                    u.span() - own.total()), fast, open + " open: " + own);
            own = own.score(KeepLattice.rollOfDice(6, 6, 6, 2, 2), firstOpen(own));
            other = other.score(KeepLattice.rollOfDice(1, 1, 3, 4, 5), firstOpen(other));
        }
    }

    /**
     * A turn made to be kept ({@link GoalTurn#analyzeToKeep}, the win player's exact turns)
     * holds every value of the analysed turn, bit for bit, and no reference to the solve's values
     * (from 9 open boxes up to 61 MB of lanes, a play keeping up to 64 turns).
     */
    @Test
    void turnToKeep_sameValues_holdsNoSolve() throws IllegalAccessException {
        Scorecard own = card(Category.ONES, 3, Category.TWOS, 6, Category.FOURS, 12, Category.FIVES, 15,
                Category.SIXES, 24, Category.THREE_OF_A_KIND, 22, Category.FULL_HOUSE, 25, Category.CHANCE, 21);
        FinalUtility u = WinUtility.beating(List.of(WinUtility.normal(160, 40)));
        GoalValues solved = GoalSolver.solveAt(RULES, own.usedMask(), own.cappedUpper(), own.yahtzeeHolds50(),
                own.total(), u, 1, f -> { });
        int need = u.span() - own.total();
        GoalTurn analysed = GoalTurn.analyze(solved, own.usedMask(), own.cappedUpper(), own.yahtzeeHolds50(), need);
        GoalTurn kept = GoalTurn.analyzeToKeep(solved, own.usedMask(), own.cappedUpper(), own.yahtzeeHolds50(), need);
        assertSameTurn(analysed, kept, own.toString());
        for (java.lang.reflect.Field f : GoalTurn.class.getDeclaredFields()) {
            if (!java.lang.reflect.Modifier.isStatic(f.getModifiers()) && !f.getType().isPrimitive()) {
                f.setAccessible(true);
                assertFalse(f.get(kept) instanceof GoalValues, f.getName() + " holds the solve");
            }
        }
    }

    /**
     * The opponent down one game from 9 open boxes (their distributions exact, the turns kept
     * from card to card) against a late own card: the analyzer that looks the opponent's turns
     * up in the policy table (the shared fixture the policy and match tests build) answers every
     * turn and result as the one that analyses them. About 1 s of CPU.
     */
    @Test
    void opponentsTurnsLookedUp_everyTurnAndResultAsAnalysed_bitForBit() {
        Scorecard own = card(Category.ONES, 3, Category.TWOS, 6, Category.FOURS, 12, Category.FIVES, 15,
                Category.SIXES, 24, Category.THREE_OF_A_KIND, 22, Category.FULL_HOUSE, 25, Category.CHANCE, 21,
                Category.YAHTZEE, 0);
        Scorecard complete = own.withBox(Category.THREES, 9).withBox(Category.FOUR_OF_A_KIND, 0)
                .withBox(Category.SMALL_STRAIGHT, 30).withBox(Category.LARGE_STRAIGHT, 40);
        int[] asked = new int[1];
        WinAnalyzer analysed = new WinAnalyzer(VALUES, () -> null, () -> null, 1, WinAnalyzer.SolveWatch.QUIET);
        WinAnalyzer lookedUp = new WinAnalyzer(VALUES, () -> {
            asked[0]++;
            return SolvedPolicies.of(RULES);
        }, () -> null, () -> null, () -> null, 1, WinAnalyzer.SolveWatch.QUIET);
        TurnAnalyzer policy = new TurnAnalyzer(VALUES);
        SplittableRandom random = new SplittableRandom(7);
        Scorecard other = card(Category.ONES, 2, Category.THREES, 9, Category.SMALL_STRAIGHT, 30, Category.CHANCE, 23);
        int compared = 0;
        while (!other.isComplete()) {
            List<Scorecard> others = List.of(other);
            assertSameTurn(analysed.turn(own, others), lookedUp.turn(own, others), "against " + other);
            assertEquals(analysed.result(complete, others), lookedUp.result(complete, others), "against " + other);
            compared++;
            int roll = GamePlay.throwDice(KeepLattice.EMPTY_KEEP, random);
            other = other.score(roll, TurnPolicy.bestBox(policy.analyze(other.usedMask(), other.cappedUpper(),
                    other.yahtzeeHolds50()), roll));
        }
        assertEquals(9, compared, "the opponent from 9 open boxes to 1");
        assertEquals(1, asked[0], "the policy table asked for at the opponent's first exact distribution");
    }

    /** Every value of the two turns, bit for bit (GoalMixtureTest too). */
    static void assertSameTurn(GoalTurn expected, GoalTurn actual, String where) {
        assertEquals(Double.doubleToRawLongBits(expected.start()), Double.doubleToRawLongBits(actual.start()), where);
        for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
            for (int k = 0; k < KeepLattice.KEEPS; k++) {
                assertEquals(Double.doubleToRawLongBits(expected.keepValue(k, rollsLeft)),
                        Double.doubleToRawLongBits(actual.keepValue(k, rollsLeft)), where + " keep " + k);
            }
        }
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            for (int rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
                assertEquals(Double.doubleToRawLongBits(expected.rollValue(r, rollsLeft)),
                        Double.doubleToRawLongBits(actual.rollValue(r, rollsLeft)), where + " roll " + r);
            }
            for (Category box : Category.values()) {
                assertEquals(Double.doubleToRawLongBits(expected.scoreValue(r, box)),
                        Double.doubleToRawLongBits(actual.scoreValue(r, box)), where + " roll " + r + " " + box);
            }
        }
    }

    private static Category firstOpen(Scorecard card) {
        for (Category c : Category.values()) {
            if ((card.usedMask() & c.bit()) == 0) {
                return c;
            }
        }
        throw new IllegalStateException("full card");
    }

    /** A card with the given boxes and points (box, points, box, points ...). */
    private static Scorecard card(Object... boxAndPoints) {
        Scorecard card = Scorecard.empty(RULES);
        for (int i = 0; i < boxAndPoints.length; i += 2) {
            card = card.withBox((Category) boxAndPoints[i], (Integer) boxAndPoints[i + 1]);
        }
        return card;
    }
}
