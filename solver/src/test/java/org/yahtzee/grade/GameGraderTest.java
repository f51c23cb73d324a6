package org.yahtzee.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.IllegalMoveException;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.ReferenceSolver;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.SolvedValues;

final class GameGraderTest {
    static SolvedValues solved(Rules rules) {
        return SolvedTables.of(rules); // one solve per rule set for all the solver's tests
    }

    private static Rules named(JokerRule joker) {
        return Rules.NAMED.stream().filter(r -> r.joker() == joker).findFirst().orElseThrow();
    }

    @ParameterizedTest
    @EnumSource(JokerRule.class)
    void grade_randomGames_scoreIsExpectedMinusLossPlusLuck(JokerRule joker) {
        Rules rules = named(joker);
        GameGrader grader = new GameGrader(solved(rules));
        TurnByTurnGrader reference = new TurnByTurnGrader(solved(rules));
        for (int seed = 0; seed < 300; seed++) {
            RandomPlayer player = new RandomPlayer(solved(rules), seed, seed % 3 * 0.2);
            int turns = seed % 10 == 9 ? seed % 13 : 13; // some games in progress
            List<TurnPlay> game = player.game(turns);
            GradedGame g = grader.grade(game);
            double rhs = g.expectedAtStart() - g.totalLoss() + g.luck();
            assertEquals(g.score() + g.stillToCome(), rhs, 1e-9, "seed " + seed);
            // The luck is the split's remainder (GameGrader note 2): the sum of the rolls' luck, roll by roll.
            assertEquals(reference.grade(game).luck(), g.luck(), 1e-9, "seed " + seed);
            assertEquals(turns == 13, g.isComplete());
            for (Decision d : g.decisions()) {
                // The message on a failure only (a supplier): each decision's toString for the
                // 3 x 300 games' 24,000 decisions that pass was a third of this test's CPU.
                assertTrue(d.loss() >= 0, d::toString);
                assertEquals(d.bestTotal() - d.playedTotal(), d.loss(), 1e-9);
            }
        }
    }

    /** Grading on two threads gives, game by game, exactly what grading one at a time gives. */
    @Test
    void gradeAll_twoThreads_sameResultsInOrder() {
        GameGrader grader = new GameGrader(solved(Rules.OFFICIAL));
        RandomPlayer player = new RandomPlayer(solved(Rules.OFFICIAL), 77, 0.1);
        java.util.List<java.util.List<TurnPlay>> games = new java.util.ArrayList<>();
        for (int g = 0; g < 200; g++) {
            games.add(player.game());
        }
        java.util.List<GradedGame> all = grader.gradeAll(games, 2);
        assertEquals(200, all.size());
        for (int g = 0; g < 200; g++) {
            assertEquals(grader.grade(games.get(g)), all.get(g), "game " + g); // every field, bit for bit
        }
    }

    /** The share of first turns losing nothing is what grading each alone says, and a wrong turn counts as losing. */
    @Test
    void losslessOpenings_shareOfFirstTurnsGradedWithoutLoss() {
        GameGrader grader = new GameGrader(solved(Rules.OFFICIAL));
        List<TurnPlay> openings = new java.util.ArrayList<>();
        int lossless = 0;
        for (int seed = 0; seed < 120; seed++) {
            TurnPlay first = new RandomPlayer(solved(Rules.OFFICIAL), seed, seed % 3 * 0.3).game(1).get(0);
            openings.add(first);
            GradedGame alone = grader.grade(List.of(first));
            lossless += alone.decisions().stream().allMatch(d -> d.loss() == 0) ? 1 : 0;
        }
        assertTrue(lossless > 40 && lossless < 120, lossless + " of 120");
        int roll = KeepLattice.rollOfDice(2, 2, 3, 5, 1);
        openings.add(new TurnPlay(new int[] {roll, roll}, new int[] {KeepLattice.ofDice(6, 6)}, Category.CHANCE));
        assertEquals(lossless / 121.0, grader.losslessOpenings(openings), 1e-12);
        assertEquals(0, grader.losslessOpenings(List.of()));
    }

    @Test
    void grade_optimalPlay_losesNothing() {
        GameGrader grader = new GameGrader(solved(Rules.OFFICIAL));
        for (int seed = 0; seed < 50; seed++) {
            GradedGame g = grader.grade(new RandomPlayer(solved(Rules.OFFICIAL), seed, 0).game());
            assertEquals(0, g.totalLoss(), 0);
            assertEquals(0, g.flaggedCount(0));
        }
    }

    @ParameterizedTest
    @EnumSource(JokerRule.class)
    void grade_everyLoss_matchesNaiveReference(JokerRule joker) {
        Rules rules = named(joker);
        SolvedValues values = solved(rules);
        GradedGame g = new GameGrader(values).grade(new RandomPlayer(values, 11 + joker.ordinal(), 0.4).game());
        ReferenceSolver reference = new ReferenceSolver(rules, values);
        org.yahtzee.game.Scorecard card = org.yahtzee.game.Scorecard.empty(rules);
        int checked = 0;
        for (Decision d : g.decisions()) {
            int mask = card.usedMask();
            int upper = card.cappedUpper();
            boolean y50 = card.yahtzeeHolds50();
            int[] dice = KeepLattice.dice(KeepLattice.keepOfRoll(d.rollId()));
            int left = 3 - d.roll();
            double best;
            double played;
            if (d.kind() == Decision.Kind.KEEP) {
                best = reference.rollValue(mask, upper, y50, dice, left);
                played = KeepLattice.size(d.playedKeepId()) == 5
                        ? reference.rollValue(mask, upper, y50, dice, 0)
                        : reference.keepValue(mask, upper, y50, KeepLattice.dice(d.playedKeepId()), left);
            } else {
                best = reference.rollValue(mask, upper, y50, dice, 0);
                played = reference.scoreValue(mask, upper, y50, dice, d.playedBox());
                card = card.score(d.rollId(), d.playedBox());
            }
            assertEquals(best - played, d.loss(), 1e-9, d.toString());
            checked++;
        }
        assertTrue(checked >= 13);
    }

    @Test
    void grade_keptDiceNotInRoll_throwsNamingTurn() {
        GameGrader grader = new GameGrader(solved(Rules.OFFICIAL));
        int roll = KeepLattice.rollOfDice(2, 2, 3, 5, 1);
        TurnPlay bad = new TurnPlay(new int[] {roll, roll}, new int[] {KeepLattice.ofDice(6, 6)}, Category.CHANCE);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> grader.grade(List.of(bad)));
        assertEquals("turn 1: kept dice 66 are not all in roll 1 12235: expected dice from that roll", e.getMessage());
    }

    @Test
    void grade_boxTwice_throwsIllegalMove() {
        GameGrader grader = new GameGrader(solved(Rules.OFFICIAL));
        int roll = KeepLattice.rollOfDice(2, 2, 3, 5, 1);
        TurnPlay chance = new TurnPlay(new int[] {roll}, new int[0], Category.CHANCE);
        assertThrows(IllegalMoveException.class, () -> grader.grade(List.of(chance, chance)));
    }

    @Test
    void grade_standingPat_isAHoldOfAllFiveValuedAsScoringNow() {
        GameGrader grader = new GameGrader(solved(Rules.OFFICIAL));
        int roll = KeepLattice.rollOfDice(1, 2, 3, 4, 5);
        GradedGame g = grader.grade(List.of(new TurnPlay(new int[] {roll}, new int[0], Category.LARGE_STRAIGHT)));
        assertEquals(2, g.decisions().size());
        Decision hold = g.decisions().get(0);
        assertEquals(Decision.Kind.KEEP, hold.kind());
        assertEquals(KeepLattice.keepOfRoll(roll), hold.playedKeepId());
        assertEquals(0, hold.loss(), 1e-12, "a large straight on roll 1 is best scored at once");
        assertEquals(Category.LARGE_STRAIGHT, g.decisions().get(1).bestBox());
        assertEquals(40, g.score());
        assertEquals(Category.LARGE_STRAIGHT, hold.bestBox(), "the best hold, all five, names its box");
        assertEquals(40, hold.bestPoints());
        assertEquals(null, hold.playedBox(), "the box played is the next decision's");
    }

    @Test
    void grade_bestHoldOfAllFive_namesItsBox_otherHoldsNone() {
        GameGrader grader = new GameGrader(solved(Rules.OFFICIAL));
        int straight = KeepLattice.rollOfDice(2, 3, 4, 5, 6);
        int pair = KeepLattice.rollOfDice(1, 1, 4, 4, 6);
        GradedGame g = grader.grade(List.of(
                new TurnPlay(new int[] {straight, straight}, new int[] {KeepLattice.ofDice(2, 3, 4, 5)}, Category.LARGE_STRAIGHT),
                new TurnPlay(new int[] {pair, pair}, new int[] {KeepLattice.ofDice(4, 4)}, Category.CHANCE)));
        Decision rerolledStraight = g.decisions().get(0);
        assertEquals(KeepLattice.keepOfRoll(straight), rerolledStraight.bestKeepId());
        assertEquals(Category.LARGE_STRAIGHT, rerolledStraight.bestBox());
        assertEquals(40, rerolledStraight.bestPoints());
        Decision heldPair = g.decisions().get(3); // turn 1: hold 2345, stand pat on roll 2, the box
        assertEquals(2, heldPair.turn());
        assertEquals(Decision.Kind.KEEP, heldPair.kind());
        assertEquals(null, heldPair.bestBox());
        assertEquals(-1, heldPair.bestPoints());
    }
}
