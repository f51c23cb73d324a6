package org.yahtzee.goal;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.SimpleScoring;
import org.yahtzee.solver.ReferenceSolver;

/**
 * The goal's value the slow, obvious way: a recursion over whole games from a card with
 * x points, every ordered outcome of the dice thrown, every subset of dice kept, every box,
 * scored by {@link SimpleScoring}, and U(final total) at the end. In doubles, memoised on
 * (card, points) and, inside a turn, on (dice, rolls left) only. Fit for 1 to 3 open boxes.
 */
final class NaiveGoal {
    /** What a card is worth after a turn's box: its state, and the points on it then. */
    @FunctionalInterface
    interface After {
        double value(int filled, int upper, boolean y50, int points);
    }

    private final Rules rules;
    private final double[] utilityByTotal;
    private final After after;
    private final Map<Long, Turn> turns = new HashMap<>();

    NaiveGoal(Rules rules, double[] utilityByTotal) {
        this.rules = rules;
        this.utilityByTotal = utilityByTotal;
        this.after = this::value;
    }

    /** One turn's enumeration only: the value after its box is {@code after}'s (another player's turn, say). */
    NaiveGoal(Rules rules, After after) {
        this.rules = rules;
        this.utilityByTotal = null;
        this.after = after;
    }

    /** The best value of the turn of a card with {@code points} so far (a box open), valued after it by {@code after}. */
    double turnValue(int filled, int upper, boolean y50, int points) {
        return turn(filled, upper, y50, points).keep(new int[0], 2);
    }

    /** Best E[U(final)] from the start of the turn of a card with {@code points} so far. */
    double value(int filled, int upper, boolean y50, int points) {
        if (filled == Category.ALL_USED || points >= utilityByTotal.length - 1) {
            // Over with, or U constant from here on: no points to come can change it.
            return utilityByTotal[Math.min(points, utilityByTotal.length - 1)];
        }
        return turn(filled, upper, y50, points).keep(new int[0], 2);
    }

    private Turn turn(int filled, int upper, boolean y50, int points) {
        long key = (((long) filled << 6 | upper) << 1 | (y50 ? 1 : 0)) << 16 | points;
        Turn turn = turns.get(key);
        if (turn == null) {
            turn = new Turn(filled, upper, y50, points);
            turns.put(key, turn);
        }
        return turn;
    }

    /** Value of keeping {@code kept} (0..4 dice) with {@code rollsLeft} (1..2) before the throw. */
    double keepValue(int filled, int upper, boolean y50, int points, int[] kept, int rollsLeft) {
        return turn(filled, upper, y50, points).keep(kept, rollsLeft - 1);
    }

    /** Value of writing the final dice in {@code box}; NaN if the rules forbid it. */
    double scoreValue(int filled, int upper, boolean y50, int points, int[] dice, Category box) {
        return turn(filled, upper, y50, points).score(dice, box);
    }

    /** One turn of one card: its values by dice and rolls left, each computed once. */
    private final class Turn {
        final int filled;
        final int upper;
        final boolean y50;
        final int points;
        /**
         * Indexed by the dice's {@link ReferenceSolver#multiset} times 3 plus the rolls left; NaN until
         * computed (a value that were NaN would only be computed again).
         */
        final double[] rolls = unknown();
        final double[] keeps = unknown();

        Turn(int filled, int upper, boolean y50, int points) {
            this.filled = filled;
            this.upper = upper;
            this.y50 = y50;
            this.points = points;
        }

        /** Value of the final dice written in {@code box}; NaN if the rules forbid it. */
        double score(int[] dice, Category box) {
            int p = SimpleScoring.points(rules, dice, box, filled);
            if (p < 0) {
                return Double.NaN;
            }
            int gained = p + SimpleScoring.bonus(rules, dice, filled, y50);
            int nextUpper = upper;
            if (box.isUpper()) {
                nextUpper = Math.min(63, upper + p);
                gained += upper < 63 && nextUpper == 63 ? 35 : 0;
            }
            return after.value(filled | box.bit(), nextUpper, y50 || box == Category.YAHTZEE && p == 50, points + gained);
        }

        /** Value of holding the dice with {@code rollsLeft} (0..2) rolls to come. */
        double roll(int[] dice, int rollsLeft) {
            int key = ReferenceSolver.multiset(dice) * 3 + rollsLeft;
            double cached = rolls[key];
            if (!Double.isNaN(cached)) {
                return cached;
            }
            int[] sorted = sorted(dice);
            double best = Double.NEGATIVE_INFINITY;
            if (rollsLeft == 0) {
                for (Category box : Category.values()) {
                    if ((filled & box.bit()) == 0) {
                        double v = score(sorted, box);
                        best = Double.isNaN(v) ? best : Math.max(best, v);
                    }
                }
            } else {
                for (int subset = 0; subset < 32; subset++) {
                    int[] kept = new int[Integer.bitCount(subset)];
                    for (int i = 0, n = 0; i < 5; i++) {
                        if ((subset & (1 << i)) != 0) {
                            kept[n++] = sorted[i];
                        }
                    }
                    best = Math.max(best, keep(kept, rollsLeft - 1));
                }
            }
            rolls[key] = best;
            return best;
        }

        /** Mean over every ordered outcome of the dice thrown; five kept dice carry on as they are. */
        double keep(int[] kept, int rollsLeftAfter) {
            int key = ReferenceSolver.multiset(kept) * 3 + rollsLeftAfter;
            double cached = keeps[key];
            if (!Double.isNaN(cached)) {
                return cached;
            }
            int outcomes = (int) Math.pow(6, 5 - kept.length);
            double total = 0;
            int[] dice = Arrays.copyOf(kept, 5); // roll() reads the dice and keeps no reference
            for (int c = 0; c < outcomes; c++) {
                for (int i = kept.length, rest = c; i < 5; i++, rest /= 6) {
                    dice[i] = rest % 6 + 1;
                }
                total += roll(dice, rollsLeftAfter);
            }
            keeps[key] = total / outcomes;
            return total / outcomes;
        }
    }

    private static int[] sorted(int[] dice) {
        int[] copy = dice.clone();
        Arrays.sort(copy);
        return copy;
    }

    /** A memo of every multiset of 0..5 dice by rolls left (0..2), each value not yet known. */
    private static double[] unknown() {
        double[] memo = new double[ReferenceSolver.MULTISETS * 3];
        Arrays.fill(memo, Double.NaN);
        return memo;
    }
}
