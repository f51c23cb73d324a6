package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;

/**
 * The win player's exact turns, solved for the needs its card can reach only
 * ({@link GoalSolver#solveAt} with {@link ReachedGains}), are those of the full solve of every
 * need ({@link GoalSolver#solveFrom}, what the player solved before), bit for bit: every keep,
 * every roll and every box of the turn, on late cards (four and five boxes open, cheap), with
 * and without 50 in the Yahtzee box, and again on the card of the player's next turn.
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

    private static void assertSameTurn(GoalTurn expected, GoalTurn actual, String where) {
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
