package org.yahtzee.engine;

import java.util.List;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.Session;

/**
 * What decides a turn of the win goal, for a {@link WinTurnMemory}: the session as the player
 * sees it (their total before, the others', the games after), the player's card, and the other
 * players' cards as they stand when that turn starts, in seating order. With the engine's tables
 * nothing else does: equal keys, equal turns. Immutable.
 */
public final class WinTurnKey {
    final Session session;
    final Scorecard own;
    final List<Scorecard> opponents;

    private WinTurnKey(Session session, Scorecard own, List<Scorecard> opponents) {
        this.session = session;
        this.own = own;
        this.opponents = List.copyOf(opponents);
    }

    /**
     * The turn the seat's player starts on {@code card} (a box open): the others' cards replayed
     * round by round to that point of the seat's game, those seated before having played the round.
     */
    public static WinTurnKey of(Seat seat, Scorecard card) {
        return new WinTurnKey(Opponents.session(seat), card, Opponents.at(card.rules(), seat, card.filledCount()));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WinTurnKey k && k.session.equals(session) && k.own.equals(own) && k.opponents.equals(opponents);
    }

    @Override
    public int hashCode() {
        return (31 * session.hashCode() + own.hashCode()) * 31 + opponents.hashCode();
    }

    @Override
    public String toString() {
        return "WinTurnKey[" + session + ", own " + own + ", opponents " + opponents + "]";
    }
}
