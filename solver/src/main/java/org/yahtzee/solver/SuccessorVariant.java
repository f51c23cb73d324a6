package org.yahtzee.solver;

import org.yahtzee.rules.Category;

/**
 * Which state follows writing some points in a box depends on the points only through a small
 * "variant": for an upper box the dice counted (0..5, points = face x variant; the upper total
 * moves by that), for the Yahtzee box 0 or 50 (50 sets the Yahtzee flag), for the other boxes
 * nothing (variant 0). The widget solver and the turn analyzer read each successor once per
 * (box, variant) instead of once per roll, and so do the lane passes over every state.
 */
public final class SuccessorVariant {
    /** Slots per box in tables indexed {@code box * PER_BOX + variant}. */
    public static final int PER_BOX = 6;

    private SuccessorVariant() {
    }

    /** How many variants the box has: 6, 2 or 1. */
    public static int count(Category box) {
        return box.isUpper() ? 6 : box == Category.YAHTZEE ? 2 : 1;
    }

    /** The variant of writing {@code points} (as the rules allow) in {@code box}. */
    public static int of(Category box, int points) {
        return box.isUpper() ? points / box.face() : box == Category.YAHTZEE && points > 0 ? 1 : 0;
    }

    /** Points of a variant that change the next state: the upper points, or the Yahtzee 0/50. */
    public static int points(Category box, int variant) {
        return box.isUpper() ? box.face() * variant : box == Category.YAHTZEE ? 50 * variant : 0;
    }

    /** Slot of (box, variant) in a table indexed {@code box * PER_BOX + variant}. */
    public static int slot(Category box, int variant) {
        return box.id() * PER_BOX + variant;
    }

    /** Slot of writing {@code points} (as the rules allow) in {@code box}. */
    public static int slotOf(Category box, int points) {
        return slot(box, of(box, points));
    }
}
