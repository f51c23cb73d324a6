package org.yahtzee.policy;

import java.nio.ShortBuffer;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * The optimal expected-score player's every decision, looked up instead of analysed: for each
 * reachable state and each of the 252 rolls, the keep with two rolls left, the keep with one
 * roll left and the box for the final roll, chosen with the advisor's tie rule
 * ({@link TurnPolicy}). Built by {@link PolicyBuilder}; immutable and safe to share between
 * threads once built.
 */
public final class PolicyTable {
    /*
     * Implementation notes. One u16 entry per (stateIndex, rollId), at stateIndex * 252 + rollId:
     *   bits  0..4   keep with 2 rolls left, as its index among the roll's sub-keeps in tie order
     *                (TurnPolicy.subKeep: 2..32 of them, so 5 bits)
     *   bits  5..9   keep with 1 roll left, the same way
     *   bits 10..13  box for the roll as the final one, Category.id() 0..12
     *   bits 14..15  zero
     * Rows of game-over states (every box filled) are all zero: nothing is decided there. The
     * whole table is 536,448 x 252 x 2 bytes = 270,369,792 bytes (258 MiB). Smaller choices
     * were weighed: a keep as a keepId needs 9 bits (462 keeps), so three decisions would not
     * fit 16 bits; one byte per decision (3 bytes an entry) is 405 MB; packing the 14 bits
     * across entries saves 12% and costs a shift and a second load on every look-up.
     */

    /** Entries per state: one per roll. */
    public static final int ROW = KeepLattice.ROLLS;
    /** Entries in a whole table: {@link StateIndex#STATES} x 252 = 135,184,896. */
    public static final long ENTRIES = (long) StateIndex.STATES * ROW;
    /** Bytes of the entries: 270,369,792. */
    public static final long BYTES = 2 * ENTRIES;

    private static final int KEEP_BITS = 5;
    private static final int KEEP_MASK = (1 << KEEP_BITS) - 1;
    private static final int BOX_SHIFT = 2 * KEEP_BITS;

    private final Rules rules;
    private final ShortBuffer entries;

    /**
     * A table over {@code entries} ({@link #ENTRIES} of them, read from index 0, not copied).
     *
     * @throws IllegalArgumentException if there are not exactly {@link #ENTRIES} entries
     */
    public PolicyTable(Rules rules, ShortBuffer entries) {
        if (entries.capacity() != ENTRIES) {
            throw new IllegalArgumentException("a policy table has " + ENTRIES + " entries, was given "
                    + entries.capacity());
        }
        this.rules = rules;
        this.entries = entries;
    }

    public Rules rules() {
        return rules;
    }

    /** The raw u16 entry of the state and roll (see the layout above). */
    public int entry(int stateIndex, int rollId) {
        return entries.get(position(stateIndex, rollId)) & 0xFFFF;
    }

    /** Where the entry of the state and roll is among the {@link #ENTRIES}. */
    static int position(int stateIndex, int rollId) {
        return stateIndex * ROW + rollId;
    }

    /**
     * Replaces each of {@code positions[0..count-1]} ({@link #position}s) by the raw entry there:
     * loads and nothing else, so that all of them can be in flight at once.
     */
    void entriesAt(int[] positions, int count) {
        for (int i = 0; i < count; i++) {
            positions[i] = entries.get(positions[i]) & 0xFFFF;
        }
    }

    /** The keepId the optimal player keeps from {@code rollId} with {@code rollsLeft} (1..2) rolls left. */
    public int keep(int stateIndex, int rollId, int rollsLeft) {
        return TurnPolicy.subKeep(rollId, keepIndex(entry(stateIndex, rollId), rollsLeft));
    }

    /** The {@link Category#id()} of the box the optimal player writes the final roll {@code rollId} in. */
    public int box(int stateIndex, int rollId) {
        return boxId(entry(stateIndex, rollId));
    }

    /** An entry of the three decisions; each must fit its field (checked by the builder's caller). */
    public static int encode(int keepIndex2, int keepIndex1, int boxId) {
        return keepIndex2 | keepIndex1 << KEEP_BITS | boxId << BOX_SHIFT;
    }

    /** The keep field of an entry for {@code rollsLeft} (2: bits 0..4, 1: bits 5..9). */
    public static int keepIndex(int entry, int rollsLeft) {
        return entry >>> ((2 - rollsLeft) * KEEP_BITS) & KEEP_MASK;
    }

    /** The box field of an entry. */
    public static int boxId(int entry) {
        return entry >>> BOX_SHIFT;
    }

    /**
     * Why an entry cannot be a decision of its state and roll, or null if it can: each keep
     * field below the roll's sub-keep count, the box open, bits 14..15 clear; zero for a
     * game-over state. For the readers' checks; does not say whether the decision is optimal.
     */
    public static String problem(int entry, int usedMask, int rollId) {
        if (usedMask == Category.ALL_USED) {
            return entry == 0 ? null : "a game-over state's entry is " + entry + ", expected 0";
        }
        int keeps = TurnPolicy.subKeepCount(rollId);
        if (keepIndex(entry, 2) >= keeps || keepIndex(entry, 1) >= keeps) {
            return "keep index " + keepIndex(entry, 2) + " or " + keepIndex(entry, 1) + " is not below the roll's "
                    + keeps + " keeps";
        }
        int box = boxId(entry);
        if (box >= Category.COUNT || (usedMask & 1 << box) != 0) {
            return "box " + box + " is not an open box (0.." + (Category.COUNT - 1) + ")";
        }
        return null;
    }
}
