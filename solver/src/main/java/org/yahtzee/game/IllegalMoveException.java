package org.yahtzee.game;

/** A move the rules do not allow: a filled box, a box the joker rule forbids, bad points. */
public final class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** A move refused, {@code message} naming the move and why. */
    public IllegalMoveException(String message) {
        super(message);
    }
}
