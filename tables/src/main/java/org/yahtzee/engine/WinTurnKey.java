package org.yahtzee.engine;

import java.util.List;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.Session;
import org.yahtzee.goal.WinAnalyzer;

/**
 * What decides a turn of the win goal, for a {@link WinTurnMemory}: the session as the player
 * sees it (their total before, the others', the games after), the player's card, the other
 * players' cards as they stand when that turn starts, in seating order, and whether the asker's
 * exact range holds the card (one decision's is wider than a graded card's: the exact turn and
 * the look-ahead's differ). With the engine's tables nothing else does: equal keys, equal turns.
 * Immutable.
 */
public final class WinTurnKey {
    final Session session;
    final Scorecard own;
    final List<Scorecard> opponents;
    /** Whether the own card is solved exactly ({@link WinAnalyzer#isExact}), not by the look-ahead. */
    final boolean exact;

    private WinTurnKey(Session session, Scorecard own, List<Scorecard> opponents, boolean exact) {
        this.session = session;
        this.own = own;
        this.opponents = List.copyOf(opponents);
        this.exact = exact;
    }

    /**
     * The turn the seat's player starts on {@code card} (a box open): the others' cards replayed
     * round by round to that point of the seat's game, those seated before having played the round;
     * as one decision asks for it (exact from {@link Yahtzee#WIN_EXACT_OPEN_MAX} open boxes).
     */
    public static WinTurnKey of(Seat seat, Scorecard card) {
        return of(seat, card, Yahtzee.WIN_EXACT_OPEN_MAX);
    }

    /** As {@link #of(Seat, Scorecard)}, asked with the exact range {@code exactOpenMax}. */
    static WinTurnKey of(Seat seat, Scorecard card, int exactOpenMax) {
        return new WinTurnKey(Opponents.session(seat), card, Opponents.at(card.rules(), seat, card.filledCount()),
                WinAnalyzer.isExact(card, exactOpenMax));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WinTurnKey k && k.session.equals(session) && k.own.equals(own)
                && k.opponents.equals(opponents) && k.exact == exact;
    }

    @Override
    public int hashCode() {
        return ((31 * session.hashCode() + own.hashCode()) * 31 + opponents.hashCode()) * 2 + (exact ? 1 : 0);
    }

    @Override
    public String toString() {
        return "WinTurnKey[" + session + ", own " + own + ", opponents " + opponents
                + (exact ? ", exact" : ", look-ahead") + "]";
    }
}
