package org.yahtzee.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;

/** PlayState's scoring (written without branches on the box) against Scorecard's, the reference. */
final class PlayStateTest {

    /**
     * Random games under every rule set, every allowed box as likely as any, with Yahtzees rolled
     * a third of the time so that jokers, bonuses and the forced box come up often: after every
     * move the two cards agree on everything a simulation reads.
     */
    @Test
    void randomGames_scoreAsScorecard_underEveryRuleSet() {
        SplittableRandom random = new SplittableRandom(25);
        for (Rules rules : List.of(Rules.OFFICIAL, Rules.FREE_CHOICE, Rules.ORIGINAL, Rules.NO_BONUS)) {
            PlayState state = new PlayState(rules);
            for (int game = 0; game < 20_000; game++) {
                state.reset();
                Scorecard card = Scorecard.empty(rules);
                while (!card.isComplete()) {
                    int roll = random.nextInt(KeepLattice.ROLLS);
                    if (random.nextInt(3) == 0) {
                        int face = 1 + random.nextInt(6);
                        roll = KeepLattice.rollOfDice(face, face, face, face, face);
                    }
                    Category box = randomAllowedBox(rules, card, roll, random);
                    int written = state.score(roll, box.id());
                    card = card.score(roll, box);
                    assertEquals(card.points(box), written);
                    assertEquals(card.total(), state.total());
                    assertEquals(card.usedMask(), state.usedMask());
                    assertEquals(card.cappedUpper(), state.upperTotal());
                    assertEquals(card.yahtzeeHolds50(), state.yahtzeeHolds50());
                    assertEquals(card.yahtzeeBonuses(), state.yahtzeeBonuses());
                    assertEquals(card.upperBonusEarned(), state.upperBonusEarned());
                    assertEquals(card.stateIndex(), state.stateIndex());
                }
            }
        }
    }

    @Test
    void filledOrForbiddenBox_isRefused() {
        PlayState state = new PlayState(Rules.OFFICIAL);
        int sixes = KeepLattice.rollOfDice(6, 6, 6, 6, 6);
        state.score(sixes, Category.YAHTZEE.id());
        assertThrows(IllegalStateException.class, () -> state.score(sixes, Category.YAHTZEE.id()));
        // an extra Yahtzee of sixes must go in the open sixes box under the forced joker
        assertThrows(IllegalStateException.class, () -> state.score(sixes, Category.CHANCE.id()));
    }

    private static Category randomAllowedBox(Rules rules, Scorecard card, int roll, SplittableRandom random) {
        while (true) {
            Category box = Category.byId(random.nextInt(Category.COUNT));
            if (!card.isFilled(box) && Scoring.points(rules, card.usedMask(), roll, box) != Scoring.NOT_ALLOWED) {
                return box;
            }
        }
    }
}
