package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.policy.SolvedPolicies;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;

/**
 * The win-against-expected-score match, on the last turn of a game (chance open on both cards),
 * where the win player's chance in each seat is known exactly: played first it is the solved
 * P(win) against the other's distribution, played second the mean over the other's final total
 * of the solved chance of beating it.
 */
final class WinMatchTest {
    private static final Rules RULES = Rules.OFFICIAL;
    private static final StateValues VALUES = SolvedTables.of(RULES);
    private static final PolicyTable POLICY = SolvedPolicies.of(RULES);

    /** Twelve boxes scored (the upper bonus earned, 0 in the Yahtzee box): chance open. */
    private static Scorecard lastTurn() {
        int[][] rolls = {{1, 1, 1, 2, 3}, {2, 2, 2, 4, 5}, {3, 3, 3, 1, 2}, {4, 4, 4, 1, 2}, {5, 5, 5, 1, 2},
                {6, 6, 6, 1, 2}, {6, 6, 6, 5, 4}, {5, 5, 5, 5, 2}, {2, 2, 3, 3, 3}, {1, 2, 3, 4, 6}, {2, 3, 4, 5, 6},
                {1, 2, 3, 4, 6}};
        Category[] boxes = {Category.ONES, Category.TWOS, Category.THREES, Category.FOURS, Category.FIVES,
                Category.SIXES, Category.THREE_OF_A_KIND, Category.FOUR_OF_A_KIND, Category.FULL_HOUSE,
                Category.SMALL_STRAIGHT, Category.LARGE_STRAIGHT, Category.YAHTZEE};
        Scorecard card = Scorecard.empty(RULES);
        for (int i = 0; i < rolls.length; i++) {
            card = card.score(KeepLattice.rollOfDice(rolls[i]), boxes[i]);
        }
        return card;
    }

    private static WinMatch.Result play(int games, long seed, int threads) {
        return WinMatch.play(VALUES, POLICY, null, null, lastTurn(), games, seed, threads, f -> { });
    }

    @Test
    void eachSeat_winsAsOftenAsItsExactChance_andThePairedEstimateAgrees() {
        Scorecard start = lastTurn();
        WinAnalyzer analyzer = new WinAnalyzer(VALUES, () -> null, () -> null, 1, WinAnalyzer.SolveWatch.QUIET);
        ScoreDistribution other = ExactDistribution.compute(VALUES, start.usedMask(), start.cappedUpper(),
                start.yahtzeeHolds50(), start.total(), 1, f -> { });
        // Seated first, against the expected-score player it meets here: the best chance against
        // the other's distribution (the joint endgame, which the win player plays, takes the
        // other to play to win instead: its chance against this player is at most this).
        FinalUtility beating = WinUtility.beating(List.of(WinUtility.of(other)));
        double first = GoalTurn.analyze(GoalSolver.solveAt(RULES, start.usedMask(), start.cappedUpper(), false,
                start.total(), beating, 1, f -> { }), start.usedMask(), start.cappedUpper(), false,
                beating.span() - start.total()).start();
        double second = 0;
        for (int sum = 5; sum <= 30; sum++) {
            double p = other.probability(start.total() + sum);
            if (p > 0) {
                Scorecard finished = start.score(rollSumming(sum), Category.CHANCE);
                second += p * analyzer.turn(start, List.of(finished)).start();
            }
        }
        assertTrue(second > first, "the second seat knows the total to beat: " + second + " vs " + first);

        int games = 4000;
        WinMatch.Result r = play(games, 11, 2);

        assertEquals(games, r.games());
        assertEquals(games, r.win().wins() + r.win().draws() + r.win().losses());
        assertEquals(r.win().wins(), r.ev().losses());
        double seatError = Math.sqrt(0.25 / (games / 2.0));
        assertEquals(first, r.chanceSeated(true), 4 * seatError, "seated first");
        assertEquals(second, r.chanceSeated(false), 4 * seatError, "seated second");
        assertTrue(r.pairedStandardError() > 0 && r.pairedStandardError() < seatError);
        assertEquals((first + second) / 2, r.pairedChance(), 4 * r.pairedStandardError(), "paired estimate");
        assertTrue(r.departed() > 0, "playing for the win keeps other dice than playing for points");
    }

    @Test
    void sameSeed_sameGames_onAnyThreadCount() {
        WinMatch.Result one = play(300, 5, 1);
        WinMatch.Result two = play(300, 5, 2);

        assertEquals(one.win().wins(), two.win().wins());
        assertEquals(one.win().draws(), two.win().draws());
        assertEquals(one.win().scoreSum(), two.win().scoreSum());
        assertEquals(one.ev().scoreSquares(), two.ev().scoreSquares());
        assertEquals(one.departed(), two.departed());
        assertEquals(one.pairedChance(), two.pairedChance());
        assertEquals(one.chanceSeated(false), two.chanceSeated(false));
    }

    /** Synthetic games: the counts, the paired estimate and its standard error by hand. */
    @Test
    void result_countsAndPairedEstimate() {
        WinMatch.Result r = new WinMatch.Result();
        r.add(250, 240, 230, true, true);   // win 1, shadow 0 against 240: difference +1
        r.add(200, 200, 210, false, true);  // tie 1/2, shadow 1: -1/2
        r.add(180, 260, 180, true, false);  // 0 and 0: 0
        r.add(300, 100, 120, false, false); // 1 and 1: 0

        assertEquals(4, r.games());
        assertEquals(2, r.win().wins());
        assertEquals(1, r.win().draws());
        assertEquals(1, r.ev().wins());
        assertEquals(2, r.departed());
        assertEquals(0.5 + 0.5 / 4, r.pairedChance(), 1e-15);
        double mean = 0.5 / 4;
        double variance = ((1 - mean) * (1 - mean) + (-0.5 - mean) * (-0.5 - mean) + 2 * mean * mean) / 3;
        assertEquals(Math.sqrt(variance / 4), r.pairedStandardError(), 1e-15);
        assertEquals(0.5, r.chanceSeated(true), 1e-15);
        assertEquals(0.75, r.chanceSeated(false), 1e-15);
    }

    @Test
    void badCounts_refused() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> play(0, 1, 1));
        assertEquals("games must be 1..1000000, was 0", e.getMessage());
    }

    /** A roll whose dice sum to {@code sum} (5..30). */
    private static int rollSumming(int sum) {
        int[] dice = {1, 1, 1, 1, 1};
        for (int i = 0, rest = sum - 5; rest > 0; i++) {
            int add = Math.min(5, rest);
            dice[i] += add;
            rest -= add;
        }
        return KeepLattice.rollOfDice(dice);
    }
}
