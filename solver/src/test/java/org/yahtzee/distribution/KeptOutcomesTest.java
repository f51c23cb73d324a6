package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.GamePlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.TurnAnalyzer;

/**
 * {@link ExactDistribution} with turns kept from the call before ({@link KeptOutcomes}) gives the
 * distribution computed from nothing, bit for bit: down one game's cards, then another game's
 * with the first game's turns still held, and with a bound so small that they are dropped.
 */
final class KeptOutcomesTest {

    @Test
    void cardsOfTwoGames_keptTurnsGiveTheSameBitsAsNone() {
        Rules rules = Rules.OFFICIAL;
        SolvedValues values = Solved.values(rules);
        TurnAnalyzer turns = new TurnAnalyzer(values);
        KeptOutcomes kept = new KeptOutcomes(values);
        KeptOutcomes bounded = new KeptOutcomes(values, 100);
        int heldAfterGame0 = 0;
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
                assertEquals(ExactDistributionFromCardTest.hash(fresh), ExactDistributionFromCardTest.hash(reused), where);
                ScoreDistribution dropped = ExactDistribution.compute(bounded, card.usedMask(), card.cappedUpper(),
                        card.yahtzeeHolds50(), card.total(), 1);
                assertEquals(ExactDistributionFromCardTest.hash(fresh), ExactDistributionFromCardTest.hash(dropped), where);
                int roll = GamePlay.throwDice(KeepLattice.EMPTY_KEEP, random);
                card = card.score(roll, TurnPolicy.bestBox(turns.analyze(card.usedMask(), card.cappedUpper(),
                        card.yahtzeeHolds50()), roll));
            }
            if (game == 0) {
                heldAfterGame0 = kept.held();
            }
        }
        // Game 0's turns are still held after game 1 (a new game no longer starts afresh), and
        // the small bound dropped them along the way.
        assertTrue(heldAfterGame0 > 100 && kept.held() > heldAfterGame0, heldAfterGame0 + " then " + kept.held());
        assertTrue(bounded.held() < kept.held(), "the bound drops the kept turns: " + bounded.held());
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
