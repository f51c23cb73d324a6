package org.yahtzee.engine;

/**
 * One option of an {@link Advice}, with what the engine expects of it.
 *
 * @param move          the move
 * @param expectedTotal the expected final score after it: the points on the card plus the
 *                      expected points still to come under optimal play (its box and bonuses
 *                      included)
 * @param loss          how much less {@code expectedTotal} is than the best option's by expected
 *                      score, 0 or more
 * @param sd            the standard deviation of the final score after it when the rest of the
 *                      game is played for the highest average; NaN where the advice was ranked
 *                      without it ({@link Advice#hasSpread})
 * @param goalValue     under a goal: the goal's probability after it, played best for the goal;
 *                      else NaN
 * @param goalLoss      under a goal: how much less {@code goalValue} is than the best option's,
 *                      0 or more; else NaN
 */
public record Choice(Move move, double expectedTotal, double loss, double sd, double goalValue, double goalLoss) {
}
