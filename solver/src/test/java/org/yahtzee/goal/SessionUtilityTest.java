package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The utility of a game's total in a session against a naive enumeration of every outcome of
 * the games still to come, and the goal solver's last one and two turns under it against
 * NaiveGoal's enumeration of the dice.
 */
final class SessionUtilityTest {
    /** A small "whole game": three totals. */
    private static final double[] GAME = dist(new int[] {100, 115, 130}, new double[] {0.25, 0.45, 0.30});

    private static double[] dist(int[] totals, double[] p) {
        double[] d = new double[totals[totals.length - 1] + 1];
        for (int i = 0; i < totals.length; i++) {
            d[totals[i]] += p[i];
        }
        return d;
    }

    /**
     * P(own session total beats every opponent's, a tie for first half) by enumerating every
     * total of every game still to come and of each opponent's current game.
     */
    private static double naive(int ownSession, int[] othersBefore, List<double[]> othersFinal, int gamesAfter) {
        return naiveOwn(ownSession, othersBefore, othersFinal, gamesAfter, gamesAfter, 1.0);
    }

    private static double naiveOwn(int own, int[] before, List<double[]> finals, int ownGamesLeft, int gamesAfter,
            double mass) {
        if (ownGamesLeft == 0) {
            return mass * naiveOthers(own, before.clone(), finals, 0, gamesAfter, -1);
        }
        double sum = 0;
        for (int t = 0; t < GAME.length; t++) {
            if (GAME[t] > 0) {
                sum += naiveOwn(own + t, before, finals, ownGamesLeft - 1, gamesAfter, mass * GAME[t]);
            }
        }
        return sum;
    }

    /** Opponent q's this-game total (stage -1) then each later game (stages 0..gamesAfter-1), then the next opponent. */
    private static double naiveOthers(int own, int[] totals, List<double[]> finals, int q, int gamesAfter, int stage) {
        if (q == totals.length) {
            int best = Integer.MIN_VALUE;
            for (int t : totals) {
                best = Math.max(best, t);
            }
            return own > best ? 1 : own == best ? 0.5 : 0;
        }
        double[] d = stage < 0 ? finals.get(q) : GAME;
        double sum = 0;
        for (int t = 0; t < d.length; t++) {
            if (d[t] > 0) {
                int[] next = totals.clone();
                next[q] += t;
                boolean lastStage = stage + 1 == gamesAfter;
                sum += d[t] * (lastStage ? naiveOthers(own, next, finals, q + 1, gamesAfter, -1)
                        : naiveOthers(own, next, finals, q, gamesAfter, stage + 1));
            }
        }
        return sum;
    }

    @Test
    void everyTotal_asTheEnumerationOfEveryGameToCome() {
        List<double[]> finals = List.of(dist(new int[] {90, 120}, new double[] {0.4, 0.6}),
                dist(new int[] {105, 110, 140}, new double[] {0.2, 0.5, 0.3}));
        for (int gamesAfter = 0; gamesAfter <= 2; gamesAfter++) {
            for (int[] before : new int[][] {{0, 0}, {30, 10}, {5, 60}}) {
                int ownBefore = 20;
                Session session = new Session(ownBefore, before, gamesAfter);
                double[] u = SessionUtility.byGameTotal(session, finals, GAME);
                for (int t = 0; t < u.length + 40; t++) {
                    double expected = naive(ownBefore + t, before, finals, gamesAfter);
                    assertEquals(expected, u[Math.min(t, u.length - 1)], 1e-12, "t " + t + ", " + session);
                }
            }
        }
    }

    @Test
    void singleGame_isWinUtility() {
        List<double[]> finals = List.of(WinUtility.normal(250, 40), WinUtility.finished(231));
        assertArrayEquals(WinUtility.byFinalTotal(finals), SessionUtility.byGameTotal(Session.single(2), finals, GAME));
    }

    @Test
    void badSessions_refused() {
        assertThrows(IllegalArgumentException.class, () -> new Session(0, new int[1], Session.MAX_GAMES));
        assertThrows(IllegalArgumentException.class, () -> new Session(-1, new int[1], 0));
        assertThrows(IllegalArgumentException.class, () -> new Session(0, new int[] {-5}, 0));
        assertThrows(IllegalArgumentException.class,
                () -> SessionUtility.byGameTotal(new Session(0, new int[2], 1), List.of(GAME), GAME));
    }

    /**
     * Game 1 of 2, the last one or two turns of this game: the goal solver under the session's
     * utility against NaiveGoal's enumeration of every roll, keep and box under the same utility
     * (itself the naive enumeration of the game to come).
     */
    @Test
    void lastTurns_solverUnderTheSessionUtility_asNaive() {
        List<double[]> finals = List.of(dist(new int[] {200, 215, 250}, new double[] {0.3, 0.4, 0.3}));
        Session session = new Session(240, new int[] {260}, 1);
        for (int mask : new int[] {Category.ALL_USED & ~Category.CHANCE.bit(),
                Category.ALL_USED & ~Category.CHANCE.bit() & ~Category.FULL_HOUSE.bit()}) {
            int points = 170;
            double[] naiveU = new double[700];
            for (int t = 0; t < naiveU.length; t++) {
                naiveU[t] = naive(session.ownBefore() + t, session.othersBefore(), finals, 1);
            }
            FinalUtility u = SessionUtility.of(session, finals, GAME);
            GoalValues v = GoalSolver.solveFrom(Rules.OFFICIAL, mask, 40, false, points, u, 1, f -> { });
            double expected = new NaiveGoal(Rules.OFFICIAL, naiveU).value(mask, 40, false, points);
            assertEquals(expected, v.value(mask, 40, false, u.span() - points), 2e-6, "open " + Integer.bitCount(~mask & Category.ALL_USED));
        }
    }
}
