package org.yahtzee.grade;

import org.yahtzee.rules.Category;

/**
 * One graded decision: after roll 1 or 2 which dice to hold (keeping all five and scoring now
 * is a hold), after the last roll which box. Totals are expected final scores: the points on the
 * card before the decision plus the expected points still to come after the choice; graded
 * against a goal (org.yahtzee.goal.GoalGrader) they are the goal's values instead (for a reach
 * goal, the probability of reaching it), and the loss is in them. Data only:
 * how reports word it is the CLI's vocabulary.
 *
 * @param turn         1..13
 * @param roll         which roll of the turn the dice come from, 1..3
 * @param kind         hold or score
 * @param rollId       the dice showing (0..251)
 * @param playedKeepId for {@link Kind#KEEP}: the dice held (all five when the player scored
 *                     now), else -1
 * @param playedBox    for {@link Kind#SCORE}: the box played, else null (a player who holds all
 *                     five scores them in the decision that follows, graded on its own)
 * @param playedPoints for {@link Kind#SCORE}: the points it wrote, else -1
 * @param bestKeepId   for {@link Kind#KEEP}: the optimal hold (ties broken as the advisor
 *                     does), else -1
 * @param bestBox      for {@link Kind#SCORE}: the optimal box; for a {@link Kind#KEEP} whose
 *                     optimal hold is all five dice (score now), the box they go in; else null
 * @param bestPoints   the points {@code bestBox} writes, else -1
 * @param playedTotal  expected final score after the choice played
 * @param bestTotal    expected final score after the optimal choice
 * @param loss         {@code bestTotal - playedTotal} as computed from the values, 0 or more
 */
public record Decision(int turn, int roll, Kind kind, int rollId,
                       int playedKeepId, Category playedBox, int playedPoints,
                       int bestKeepId, Category bestBox, int bestPoints,
                       double playedTotal, double bestTotal, double loss) {

    /** Hold dice before a reroll, or write the dice in a box. */
    public enum Kind {
        /** Which dice to hold (after roll 1 or 2). */
        KEEP,
        /** Which box to write (after the last roll). */
        SCORE
    }

    /** True if the loss is over the threshold (expected points). */
    public boolean isFlagged(double threshold) {
        return loss > threshold;
    }
}
