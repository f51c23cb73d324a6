package org.yahtzee.engine;

import java.util.List;
import java.util.function.Supplier;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.goal.Session;

/**
 * Turns of the win goal shared by the plays of one engine ({@link Engine#quickGoal(Goal, WinTurnMemory)}),
 * so that plays on several threads (a server's requests) solve a turn once: a play asks here for
 * each turn, and keeps none of them itself. Implementations must be safe for concurrent use.
 */
public interface WinTurnMemory {

    /**
     * The turn of the card {@code own} against the other players' cards {@code opponents} (in
     * seating order) in the game of {@code session}: one kept for equal arguments, or else what
     * {@code solve} returns (on the calling thread; it may throw, e.g. {@link GoalUnavailableException}).
     * The arguments and the engine's tables decide the turn, the card's rules included: share a
     * memory among the plays of one engine only. A turn is immutable: any thread may read it.
     */
    GoalTurn turn(Session session, Scorecard own, List<Scorecard> opponents, Supplier<GoalTurn> solve);
}
