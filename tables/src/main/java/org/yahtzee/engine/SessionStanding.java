package org.yahtzee.engine;

import java.util.Arrays;

/**
 * Where a game stands in its session, seat by seat: each player's total over the session's
 * earlier games and how many games there are (the rule sheets: "the highest total score for all
 * games (up to 6 games) wins"). {@link #single} for a game on its own.
 *
 * @param before by seat in this game: the player's total over the earlier games of the session
 * @param game   this game's number in the session, 1..{@code games}
 * @param games  the games of the session, 1..{@link Yahtzee#SESSION_MAX_GAMES} (1: a game on its own)
 */
public record SessionStanding(int[] before, int game, int games) {

    /**
     * Checks the numbers and copies {@code before}.
     *
     * @throws IllegalArgumentException for a total under 0, or a game outside 1..games, or games
     *                                  outside 1..{@link Yahtzee#SESSION_MAX_GAMES}
     */
    public SessionStanding {
        before = before.clone();
        if (games < 1 || games > Yahtzee.SESSION_MAX_GAMES || game < 1 || game > games) {
            throw new IllegalArgumentException("a session has 1.." + Yahtzee.SESSION_MAX_GAMES
                    + " games and this game is one of them: was game " + game + " of " + games);
        }
        for (int total : before) {
            if (total < 0) {
                throw new IllegalArgumentException("a session total is " + total + ", expected 0 or more");
            }
        }
    }

    /** A game on its own, of {@code players} players. */
    public static SessionStanding single(int players) {
        return new SessionStanding(new int[players], 1, 1);
    }

    /** True if the game is one of a session of several. */
    public boolean inSession() {
        return games > 1;
    }

    /** Each seat's total over the earlier games: a copy. */
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

    @Override
    public String toString() {
        return "SessionStanding[before=" + Arrays.toString(before) + ", game=" + game + ", games=" + games + "]";
    }
}
