package org.yahtzee.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/** Published values (docs/rules.md) and closed-form endgames. */
final class GoldenValuesTest {

    @Test
    void freeChoice_expectedScore_254_5896() {
        assertEquals(254.5896, SolverTest.solved(Rules.FREE_CHOICE).expectedScore(), 0.5e-4);
    }

    @Test
    void noBonus_expectedScore_245_8708() {
        assertEquals(245.8708, SolverTest.solved(Rules.NO_BONUS).expectedScore(), 0.5e-4);
    }

    @Test
    void officialAndOriginal_bracketFreeChoice() {
        // Forced joker takes choices away (lower); the original joker adds them (higher).
        double official = SolverTest.solved(Rules.OFFICIAL).expectedScore();
        double free = SolverTest.solved(Rules.FREE_CHOICE).expectedScore();
        double original = SolverTest.solved(Rules.ORIGINAL).expectedScore();
        assertEquals(254.587729, official, 0.5e-6);
        assertEquals(254.711273, original, 0.5e-6);
        assertEquals(true, official < free && free < original);
    }

    @Test
    void onlyChanceLeft_is70over3_underEveryRuleSet() {
        for (Rules rules : Rules.NAMED) {
            double v = SolverTest.solved(rules).value(Category.ALL_USED & ~Category.CHANCE.bit(), 0, false);
            assertEquals(70.0 / 3, v, 1e-9, rules.canonicalName());
        }
    }

    @Test
    void onlyYahtzeeLeft_is2_3014() {
        double v = SolverTest.solved(Rules.OFFICIAL).value(Category.ALL_USED & ~Category.YAHTZEE.bit(), 0, false);
        assertEquals(2.3014, v, 0.5e-4);
        // 50 x P(five of a kind within three rolls, keeping the most common face)
        assertEquals(50 * 0.04602864, v, 1e-6);
    }

    @Test
    void onlyOnesLeft_fromUpperTotalZero_is455over216() {
        for (Rules rules : Rules.NAMED) {
            double v = SolverTest.solved(rules).value(Category.ALL_USED & ~Category.ONES.bit(), 0, false);
            assertEquals(455.0 / 216, v, 1e-9, rules.canonicalName());
        }
    }
}
