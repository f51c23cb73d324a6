package org.yahtzee.goal;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Scoring;

/**
 * The distinct (box, points) pairs a roll can write, numbered as cells: under a goal the value
 * of writing p points in a box is the next state's lane shifted by p (plus any upper bonus),
 * so the solver builds one shifted row per cell and every roll that writes those points reads
 * it. Joker points (an extra Yahtzee) are printed values too: 25, 30, 40, or five times a face.
 */
final class BoxCells {
    /** Cells per box: a box has at most 27 printed values (0 and 5..30 for the kinds). */
    static final int STRIDE = 32;
    static final int CELLS = Category.COUNT * STRIDE;
    /** Points are 0..50 in any box. */
    private static final int POINT_SLOTS = 51;

    /** Points of each cell; {@code COUNT[box]} cells per box from {@code box * STRIDE}. */
    static final int[] POINTS = new int[CELLS];
    static final int[] COUNT = new int[Category.COUNT];
    /** {@code rollId * 13 + box id}: the cell of the roll's printed points in the box. */
    static final int[] ORDINARY = new int[KeepLattice.ROLLS * Category.COUNT];
    /** Per roll, the boxes ({@link Category#bit()}) where its printed points are above 0. */
    static final int[] SCORING_BOXES = new int[KeepLattice.ROLLS];
    private static final int[] CELL_OF = new int[Category.COUNT * POINT_SLOTS];
    /** {@code [face]} (1..6): the rollId of five of that face (KeepLattice.rollOfDice makes an array a call). */
    static final int[] FIVE_OF_A_KIND = new int[7];

    static {
        for (int face = 1; face <= 6; face++) {
            FIVE_OF_A_KIND[face] = KeepLattice.rollOfDice(face, face, face, face, face);
        }
        java.util.Arrays.fill(CELL_OF, -1);
        for (Category c : Category.values()) {
            boolean[] seen = new boolean[POINT_SLOTS];
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                seen[Scoring.ordinary(r, c)] = true;
            }
            for (int p = 0; p < POINT_SLOTS; p++) {
                if (seen[p]) {
                    int cell = c.id() * STRIDE + COUNT[c.id()]++;
                    POINTS[cell] = p;
                    CELL_OF[c.id() * POINT_SLOTS + p] = cell;
                }
            }
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                int p = Scoring.ordinary(r, c);
                ORDINARY[r * Category.COUNT + c.id()] = CELL_OF[c.id() * POINT_SLOTS + p];
                SCORING_BOXES[r] |= p > 0 ? c.bit() : 0;
            }
        }
    }

    private BoxCells() {
    }

    /** The cell of writing {@code points} in {@code box}. */
    static int of(Category box, int points) {
        int cell = points >= 0 && points < POINT_SLOTS ? CELL_OF[box.id() * POINT_SLOTS + points] : -1;
        if (cell < 0) {
            throw new IllegalArgumentException(box + " never scores " + points + " points");
        }
        return cell;
    }
}
