package org.yahtzee.goal;

import java.util.Arrays;

/**
 * Where a game stands in a session of several games whose totals are summed (the rule sheets:
 * "the highest total score for all games (up to 6 games) wins"): the session totals of the
 * games before this one, and how many games are still to come after it. A single game is
 * {@link #single(int)}: nothing before, none after.
 *
 * @param ownBefore    the player's total over the session's earlier games
 * @param othersBefore each opponent's total over the earlier games, in the order the opponents are given
 * @param gamesAfter   games still to come after this one (0..{@link #MAX_GAMES} - 1)
 */
public record Session(int ownBefore, int[] othersBefore, int gamesAfter) {
    /** The most games a session has (the rule sheets' six). */
    public static final int MAX_GAMES = 6;

    public Session {
        if (ownBefore < 0 || gamesAfter < 0 || gamesAfter >= MAX_GAMES) {
            throw new IllegalArgumentException("a session has totals of 0 or more and 0.." + (MAX_GAMES - 1)
                    + " games after this one: was " + ownBefore + " and " + gamesAfter);
        }
        othersBefore = othersBefore.clone();
        for (int t : othersBefore) {
            if (t < 0) {
                throw new IllegalArgumentException("an opponent's session total is " + t + ", expected 0 or more");
            }
        }
    }

    /** A game on its own, against {@code opponents} others. */
    public static Session single(int opponents) {
        return new Session(0, new int[opponents], 0);
    }

    /** True for a game on its own: nothing before it, no game after it. */
    public boolean isSingle() {
        return ownBefore == 0 && gamesAfter == 0 && Arrays.stream(othersBefore).allMatch(t -> t == 0);
    }

    @Override
    public int[] othersBefore() {
        return othersBefore.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Session s && s.ownBefore == ownBefore && s.gamesAfter == gamesAfter
                && Arrays.equals(s.othersBefore, othersBefore);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * ownBefore + gamesAfter) + Arrays.hashCode(othersBefore);
    }

    @Override
    public String toString() {
        return "Session[ownBefore=" + ownBefore + ", othersBefore=" + Arrays.toString(othersBefore) + ", gamesAfter="
                + gamesAfter + "]";
    }
}
