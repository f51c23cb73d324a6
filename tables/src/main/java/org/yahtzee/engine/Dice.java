package org.yahtzee.engine;

import org.yahtzee.dice.KeepLattice;

/**
 * Five dice showing, in no order: one of the 252 distinct rolls. Immutable; equal dice are
 * equal objects' values ({@code Dice.of(4, 4, 1, 2, 3).equals(Dice.of(1, 2, 3, 4, 4))}).
 */
public final class Dice {
    /*
     * Implementation notes. Held as the roll's number in the solver's numbering (KeepLattice:
     * rollId 0..251), which game records and graded decisions carry too.
     */

    private final int rollId;

    private Dice(int rollId) {
        this.rollId = rollId;
    }

    /**
     * The five dice {@code faces}, any order.
     *
     * @throws IllegalArgumentException unless there are five, each 1..6
     */
    public static Dice of(int... faces) {
        return new Dice(KeepLattice.rollOfDice(faces));
    }

    /**
     * The roll numbered {@code rollId} in {@link KeepLattice}'s numbering (0..251).
     *
     * @throws IllegalArgumentException outside 0..251
     */
    public static Dice ofId(int rollId) {
        if (rollId < 0 || rollId >= KeepLattice.ROLLS) {
            throw new IllegalArgumentException("rollId must be 0.." + (KeepLattice.ROLLS - 1) + ", was " + rollId);
        }
        return new Dice(rollId);
    }

    /** The roll's number, 0..251 ({@link KeepLattice}). */
    public int id() {
        return rollId;
    }

    /** All five dice as a keep: what keeping them all holds. */
    public Keep all() {
        return Keep.ofId(KeepLattice.keepOfRoll(rollId));
    }

    /** The dice ascending, e.g. {@code [1, 2, 3, 4, 4]}. */
    public int[] faces() {
        return KeepLattice.dice(KeepLattice.keepOfRoll(rollId));
    }

    /** True if the dice hold every die of {@code keep}. */
    public boolean holds(Keep keep) {
        return KeepLattice.contains(KeepLattice.keepOfRoll(rollId), keep.id());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Dice d && d.rollId == rollId;
    }

    @Override
    public int hashCode() {
        return rollId;
    }

    /** The dice as ascending digits, {@code 12344}. */
    @Override
    public String toString() {
        return KeepLattice.digits(KeepLattice.keepOfRoll(rollId));
    }
}
