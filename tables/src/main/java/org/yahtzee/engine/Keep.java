package org.yahtzee.engine;

import org.yahtzee.dice.KeepLattice;

/**
 * Dice set aside before a reroll: none to all five, in no order. Immutable; equal keeps are
 * equal ({@code Keep.of(4, 4).equals(Keep.of(4, 4))}).
 */
public final class Keep {
    /** Keeping no die: all five are thrown again. */
    public static final Keep NONE = new Keep(KeepLattice.EMPTY_KEEP);

    private final int keepId;

    private Keep(int keepId) {
        this.keepId = keepId;
    }

    /**
     * The dice {@code faces}, any order.
     *
     * @throws IllegalArgumentException for more than five, or a face outside 1..6
     */
    public static Keep of(int... faces) {
        return new Keep(KeepLattice.ofDice(faces));
    }

    /**
     * The keep numbered {@code keepId} in {@link KeepLattice}'s numbering (0..461).
     *
     * @throws IllegalArgumentException outside 0..461
     */
    public static Keep ofId(int keepId) {
        if (keepId < 0 || keepId >= KeepLattice.KEEPS) {
            throw new IllegalArgumentException("keepId must be 0.." + (KeepLattice.KEEPS - 1) + ", was " + keepId);
        }
        return new Keep(keepId);
    }

    /** The keep's number, 0..461 ({@link KeepLattice}). */
    public int id() {
        return keepId;
    }

    /** How many dice are kept, 0..5. */
    public int size() {
        return KeepLattice.size(keepId);
    }

    /** The dice ascending, e.g. {@code [4, 4]}; empty for none. */
    public int[] faces() {
        return KeepLattice.dice(keepId);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Keep k && k.keepId == keepId;
    }

    @Override
    public int hashCode() {
        return keepId;
    }

    /** The dice as ascending digits, {@code 44}; {@code ""} for none. */
    @Override
    public String toString() {
        return KeepLattice.digits(keepId);
    }
}
