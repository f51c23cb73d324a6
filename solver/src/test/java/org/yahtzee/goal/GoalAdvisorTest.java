package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

final class GoalAdvisorTest {
    private static final int MASK = Category.ALL_USED & ~Category.FOURS.bit() & ~Category.FULL_HOUSE.bit()
            & ~Category.CHANCE.bit();
    private static final int UPPER = 55;
    private static final int POINTS = 170;
    private static final int TARGET = 230;

    private static GoalValues solved() {
        return GoalSolver.solveFrom(Rules.OFFICIAL, MASK, UPPER, false, POINTS, FinalUtility.reach(300), 2, f -> { });
    }

    @Test
    void turnStart_equalsTheSolvedValue_everyNeed() {
        GoalValues v = solved();
        for (int need = 0; need <= 300 - POINTS; need += 5) {
            GoalTurn turn = GoalTurn.analyze(v, MASK, UPPER, false, need);
            assertEquals(v.value(MASK, UPPER, false, need), turn.start(), 1e-6, "need " + need);
        }
    }

    @Test
    void keepAndBoxValues_matchNaive() {
        GoalTurn turn = GoalTurn.analyze(solved(), MASK, UPPER, false, TARGET - POINTS);
        double[] step = new double[TARGET + 1];
        step[TARGET] = 1;
        NaiveGoal naive = new NaiveGoal(Rules.OFFICIAL, step);
        int[][] keeps = {{}, {4}, {4, 4}, {4, 4, 4}, {3, 4, 4, 6}, {1, 1, 6, 6}};
        for (int[] kept : keeps) {
            for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
                assertEquals(naive.keepValue(MASK, UPPER, false, POINTS, kept, rollsLeft),
                        turn.keepValue(KeepLattice.ofDice(kept), rollsLeft), 2e-6,
                        "keep " + java.util.Arrays.toString(kept) + ", " + rollsLeft + " rolls left");
            }
        }
        int[] dice = {4, 4, 4, 6, 6};
        for (Category box : new Category[] {Category.FOURS, Category.FULL_HOUSE, Category.CHANCE, Category.ONES}) {
            double expected = box == Category.ONES ? Double.NaN : naive.scoreValue(MASK, UPPER, false, POINTS, dice, box);
            assertEquals(expected, turn.scoreValue(KeepLattice.rollOfDice(dice), box), 2e-6, box.toString());
        }
    }

    @Test
    void options_everyRoll_bestFirstByTheAdvisorsTieRule() {
        GoalTurn turn = GoalTurn.analyze(solved(), MASK, UPPER, false, TARGET - POINTS);
        for (int roll = 0; roll < KeepLattice.ROLLS; roll++) {
            for (int rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
                List<GoalOption> options = GoalAdvisor.options(turn, roll, rollsLeft);
                assertEquals(turn.rollValue(roll, rollsLeft), options.get(0).value(), 1e-12, "roll " + roll);
                assertEquals(0, options.get(0).loss());
                assertEquals(rollsLeft == 0 ? allowedBoxes(turn, roll) : distinctKeeps(roll), options.size());
                for (int i = 1; i < options.size(); i++) {
                    GoalOption a = options.get(i - 1);
                    GoalOption b = options.get(i);
                    assertTrue(a.value() >= b.value() - Advisor.TIE, "roll " + roll + ": " + a + " before " + b);
                    assertEquals(a.value() - options.get(0).value(), -a.loss(), 1e-15);
                    if (Math.abs(a.value() - b.value()) < Advisor.TIE && a.kind() == b.kind()) {
                        int order = a.kind() == Option.Kind.KEEP ? Advisor.compareKeeps(a.keepId(), b.keepId())
                                : Advisor.compareBoxes(a.category(), a.points(), b.category(), b.points());
                        assertTrue(order < 0, "tie order: " + a + " before " + b);
                    }
                }
            }
        }
    }

    @Test
    void standingPat_namesTheBestBox() {
        GoalTurn turn = GoalTurn.analyze(solved(), MASK, UPPER, false, TARGET - POINTS);
        int roll = KeepLattice.rollOfDice(4, 4, 4, 6, 6);
        GoalOption pat = GoalAdvisor.options(turn, roll, 2).stream().filter(GoalOption::standsPat).findFirst().orElseThrow();
        assertEquals(GoalAdvisor.bestBox(turn, roll), pat.category());
        assertEquals(turn.rollValue(roll, 0), pat.value(), 0);
    }

    @Test
    void goalTies_brokenByExpectedScore_inTheAdvisorsOrder() {
        GoalValues v = solved();
        TurnValues average = new TurnAnalyzer(SolvedTables.of(Rules.OFFICIAL)).analyze(MASK, UPPER, false);
        // Need 0: the target is met whatever comes, every option is worth 1. Need 300 - POINTS:
        // a goal no card can reach from here (at most 3 boxes, 110 points), every option is worth 0.
        for (int need : new int[] {0, 300 - POINTS}) {
            GoalTurn turn = GoalTurn.analyze(v, MASK, UPPER, false, need);
            for (int roll = 0; roll < KeepLattice.ROLLS; roll++) {
                for (int rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
                    List<Option> expected = Advisor.options(average, roll, rollsLeft);
                    List<GoalOption> options = GoalAdvisor.options(turn, average, roll, rollsLeft);
                    assertEquals(expected.size(), options.size());
                    for (int i = 0; i < options.size(); i++) {
                        String where = "need " + need + ", roll " + roll + ", " + rollsLeft + " rolls left, option " + i;
                        assertEquals(expected.get(i).keepId(), options.get(i).keepId(), where);
                        assertEquals(expected.get(i).category(), options.get(i).category(), where);
                        assertEquals(expected.get(i).value(), options.get(i).average(), 0, where);
                        assertEquals(need == 0 ? 1 : 0, options.get(i).value(), 0, where);
                    }
                }
            }
        }
    }

    @Test
    void analyze_stateNotReachedFromTheRoot_refusedByName() {
        GoalValues v = solved();
        // Fours filled leaves no state of this card reachable: the root has fours open.
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> GoalTurn.analyze(v, MASK | Category.FOURS.bit(), 3, false, 0));
        assertTrue(e.getMessage().contains("not reachable from the root"), e.getMessage());
        IllegalArgumentException far = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> GoalTurn.analyze(v, MASK, UPPER, false, 300 - POINTS + 1));
        assertTrue(far.getMessage().contains("at most " + (300 - POINTS)), far.getMessage());
    }

    /** Distinct keeps of a roll, counted from its dice: the product of (count + 1) over faces. */
    private static int distinctKeeps(int roll) {
        int n = 1;
        for (int face = 1; face <= 6; face++) {
            n *= KeepLattice.count(KeepLattice.keepOfRoll(roll), face) + 1;
        }
        return n;
    }

    /** Open boxes the rules allow for the roll (an extra Yahtzee may be forced). */
    private static int allowedBoxes(GoalTurn turn, int roll) {
        int n = 0;
        for (Category c : Category.values()) {
            n += turn.points(roll, c) != org.yahtzee.rules.Scoring.NOT_ALLOWED ? 1 : 0;
        }
        return n;
    }
}
