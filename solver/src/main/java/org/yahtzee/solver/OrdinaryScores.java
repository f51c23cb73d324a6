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

    /** Slots per box in {@link #POINTS_OF}: a box has at most 27 printed values (0, 5..30). */
    static final int STRIDE = 32;
    /** Every printed value a box can take, ascending, at {@code box id * STRIDE + i}. */
    static final int[] POINTS_OF = new int[Category.COUNT * STRIDE];
    /** How many values each box has in {@link #POINTS_OF}. */
    static final int[] POINTS_COUNT = new int[Category.COUNT];
    /** Where a roll's printed points in a box sit in {@link #POINTS_OF}: box id * STRIDE + i. */
    static final int[] CELL = new int[KeepLattice.ROLLS * Category.COUNT];

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
        for (Category c : Category.values()) {
            java.util.BitSet seen = new java.util.BitSet();
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                seen.set(POINTS[r * Category.COUNT + c.id()]);
            }
            for (int p = seen.nextSetBit(0); p >= 0; p = seen.nextSetBit(p + 1)) {
                POINTS_OF[c.id() * STRIDE + POINTS_COUNT[c.id()]++] = p;
            }
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                int at = r * Category.COUNT + c.id();
                int i = 0;
                while (POINTS_OF[c.id() * STRIDE + i] != POINTS[at]) {
                    i++;
                }
                CELL[at] = c.id() * STRIDE + i;
            }
        }
    }

    private OrdinaryScores() {
    }
}
