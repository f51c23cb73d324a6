package org.yahtzee.engine;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.grade.TurnPlay;

/**
 * One player's place in a game of several played round by round: every player's turns so far
 * in seating order, whose seat this is, and where the game stands in its session. The win goal
 * reads the other players' cards from it; a reach goal, which depends on one's own total only,
 * takes {@link #alone()}.
 *
 * @param players  each player's turns so far, in seating order (copied)
 * @param player   this seat, an index into {@code players}
 * @param standing the game's place in its session, one total per player
 */
public record Seat(List<List<TurnPlay>> players, int player, SessionStanding standing) {

    /**
     * Copies the turns and checks the seat.
     *
     * @throws IllegalArgumentException for no players, a seat outside them, or a standing of
     *                                  another number of players
     */
    public Seat {
        List<List<TurnPlay>> copy = new ArrayList<>(players.size());
        for (List<TurnPlay> turns : players) {
            copy.add(List.copyOf(turns));
        }
        players = List.copyOf(copy);
        if (player < 0 || player >= players.size()) {
            throw new IllegalArgumentException("player must be 0.." + (players.size() - 1) + ", was " + player);
        }
        if (standing.before().length != players.size()) {
            throw new IllegalArgumentException("the session standing has " + standing.before().length
                    + " players, the game " + players.size());
        }
    }

    /** The seat of {@code player} in a game on its own of these players. */
    public static Seat of(List<List<TurnPlay>> players, int player) {
        return new Seat(players, player, SessionStanding.single(players.size()));
    }

    /** A player alone, with no turns: for goals of one's own total (reach) and the expected score. */
    public static Seat alone() {
        return of(List.of(List.of()), 0);
    }

    /** The number of players. */
    public int playerCount() {
        return players.size();
    }
}
