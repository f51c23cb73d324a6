package org.yahtzee.advice;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;

/**
 * One choice at a decision point: keep some dice and throw the rest, or write the dice in a
 * box. {@code value} is the expected points still to come after the choice under optimal play
 * (this box and its bonuses included); {@code loss} is how much less than the best it gives.
 */
public record Option(Kind kind, int keepId, Category category, int points, double value, double loss) {

    /** Keep dice (rolls left), or score in a box (the last roll, or standing pat). */
    public enum Kind { KEEP, SCORE }

    static Option keep(int keepId, double value) {
        return new Option(Kind.KEEP, keepId, null, -1, value, 0);
    }

    static Option score(Category category, int points, double value) {
        return new Option(Kind.SCORE, -1, category, points, value, 0);
    }

    Option withLoss(double best) {
        return new Option(kind, keepId, category, points, value, Math.max(0, best - value));
    }

    /** The kept dice ascending, e.g. {@code 234}; empty for a score option. */
    public String keptDigits() {
        return kind == Kind.KEEP ? KeepLattice.digits(keepId) : "";
    }

    /** How a player would say it: {@code keep 2 3 4}, {@code reroll all}, {@code score sixes (18)}. */
    public String describe() {
        if (kind == Kind.SCORE) {
            return "score " + category.canonicalName() + " (" + points + ")";
        }
        int n = KeepLattice.size(keepId);
        if (n == 0) {
            return "reroll all five";
        }
        if (n == 5) {
            return "keep all five";
        }
        return "keep " + KeepLattice.spaced(keepId);
    }
}
