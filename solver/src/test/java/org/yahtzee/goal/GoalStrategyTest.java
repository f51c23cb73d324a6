package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.policy.PlayState;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

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

    /**
     * Played out over every roll of every turn left (ForwardPlay pushes the card's probability
     * through the player's own keeps and boxes), the player meets the goal exactly as often as the
     * values say it can. This was 20,000 games on random dice, checked within 4.5 standard
     * deviations (0.016): 60,000 turns analysed, 310 of the solver JVM's 5,950 JFR samples. Every
     * outcome weighed instead reaches 435 cards (each turn analysed once), and a player that
     * missed the goal's probability by more than 1e-6 (a wrong keep or box where it matters) fails.
     */
    @Test
    void playedOut_meetsTheGoalAtItsProbability() {
        PlayState start = card();
        GoalValues v = solved(start);
        double p = v.value(start.usedMask(), start.upperTotal(), false, TARGET - start.total());
        Played played = new Played(GoalStrategy.reach(v, VALUES, TARGET), start);
        double[] totals = ForwardPlay.finalTotals(RULES, played, start.usedMask(), start.upperTotal(), false, start.total());
        double met = 0;
        double all = 0;
        for (int t = 0; t < totals.length; t++) {
            met += t >= TARGET ? totals[t] : 0;
            all += totals[t];
        }
        assertTrue(p > 0.1 && p < 0.9, "a target worth playing for: P = " + p);
        assertEquals(1.0, all, 1e-12, "every game ends");
        assertEquals(p, met, 1e-6, "P(total >= " + TARGET + ") when played");
        assertTrue(played.cards() > 100, "cards played " + played.cards());
    }

    /**
     * The player as the simulator drives it, through a {@link PlayState}: ForwardPlay names each
     * card by its state and points, and the card's PlayState is rebuilt from the rolls and boxes
     * that first reached it. A card ForwardPlay reaches that PlayState's scoring never made
     * (the two disagreeing on a box's points or a bonus) fails.
     */
    private static final class Played implements ForwardPlay.Policy {
        private final GoalStrategy player;
        /** By (state index, points): the card, and the roll and box ids that reached it from the start. */
        private final Map<Long, PlayState> cards = new HashMap<>();
        private final Map<Long, int[]> moves = new HashMap<>();

        Played(GoalStrategy player, PlayState start) {
            this.player = player;
            cards.put(key(start.stateIndex(), start.total()), start);
            moves.put(key(start.stateIndex(), start.total()), new int[0]);
        }

        int cards() {
            return cards.size();
        }

        private static long key(int stateIndex, int points) {
            return (long) stateIndex << 16 | points;
        }

        private PlayState at(int usedMask, int upperTotal, boolean y50, int points) {
            PlayState s = cards.get(key(StateIndex.index(usedMask, upperTotal, y50), points));
            assertNotNull(s, () -> "no card played to mask " + usedMask + " upper " + upperTotal + " y50 " + y50
                    + " points " + points); // 756 calls a card: the message built on failure only
            return s;
        }

        @Override
        public int keep(int usedMask, int upperTotal, boolean y50, int points, int rollId, int rollsLeft) {
            return player.keep(at(usedMask, upperTotal, y50, points), rollId, rollsLeft);
        }

        @Override
        public Category box(int usedMask, int upperTotal, boolean y50, int points, int rollId) {
            PlayState s = at(usedMask, upperTotal, y50, points);
            int box = player.box(s, rollId);
            int[] before = moves.get(key(s.stateIndex(), s.total()));
            PlayState next = card();
            for (int i = 0; i < before.length; i += 2) {
                next.score(before[i], before[i + 1]);
            }
            next.score(rollId, box);
            long k = key(next.stateIndex(), next.total());
            if (!cards.containsKey(k)) {
                int[] after = Arrays.copyOf(before, before.length + 2);
                after[before.length] = rollId;
                after[before.length + 1] = box;
                cards.put(k, next);
                moves.put(k, after);
            }
            return Category.byId(box);
        }
    }
}
