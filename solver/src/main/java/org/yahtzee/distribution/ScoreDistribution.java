package org.yahtzee.distribution;

import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The probability of every final score of a game, with the per-box means and zero rates and the
 * bonuses: exact ({@link ExactDistribution}) or the frequencies of simulated games
 * ({@link Simulator}). Scores are whole points 0..{@link #MAX_SCORE}.
 */
public final class ScoreDistribution {
    /** Highest total a card can hold: every box at its best and twelve Yahtzee bonuses. */
    public static final int MAX_SCORE = 1575;

    private final Rules rules;
    private final double[] probability;
    private final double[] boxMean;
    private final double[] boxZero;
    private final double pUpperBonus;
    private final double meanYahtzeeBonus;

    /**
     * The distribution of the final score under {@code rules}, with its per-box figures.
     *
     * @param probability      probability of each final score, indexed by score (any length up to 1576)
     * @param boxMean          mean points written in each box, by {@link Category#id()}
     * @param boxZero          probability that each box is scored zero
     * @param pUpperBonus      probability that the 35-point upper bonus is earned
     * @param meanYahtzeeBonus mean points from extra-Yahtzee bonuses (100 each)
     */
    public ScoreDistribution(Rules rules, double[] probability, double[] boxMean, double[] boxZero,
                      double pUpperBonus, double meanYahtzeeBonus) {
        if (probability.length > MAX_SCORE + 1 || boxMean.length != Category.COUNT || boxZero.length != Category.COUNT) {
            throw new IllegalArgumentException("expected at most " + (MAX_SCORE + 1) + " scores and "
                    + Category.COUNT + " boxes, got " + probability.length + ", " + boxMean.length + ", " + boxZero.length);
        }
        this.rules = rules;
        this.probability = probability.clone();
        this.boxMean = boxMean.clone();
        this.boxZero = boxZero.clone();
        this.pUpperBonus = pUpperBonus;
        this.meanYahtzeeBonus = meanYahtzeeBonus;
    }

    public Rules rules() {
        return rules;
    }

    /** Probability of finishing with exactly {@code score} points (0 outside the range). */
    public double probability(int score) {
        return score >= 0 && score < probability.length ? probability[score] : 0;
    }

    /** Sum of all probabilities: 1 up to rounding. */
    public double total() {
        double sum = 0;
        for (double p : probability) {
            sum += p;
        }
        return sum;
    }

    public double mean() {
        double sum = 0;
        for (int s = 0; s < probability.length; s++) {
            sum += s * probability[s];
        }
        return sum;
    }

    public double standardDeviation() {
        double mean = mean();
        double sum = 0;
        for (int s = 0; s < probability.length; s++) {
            sum += (s - mean) * (s - mean) * probability[s];
        }
        return Math.sqrt(sum);
    }

    /**
     * The smallest score whose cumulative probability reaches {@code q} (0 < q <= 1); a 1e-12
     * allowance keeps a sum that rounds to just under q from moving the answer a point up.
     */
    public int percentile(double q) {
        if (!(q > 0 && q <= 1)) {
            throw new IllegalArgumentException("percentile must be in (0, 1], was " + q);
        }
        double cumulative = 0;
        for (int s = 0; s < probability.length; s++) {
            cumulative += probability[s];
            if (cumulative >= q - 1e-12) {
                return s;
            }
        }
        return highest();
    }

    public int median() {
        return percentile(0.5);
    }

    /** The most probable score (the lowest of equals). */
    public int mode() {
        int best = 0;
        for (int s = 1; s < probability.length; s++) {
            if (probability[s] > probability[best]) {
                best = s;
            }
        }
        return best;
    }

    /**
     * Probability of finishing with {@code score} points or more, at most 1: a sum of every
     * probability can round to 1 + 2e-16, which is no probability.
     */
    public double atLeast(int score) {
        double sum = 0;
        for (int s = Math.max(0, score); s < probability.length; s++) {
            sum += probability[s];
        }
        return Math.min(1.0, sum);
    }

    /** The lowest score with non-zero probability. */
    public int lowest() {
        for (int s = 0; s < probability.length; s++) {
            if (probability[s] != 0) {
                return s;
            }
        }
        return 0;
    }

    /** The highest score with non-zero probability. */
    public int highest() {
        return highest(probability);
    }

    /** The highest total of {@code probability} (indexed by total) with a non-zero chance; 0 if none. */
    static int highest(double[] probability) {
        for (int s = probability.length - 1; s > 0; s--) {
            if (probability[s] != 0) {
                return s;
            }
        }
        return 0;
    }

    /** Mean points written in the box (joker points included, bonuses not). */
    public double boxMean(Category box) {
        return boxMean[box.id()];
    }

    /** Probability that the box is scored zero. */
    public double boxZero(Category box) {
        return boxZero[box.id()];
    }

    public double pUpperBonus() {
        return pUpperBonus;
    }

    /** Mean points from extra-Yahtzee bonuses (100 each). */
    public double meanYahtzeeBonus() {
        return meanYahtzeeBonus;
    }
}
