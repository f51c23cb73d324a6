package org.yahtzee.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GameGrader;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.grade.PreviousGameGrader;
import org.yahtzee.grade.RandomPlayer;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * The frozen {@code Previous*} implementations still compute what the tool computes: a benchmark
 * that sets one beside the other compares two ways of doing the same work, not two works. They
 * live in the solver's packages and fill its package-private structures (TurnValues's arrays,
 * the banked layout), so a change there can leave them compiling but computing something else;
 * this fails then. Every value agrees to the bit, as the speed work kept them (SolverTest pins
 * the solved values' hashes): assertEquals on doubles compares bits, NaN with NaN included.
 */
final class PreviousImplementationsTest {
    /**
     * Every state of the official rules (the forced joker, the most involved scoring). One rule
     * set: the benchmarks solve only these, and each solve here is a second or two of the build.
     */
    @Test
    void previousSolver_sameValueInEveryState() {
        SolvedValues previous = PreviousSolver.solve(Rules.OFFICIAL);
        SolvedValues current = SolvedTables.of(Rules.OFFICIAL);
        for (int s = 0; s < StateIndex.STATES; s++) {
            assertEquals(current.value(s), previous.value(s), "state " + s);
        }
    }

    /**
     * Every value of 60 random turns under the forced joker (official) and the lower-box joker
     * (original), whose boxes a Yahtzee fills in other ways: each roll, keep and box.
     */
    @Test
    void previousTurnAnalyzer_sameTurnValues() {
        SplittableRandom random = new SplittableRandom(12);
        for (Rules rules : List.of(Rules.OFFICIAL, Rules.ORIGINAL)) {
            SolvedValues values = SolvedTables.of(rules);
            TurnAnalyzer analyzer = new TurnAnalyzer(values);
            PreviousTurnAnalyzer previousAnalyzer = new PreviousTurnAnalyzer(values);
            for (int checked = 0; checked < 60; ) {
                int mask = random.nextInt(Category.ALL_USED);
                int upper = random.nextInt(StateIndex.UPPER_CAP + 1);
                boolean y50 = random.nextBoolean();
                if (!StateIndex.isReachable(mask, upper, y50)) {
                    continue;
                }
                checked++;
                String where = rules + " mask " + mask + " upper " + upper + " y50 " + y50;
                assertSameTurn(analyzer.analyze(mask, upper, y50), previousAnalyzer.analyze(mask, upper, y50), where);
            }
        }
    }

    private static void assertSameTurn(TurnValues current, TurnValues previous, String where) {
        assertEquals(current.start(), previous.start(), where);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            for (int left = 0; left <= 2; left++) {
                assertEquals(current.rollValue(r, left), previous.rollValue(r, left), where + " roll " + r);
            }
            for (Category box : Category.values()) {
                // NaN for a filled or forbidden box, in both
                assertEquals(current.scoreValue(r, box), previous.scoreValue(r, box), where + " " + box);
            }
        }
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            for (int left = 1; left <= 2; left++) {
                if (KeepLattice.size(k) == 5 && left == 2) {
                    // Standing pat with two rolls left is now valued as scoring now (the frozen
                    // analyzer carried the roll on): the meaning changed on purpose, the maximum
                    // did not (rollValue above).
                    assertEquals(current.rollValue(k - KeepLattice.ROLL_BASE, 0), current.keepValue(k, left), where);
                    continue;
                }
                assertEquals(current.keepValue(k, left), previous.keepValue(k, left), where + " keep " + k);
            }
        }
    }

    /** 20 whole games, optimal but for one random choice in ten, as the grade benchmark grades. */
    @Test
    void previousGameGrader_sameGrades() {
        SolvedValues values = SolvedTables.of(Rules.OFFICIAL);
        GameGrader grader = new GameGrader(values);
        PreviousGameGrader previousGrader = new PreviousGameGrader(values);
        RandomPlayer player = new RandomPlayer(values, 20240501L, 0.1);
        for (int g = 0; g < 20; g++) {
            List<TurnPlay> game = player.game();
            GradedGame current = grader.grade(game);
            GradedGame previous = previousGrader.grade(game);
            String where = "game " + g;
            assertEquals(current.score(), previous.score(), where);
            assertEquals(current.expectedAtStart(), previous.expectedAtStart(), where);
            assertEquals(current.totalLoss(), previous.totalLoss(), where);
            // Summed roll by roll there, the split's remainder here (GameGrader note 2): equal up to the sums' rounding.
            assertEquals(current.luck(), previous.luck(), 1e-9, where);
            assertEquals(current.decisions().size(), previous.decisions().size(), where);
            for (int d = 0; d < current.decisions().size(); d++) {
                assertSameDecision(current.decisions().get(d), previous.decisions().get(d), where + " decision " + d);
            }
        }
    }

    private static void assertSameDecision(Decision current, Decision previous, String where) {
        assertEquals(current.turn(), previous.turn(), where);
        assertEquals(current.roll(), previous.roll(), where);
        assertEquals(current.kind(), previous.kind(), where);
        assertEquals(current.rollId(), previous.rollId(), where);
        assertEquals(current.playedKeepId(), previous.playedKeepId(), where);
        assertEquals(current.playedBox(), previous.playedBox(), where);
        assertEquals(current.playedPoints(), previous.playedPoints(), where);
        assertEquals(current.bestKeepId(), previous.bestKeepId(), where);
        if (current.kind() == Decision.Kind.SCORE) {
            // A best hold of all five names its box now; the frozen grader, from before, does not.
            assertEquals(current.bestBox(), previous.bestBox(), where);
            assertEquals(current.bestPoints(), previous.bestPoints(), where);
        }
        assertEquals(current.playedTotal(), previous.playedTotal(), where);
        assertEquals(current.bestTotal(), previous.bestTotal(), where);
        assertEquals(current.loss(), previous.loss(), where);
    }
}
