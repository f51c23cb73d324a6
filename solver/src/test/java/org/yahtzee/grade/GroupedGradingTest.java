package org.yahtzee.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.IllegalMoveException;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.SolvedPolicies;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;

/**
 * Grading by start state ({@link GroupedGrading}) against {@link GameGrader#grade} and the
 * {@link TurnByTurnGrader} reference, game by game.
 */
final class GroupedGradingTest {

    private static Rules named(JokerRule joker) {
        return Rules.NAMED.stream().filter(r -> r.joker() == joker).findFirst().orElseThrow();
    }

    /**
     * Games with mistakes (none, one in ten, two in five), some cut short, and some twice:
     * optimal games and repeated games share many start states, which is what the grouping is for.
     */
    private static List<List<TurnPlay>> games(SolvedValues values, long seed, int count) {
        List<List<TurnPlay>> games = new ArrayList<>();
        RandomPlayer[] players = {
            new RandomPlayer(values, seed, 0), new RandomPlayer(values, seed + 1, 0.1), new RandomPlayer(values, seed + 2, 0.4)
        };
        for (int g = 0; g < count; g++) {
            if (g % 17 == 16) {
                games.add(games.get(g / 2));
            } else {
                games.add(players[g % 3].game(g % 11 == 10 ? g % 13 : 13));
            }
        }
        return games;
    }

    /** Each graded game is grade's, and that is the turn-by-turn reference's: every field, bit for bit, but the luck (expected). */
    private static void assertSameAsGrade(GameGrader grader, List<List<TurnPlay>> games, List<GradedGame> graded) {
        assertSameAsGrade(expected(grader, games), games.size(), graded);
    }

    /**
     * grade's grade of each game, checked once against the turn-by-turn reference's: the
     * batches compared with it (several thread counts, several ways of grading) reuse it, where
     * grading every game twice more for each was two thirds of this class's time.
     */
    private static List<GradedGame> expected(GameGrader grader, List<List<TurnPlay>> games) {
        TurnByTurnGrader reference = new TurnByTurnGrader(grader.values());
        List<GradedGame> expected = new ArrayList<>();
        for (int g = 0; g < games.size(); g++) {
            GradedGame e = reference.grade(games.get(g));
            GradedGame graded = grader.grade(games.get(g));
            // The reference sums the rolls' luck; grade takes what the split leaves (GameGrader note 2).
            assertEquals(e.luck(), graded.luck(), 1e-9, "game " + g);
            assertEquals(TurnByTurnGrader.withLuck(e, graded.luck()), graded, "game " + g);
            expected.add(graded);
        }
        return expected;
    }

    /** The first {@code size} games graded are the first {@code size} expected ones. */
    private static void assertSameAsGrade(List<GradedGame> expected, int size, List<GradedGame> graded) {
        assertEquals(size, graded.size());
        for (int g = 0; g < size; g++) {
            assertEquals(expected.get(g), graded.get(g), "game " + g);
        }
    }

    @ParameterizedTest
    @EnumSource(JokerRule.class)
    void grade_everyRuleSet_equalsGradeGameByGame(JokerRule joker) {
        SolvedValues values = GameGraderTest.solved(named(joker));
        GameGrader grader = new GameGrader(values);
        List<List<TurnPlay>> games = games(values, 100 + joker.ordinal(), 240);
        Set<Integer> states = new HashSet<>();
        int turns = 0;
        for (List<TurnPlay> game : games) {
            Scorecard card = Scorecard.empty(values.rules());
            for (TurnPlay play : game) {
                states.add(card.stateIndex());
                card = card.score(play.finalRollId(), play.box());
                turns++;
            }
        }
        assertTrue(states.size() < turns * 3 / 4, states.size() + " states for " + turns + " turns: little shared");
        List<GradedGame> expected = expected(grader, games);
        for (int threads = 1; threads <= 3; threads++) {
            assertSameAsGrade(expected, games.size(), new GroupedGrading(grader, games).grade(threads));
        }
    }

    @Test
    void gradeAll_smallAndLargeBatches_equalGrade() {
        SolvedValues values = GameGraderTest.solved(Rules.OFFICIAL);
        GameGrader grader = new GameGrader(values);
        List<List<TurnPlay>> games = games(values, 7, GameGrader.GROUPED_FROM + 5);
        List<GradedGame> expected = expected(grader, games); // each batch is a prefix of games
        for (int size : new int[] {0, 1, GameGrader.GROUPED_FROM - 1, GameGrader.GROUPED_FROM + 5}) {
            List<List<TurnPlay>> batch = games.subList(0, size);
            assertSameAsGrade(expected, size, grader.gradeAll(batch, 2));
            assertSameAsGrade(expected, size, grader.gradeEach(batch, 2));
            assertSameAsGrade(expected, size, new GroupedGrading(grader, batch).grade(2));
        }
    }

    /**
     * With a policy table (GroupedGrading note 6): a game is left unanalysed exactly when each of
     * its decisions is the grader's best, and every game's figures, and every game made whole,
     * are still grade's, bit for bit, also in a batch of such games alone; a batch after them in
     * the same memory without the table analyses every game again.
     */
    @Test
    void gradeLazily_withPolicy_gamesPlayedAsItPlaysUnanalysed_sameFiguresAndGames() {
        SolvedValues values = GameGraderTest.solved(Rules.OFFICIAL);
        GameGrader grader = new GameGrader(values);
        List<List<TurnPlay>> games = games(values, 31, 150); // a third optimal, some repeated, some cut short
        List<GradedGame> expected = expected(grader, games);
        BatchMemory memory = new BatchMemory();
        GroupedGrading grading = new GroupedGrading(grader, games, memory, SolvedPolicies.of(Rules.OFFICIAL));
        BatchGrades graded = grading.gradeLazily(2);
        int unanalysed = 0;
        for (int g = 0; g < games.size(); g++) {
            boolean everyBest = expected.get(g).decisions().stream().allMatch(d -> d.kind() == Decision.Kind.KEEP
                    ? d.playedKeepId() == d.bestKeepId() : d.playedBox() == d.bestBox());
            assertEquals(everyBest, grading.asPolicy(g), "game " + g);
            unanalysed += grading.asPolicy(g) ? 1 : 0;
            assertEquals(expected.get(g).figures(), graded.figures(g), "game " + g);
            assertEquals(expected.get(g), graded.get(g), "game " + g);
        }
        assertTrue(unanalysed >= 40 && unanalysed < games.size() - 40, unanalysed + " of " + games.size());
        List<List<TurnPlay>> optimal = new ArrayList<>();
        List<GradedGame> optimalGraded = new ArrayList<>();
        for (int g = 0; g < games.size(); g++) {
            if (grading.asPolicy(g)) {
                optimal.add(games.get(g));
                optimalGraded.add(expected.get(g));
            }
        }
        GroupedGrading allOptimal = new GroupedGrading(grader, optimal, memory, SolvedPolicies.of(Rules.OFFICIAL));
        BatchGrades none = allOptimal.gradeLazily(2); // nothing to analyse at all
        for (int g = 0; g < optimal.size(); g++) {
            assertTrue(allOptimal.asPolicy(g), "game " + g);
            assertEquals(optimalGraded.get(g).figures(), none.figures(g), "game " + g);
        }
        GroupedGrading without = new GroupedGrading(grader, games, memory, null);
        BatchGrades again = without.gradeLazily(1);
        for (int g = 0; g < games.size(); g++) {
            assertEquals(false, without.asPolicy(g), "game " + g);
            assertEquals(expected.get(g).figures(), again.figures(g), "game " + g);
        }
    }

    @Test
    void grade_gamesWithoutTurns_gradedAsEmptyCards() {
        GameGrader grader = new GameGrader(GameGraderTest.solved(Rules.OFFICIAL));
        List<List<TurnPlay>> games = List.of(List.of(), List.of());
        List<GradedGame> graded = new GroupedGrading(grader, games).grade(2);
        assertSameAsGrade(grader, games, graded);
        assertEquals(0, graded.get(1).decisions().size());
    }

    /**
     * Wrong games of each kind (kept dice not in the roll, a reroll without the kept dice, a box
     * filled twice, a box the joker rule forbids, a 14th turn), each placed among right games and before another wrong one:
     * the batch fails with grade's error for the first.
     */
    @Test
    void grade_wrongGames_throwGradesErrorForTheFirstInOrder() {
        SolvedValues values = GameGraderTest.solved(Rules.OFFICIAL);
        GameGrader grader = new GameGrader(values);
        int roll = KeepLattice.rollOfDice(2, 2, 3, 5, 1);
        int other = KeepLattice.rollOfDice(4, 4, 4, 6, 6);
        TurnPlay chance = new TurnPlay(new int[] {roll}, new int[0], Category.CHANCE);
        List<TurnPlay> fourteen = new ArrayList<>(new RandomPlayer(values, 3, 0.1).game());
        fourteen.add(chance);
        int fives = KeepLattice.rollOfDice(5, 5, 5, 5, 5);
        List<List<TurnPlay>> wrong = List.of(
                List.of(new TurnPlay(new int[] {roll, roll}, new int[] {KeepLattice.ofDice(6, 6)}, Category.CHANCE)),
                List.of(chance, new TurnPlay(new int[] {roll, other}, new int[] {KeepLattice.ofDice(2, 2)}, Category.ONES)),
                List.of(chance, chance),
                // an extra Yahtzee of fives under the forced joker rule: the fives box while it is open
                List.of(new TurnPlay(new int[] {fives}, new int[0], Category.YAHTZEE),
                        new TurnPlay(new int[] {fives}, new int[0], Category.FULL_HOUSE)),
                fourteen);
        for (int w = 0; w < wrong.size(); w++) {
            List<TurnPlay> bad = wrong.get(w);
            IllegalArgumentException expected = assertThrows(IllegalArgumentException.class, () -> grader.grade(bad));
            List<List<TurnPlay>> games = games(values, 40 + w, 90);
            games.set(50, bad);
            games.set(70, wrong.get((w + 1) % wrong.size()));
            IllegalArgumentException grouped = assertThrows(IllegalArgumentException.class,
                    () -> new GroupedGrading(grader, games).grade(2));
            IllegalArgumentException each = assertThrows(IllegalArgumentException.class, () -> grader.gradeEach(games, 2));
            for (IllegalArgumentException e : List.of(grouped, each)) {
                assertEquals(expected.getClass(), e.getClass());
                assertEquals(expected.getMessage(), e.getMessage());
            }
            assertEquals(w < wrong.size() - 1, expected instanceof IllegalMoveException, expected.toString());
        }
    }
}
