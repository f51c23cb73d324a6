package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Scoring;

/**
 * The printed-table points of every roll in every box, as the widget solver, the turn analyzer
 * and the lane passes read them in their hot loops: only an extra Yahtzee (five of a kind with
 * the Yahtzee box filled) brings the joker rules in, and those few rolls go through
 * {@link Scoring#points}. Indexed {@code rollId * Category.COUNT + box id}. A "cell" is one box
 * with one of its printed values: what follows writing it is the same for every roll.
 */
public final class OrdinaryScores {
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
        // Plain loops over small arrays: this runs, interpreted, on every start that analyses a turn.
        Category[] boxes = Category.values();
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            for (Category c : boxes) {
                int points = Scoring.ordinary(r, c);
                int at = r * Category.COUNT + c.id();
                POINTS[at] = points;
                SLOT[at] = SuccessorVariant.slotOf(c, points);
                SCORING_BOXES[r] |= points > 0 ? c.bit() : 0;
            }
        }
        int[] indexOf = new int[51]; // points 0..50 of one box -> place in POINTS_OF
        for (Category c : boxes) {
            int box = c.id();
            java.util.Arrays.fill(indexOf, -1);
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                indexOf[POINTS[r * Category.COUNT + box]] = 0;
            }
            for (int p = 0; p < indexOf.length; p++) {
                if (indexOf[p] == 0) {
                    indexOf[p] = POINTS_COUNT[box];
                    POINTS_OF[box * STRIDE + POINTS_COUNT[box]++] = p;
                }
            }
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                CELL[r * Category.COUNT + box] = box * STRIDE + indexOf[POINTS[r * Category.COUNT + box]];
            }
        }
    }

    /** Cell indexes are 0..CELLS-1 (not all used: a box has STRIDE of them). */
    public static final int CELLS = Category.COUNT * STRIDE;

    private OrdinaryScores() {
    }

    /** The cell of the roll's printed points in the box. */
    public static int cell(int rollId, Category box) {
        return CELL[rollId * Category.COUNT + box.id()];
    }

    /** How many printed values the box has (its cells): 2..27. */
    public static int cellCount(Category box) {
        return POINTS_COUNT[box.id()];
    }

    /** The box's {@code i}-th cell (0 .. cellCount - 1), its values ascending. */
    public static int cellOf(Category box, int i) {
        return box.id() * STRIDE + i;
    }

    /** The printed points of a cell. */
    public static int cellPoints(int cell) {
        return POINTS_OF[cell];
    }
}
