package org.yahtzee.grade;

import java.util.List;
import org.yahtzee.game.Scorecard;

/**
 * One player's game graded against the play best for a goal ({@link org.yahtzee.goal.GoalGrader}), with the
 * luck-against-skill split in the goal's value: {@code valueNow = valueAtStart - totalLoss +
 * luck}, exactly up to the rounding of the sums. The decisions' totals are the goal's values
 * (for a reach goal, probabilities), not expected scores.
 *
 * @param card         the card after the turns played
 * @param decisions    every decision in play order, valued in the goal
 * @param valueAtStart the goal's value of the first card under the play best for it
 * @param totalLoss    sum of the decisions' losses
 * @param luck         sum over the dice outcomes of the value after the roll less the value before
 * @param valueNow     the goal's value of the last card: once the game is settled its result
 *                     (1 met or won, 0 missed or lost, 1/2 a tie under the win goal)
 * @param settled      true if {@code valueNow} is the result: the card is complete and nothing
 *                     still to be played by others can change it (see {@link org.yahtzee.goal.GoalGrader.Result})
 */
public record GoalGradedGame(Scorecard card, List<Decision> decisions, double valueAtStart, double totalLoss,
                             double luck, double valueNow, boolean settled) {

    /** Copies the decisions. */
    public GoalGradedGame {
        decisions = List.copyOf(decisions);
    }

    /** Decisions losing more than {@code threshold} of the goal's value. */
    public int flaggedCount(double threshold) {
        int n = 0;
        for (Decision d : decisions) {
            n += d.isFlagged(threshold) ? 1 : 0;
        }
        return n;
    }
}
