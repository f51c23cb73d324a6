package org.yahtzee.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

final class TurnAnalyzerTest {

    private static Rules named(JokerRule joker) {
        return Rules.NAMED.stream().filter(r -> r.joker() == joker).findFirst().orElseThrow();
    }

    @ParameterizedTest
    @EnumSource(JokerRule.class)
    void everyValueOfATurn_matchesNaiveReference(JokerRule joker) {
        Rules rules = named(joker);
        SolvedValues values = SolverTest.solved(rules);
        TurnAnalyzer analyzer = new TurnAnalyzer(values);
        ReferenceSolver reference = new ReferenceSolver(rules, values);
        SplittableRandom random = new SplittableRandom(7 + joker.ordinal());
        for (int checked = 0; checked < 12; ) {
            int mask = random.nextInt(Category.ALL_USED) | Category.YAHTZEE.bit() * random.nextInt(2);
            int upper = random.nextInt(64);
            boolean y50 = random.nextBoolean();
            if (mask == Category.ALL_USED || !StateIndex.isReachable(mask, upper, y50)) {
                continue;
            }
            checked++;
            TurnValues turn = analyzer.analyze(mask, upper, y50);
            assertEquals(values.value(mask, upper, y50), turn.start(), 1e-9);
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                int[] dice = KeepLattice.dice(KeepLattice.keepOfRoll(r));
                for (Category c : Category.values()) {
                    if ((mask & c.bit()) == 0) {
                        double expected = reference.scoreValue(mask, upper, y50, dice, c);
                        assertEquals(expected, turn.scoreValue(r, c), 1e-9, c + " " + KeepLattice.digits(KeepLattice.keepOfRoll(r)));
                    } else {
                        assertTrue(Double.isNaN(turn.scoreValue(r, c)));
                    }
                }
                for (int left = 0; left <= 2; left++) {
                    assertEquals(reference.rollValue(mask, upper, y50, dice, left), turn.rollValue(r, left), 1e-9);
                }
            }
            for (int k = 0; k < KeepLattice.KEEPS; k += 1 + random.nextInt(4)) {
                for (int left = 1; left <= 2; left++) {
                    assertEquals(reference.keepValue(mask, upper, y50, KeepLattice.dice(k), left),
                            turn.keepValue(k, left), 1e-9, KeepLattice.digits(k) + " rolls left " + left);
                }
            }
        }
    }

    @Test
    void analyze_fullCard_isRejected() {
        TurnAnalyzer analyzer = new TurnAnalyzer(SolverTest.solved(Rules.OFFICIAL));
        assertThrows(IllegalArgumentException.class, () -> analyzer.analyze(Category.ALL_USED, 0, false));
        assertThrows(IllegalArgumentException.class, () -> analyzer.analyze(0, 5, false));
    }
}
