package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

final class SimulatorTest {

    @Test
    void manyGames_meanLiesWithinItsConfidenceInterval_ofTheExactMean() {
        SimulatedGames games = Simulator.play(Solved.values(Rules.FREE_CHOICE), 10_000, 1999L, 2, f -> { });
        ScoreDistribution sample = games.frequencies();
        ScoreDistribution exact = Solved.distribution(Rules.FREE_CHOICE);
        double standardError = sample.standardDeviation() / Math.sqrt(games.games());
        // 99.9% two-sided normal intervals; the seed is fixed, so this is not flaky.
        assertEquals(exact.mean(), sample.mean(), 3.29 * standardError,
                "mean " + sample.mean() + " +- " + standardError);
        double sdError = standardErrorOfTheSd(exact, games.games());
        assertEquals(exact.standardDeviation(), sample.standardDeviation(), 3.29 * sdError,
                "sd " + sample.standardDeviation() + " +- " + sdError);
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
        assertArrayEquals(histogram(one), histogram(two));
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
        assertEquals(50, a.games());
        assertEquals(50, LongStream.of(histogram(a)).sum());
        assertFalse(Arrays.equals(histogram(a), histogram(b)), "two seeds gave the same 50 scores");
    }

    @Test
    void scoreAtRank_readsOrderStatisticsFromTheCounts() {
        SimulatedGames games = Simulator.play(Solved.values(Rules.OFFICIAL), 300, 5L, 1, f -> { });
        int[] sorted = new int[300];
        int next = 0;
        for (int s = 0; s <= ScoreDistribution.MAX_SCORE; s++) {
            for (long k = 0; k < games.count(s); k++) {
                sorted[next++] = s;
            }
        }
        assertEquals(300, next);
        for (int rank = 0; rank < 300; rank++) {
            assertEquals(sorted[rank], games.scoreAtRank(rank), "rank " + rank);
        }
        for (int threshold : new int[] {0, sorted[0], 200, 250, sorted[299], sorted[299] + 1}) {
            assertEquals(IntStream.of(sorted).filter(s -> s >= threshold).count(), games.atLeast(threshold));
        }
        assertThrows(IllegalArgumentException.class, () -> games.scoreAtRank(300));
    }

    /** Games cut into several rounds of batch generators are the same games as in one round. */
    @Test
    void severalRounds_sameGamesAsOne() {
        long games = 5 * Simulator.BATCH + 500; // six batches: three rounds of two
        SimulatedGames rounds = Simulator.play(Solved.values(Rules.OFFICIAL), games, 9L, 2, f -> { }, 2);
        SimulatedGames one = Simulator.play(Solved.values(Rules.OFFICIAL), games, 9L, 2, f -> { });

        assertEquals(games, rounds.games());
        assertArrayEquals(histogram(one), histogram(rounds));
        for (Category c : Category.values()) {
            assertEquals(one.boxSquares(c), rounds.boxSquares(c));
        }
    }

    /**
     * The standard error of a sample's standard deviation over {@code n} games from {@code d}:
     * Var(s^2) = (mu4 - sigma^4) / n for large n, and s = sqrt(s^2) divides it by (2 sigma)^2.
     * The fourth central moment comes from the exact distribution: its long tail of Yahtzee
     * bonuses makes the error 1.8 times a normal distribution's (0.77 points at 10,000 games,
     * not 0.42), so the former fixed 3.0 was under 4 errors wide and had no reason behind it.
     */
    static double standardErrorOfTheSd(ScoreDistribution d, long n) {
        double mu4 = 0;
        for (int s = d.lowest(); s <= d.highest(); s++) {
            double deviation = s - d.mean();
            mu4 += d.probability(s) * deviation * deviation * deviation * deviation;
        }
        double sigma = d.standardDeviation();
        return Math.sqrt((mu4 - sigma * sigma * sigma * sigma) / n) / (2 * sigma);
    }

    private static long[] histogram(SimulatedGames games) {
        long[] counts = new long[ScoreDistribution.MAX_SCORE + 1];
        for (int s = 0; s < counts.length; s++) {
            counts[s] = games.count(s);
        }
        return counts;
    }
}
