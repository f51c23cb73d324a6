package org.yahtzee.grade;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;

/**
 * One graded decision: after roll 1 or 2 which dice to hold (keeping all five and scoring now
 * is a hold), after the last roll which box. Totals are expected final scores: the points on the
 * card before the decision plus the expected points still to come after the choice.
 *
 * @param turn         1..13
 * @param roll         which roll of the turn the dice come from, 1..3
 * @param kind         hold or score
 * @param rollId       the dice showing (0..251)
 * @param playedKeepId for {@link Kind#KEEP}: the dice held (all five when the player scored
 *                     now), else -1
 * @param playedBox    for {@link Kind#SCORE}: the box played, else null
 * @param playedPoints for {@link Kind#SCORE}: the points it wrote, else -1
 * @param bestKeepId   for {@link Kind#KEEP}: the optimal hold (ties broken as the advisor
 *                     does), else -1
 * @param bestBox      for {@link Kind#SCORE}: the optimal box, else null
 * @param bestPoints   for {@link Kind#SCORE}: the points the optimal box writes, else -1
 * @param playedTotal  expected final score after the choice played
 * @param bestTotal    expected final score after the optimal choice
 * @param loss         {@code bestTotal - playedTotal} as computed from the values, 0 or more
 */
public record Decision(int turn, int roll, Kind kind, int rollId,
                       int playedKeepId, Category playedBox, int playedPoints,
                       int bestKeepId, Category bestBox, int bestPoints,
                       double playedTotal, double bestTotal, double loss) {

    /** Hold dice before a reroll, or write the dice in a box. */
    public enum Kind { KEEP, SCORE }

    /** True if the loss is over the threshold (expected points). */
    public boolean isFlagged(double threshold) {
        return loss > threshold;
    }

    /** The kept dice ascending for a hold ({@code none} for none), the box name for a score. */
    public String playedText() {
        return kind == Kind.KEEP ? keepText(playedKeepId) : playedBox.canonicalName();
    }

    /** As {@link #playedText()}, for the optimal choice. */
    public String bestText() {
        return kind == Kind.KEEP ? keepText(bestKeepId) : bestBox.canonicalName();
    }

    private static String keepText(int keepId) {
        return KeepLattice.size(keepId) == 0 ? "none" : KeepLattice.digits(keepId);
    }
}
