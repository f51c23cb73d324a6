package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Scoring;

/**
 * The printed-table points of every roll in every box, as the widget solver and the turn
 * analyzer read them in their hot loops: only an extra Yahtzee (five of a kind with the Yahtzee
 * box filled) brings the joker rules in, and those few rolls go through {@link Scoring#points}.
 * Indexed {@code rollId * Category.COUNT + box id}.
 */
final class OrdinaryScores {
    /** The printed points. */
    static final int[] POINTS = new int[KeepLattice.ROLLS * Category.COUNT];
    /** The {@link SuccessorVariant#slot} those points lead to. */
    static final int[] SLOT = new int[KeepLattice.ROLLS * Category.COUNT];
    /** Per roll, the boxes ({@link Category#bit()}) where it scores more than 0. */
    static final int[] SCORING_BOXES = new int[KeepLattice.ROLLS];

    static {
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            for (Category c : Category.values()) {
                int points = Scoring.ordinary(r, c);
                int at = r * Category.COUNT + c.id();
                POINTS[at] = points;
                SLOT[at] = SuccessorVariant.slot(c, SuccessorVariant.of(c, points));
                SCORING_BOXES[r] |= points > 0 ? c.bit() : 0;
            }
        }
    }

    private OrdinaryScores() {
    }
}
