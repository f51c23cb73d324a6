package org.yahtzee.engine;

/**
 * One of the 252 first rolls of a new game ({@link Engine#opening}): the best move and the
 * runner-up, each with the expected final total it leads to under optimal play (from the
 * solver's double-precision values). Keeping all five names the box they are scored in now.
 *
 * @param dice          the roll
 * @param probability   the probability of throwing it on the first roll of a turn
 * @param best          the best move
 * @param bestTotal     the expected final total after it
 * @param runnerUp      the second-best distinct move
 * @param runnerUpTotal the expected final total after the runner-up
 */
public record OpeningRow(Dice dice, double probability, Move best, double bestTotal, Move runnerUp,
                         double runnerUpTotal) {

    /** How much the runner-up gives up against the best, in expected points (0 or more). */
    public double gap() {
        return bestTotal - runnerUpTotal;
    }
}
