package org.yahtzee.engine;

import org.yahtzee.game.Scorecard;

/**
 * What a card is worth at the start of a turn under optimal play: the expected final total and
 * its SD from the value and moment tables, and the exact distribution of the final total carried
 * forward from the card.
 *
 * @param card          the card (open or complete)
 * @param expectedTotal points on the card plus the value table's expected rest
 * @param sd            standard deviation of the final total, from the second moments
 * @param exact         the final total's exact distribution (scores are whole totals, not the rest)
 * @param seconds       the time the exact distribution took
 * @param threads       the threads it took
 */
public record CardValue(Scorecard card, double expectedTotal, double sd, Distribution exact, double seconds,
                        int threads) {
}
