package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

final class SimulatorTest {

    @Test
    void manyGames_meanLiesWithinItsConfidenceInterval_ofTheExactMean() {
        SimulatedGames games = Simulator.play(Solved.values(Rules.FREE_CHOICE), 10_000, 1999L, 2, f -> { });
        ScoreDistribution sample = games.frequencies();
        double exact = Solved.distribution(Rules.FREE_CHOICE).mean();
        double standardError = sample.standardDeviation() / Math.sqrt(games.games());
        // 99.9% two-sided normal interval; the seed is fixed, so this is not flaky.
        assertEquals(exact, sample.mean(), 3.29 * standardError,
                "mean " + sample.mean() + " +- " + standardError);
        assertEquals(59.61, sample.standardDeviation(), 3.0);
        assertEquals(1.0, sample.total(), 1e-9);
        double sum = Rules.UPPER_BONUS * sample.pUpperBonus() + sample.meanYahtzeeBonus();
        for (Category c : Category.values()) {
            sum += sample.boxMean(c);
        }
        assertEquals(sample.mean(), sum, 1e-9, "every point of every game is in a box or a bonus");
    }

    @Test
    void sameSeed_sameGames_whateverTheThreadCount() {
        SimulatedGames one = Simulator.play(Solved.values(Rules.OFFICIAL), 2_500, 42L, 1, f -> { });
        SimulatedGames two = Simulator.play(Solved.values(Rules.OFFICIAL), 2_500, 42L, 2, f -> { });
        int[] a = new int[one.games()];
        int[] b = new int[two.games()];
        for (int g = 0; g < a.length; g++) {
            a[g] = one.score(g);
            b[g] = two.score(g);
        }
        assertArrayEquals(a, b);
        for (Category c : Category.values()) {
            assertEquals(one.boxSum(c), two.boxSum(c));
            assertEquals(one.boxZeros(c), two.boxZeros(c));
        }
        assertEquals(one.upperBonuses(), two.upperBonuses());
        assertEquals(one.yahtzeeBonusPoints(), two.yahtzeeBonusPoints());
    }

    @Test
    void otherSeed_otherGames() {
        SimulatedGames a = Simulator.play(Solved.values(Rules.OFFICIAL), 50, 1L, 1, f -> { });
        SimulatedGames b = Simulator.play(Solved.values(Rules.OFFICIAL), 50, 2L, 1, f -> { });
        boolean differ = false;
        for (int g = 0; g < 50; g++) {
            differ |= a.score(g) != b.score(g);
            assertTrue(a.score(g) >= 0 && a.score(g) <= ScoreDistribution.MAX_SCORE);
        }
        assertFalse(!differ, "two seeds gave the same 50 games");
    }
}
