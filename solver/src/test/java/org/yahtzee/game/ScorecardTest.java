package org.yahtzee.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;

final class ScorecardTest {
    private static final int SIXES5 = KeepLattice.rollOfDice(6, 6, 6, 6, 6);

    @Test
    void score_totalsUpperBonusAndYahtzeeBonus() {
        Scorecard card = Scorecard.empty(Rules.OFFICIAL)
                .score(SIXES5, Category.YAHTZEE)
                .score(KeepLattice.rollOfDice(6, 6, 6, 6, 1), Category.SIXES)
                .score(KeepLattice.rollOfDice(5, 5, 5, 5, 1), Category.FIVES)
                .score(KeepLattice.rollOfDice(4, 4, 4, 4, 1), Category.FOURS);
        assertEquals(24 + 20 + 16, card.upperSubtotal());
        assertFalse(card.upperBonusEarned());
        assertEquals(3, card.upperShortfall());
        card = card.score(KeepLattice.rollOfDice(3, 3, 1, 2, 2), Category.THREES);
        assertTrue(card.upperBonusEarned());
        // A second Yahtzee of sixes with Sixes filled: forced joker, full house 25, bonus 100.
        card = card.score(SIXES5, Category.FULL_HOUSE);
        assertEquals(25, card.points(Category.FULL_HOUSE));
        assertEquals(1, card.yahtzeeBonuses());
        assertEquals(50 + 66 + 35 + 25 + 100, card.total());
        assertEquals(7, card.turn());
    }

    /** A card made at once from its points is the one scored turn by turn; points or bonuses it cannot hold are refused. */
    @Test
    void of_pointsAndBonuses_equalsTheCardScored_refusesWhatWithBoxRefuses() {
        Scorecard scored = Scorecard.empty(Rules.OFFICIAL)
                .score(SIXES5, Category.YAHTZEE)
                .score(KeepLattice.rollOfDice(6, 6, 6, 6, 1), Category.SIXES)
                .score(SIXES5, Category.FULL_HOUSE);
        int[] points = new int[Category.COUNT];
        java.util.Arrays.fill(points, Scorecard.OPEN);
        for (Category box : Category.values()) {
            points[box.id()] = scored.isFilled(box) ? scored.points(box) : Scorecard.OPEN;
        }
        Scorecard made = Scorecard.of(Rules.OFFICIAL, points, 1);
        assertEquals(scored, made);
        assertEquals(scored.total(), made.total());
        points[Category.FULL_HOUSE.id()] = 24;
        assertThrows(IllegalMoveException.class, () -> Scorecard.of(Rules.OFFICIAL, points, 1));
        points[Category.FULL_HOUSE.id()] = 25;
        assertThrows(IllegalMoveException.class, () -> Scorecard.of(Rules.OFFICIAL, points, 3), "bonuses need turns");
        assertThrows(IllegalArgumentException.class, () -> Scorecard.of(Rules.OFFICIAL, new int[12], 0));
    }

    @Test
    void score_forcedJoker_refusesOtherBoxes_withReason() {
        Scorecard card = Scorecard.empty(Rules.OFFICIAL).score(SIXES5, Category.YAHTZEE);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> card.score(SIXES5, Category.CHANCE));
        assertTrue(e.getMessage().contains("must go in sixes"), e.getMessage());
        Scorecard free = Scorecard.empty(Rules.FREE_CHOICE).score(SIXES5, Category.YAHTZEE);
        assertEquals(30, free.score(SIXES5, Category.CHANCE).points(Category.CHANCE));
        assertThrows(IllegalMoveException.class, () -> card.score(SIXES5, Category.YAHTZEE));
    }

    @Test
    void canHold_matchesEveryPointsValueSomeRollScores() {
        for (Category box : Category.values()) {
            Set<Integer> reachable = new HashSet<>();
            reachable.add(0);
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                reachable.add(Scoring.ordinary(r, box));
            }
            reachable.add(box == Category.FULL_HOUSE ? 25 : 0); // joker values
            for (int p = -5; p <= 60; p++) {
                assertEquals(reachable.contains(p), Scorecard.canHold(box, p), box + "=" + p);
            }
        }
    }

    @Test
    void withBox_rejectsImpossiblePoints_andDuplicates() {
        Scorecard card = Scorecard.empty(Rules.OFFICIAL);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> card.withBox(Category.TWOS, 3));
        assertEquals("twos cannot hold 3: expected a multiple of 2 from 0 to 10", e.getMessage());
        assertThrows(IllegalMoveException.class, () -> card.withBox(Category.FULL_HOUSE, 20));
        Scorecard ones = card.withBox(Category.ONES, 3);
        assertThrows(IllegalMoveException.class, () -> ones.withBox(Category.ONES, 2));
    }

    @Test
    void withYahtzeeBonuses_needsFiftyInTheBoxAndTurns() {
        assertEquals(0, Scorecard.empty(Rules.OFFICIAL).withYahtzeeBonuses(0).total());
        Scorecard card = Scorecard.empty(Rules.OFFICIAL).withBox(Category.YAHTZEE, 50);
        assertThrows(IllegalMoveException.class, () -> card.withYahtzeeBonuses(1));
        Scorecard later = card.withBox(Category.CHANCE, 30);
        assertEquals(100 + 80, later.withYahtzeeBonuses(1).total());
        assertThrows(IllegalMoveException.class, () -> Scorecard.empty(Rules.OFFICIAL).withBox(Category.YAHTZEE, 0)
                .withBox(Category.CHANCE, 20).withYahtzeeBonuses(1));
        assertThrows(IllegalMoveException.class, () -> Scorecard.empty(Rules.NO_BONUS).withBox(Category.YAHTZEE, 50)
                .withBox(Category.CHANCE, 20).withYahtzeeBonuses(1));
    }

    /** Every roll in every box of a card holding a 50 Yahtzee: the points the score writes, and no others. */
    @Test
    void checkWritten_acceptsExactlyThePointsTheBoxScores() {
        for (Rules rules : Rules.NAMED) {
            Scorecard card = Scorecard.empty(rules).score(KeepLattice.rollOfDice(6, 6, 6, 6, 6), Category.YAHTZEE);
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                for (Category box : Category.values()) {
                    if (box == Category.YAHTZEE || Scoring.points(rules, card.usedMask(), r, box) == Scoring.NOT_ALLOWED) {
                        continue;
                    }
                    int points = card.score(r, box).points(box);
                    card.checkWritten(r, box, points);
                    card.checkWritten(r, box, -1); // none written
                    int wrong = points + 1;
                    int rollId = r;
                    IllegalMoveException e = assertThrows(IllegalMoveException.class,
                            () -> card.checkWritten(rollId, box, wrong));
                    assertEquals(box + " scores " + points + " for " + KeepLattice.digits(KeepLattice.keepOfRoll(r))
                            + " under " + rules.canonicalName() + " rules, not " + wrong, e.getMessage());
                }
            }
        }
    }
}
