package org.yahtzee.distribution;

import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The results of simulated games: every final score, in game order, and per box and bonus the
 * sums needed for means, variances and zero rates. All sums are integers, so they do not depend
 * on the order the games were added in.
 */
public final class SimulatedGames {
    private final Rules rules;
    private final int[] scores;
    final long[] boxSum = new long[Category.COUNT];
    final long[] boxSquares = new long[Category.COUNT];
    final long[] boxZeros = new long[Category.COUNT];
    long upperBonuses;
    long yahtzeeBonusPoints;
    long yahtzeeBonusSquares;

    SimulatedGames(Rules rules, int games) {
        this.rules = rules;
        this.scores = new int[games];
    }

    public Rules rules() {
        return rules;
    }

    public int games() {
        return scores.length;
    }

    /** Final score of game {@code g} (0-based, the order of the seeded streams). */
    public int score(int g) {
        return scores[g];
    }

    void setScore(int g, int score) {
        scores[g] = score;
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

    /** Adds another batch's sums (the scores are written in place by game). */
    void addSums(SimulatedGames other) {
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
        double n = scores.length;
        int highest = 0;
        for (int s : scores) {
            highest = Math.max(highest, s);
        }
        long[] count = new long[highest + 1];
        for (int s : scores) {
            count[s]++;
        }
        double[] probability = new double[highest + 1];
        for (int s = 0; s <= highest; s++) {
            probability[s] = count[s] / n;
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
