package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.WinUtility;
import org.yahtzee.policy.GamePlay;
import org.yahtzee.policy.SolvedPolicies;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.TurnAnalyzer;

/**
 * {@link ExactDistribution} with turns kept from the call before ({@link KeptOutcomes}), analysed
 * or looked up in the policy table, gives the distribution computed from nothing, bit for bit:
 * down one game's cards, then another game's; and so do its final totals alone
 * ({@link ExactDistribution#finalTotals}, what a win analysis reads).
 */
final class KeptOutcomesTest {

    @Test
    void cardsOfTwoGames_keptTurnsAnalysedOrLookedUpGiveTheSameBitsAsNone() {
        // The looked-up turns come from the policy table built from the same values (the shared
        // fixture the policy and match tests build): not one bit may differ from the analysed.
        Rules rules = Rules.OFFICIAL;
        SolvedValues values = Solved.values(rules);
        TurnAnalyzer turns = new TurnAnalyzer(values);
        KeptOutcomes kept = new KeptOutcomes(values);
        KeptOutcomes lookedUp = new KeptOutcomes(values, SolvedPolicies.of(rules));
        int cards = 0;
        SplittableRandom random = new SplittableRandom(24);
        for (int game = 0; game < 2; game++) {
            // A late card (7 open: cheap), then box after box on one-roll turns, each box the
            // policy's: the states later cards reach are kept from the first ones, and the
            // second game's first card shares no mask with the first game's last.
            Scorecard card = lateCard(rules, game);
            while (!card.isComplete()) {
                String where = "game " + game + ", " + card;
                ScoreDistribution fresh = ExactDistribution.compute(values, card.usedMask(), card.cappedUpper(),
                        card.yahtzeeHolds50(), card.total(), 1, f -> { });
                ScoreDistribution reused = ExactDistribution.compute(kept, card.usedMask(), card.cappedUpper(),
                        card.yahtzeeHolds50(), card.total(), 2);
                ScoreDistribution looked = ExactDistribution.compute(lookedUp, card.usedMask(), card.cappedUpper(),
                        card.yahtzeeHolds50(), card.total(), 1);
                assertEquals(ExactDistributionFromCardTest.hash(fresh), ExactDistributionFromCardTest.hash(reused), where);
                assertEquals(ExactDistributionFromCardTest.hash(fresh), ExactDistributionFromCardTest.hash(looked),
                        "looked up, " + where);
                // Kept and looked up in turn: the totals alone must not disturb what the next card reuses.
                KeptOutcomes totalsOnly = game == 0 ? kept : lookedUp;
                assertArrayEquals(WinUtility.of(fresh), ExactDistribution.finalTotals(totalsOnly, card.usedMask(),
                        card.cappedUpper(), card.yahtzeeHolds50(), card.total(), 2), "final totals, " + where);
                cards++;
                int roll = GamePlay.throwDice(KeepLattice.EMPTY_KEEP, random);
                card = card.score(roll, TurnPolicy.bestBox(turns.analyze(card.usedMask(), card.cappedUpper(),
                        card.yahtzeeHolds50()), roll));
            }
        }
        assertEquals(14, cards, "seven cards a game");
    }

    /** Six boxes filled: the lower section in game 0, the upper in game 1. */
    private static Scorecard lateCard(Rules rules, int game) {
        Scorecard card = Scorecard.empty(rules);
        if (game == 0) {
            return card.withBox(Category.THREE_OF_A_KIND, 20).withBox(Category.FOUR_OF_A_KIND, 0)
                    .withBox(Category.FULL_HOUSE, 25).withBox(Category.SMALL_STRAIGHT, 30)
                    .withBox(Category.LARGE_STRAIGHT, 40).withBox(Category.CHANCE, 22);
        }
        return card.withBox(Category.ONES, 3).withBox(Category.TWOS, 6).withBox(Category.THREES, 9)
                .withBox(Category.FOURS, 12).withBox(Category.FIVES, 15).withBox(Category.SIXES, 18);
    }
}
