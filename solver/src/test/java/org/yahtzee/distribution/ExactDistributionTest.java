package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

final class ExactDistributionTest {

    @Test
    void everyNamedRuleSet_sumsToOne_meanEqualsSolver() {
        for (Rules rules : Rules.NAMED) {
            ScoreDistribution d = Solved.distribution(rules);
            assertEquals(1.0, d.total(), 1e-12, rules.canonicalName());
            assertEquals(Solved.values(rules).expectedScore(), d.mean(), 1e-6, rules.canonicalName());
        }
    }

    @Test
    void freeChoice_publishedFigures_mean254_5896_sd59_61_median248() {
        ScoreDistribution d = Solved.distribution(Rules.FREE_CHOICE);
        assertEquals(254.5896, d.mean(), 0.5e-4);
        assertEquals(59.61, d.standardDeviation(), 0.005);
        assertEquals(248, d.median());
    }

    @Test
    void everyNamedRuleSet_boxMeansAndBonuses_addUpToTheMean() {
        // Expectation is linear: the per-box means and the bonuses come from the same pass.
        for (Rules rules : Rules.NAMED) {
            ScoreDistribution d = Solved.distribution(rules);
            double sum = Rules.UPPER_BONUS * d.pUpperBonus() + d.meanYahtzeeBonus();
            for (Category c : Category.values()) {
                sum += d.boxMean(c);
                assertTrue(d.boxZero(c) >= 0 && d.boxZero(c) <= 1, c.canonicalName());
            }
            assertEquals(d.mean(), sum, 1e-9, rules.canonicalName());
        }
    }

    @Test
    void noBonus_hasNoYahtzeeBonus_andNoScoreAbove375() {
        ScoreDistribution d = Solved.distribution(Rules.NO_BONUS);
        assertEquals(0.0, d.meanYahtzeeBonus());
        assertTrue(d.highest() <= 375, "highest " + d.highest());
    }

    @Test
    void freeChoice_shape_percentilesOrdered_chanceNeverZero() {
        ScoreDistribution d = Solved.distribution(Rules.FREE_CHOICE);
        int previous = d.lowest();
        for (double q : new double[] {0.01, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99}) {
            int p = d.percentile(q);
            assertTrue(p >= previous, q + ": " + p + " < " + previous);
            previous = p;
        }
        assertTrue(d.highest() >= previous);
        assertEquals(1.0, d.atLeast(d.lowest()), 1e-12);
        assertEquals(d.probability(d.highest()), d.atLeast(d.highest()));
        assertEquals(0.0, d.boxZero(Category.CHANCE)); // every roll scores at least 5 there
        assertTrue(d.probability(d.mode()) >= d.probability(d.median()));
    }
}
