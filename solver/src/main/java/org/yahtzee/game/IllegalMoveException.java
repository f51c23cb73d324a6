package org.yahtzee.game;

/** A move the rules do not allow: a filled box, a box the joker rule forbids, bad points. */
public final class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public IllegalMoveException(String message) {
        super(message);
    }
}
