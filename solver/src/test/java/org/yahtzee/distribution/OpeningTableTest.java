package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.advice.Position;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.TurnAnalyzer;

final class OpeningTableTest {

    @Test
    void all252Rolls_bestAndRunnerUp_equalTheAdvisor_everyRuleSet() {
        for (Rules rules : Rules.NAMED) {
            TurnAnalyzer analyzer = new TurnAnalyzer(Solved.values(rules));
            List<OpeningTable.Row> rows = OpeningTable.compute(Solved.values(rules));
            assertEquals(KeepLattice.ROLLS, rows.size());
            double probability = 0;
            for (OpeningTable.Row row : rows) {
                List<Option> options = Advisor.options(analyzer, new Position(0, 0, false, row.rollId(), 2));
                String where = rules + " " + KeepLattice.digits(KeepLattice.keepOfRoll(row.rollId()));
                assertEquals(options.get(0).keepId(), row.bestKeep(), where);
                assertEquals(options.get(0).value(), row.bestTotal(), 0.0, where);
                assertEquals(options.get(1).keepId(), row.runnerUpKeep(), where);
                assertEquals(options.get(1).value(), row.runnerUpTotal(), 0.0, where);
                assertEquals(options.get(1).loss(), row.gap(), 1e-12, where);
                assertTrue(row.gap() >= 0, where);
                probability += row.probability();
            }
            assertEquals(1.0, probability, 1e-12);
        }
    }

    @Test
    void freeChoice_expectedOverFirstRolls_isTheExpectedScore() {
        double sum = 0;
        for (OpeningTable.Row row : OpeningTable.compute(Solved.values(Rules.FREE_CHOICE))) {
            sum += row.probability() * row.bestTotal();
        }
        assertEquals(254.5896, sum, 0.5e-4);
    }

    @Test
    void yahtzeeOnTheFirstRoll_keepsAllFive() {
        OpeningTable.Row sixes = OpeningTable.compute(Solved.values(Rules.OFFICIAL))
                .get(KeepLattice.rollOfDice(6, 6, 6, 6, 6));
        assertEquals("66666", KeepLattice.digits(sixes.bestKeep()));
        assertTrue(sixes.gap() > 0);
    }
}
