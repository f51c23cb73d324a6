package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.PolicyStrategy;
import org.yahtzee.policy.SolvedPolicies;
import org.yahtzee.policy.Strategy;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

final class SimulatorTest {

    private static Strategy optimal() {
        return new PolicyStrategy(SolvedPolicies.of(Rules.OFFICIAL));
    }

    private static SimulatedGames play(long games, long seed, int threads) {
        return Simulator.play(optimal(), Rules.OFFICIAL, games, seed, threads, f -> { });
    }

    /** The table-driven simulator plays the very games of the analysing one it replaced. */
    @Test
    void policyTable_playsTheGamesOfTurnAnalysis() {
        SimulatedGames fast = play(2_500, 77L, 2);
        SimulatedGames reference = AnalysedSimulation.play(Solved.values(Rules.OFFICIAL), 2_500, 77L);
        assertSame(reference, fast);
    }

    /**
     * The mean and SD within 99.9% intervals of the exact figures, for several seeds and thread
     * counts (the seeds are fixed, so this is not flaky).
     */
    @ParameterizedTest
    @CsvSource({"1999, 1", "2024, 2", "7, 3"})
    void manyGames_meanLiesWithinItsConfidenceInterval_ofTheExactMean(long seed, int threads) {
        SimulatedGames games = play(200_000, seed, threads);
        ScoreDistribution sample = games.frequencies();
        ScoreDistribution exact = Solved.distribution(Rules.OFFICIAL);
        double standardError = sample.standardDeviation() / Math.sqrt(games.games());
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
        assertSame(play(12_500, 42L, 1), play(12_500, 42L, 2));
        assertSame(play(12_500, 42L, 1), play(12_500, 42L, 5));
    }

    @Test
    void otherSeed_otherGames() {
        SimulatedGames a = play(50, 1L, 1);
        SimulatedGames b = play(50, 2L, 1);
        assertEquals(50, a.games());
        assertEquals(50, LongStream.of(histogram(a)).sum());
        assertFalse(Arrays.equals(histogram(a), histogram(b)), "two seeds gave the same 50 scores");
    }

    @Test
    void scoreAtRank_readsOrderStatisticsFromTheCounts() {
        SimulatedGames games = play(300, 5L, 1);
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
        SimulatedGames rounds = Simulator.play(optimal(), Rules.OFFICIAL, games, 9L, 2, f -> { }, null, 2);
        assertEquals(games, rounds.games());
        assertSame(play(games, 9L, 2), rounds);
    }

    /** The sink sees every game once, in game order, with the totals the sums counted. */
    @Test
    void sink_getsEveryGameInOrder_withItsTrace() {
        List<Long> numbers = new ArrayList<>();
        long[] histogram = new long[ScoreDistribution.MAX_SCORE + 1];
        SimulatedGames games = Simulator.play(optimal(), Rules.OFFICIAL, 2_345, 11L, 2, f -> { }, (n, trace) -> {
            numbers.add(n);
            histogram[trace.total()]++;
            Scorecard card = Scorecard.empty(Rules.OFFICIAL); // the trace replayed under the rules
            for (int t = 0; t < Category.COUNT; t++) {
                assertTrue(trace.rollCount(t) >= 1 && trace.rollCount(t) <= 3);
                for (int i = 0; i + 1 < trace.rollCount(t); i++) {
                    int kept = trace.keep(t, i);
                    assertTrue(KeepLattice.contains(KeepLattice.keepOfRoll(trace.roll(t, i)), kept));
                    assertTrue(KeepLattice.contains(KeepLattice.keepOfRoll(trace.roll(t, i + 1)), kept));
                }
                int last = trace.roll(t, trace.rollCount(t) - 1);
                card = card.score(last, Category.byId(trace.box(t)));
                assertEquals(card.points(Category.byId(trace.box(t))), trace.points(t));
            }
            assertEquals(card.total(), trace.total());
        }, 1);
        assertEquals(LongStream.rangeClosed(1, 2_345).boxed().toList(), numbers);
        assertArrayEquals(histogram(games), histogram);
        assertSame(play(2_345, 11L, 2), games);
    }

    private static void assertSame(SimulatedGames expected, SimulatedGames actual) {
        assertEquals(expected.games(), actual.games());
        assertArrayEquals(histogram(expected), histogram(actual));
        for (Category c : Category.values()) {
            assertEquals(expected.boxSum(c), actual.boxSum(c), c.canonicalName());
            assertEquals(expected.boxSquares(c), actual.boxSquares(c), c.canonicalName());
            assertEquals(expected.boxZeros(c), actual.boxZeros(c), c.canonicalName());
        }
        assertEquals(expected.upperBonuses(), actual.upperBonuses());
        assertEquals(expected.yahtzeeBonusPoints(), actual.yahtzeeBonusPoints());
        assertEquals(expected.yahtzeeBonusSquares(), actual.yahtzeeBonusSquares());
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
