package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;

/**
 * The warm-up's turn is an exact one of a decision's kind: both cards within their exact ranges
 * (so it asks for no table but the values: neither the reach table nor the moments), the
 * Yahtzee box open, and the turn solved without error from the value table alone.
 */
final class SolverWarmUpTest {
    private static final Rules RULES = Rules.OFFICIAL;

    @Test
    void cards_withinTheExactRanges_yahtzeeOpen() {
        Scorecard own = SolverWarmUp.ownCard(RULES);
        Scorecard other = SolverWarmUp.opponentCard(RULES);
        assertEquals(SolverWarmUp.OPEN, own.openCount());
        assertTrue(WinAnalyzer.isExact(own, WinAnalyzer.EXACT_OPEN_MAX));
        assertTrue(other.openCount() <= WinAnalyzer.OPPONENT_EXACT_OPEN_MAX, "the opponent's exact distribution");
        assertFalse(JointEndgame.applies(own, other), "not the joint endgame's");
        assertTrue(!own.isFilled(Category.YAHTZEE) && !other.isFilled(Category.YAHTZEE));
    }

    @Test
    void run_onTheValuesAlone_asksForNoOtherTable() {
        // every other table is a supplier that throws (IllegalStateException) if asked for
        SolverWarmUp.run(SolvedTables.of(RULES), null);
    }
}
