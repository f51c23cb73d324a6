package org.yahtzee.advice;

import org.yahtzee.rules.Category;

/**
 * One choice at a decision point: keep some dice and throw the rest, or write the dice in a
 * box. Data only: how a player would say it is the CLI's vocabulary ({@code org.yahtzee.cli.text}).
 *
 * @param kind     a keep (rolls left) or a box (the last roll)
 * @param keepId   for {@link Kind#KEEP}: the dice kept (0..461), else -1
 * @param category for {@link Kind#SCORE}: the box; for the {@link Kind#KEEP} of all five dice
 *                 (standing pat: they are scored now) the box they go in, chosen as the best;
 *                 else null
 * @param points   the points {@code category} writes (no bonuses), else -1
 * @param value    the expected points still to come after the choice under optimal play (this
 *                 box and its bonuses included)
 * @param loss     how much less than the best option it gives, 0 or more
 */
public record Option(Kind kind, int keepId, Category category, int points, double value, double loss) {

    /** Keep dice and throw the others (rolls left), or write the last roll in a box. */
    public enum Kind {
        /** Keep some dice and throw the others: rolls are left. */
        KEEP,
        /** Write the dice in a box. */
        SCORE
    }

    static Option keep(int keepId, double value) {
        return new Option(Kind.KEEP, keepId, null, -1, value, 0);
    }

    /** The keep of all five dice with rolls left: the roll is scored now, in {@code box}. */
    static Option standPat(int keepId, Category box, int points, double value) {
        return new Option(Kind.KEEP, keepId, box, points, value, 0);
    }

    /** True for the keep of all five dice, which scores them now (in {@link #category}). */
    public boolean standsPat() {
        return kind == Kind.KEEP && category != null;
    }

    static Option score(Category category, int points, double value) {
        return new Option(Kind.SCORE, -1, category, points, value, 0);
    }

    Option withLoss(double best) {
        return new Option(kind, keepId, category, points, value, Math.max(0, best - value));
    }
}
