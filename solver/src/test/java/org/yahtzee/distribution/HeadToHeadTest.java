package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.GamePlay;
import org.yahtzee.policy.GameTrace;
import org.yahtzee.policy.HeuristicStrategy;
import org.yahtzee.policy.PlayState;
import org.yahtzee.policy.PolicyStrategy;
import org.yahtzee.policy.SolvedPolicies;
import org.yahtzee.policy.Strategy;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

final class HeadToHeadTest {
    private static final int GAMES = 20_000;

    private static Strategy optimal() {
        return new PolicyStrategy(SolvedPolicies.of(Rules.OFFICIAL));
    }

    @Test
    void twoPlayers_countsMirrorEachOther_andAddUpToTheGames() {
        HeadToHead.Player[] p = HeadToHead.play(new Strategy[] {optimal(), new HeuristicStrategy()}, Rules.OFFICIAL,
                GAMES, 3L, 2, f -> { });
        for (HeadToHead.Player player : p) {
            assertEquals(GAMES, player.wins() + player.draws() + player.losses());
        }
        assertEquals(p[0].wins(), p[1].losses());
        assertEquals(p[0].draws(), p[1].draws());
        long marginSum = 0;
        for (int m = -ScoreDistribution.MAX_SCORE; m <= ScoreDistribution.MAX_SCORE; m++) {
            assertEquals(p[0].margin(m), p[1].margin(-m), "margin " + m);
            marginSum += m * p[0].margin(m);
        }
        assertEquals(p[0].scoreSum() - p[1].scoreSum(), marginSum, "two players: the margin is the score difference");
        // The baseline is far from optimal: the optimal player wins most games and scores more.
        assertTrue(p[0].wins() > 0.6 * GAMES, "optimal wins " + p[0].wins());
        assertTrue(p[0].scoreSum() / (double) GAMES > p[1].scoreSum() / (double) GAMES + 20);
    }

    /** One strategy against itself: each game not drawn is a fair coin, so wins ~ Bin(decided, 1/2). */
    @Test
    void sameStrategy_winsAsOftenAsItLoses() {
        HeadToHead.Player[] p = HeadToHead.play(new Strategy[] {optimal(), optimal()}, Rules.OFFICIAL, GAMES, 5L, 2,
                f -> { });
        long decided = p[0].wins() + p[0].losses();
        assertEquals(decided / 2.0, p[0].wins(), 3.29 * Math.sqrt(decided / 4.0), "wins " + p[0].wins());
        assertTrue(p[0].draws() > 0 && p[0].draws() < GAMES / 50, "draws " + p[0].draws());
    }

    @Test
    void sameSeed_sameGames_whateverTheThreadCount() {
        Strategy[] players = {optimal(), new HeuristicStrategy()};
        HeadToHead.Player[] one = HeadToHead.play(players, Rules.OFFICIAL, 5_500, 9L, 1, f -> { });
        HeadToHead.Player[] three = HeadToHead.play(players, Rules.OFFICIAL, 5_500, 9L, 3, f -> { });
        for (int p = 0; p < 2; p++) {
            assertEquals(one[p].wins(), three[p].wins());
            assertEquals(one[p].scoreSquares(), three[p].scoreSquares());
            assertArrayEquals(one[p].margins, three[p].margins);
        }
        assertThrows(IllegalArgumentException.class, () -> HeadToHead.play(new Strategy[] {optimal()}, Rules.OFFICIAL,
                10, 1L, 1, f -> { }));
    }

    /**
     * The lockstep games are those GamePlay plays one by one with the documented seeding: batch
     * c's generator the c-th split of the seed's, game g its g-th split, player p's dice the
     * game's p-th split.
     */
    @Test
    void games_areTheDocumentedOnes() {
        Strategy[] players = {new HeuristicStrategy(), optimal()};
        int games = 2_345;
        HeadToHead.Player[] lockstep = HeadToHead.play(players, Rules.OFFICIAL, games, 21L, 2, f -> { });
        PlayState[] states = {new PlayState(Rules.OFFICIAL), new PlayState(Rules.OFFICIAL)};
        SplittableRandom root = new SplittableRandom(21L);
        SplittableRandom batch = null;
        long[] sums = new long[2];
        long wins = 0;
        for (int g = 0; g < games; g++) {
            if (g % Simulator.BATCH == 0) {
                batch = root.split();
            }
            SplittableRandom game = batch.split();
            int a = GamePlay.play(players[0], states[0], game.split(), null);
            int b = GamePlay.play(players[1], states[1], game.split(), null);
            sums[0] += a;
            sums[1] += b;
            wins += a > b ? 1 : 0;
        }
        assertEquals(sums[0], lockstep[0].scoreSum());
        assertEquals(sums[1], lockstep[1].scoreSum());
        assertEquals(wins, lockstep[0].wins());
    }

    /** The heuristic plays only legal games under every rule set (each replayed on a Scorecard). */
    @ParameterizedTest
    @EnumSource(names = {"OFFICIAL", "FREE_CHOICE", "ORIGINAL", "NO_BONUS"}, value = RuleSets.class)
    void heuristic_playsLegalGames(RuleSets set) {
        Rules rules = set.rules;
        PlayState state = new PlayState(rules);
        GameTrace trace = new GameTrace();
        SplittableRandom random = new SplittableRandom(1);
        for (int g = 0; g < 3_000; g++) {
            GamePlay.play(new HeuristicStrategy(), state, random.split(), trace);
            Scorecard card = Scorecard.empty(rules);
            for (int t = 0; t < Category.COUNT; t++) {
                card = card.score(trace.roll(t, trace.rollCount(t) - 1), Category.byId(trace.box(t)));
            }
            assertEquals(card.total(), trace.total());
        }
    }

    /** The named rule sets, for a parameterised test. */
    enum RuleSets {
        OFFICIAL(Rules.OFFICIAL), FREE_CHOICE(Rules.FREE_CHOICE), ORIGINAL(Rules.ORIGINAL), NO_BONUS(Rules.NO_BONUS);

        final Rules rules;

        RuleSets(Rules rules) {
            this.rules = rules;
        }
    }
}
