package org.yahtzee.advice;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.state.StateIndex;

/**
 * A decision point inside a turn: the card's state, the dice showing and the rolls left.
 *
 * @param usedMask       filled boxes ({@link Category#bit()})
 * @param upperTotal     upper subtotal capped at 63
 * @param yahtzeeHolds50 whether the Yahtzee box holds 50
 * @param rollId         the five dice showing (0..251)
 * @param rollsLeft      0 (score now), 1 or 2 (just after the first roll)
 */
public record Position(int usedMask, int upperTotal, boolean yahtzeeHolds50, int rollId, int rollsLeft) {

    public Position {
        if (!StateIndex.isReachable(usedMask, upperTotal, yahtzeeHolds50)) {
            StateIndex.index(usedMask, upperTotal, yahtzeeHolds50); // throws naming the field
        }
        if (usedMask == Category.ALL_USED) {
            throw new IllegalArgumentException("every box is filled: the game is over");
        }
        if (rollId < 0 || rollId >= KeepLattice.ROLLS) {
            throw new IllegalArgumentException("rollId must be 0.." + (KeepLattice.ROLLS - 1) + ", was " + rollId);
        }
        if (rollsLeft < 0 || rollsLeft > 2) {
            throw new IllegalArgumentException("rolls left must be 0, 1 or 2, was " + rollsLeft);
        }
    }
}
