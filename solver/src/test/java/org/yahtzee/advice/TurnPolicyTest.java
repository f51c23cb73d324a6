package org.yahtzee.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

final class TurnPolicyTest {

    /** Every roll and rolls-left of a few states with many ties: the Advisor's first option. */
    @Test
    void bestKeepAndBox_equalAdvisorsFirstOption_allRolls() {
        int[][] states = {
                {0, 0, 0},
                {Category.YAHTZEE.bit(), 0, 1},
                {Category.ALL_USED & ~Category.CHANCE.bit(), 63, 0},
                {Category.ALL_USED & ~(Category.ONES.bit() | Category.YAHTZEE.bit()), 40, 0},
                {Category.UPPER_BITS | Category.YAHTZEE.bit(), 63, 1},
        };
        for (Rules rules : Rules.NAMED) {
            TurnAnalyzer analyzer = new TurnAnalyzer(SolvedTables.of(rules));
            for (int[] s : states) {
                TurnValues turn = analyzer.analyze(s[0], s[1], s[2] == 1);
                for (int r = 0; r < KeepLattice.ROLLS; r++) {
                    for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
                        List<Option> options = Advisor.options(turn, r, rollsLeft);
                        assertEquals(options.get(0).keepId(), TurnPolicy.bestKeep(turn, r, rollsLeft),
                                rules + " mask " + s[0] + " roll " + KeepLattice.digits(KeepLattice.keepOfRoll(r)));
                    }
                    assertEquals(Advisor.options(turn, r, 0).get(0).category(), TurnPolicy.bestBox(turn, r));
                }
            }
        }
    }

    @Test
    void subKeeps_everyDistinctSubMultiset_inTieOrder() {
        int total = 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int[] subs = TurnPolicy.subKeeps(r);
            total += subs.length;
            int product = 1;
            for (int f = 1; f <= 6; f++) {
                product *= KeepLattice.count(KeepLattice.keepOfRoll(r), f) + 1;
            }
            assertEquals(product, subs.length);
            for (int i = 1; i < subs.length; i++) {
                assertEquals(true, TurnPolicy.tieRank(subs[i - 1]) < TurnPolicy.tieRank(subs[i]));
            }
        }
        assertEquals(4368, total);
    }
}
