package org.yahtzee.engine;

import java.util.function.Supplier;

/**
 * Turns of the win goal shared by the plays of one engine ({@link Engine#quickGoal(Goal, WinTurnMemory)}),
 * so that plays on several threads (a server's requests) solve a turn once: a play asks here for
 * each turn, and keeps none of them itself. Implementations must be safe for concurrent use
 * ({@link SharedWinTurns} is one).
 */
public interface WinTurnMemory {

    /**
     * What {@code solve} returns for the turn {@code key}: the result kept for an equal key, or
     * else {@code solve}'s (run on the calling thread; it may throw, e.g. {@link GoalUnavailableException}),
     * which the memory may keep. The key and the engine's tables decide the turn: share a memory
     * among the plays of one engine only, or of engines over equal tables. Every result of a key
     * is of one type, and immutable: any thread may read it.
     */
    <T> T turn(WinTurnKey key, Supplier<T> solve);
}
