package org.yahtzee.goal;

import org.yahtzee.advice.Option;
import org.yahtzee.rules.Category;

/**
 * One choice at a decision point under a goal, as {@link Option} is under expected score: keep
 * some dice (rolls left) or write the dice in a box, with E[U(final total)] under the best
 * continuation (for a reach goal P(final >= T)) and how much less that is than the best choice.
 *
 * @param kind     a keep (rolls left) or a box (the last roll)
 * @param keepId   for {@link Option.Kind#KEEP}: the dice kept (0..461), else -1
 * @param category for {@link Option.Kind#SCORE}: the box; for the keep of all five dice
 *                 (standing pat) the box they go in, the best; else null
 * @param points   the points {@code category} writes (no bonuses), else -1
 * @param value    the utility expected after the choice, played best for the goal
 * @param loss     the best option's value less this one's, 0 or more
 * @param average  the points still to come expected after the choice under expected-score play
 *                 (as {@link Option#value}), or NaN when the advice was asked without them
 */
public record GoalOption(Option.Kind kind, int keepId, Category category, int points, double value, double loss,
        double average) {

    /** True for the keep of all five dice, which scores them now (in {@link #category}). */
    public boolean standsPat() {
        return kind == Option.Kind.KEEP && category != null;
    }
}
