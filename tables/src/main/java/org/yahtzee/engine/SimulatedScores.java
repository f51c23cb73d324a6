package org.yahtzee.engine;

import org.yahtzee.distribution.SimulatedGames;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The results of simulated games ({@link Simulation#play}): how many games ended on each final
 * score, and per box and bonus the sums for means, variances and zero rates. Integer counts and
 * sums, whatever the number of threads. Immutable.
 */
public final class SimulatedScores {
    private final SimulatedGames games;

    SimulatedScores(SimulatedGames games) {
        this.games = games;
    }

    /** The rules of the games. */
    public Rules rules() {
        return games.rules();
    }

    /** The number of games. */
    public long games() {
        return games.games();
    }

    /** Games that ended on {@code score}; 0 outside 0..{@link Yahtzee#MAX_SCORE}. */
    public long count(int score) {
        return games.count(score);
    }

    /**
     * The {@code rank}-th lowest final score, from 0 (the lowest) to {@code games() - 1}: the
     * order statistics percentiles and their intervals are read from.
     *
     * @throws IllegalArgumentException for a rank outside 0..games() - 1
     */
    public int scoreAtRank(long rank) {
        return games.scoreAtRank(rank);
    }

    /** Games that ended on {@code threshold} or more. */
    public long atLeast(int threshold) {
        return games.atLeast(threshold);
    }

    /** The points written in {@code box}, summed over the games. */
    public long boxSum(Category box) {
        return games.boxSum(box);
    }

    /** The squares of the points written in {@code box}, summed over the games. */
    public long boxSquares(Category box) {
        return games.boxSquares(box);
    }

    /** Games in which {@code box} was scored zero. */
    public long boxZeros(Category box) {
        return games.boxZeros(box);
    }

    /** Games that earned the upper bonus. */
    public long upperBonuses() {
        return games.upperBonuses();
    }

    /** Extra-Yahtzee bonus points, summed over the games. */
    public long yahtzeeBonusPoints() {
        return games.yahtzeeBonusPoints();
    }

    /** The squares of each game's extra-Yahtzee bonus points, summed over the games. */
    public long yahtzeeBonusSquares() {
        return games.yahtzeeBonusSquares();
    }

    /** The games' final scores as a distribution of frequencies. */
    public Distribution frequencies() {
        return new Distribution(games.frequencies());
    }
}
