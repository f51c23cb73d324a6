package org.yahtzee.game;

import org.yahtzee.dice.KeepLattice;

/**
 * The rules of the dice within one turn, written once for everything that checks a turn (the
 * record checker, {@code play}, the grader): at most three rolls; before a reroll the player
 * keeps any of the dice showing, from none to all five (all five changes nothing: it is legal,
 * only wasteful); the next roll holds the kept dice and new dice for the others. Each violation
 * has one message (docs/rules.md), thrown as an {@link IllegalMoveException}; the boxes' rules
 * are {@link Scorecard#score}'s.
 */
public final class KeepRules {
    /** Rolls in a turn: the first and at most two rerolls. */
    public static final int MAX_ROLLS = 3;

    /** A turn with a keep after its third roll, whatever form the turn came in. */
    public static final String FOURTH_ROLL =
            "a fourth roll: a turn has at most three rolls, expected a box after the third";

    private KeepRules() {
    }

    /**
     * Keeping {@code keepId} of roll {@code rollNumber} (1..), showing {@code rollId}, to roll
     * the other dice again.
     *
     * @throws IllegalMoveException after the third roll, or if the kept dice are not all in the roll
     */
    public static void checkKeep(int rollNumber, int rollId, int keepId) {
        if (rollNumber >= MAX_ROLLS) {
            throw new IllegalMoveException(FOURTH_ROLL);
        }
        if (!isIn(rollId, keepId)) {
            throw new IllegalMoveException("kept dice " + KeepLattice.digits(keepId) + " are not all in roll "
                    + rollNumber + " " + KeepLattice.digits(KeepLattice.keepOfRoll(rollId)) + ": expected dice from that roll");
        }
    }

    /** Whether the dice {@code keepId} are all in the roll {@code rollId}: what a keep from it, and a reroll after it, need. */
    public static boolean isIn(int rollId, int keepId) {
        return KeepLattice.contains(KeepLattice.keepOfRoll(rollId), keepId);
    }

    /**
     * Roll {@code rollNumber} (2..3) showing {@code rollId} after {@code keepId} was kept.
     *
     * @throws IllegalMoveException if the roll does not hold the kept dice
     */
    public static void checkReroll(int rollNumber, int keepId, int rollId) {
        if (!isIn(rollId, keepId)) {
            throw new IllegalMoveException("roll " + rollNumber + " " + KeepLattice.digits(KeepLattice.keepOfRoll(rollId))
                    + " does not contain the kept dice " + KeepLattice.digits(keepId) + ": expected them and "
                    + (5 - KeepLattice.size(keepId)) + " new dice");
        }
    }
}
