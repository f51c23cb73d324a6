package org.yahtzee.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

final class AdvisorTest {
    private static TurnAnalyzer analyzer() {
        return new TurnAnalyzer(SolvedTables.of(Rules.FREE_CHOICE));
    }

    @Test
    void verhoeffProficiencyPosition_keep234_thenKeep1234() {
        // Card ones=3, threes=9, fours=12, sixes=24, full-house=25, small-straight=30; dice 12344.
        int mask = Category.ONES.bit() | Category.THREES.bit() | Category.FOURS.bit() | Category.SIXES.bit()
                | Category.FULL_HOUSE.bit() | Category.SMALL_STRAIGHT.bit();
        int onCard = 3 + 9 + 12 + 24 + 25 + 30;
        Position p = new Position(mask, 48, false, KeepLattice.rollOfDice(1, 2, 3, 4, 4), 2);
        List<Option> options = Advisor.options(analyzer(), p);
        assertEquals("234", KeepLattice.digits(options.get(0).keepId()));
        assertEquals(243.41, onCard + options.get(0).value(), 0.005);
        Option keep1234 = options.stream().filter(o -> KeepLattice.digits(o.keepId()).equals("1234")).findFirst().orElseThrow();
        assertEquals(243.10, onCard + keep1234.value(), 0.005);
        assertEquals(0.0, options.get(0).loss());
    }

    @Test
    void options_areEveryDistinctKeep_orEveryAllowedBox_sortedWithLosses() {
        TurnValues turn = analyzer().analyze(0, 0, false);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            List<Option> keeps = Advisor.options(turn, r, 2);
            Set<Integer> distinct = new HashSet<>();
            for (int subset = 0; subset < 32; subset++) {
                int[] dice = KeepLattice.dice(KeepLattice.keepOfRoll(r));
                int[] kept = new int[Integer.bitCount(subset)];
                for (int i = 0, n = 0; i < 5; i++) {
                    if ((subset & (1 << i)) != 0) {
                        kept[n++] = dice[i];
                    }
                }
                distinct.add(KeepLattice.ofDice(kept));
            }
            assertEquals(distinct.size(), keeps.size());
            for (int i = 1; i < keeps.size(); i++) {
                assertTrue(keeps.get(i - 1).value() >= keeps.get(i).value() - Advisor.TIE);
                assertEquals(keeps.get(0).value() - keeps.get(i).value(), keeps.get(i).loss(), 1e-12);
            }
            List<Option> boxes = Advisor.options(turn, r, 0);
            assertEquals(13, boxes.size());
            assertEquals(turn.rollValue(r, 0), boxes.get(0).value(), 1e-12);
        }
    }

    @Test
    void ties_scoreBeforeKeep_moreDiceFirst() {
        // With only Chance open and 66666 showing, standing pat ties nothing better.
        TurnValues turn = analyzer().analyze(Category.ALL_USED & ~Category.CHANCE.bit(), 0, false);
        List<Option> options = Advisor.options(turn, KeepLattice.rollOfDice(6, 6, 6, 6, 6), 1);
        assertEquals("66666", KeepLattice.digits(options.get(0).keepId()));
    }

    /** Every roll of a new card and of a late one: keeping all five names the box it scores now. */
    @Test
    void standPat_namesTheBestBoxAndItsPoints_otherKeepsNoBox() {
        int late = Category.ALL_USED & ~(Category.CHANCE.bit() | Category.FULL_HOUSE.bit() | Category.TWOS.bit());
        for (TurnValues turn : List.of(analyzer().analyze(0, 0, false), analyzer().analyze(late, 20, false))) {
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                int standing = 0;
                for (Option o : Advisor.options(turn, r, 1)) {
                    if (o.keepId() != KeepLattice.keepOfRoll(r)) {
                        assertEquals(null, o.category(), o.toString());
                        assertEquals(-1, o.points(), o.toString());
                        continue;
                    }
                    standing++;
                    assertTrue(o.standsPat(), o.toString());
                    assertEquals(turn.rollValue(r, 0), turn.scoreValue(r, o.category()), Advisor.TIE, o.toString());
                    assertEquals(o.value(), turn.scoreValue(r, o.category()), Advisor.TIE, o.toString());
                    assertEquals(turn.points(r, o.category()), o.points());
                }
                assertEquals(1, standing, "roll " + KeepLattice.digits(KeepLattice.keepOfRoll(r)));
            }
        }
    }

    /** Every pair of the 462 keeps: the sign of the rule written plainly, with the digit strings. */
    @Test
    void compareKeeps_everyPair_moreDiceFirst_thenAscendingDigitsAsStrings() {
        for (int a = 0; a < KeepLattice.KEEPS; a++) {
            for (int b = 0; b < KeepLattice.KEEPS; b++) {
                int bySize = Integer.compare(KeepLattice.size(b), KeepLattice.size(a));
                int plain = bySize != 0 ? bySize : KeepLattice.digits(a).compareTo(KeepLattice.digits(b));
                if (Integer.signum(plain) != Integer.signum(Advisor.compareKeeps(a, b))) {
                    throw new AssertionError("keeps " + KeepLattice.digits(a) + " and " + KeepLattice.digits(b) + ": "
                            + Advisor.compareKeeps(a, b) + ", the rule says " + plain);
                }
            }
        }
    }

    /** The box tie order, every pair of boxes with points 0..50: more points first, then card order. */
    @Test
    void compareBoxes_morePointsFirst_thenCardOrder() {
        int[] points = {0, 5, 25, 50};
        for (Category a : Category.values()) {
            for (Category b : Category.values()) {
                for (int pa : points) {
                    for (int pb : points) {
                        int expected = pa != pb ? (pa > pb ? -1 : 1) : Integer.signum(a.ordinal() - b.ordinal());
                        assertEquals(expected, Integer.signum(Advisor.compareBoxes(a, pa, b, pb)),
                                a + " " + pa + " against " + b + " " + pb);
                    }
                }
            }
        }
    }
}
