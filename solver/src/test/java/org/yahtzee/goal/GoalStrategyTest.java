package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.policy.GamePlay;
import org.yahtzee.policy.PlayState;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/** The goal player of the simulator, from a card with three boxes open. */
final class GoalStrategyTest {
    private static final Rules RULES = Rules.OFFICIAL;
    private static final StateValues VALUES = SolvedTables.of(RULES);
    private static final int TARGET = 215;

    /** Ten boxes scored: three, four of a kind and chance open. */
    private static PlayState card() {
        PlayState s = new PlayState(RULES);
        int[][] rolls = {{1, 1, 1, 2, 3}, {2, 2, 2, 3, 4}, {4, 4, 4, 5, 6}, {5, 5, 5, 6, 1}, {6, 6, 6, 1, 2},
                {3, 3, 3, 6, 6}, {2, 2, 5, 5, 5}, {1, 2, 3, 4, 6}, {2, 3, 4, 5, 6}, {1, 3, 4, 5, 6}};
        Category[] boxes = {Category.ONES, Category.TWOS, Category.FOURS, Category.FIVES, Category.SIXES,
                Category.THREE_OF_A_KIND, Category.FULL_HOUSE, Category.SMALL_STRAIGHT, Category.LARGE_STRAIGHT,
                Category.YAHTZEE};
        for (int i = 0; i < rolls.length; i++) {
            s.score(KeepLattice.rollOfDice(rolls[i]), boxes[i].id());
        }
        return s;
    }

    private static GoalValues solved(PlayState s) {
        return GoalSolver.solveFrom(RULES, s.usedMask(), s.upperTotal(), s.yahtzeeHolds50(), s.total(),
                FinalUtility.reach(TARGET), 1, f -> { });
    }

    @Test
    void everyRoll_theGoalAdvisorsFirstOption() {
        PlayState s = card();
        GoalValues v = solved(s);
        GoalStrategy player = GoalStrategy.reach(v, VALUES, TARGET);
        GoalTurn goal = GoalTurn.analyze(v, s.usedMask(), s.upperTotal(), false, TARGET - s.total());
        TurnValues average = new TurnAnalyzer(VALUES).analyze(s.usedMask(), s.upperTotal(), false);
        for (int roll = 0; roll < KeepLattice.ROLLS; roll++) {
            for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
                assertEquals(GoalAdvisor.options(goal, average, roll, rollsLeft).get(0).keepId(),
                        player.keep(s, roll, rollsLeft), "roll " + roll);
            }
            assertEquals(GoalAdvisor.bestBox(goal, average, roll).id(), player.box(s, roll), "roll " + roll);
        }
    }

    /** Played out on random dice, the player meets the goal as often as the values say it can. */
    @Test
    void playedOut_meetsTheGoalAtItsProbability() {
        PlayState start = card();
        GoalValues v = solved(start);
        double p = v.value(start.usedMask(), start.upperTotal(), false, TARGET - start.total());
        GoalStrategy player = GoalStrategy.reach(v, VALUES, TARGET);
        SplittableRandom random = new SplittableRandom(11);
        int games = 20_000;
        int met = 0;
        for (int game = 0; game < games; game++) {
            PlayState s = card();
            while (!s.isComplete()) {
                int roll = GamePlay.throwDice(KeepLattice.EMPTY_KEEP, random);
                for (int rollsLeft = 2; rollsLeft >= 1; rollsLeft--) {
                    int keep = player.keep(s, roll, rollsLeft);
                    if (KeepLattice.size(keep) == 5) {
                        break;
                    }
                    roll = GamePlay.throwDice(keep, random);
                }
                s.score(roll, player.box(s, roll));
            }
            met += s.total() >= TARGET ? 1 : 0;
        }
        double sd = Math.sqrt(p * (1 - p) / games);
        assertTrue(p > 0.1 && p < 0.9, "a target worth playing for: P = " + p);
        assertTrue(Math.abs(met / (double) games - p) < 4.5 * sd, met + " of " + games + " met, P = " + p);
    }
}
