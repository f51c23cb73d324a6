package org.yahtzee.grade;

import org.yahtzee.game.Scorecard;

/**
 * A graded game's figures without its decisions as objects: what a report that lists no
 * decision needs (a summary row, a game with nothing flagged). The same doubles as the
 * {@link GradedGame} they come from ({@link GradedGame#figures}, {@link BatchGrades#figures}).
 *
 * @param card            the card after the turns played
 * @param decisions       how many decisions the game has
 * @param expectedAtStart as {@link GradedGame#expectedAtStart}
 * @param totalLoss       as {@link GradedGame#totalLoss}
 * @param luck            as {@link GradedGame#luck}
 * @param stillToCome     as {@link GradedGame#stillToCome}
 * @param largestLoss     the largest loss of a decision, 0 if none: no decision is flagged at a
 *                        threshold of this or more
 */
public record GameFigures(Scorecard card, int decisions, double expectedAtStart, double totalLoss, double luck,
                          double stillToCome, double largestLoss) {

    /** Mean loss per decision (0 with no decisions), as {@link GradedGame#meanLoss}. */
    public double meanLoss() {
        return decisions == 0 ? 0 : totalLoss / decisions;
    }
}
