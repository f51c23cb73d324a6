package org.yahtzee.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;

final class ScoringTest {

    /**
     * Filled-box situations that decide every joker branch: nothing filled; Yahtzee box filled
     * alone; with the matching upper box filled too; with every lower box filled; with every box
     * but one upper box filled; and every single-box-open card.
     */
    private static List<Integer> situations() {
        List<Integer> masks = new ArrayList<>();
        masks.add(0);
        masks.add(Category.YAHTZEE.bit());
        for (int face = 1; face <= 6; face++) {
            masks.add(Category.YAHTZEE.bit() | Category.upperFor(face).bit());
            masks.add(Category.LOWER_BITS | Category.upperFor(face).bit());
            masks.add(Category.LOWER_BITS);
        }
        for (Category open : Category.values()) {
            masks.add(Category.ALL_USED & ~open.bit());
        }
        masks.add(Category.ALL_USED & ~Category.FULL_HOUSE.bit() & ~Category.SIXES.bit());
        masks.add(Category.UPPER_BITS | Category.YAHTZEE.bit());
        return masks;
    }

    @Test
    void points_allRollsBoxesAndJokerSituations_matchSimpleReading() {
        int checked = 0;
        for (Rules rules : Rules.NAMED) {
            for (int mask : situations()) {
                for (int r = 0; r < KeepLattice.ROLLS; r++) {
                    int[] dice = KeepLattice.dice(KeepLattice.keepOfRoll(r));
                    for (Category box : Category.values()) {
                        if ((mask & box.bit()) != 0) {
                            continue;
                        }
                        int expected = SimpleScoring.points(rules, dice, box, mask);
                        int actual = Scoring.points(rules, mask, r, box);
                        assertEquals(expected, actual, rules + " " + KeepLattice.digits(KeepLattice.keepOfRoll(r))
                                + " in " + box + " with filled mask " + Integer.toBinaryString(mask));
                        checked++;
                    }
                    for (boolean y50 : new boolean[] {false, true}) {
                        if (y50 && (mask & Category.YAHTZEE.bit()) == 0) {
                            continue;
                        }
                        assertEquals(SimpleScoring.bonus(rules, dice, mask, y50),
                                Scoring.yahtzeeBonus(rules, mask, y50, r));
                    }
                }
            }
        }
        assertTrue(checked > 100_000, "checked " + checked);
    }

    @Test
    void ordinary_everyRollAndBox_matchesSimpleTable() {
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int[] dice = KeepLattice.dice(KeepLattice.keepOfRoll(r));
            for (Category box : Category.values()) {
                assertEquals(SimpleScoring.table(dice, box), Scoring.ordinary(r, box));
            }
        }
    }

    @Test
    void ordinary_knownRolls() {
        assertEquals(25, Scoring.ordinary(KeepLattice.rollOfDice(2, 2, 3, 3, 3), Category.FULL_HOUSE));
        assertEquals(0, Scoring.ordinary(KeepLattice.rollOfDice(3, 3, 3, 3, 3), Category.FULL_HOUSE));
        assertEquals(30, Scoring.ordinary(KeepLattice.rollOfDice(1, 2, 3, 4, 6), Category.SMALL_STRAIGHT));
        assertEquals(0, Scoring.ordinary(KeepLattice.rollOfDice(1, 2, 3, 4, 6), Category.LARGE_STRAIGHT));
        assertEquals(40, Scoring.ordinary(KeepLattice.rollOfDice(6, 5, 4, 3, 2), Category.LARGE_STRAIGHT));
        assertEquals(18, Scoring.ordinary(KeepLattice.rollOfDice(6, 6, 6, 3, 1), Category.SIXES));
        assertEquals(22, Scoring.ordinary(KeepLattice.rollOfDice(6, 6, 6, 3, 1), Category.THREE_OF_A_KIND));
        assertEquals(0, Scoring.ordinary(KeepLattice.rollOfDice(6, 6, 6, 3, 1), Category.FOUR_OF_A_KIND));
    }

    @Test
    void points_forcedJoker_secondYahtzeeOfSixesWithSixesFilled_goesToLowerAsJoker() {
        int mask = Category.YAHTZEE.bit() | Category.SIXES.bit();
        int sixes = KeepLattice.rollOfDice(6, 6, 6, 6, 6);
        assertEquals(25, Scoring.points(Rules.OFFICIAL, mask, sixes, Category.FULL_HOUSE));
        assertEquals(40, Scoring.points(Rules.OFFICIAL, mask, sixes, Category.LARGE_STRAIGHT));
        assertEquals(Scoring.NOT_ALLOWED, Scoring.points(Rules.OFFICIAL, mask, sixes, Category.ONES));
        assertEquals(0, Scoring.points(Rules.NO_BONUS, mask, sixes, Category.FULL_HOUSE));
        assertEquals(100, Scoring.yahtzeeBonus(Rules.OFFICIAL, mask, true, sixes));
        assertEquals(0, Scoring.yahtzeeBonus(Rules.NO_BONUS, mask, true, sixes));
    }

    @Test
    void upperBonus_onlyWhenCrossing63() {
        assertEquals(35, Scoring.upperBonus(60, 63));
        assertEquals(0, Scoring.upperBonus(63, 63));
        assertEquals(0, Scoring.upperBonus(10, 62));
    }

    @Test
    void category_parse_acceptsAliasesAndRejectsUnknown() {
        for (Category c : Category.values()) {
            assertEquals(c, Category.parse(c.canonicalName()));
            for (String alias : c.aliases()) {
                assertEquals(c, Category.parse(alias.toUpperCase()));
            }
        }
        assertEquals(Category.FULL_HOUSE, Category.parse("Full House"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Category.parse("sevens"));
        assertEquals("unknown box 'sevens': expected one of ones, twos, threes, fours, fives, sixes, "
                + "three-of-a-kind, four-of-a-kind, full-house, small-straight, large-straight, yahtzee, chance "
                + "or an alias (docs/rules.md lists them)", e.getMessage());
    }

    @Test
    void category_parse_suggestsTheNearestNameWithItsAliases() {
        String[][] cases = {
            {"fullhouse", "full-house (aliases fh)"},
            {"Full-Hose", "full-house (aliases fh)"},
            {"yahtze", "yahtzee (aliases y, 5k)"},
            {"yatzhee", "yahtzee (aliases y, 5k)"}, // two neighbours swapped: one edit
            {"tree of a kind", "three-of-a-kind (aliases 3k, 3oak, toak)"},
            {"smallstraight", "small-straight (aliases ss, sm-straight, low-straight)"},
            {"lrg-straight", "large-straight (aliases ls, lg-straight, high-straight)"},
            {"ace", "ones (aliases aces, 1s)"},
            {"chanse", "chance (aliases c)"},
            {"three", "threes (aliases 3s)"},
        };
        for (String[] c : cases) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Category.parse(c[0]));
            assertEquals("unknown box '" + c[0] + "': did you mean " + c[1] + "?", e.getMessage());
        }
        for (String far : new String[] {"x", "f", "sevens", "bonus", "yatzy", "3"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Category.parse(far));
            assertTrue(e.getMessage().contains("expected one of ones,"), far + ": " + e.getMessage());
        }
    }

    @Test
    void editDistance_countsInsertsDeletesChangesAndSwaps() {
        assertEquals(0, Category.editDistance("fh", "fh"));
        assertEquals(1, Category.editDistance("fives", "five"));
        assertEquals(1, Category.editDistance("fives", "fivex"));
        assertEquals(1, Category.editDistance("fives", "fievs"));
        assertEquals(3, Category.editDistance("sevens", "sixes"));
        assertEquals(5, Category.editDistance("", "fives"));
    }
}
