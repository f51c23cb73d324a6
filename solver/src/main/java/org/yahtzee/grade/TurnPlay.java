package org.yahtzee.grade;

import java.util.Arrays;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.IllegalMoveException;
import org.yahtzee.game.KeepRules;
import org.yahtzee.rules.Category;

/**
 * What a player did in one turn: the rolls in order, the dice kept before each reroll and the
 * box scored. Checked only for shape here; {@link GameGrader} checks it against the card.
 *
 * @param rollIds the five dice of each roll (0..251), one to three of them
 * @param keepIds the dice kept before each reroll ({@code keepIds[i]} before roll {@code i + 2}),
 *                one fewer than the rolls; the arrays are the caller's, not copied
 * @param box     the box the last roll is written in
 */
public record TurnPlay(int[] rollIds, int[] keepIds, Category box) {

    /**
     * Checks the shape: 1 to 3 rolls, one keep fewer, every id in range, a box.
     *
     * @throws IllegalArgumentException naming what is out of shape
     */
    public TurnPlay {
        if (rollIds.length < 1 || rollIds.length > 3) {
            throw new IllegalArgumentException("a turn has 1 to 3 rolls, not " + rollIds.length);
        }
        if (keepIds.length != rollIds.length - 1) {
            throw new IllegalArgumentException("a turn of " + rollIds.length + " rolls keeps dice "
                    + (rollIds.length - 1) + " times, not " + keepIds.length);
        }
        for (int r : rollIds) {
            if (r < 0 || r >= KeepLattice.ROLLS) {
                throw new IllegalArgumentException("rollId must be 0.." + (KeepLattice.ROLLS - 1) + ", was " + r);
            }
        }
        for (int k : keepIds) {
            if (k < 0 || k >= KeepLattice.KEEPS) {
                throw new IllegalArgumentException("keepId must be 0.." + (KeepLattice.KEEPS - 1) + ", was " + k);
            }
        }
        if (box == null) {
            throw new IllegalArgumentException("box must not be null");
        }
    }

    /**
     * Checks the moves around roll {@code i} (0-based) of turn {@code turnNumber}: the dice kept
     * before it are in it, and the dice kept after it are in it too.
     *
     * @throws IllegalMoveException {@code turn N: } and {@link KeepRules}' message
     */
    public void checkRoll(int turnNumber, int i) {
        try {
            if (i > 0) {
                KeepRules.checkReroll(i + 1, keepIds[i - 1], rollIds[i]);
            }
            if (i < rollIds.length - 1) {
                KeepRules.checkKeep(i + 1, rollIds[i], keepIds[i]);
            }
        } catch (IllegalMoveException e) {
            throw new IllegalMoveException("turn " + turnNumber + ": " + e.getMessage());
        }
    }

    /** Whether {@link #checkRoll} passes for every roll: each keep in the roll before it and in the roll after it. */
    public boolean rollsRight() {
        for (int i = 0; i < keepIds.length; i++) {
            if (!KeepRules.isIn(rollIds[i], keepIds[i]) || !KeepRules.isIn(rollIds[i + 1], keepIds[i])) {
                return false;
            }
        }
        return true;
    }

    /** The dice scored: the last roll. */
    public int finalRollId() {
        return rollIds[rollIds.length - 1];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TurnPlay t && Arrays.equals(rollIds, t.rollIds)
                && Arrays.equals(keepIds, t.keepIds) && box == t.box;
    }

    @Override
    public int hashCode() {
        return (Arrays.hashCode(rollIds) * 31 + Arrays.hashCode(keepIds)) * 31 + box.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < rollIds.length; i++) {
            if (i > 0) {
                String kept = KeepLattice.digits(keepIds[i - 1]);
                sb.append(" keep ").append(kept.isEmpty() ? "none" : kept).append(" -> ");
            }
            sb.append(KeepLattice.digits(KeepLattice.keepOfRoll(rollIds[i])));
        }
        return sb.append(" score ").append(box).toString();
    }
}
