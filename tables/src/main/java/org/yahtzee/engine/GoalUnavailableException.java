package org.yahtzee.engine;

/**
 * A goal cannot be answered for a card without work the caller ruled out
 * ({@link Engine#quickGoal}): the reach table would have to be solved first (about half a minute), or
 * the card lies beyond it and would need a solve of its own that takes seconds.
 */
public final class GoalUnavailableException extends RuntimeException {

    /** Why the goal was not answered. */
    public enum Reason {
        /** The rule set's reach table is not in the cache. */
        NOT_BUILT,
        /** The reach table does not cover this card for this target. */
        BEYOND_TABLE
    }

    /** Why the goal was not answered. */
    private final Reason reason;

    GoalUnavailableException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    /** Why the goal was not answered. */
    public Reason reason() {
        return reason;
    }
}
