package org.yahtzee.distribution;

import org.yahtzee.policy.PlayState;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The results of simulated games: how many games ended on each final score, and per box and
 * bonus the sums needed for means, variances and zero rates. All are integer counts and sums,
 * so they do not depend on the order the games were added in, and the memory they take does
 * not grow with the number of games.
 */
public final class SimulatedGames {
    private final Rules rules;
    /** Games that ended on each score 0..{@link ScoreDistribution#MAX_SCORE}. */
    final long[] scoreCounts = new long[ScoreDistribution.MAX_SCORE + 1];
    long games;
    final long[] boxSum = new long[Category.COUNT];
    final long[] boxSquares = new long[Category.COUNT];
    final long[] boxZeros = new long[Category.COUNT];
    long upperBonuses;
    long yahtzeeBonusPoints;
    long yahtzeeBonusSquares;

    SimulatedGames(Rules rules) {
        this.rules = rules;
    }

    public Rules rules() {
        return rules;
    }

    public long games() {
        return games;
    }

    /** Games that ended on {@code score}; 0 for a score outside 0..MAX_SCORE. */
    public long count(int score) {
        return score >= 0 && score < scoreCounts.length ? scoreCounts[score] : 0;
    }

    /**
     * The {@code rank}-th lowest final score, from 0 (the lowest) to games() - 1 (the highest):
     * the order statistics that percentiles and their intervals are read from.
     */
    public int scoreAtRank(long rank) {
        if (rank < 0 || rank >= games) {
            throw new IllegalArgumentException("rank " + rank + " outside 0.." + (games - 1));
        }
        long below = 0;
        for (int s = 0; ; s++) {
            below += scoreCounts[s];
            if (below > rank) {
                return s;
            }
        }
    }

    /** Games that ended on {@code threshold} or more. */
    public long atLeast(int threshold) {
        long n = 0;
        for (int s = Math.max(0, threshold); s < scoreCounts.length; s++) {
            n += scoreCounts[s];
        }
        return n;
    }

    /** Adds one finished game: its score, box points and bonuses. */
    void addGame(PlayState card) {
        scoreCounts[card.total()]++;
        games++;
        for (int b = 0; b < Category.COUNT; b++) {
            int points = card.points(b);
            boxSum[b] += points;
            boxSquares[b] += (long) points * points;
            boxZeros[b] += points == 0 ? 1 : 0;
        }
        upperBonuses += card.upperBonusEarned() ? 1 : 0;
        int yahtzeeBonus = card.yahtzeeBonuses() * Rules.YAHTZEE_BONUS;
        yahtzeeBonusPoints += yahtzeeBonus;
        yahtzeeBonusSquares += (long) yahtzeeBonus * yahtzeeBonus;
    }

    /** Sum of the points written in the box over all games. */
    public long boxSum(Category box) {
        return boxSum[box.id()];
    }

    /** Sum of the squares of the points written in the box (for its variance). */
    public long boxSquares(Category box) {
        return boxSquares[box.id()];
    }

    /** Games in which the box was scored zero. */
    public long boxZeros(Category box) {
        return boxZeros[box.id()];
    }

    /** Games that earned the upper bonus. */
    public long upperBonuses() {
        return upperBonuses;
    }

    /** Points from extra-Yahtzee bonuses over all games, and the sum of their squares per game. */
    public long yahtzeeBonusPoints() {
        return yahtzeeBonusPoints;
    }

    public long yahtzeeBonusSquares() {
        return yahtzeeBonusSquares;
    }

    /** Adds another batch's counts and sums. */
    void add(SimulatedGames other) {
        for (int s = 0; s < scoreCounts.length; s++) {
            scoreCounts[s] += other.scoreCounts[s];
        }
        games += other.games;
        for (int b = 0; b < Category.COUNT; b++) {
            boxSum[b] += other.boxSum[b];
            boxSquares[b] += other.boxSquares[b];
            boxZeros[b] += other.boxZeros[b];
        }
        upperBonuses += other.upperBonuses;
        yahtzeeBonusPoints += other.yahtzeeBonusPoints;
        yahtzeeBonusSquares += other.yahtzeeBonusSquares;
    }

    /** The games as a distribution: each score's frequency, the box means and zero rates. */
    public ScoreDistribution frequencies() {
        double n = games;
        int highest = scoreAtRank(games - 1);
        double[] probability = new double[highest + 1];
        for (int s = 0; s <= highest; s++) {
            probability[s] = scoreCounts[s] / n;
        }
        double[] mean = new double[Category.COUNT];
        double[] zero = new double[Category.COUNT];
        for (int b = 0; b < Category.COUNT; b++) {
            mean[b] = boxSum[b] / n;
            zero[b] = boxZeros[b] / n;
        }
        return new ScoreDistribution(rules, probability, mean, zero, upperBonuses / n, yahtzeeBonusPoints / n);
    }
}
