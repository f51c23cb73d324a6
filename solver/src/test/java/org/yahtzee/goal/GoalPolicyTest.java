package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

/** The goal's policy played forward, against its own values and against expected-score play. */
final class GoalPolicyTest {
    private static final Rules RULES = Rules.FREE_CHOICE;
    /** Three boxes open, the upper bonus 9 points away, 50 in the Yahtzee box (bonuses live). */
    private static final int MASK = Category.ALL_USED & ~Category.THREES.bit() & ~Category.SMALL_STRAIGHT.bit()
            & ~Category.FOUR_OF_A_KIND.bit();
    private static final int UPPER = 54;
    private static final int POINTS = 190;
    private static final int SPAN = 450;

    /** Plays a goal's best options (GoalAdvisor's first), one GoalTurn per card and need. */
    private static final class GoalPlay implements ForwardPlay.Policy {
        private final GoalValues values;
        private final int target;
        private final Map<Long, GoalTurn> turns = new HashMap<>();

        GoalPlay(GoalValues values, int target) {
            this.values = values;
            this.target = target;
        }

        private GoalTurn turn(int mask, int upper, boolean y50, int points) {
            long key = (long) StateIndex.index(mask, upper, y50) << 16 | points;
            return turns.computeIfAbsent(key, k -> GoalTurn.analyze(values, mask, upper, y50, target - points));
        }

        @Override
        public int keep(int mask, int upper, boolean y50, int points, int rollId, int rollsLeft) {
            return GoalAdvisor.options(turn(mask, upper, y50, points), rollId, rollsLeft).get(0).keepId();
        }

        @Override
        public Category box(int mask, int upper, boolean y50, int points, int rollId) {
            return GoalAdvisor.bestBox(turn(mask, upper, y50, points), rollId);
        }
    }

    /** Expected-score play: the value solver's TurnPolicy, whatever the points so far. */
    private static final class ExpectedScorePlay implements ForwardPlay.Policy {
        private final TurnAnalyzer analyzer = new TurnAnalyzer(SolvedTables.of(RULES));
        private final Map<Integer, TurnValues> turns = new HashMap<>();

        private TurnValues turn(int mask, int upper, boolean y50) {
            return turns.computeIfAbsent(StateIndex.index(mask, upper, y50), k -> analyzer.analyze(mask, upper, y50));
        }

        @Override
        public int keep(int mask, int upper, boolean y50, int points, int rollId, int rollsLeft) {
            return TurnPolicy.bestKeep(turn(mask, upper, y50), rollId, rollsLeft);
        }

        @Override
        public Category box(int mask, int upper, boolean y50, int points, int rollId) {
            return TurnPolicy.bestBox(turn(mask, upper, y50), rollId);
        }
    }

    private static double atLeast(double[] totals, int target) {
        double p = 0;
        for (int t = target; t < totals.length; t++) {
            p += totals[t];
        }
        return p;
    }

    @Test
    void reachPolicy_playedForward_givesItsOwnValue() {
        GoalValues values = GoalSolver.solveFrom(RULES, MASK, UPPER, true, POINTS, FinalUtility.reach(SPAN), 2, f -> { });
        for (int target : new int[] {250, 300}) {
            double[] totals = ForwardPlay.finalTotals(RULES, new GoalPlay(values, target), MASK, UPPER, true, POINTS);
            double solved = values.probability(MASK, UPPER, true, target, POINTS);
            assertEquals(solved, atLeast(totals, target), 1e-6, "target " + target);
            assertTrue(solved > 0.01 && solved < 0.99, "a target that takes play: P = " + solved);
        }
    }

    @Test
    void bestProbability_atLeastExpectedScorePlays_everyTarget() {
        GoalValues values = GoalSolver.solveFrom(RULES, MASK, UPPER, true, POINTS, FinalUtility.reach(SPAN), 2, f -> { });
        double[] ev = ForwardPlay.finalTotals(RULES, new ExpectedScorePlay(), MASK, UPPER, true, POINTS);
        SolvedValues solved = SolvedTables.of(RULES);
        double mean = 0;
        for (int t = 0; t < ev.length; t++) {
            mean += t * ev[t];
        }
        // The forward evaluator's own check: expected-score play's mean is the solved value.
        assertEquals(POINTS + solved.value(MASK, UPPER, true), mean, 1e-9);
        double gain = 0;
        for (int target = POINTS; target <= SPAN; target++) {
            double best = values.probability(MASK, UPPER, true, target, POINTS);
            assertTrue(best >= atLeast(ev, target) - 1e-6, "target " + target + ": best " + best + ", EV play " + atLeast(ev, target));
            gain = Math.max(gain, best - atLeast(ev, target));
        }
        assertTrue(gain > 0.005, "the goal's play gains somewhere: largest gain " + gain);
    }
}
