package org.yahtzee.engine;

import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The probability of every final score of a game, with the per-box means and zero rates and the
 * bonuses: exact ({@link Engine#distribution}, {@link CardValue#exact}) or the frequencies of
 * simulated games ({@link SimulatedScores#frequencies}). Scores are whole points
 * 0..{@link Yahtzee#MAX_SCORE}. Immutable.
 */
public final class Distribution {
    private final ScoreDistribution d;

    Distribution(ScoreDistribution d) {
        this.d = d;
    }

    /** The rules of the games. */
    public Rules rules() {
        return d.rules();
    }

    /** Probability of finishing with exactly {@code score} points (0 outside the range). */
    public double probability(int score) {
        return d.probability(score);
    }

    /** Sum of all probabilities: 1 up to rounding. */
    public double total() {
        return d.total();
    }

    /** The mean final score. */
    public double mean() {
        return d.mean();
    }

    /** The standard deviation of the final score. */
    public double standardDeviation() {
        return d.standardDeviation();
    }

    /** The smallest score s with P(final &lt;= s) at least {@code q} (0..1). */
    public int percentile(double q) {
        return d.percentile(q);
    }

    /** The 50th percentile. */
    public int median() {
        return d.median();
    }

    /** The most likely score (the lowest of equals). */
    public int mode() {
        return d.mode();
    }

    /** P(final &gt;= {@code score}). */
    public double atLeast(int score) {
        return d.atLeast(score);
    }

    /** The lowest score with a probability above 0. */
    public int lowest() {
        return d.lowest();
    }

    /** The highest score with a probability above 0. */
    public int highest() {
        return d.highest();
    }

    /** The mean points written in {@code box}. */
    public double boxMean(Category box) {
        return d.boxMean(box);
    }

    /** The probability that {@code box} is scored zero. */
    public double boxZero(Category box) {
        return d.boxZero(box);
    }

    /** The probability that the 35-point upper bonus is earned. */
    public double pUpperBonus() {
        return d.pUpperBonus();
    }

    /** The mean points from extra-Yahtzee bonuses (100 each). */
    public double meanYahtzeeBonus() {
        return d.meanYahtzeeBonus();
    }
}
