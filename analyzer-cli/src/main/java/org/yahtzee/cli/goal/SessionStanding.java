package org.yahtzee.cli.goal;

import java.util.Arrays;

/**
 * Where a recorded game stands in its session, seat by seat: each player's total over the
 * session's earlier games and how many games follow. {@link #single} for a game on its own.
 *
 * @param before     by seat in this game: the player's total over the earlier games of the session
 * @param game       this game's number in the session, 1..{@code games}
 * @param games      the games of the session (1: a game on its own)
 */
public record SessionStanding(int[] before, int game, int games) {

    public SessionStanding {
        before = before.clone();
    }

    /** A game on its own, of {@code players} players. */
    public static SessionStanding single(int players) {
        return new SessionStanding(new int[players], 1, 1);
    }

    /** True if the game is one of a session of several. */
    public boolean inSession() {
        return games > 1;
    }

    @Override
    public int[] before() {
        return before.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SessionStanding s && Arrays.equals(s.before, before) && s.game == game && s.games == games;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(before) * 31 + game * 7 + games;
    }
}
