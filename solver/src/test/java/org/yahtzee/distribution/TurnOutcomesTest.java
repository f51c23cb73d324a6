package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

final class TurnOutcomesTest {

    /**
     * The policy's outcomes must reproduce the optimal value of the turn: sum over outcomes of
     * P x (points gained + value of the next state) = the state's value. Checked on random states
     * of every rule set, both Yahtzee flags, and every single-box endgame.
     */
    @Test
    void outcomes_sumToOne_andReproduceTheStateValue() {
        SplittableRandom random = new SplittableRandom(5);
        TurnOutcomes.Scratch scratch = new TurnOutcomes.Scratch();
        for (Rules rules : Rules.NAMED) {
            SolvedValues values = Solved.values(rules);
            TurnAnalyzer analyzer = new TurnAnalyzer(values);
            int checked = 0;
            while (checked < 150) {
                int mask = random.nextInt(Category.ALL_USED);
                if (checked < Category.COUNT) {
                    mask = Category.ALL_USED & ~(1 << checked);
                }
                int upper = random.nextInt(StateIndex.UPPER_CAP + 1);
                boolean y50 = random.nextBoolean();
                if (!StateIndex.isReachable(mask, upper, y50)) {
                    continue;
                }
                TurnValues turn = analyzer.analyze(mask, upper, y50);
                TurnOutcomes o = TurnOutcomes.of(turn, scratch);
                double total = 0;
                double value = 0;
                for (int e = 0; e < o.count; e++) {
                    assertTrue(o.probability[e] > 0);
                    assertTrue((mask & (1 << o.box[e])) == 0, "a filled box was chosen");
                    total += o.probability[e];
                    value += o.probability[e] * (o.gained[e] + values.value(o.next[e]));
                }
                String where = rules + " mask " + mask + " upper " + upper + " y50 " + y50;
                assertEquals(1.0, total, 1e-12, where);
                assertEquals(values.value(mask, upper, y50), value, 1e-9, where);
                // boxStart cuts the outcomes into one run per box, in card order, covering all.
                assertEquals(0, o.boxStart[0], where);
                for (int b = 0; b < Category.COUNT; b++) {
                    assertTrue(o.boxStart[b] <= o.boxStart[b + 1], where + " box " + b);
                    for (int e = o.boxStart[b]; e < o.boxStart[b + 1]; e++) {
                        assertEquals(b, o.box[e], where + " outcome " + e);
                    }
                }
                assertEquals(o.count, o.boxStart[Category.COUNT], where);
                checked++;
            }
        }
    }
}
