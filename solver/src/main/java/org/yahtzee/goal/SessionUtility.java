package org.yahtzee.goal;

import java.util.ArrayList;
import java.util.List;

/**
 * The utility of this game's total in a session: U(t) = P(the player's session total beats
 * every opponent's | the player ends this game on t), a tie for first half a win, where each
 * session total is the total so far, plus this game's final total, plus the games still to
 * come, each an independent whole game from the empty card with the distribution given (every
 * player, the player too, modelled as playing on for the highest average in later games).
 * For a single game it is {@link WinUtility#byFinalTotal}.
 */
public final class SessionUtility {
    /*
     * Implementation notes. With G = the whole-game distribution convolved with itself once per
     * game still to come (G^0 = a point at 0), opponent q's session total is
     * othersBefore[q] + (this game's final total of q) + G, and W(s) = WinUtility.byFinalTotal of
     * those over session totals s. The player's own later games add G to t: U(t) = sum over f of
     * G(f) W(ownBefore + t + f). Convolutions are direct (about 1,600 x 8,000 products each
     * with five games to come: a few ms); G's tails below 1e-13 of mass are cut, which moves U
     * by less than that. U is cut to 0 and 1 within WinUtility.CUT as WinUtility's is, and
     * ends where it reaches 1.
     */

    /** Mass cut from each end of G: far below WinUtility.CUT. */
    private static final double TAIL = 1e-13;

    private SessionUtility() {
    }

    /**
     * U(t) for t = 0..the total from which U is 1 (within {@link WinUtility#CUT}).
     *
     * @param session     where this game stands in the session
     * @param othersFinal each opponent's final total of this game, {@code [i][t]} = P(opponent i ends on t)
     * @param wholeGame   {@code [t]} = P(a whole game from the empty card ends on t), for the games to come
     * @throws IllegalArgumentException for no opponents, a count that differs from the session's,
     *         or a distribution that is not one
     */
    public static double[] byGameTotal(Session session, List<double[]> othersFinal, double[] wholeGame) {
        if (othersFinal.size() != session.othersBefore().length) {
            throw new IllegalArgumentException(othersFinal.size() + " opponents' distributions for a session of "
                    + session.othersBefore().length + " opponents");
        }
        if (session.isSingle()) {
            return WinUtility.byFinalTotal(othersFinal);
        }
        double[] later = later(wholeGame, session.gamesAfter());
        List<double[]> sessionTotals = new ArrayList<>(othersFinal.size());
        int[] before = session.othersBefore();
        for (int q = 0; q < othersFinal.size(); q++) {
            sessionTotals.add(shift(convolve(othersFinal.get(q), later), before[q]));
        }
        double[] w = WinUtility.byFinalTotal(sessionTotals); // by session total, 1 from its end on
        int ownBefore = session.ownBefore();
        int lowest = lowest(later);
        // From t = w.length - 1 - ownBefore - lowest on, every own session total is past W's end.
        int last = Math.max(0, w.length - 1 - ownBefore - lowest);
        double[] u = new double[last + 1];
        for (int t = 0; t <= last; t++) {
            double sum = 0;
            for (int f = lowest; f < later.length; f++) {
                if (later[f] != 0) {
                    sum += later[f] * w[Math.min(ownBefore + t + f, w.length - 1)];
                }
            }
            u[t] = sum < WinUtility.CUT ? 0 : sum > 1 - WinUtility.CUT ? 1 : sum;
        }
        for (int t = 1; t <= last; t++) { // rounding must not make a higher total worth less
            u[t] = Math.max(u[t], u[t - 1]);
        }
        int end = last;
        while (end > 0 && u[end - 1] == 1) {
            end--;
        }
        u[end] = 1;
        return java.util.Arrays.copyOf(u, end + 1);
    }

    /** The utility of {@link #byGameTotal}, for the goal solver. */
    public static FinalUtility of(Session session, List<double[]> othersFinal, double[] wholeGame) {
        return FinalUtility.of(byGameTotal(session, othersFinal, wholeGame));
    }

    /** The total of {@code games} whole games: the distribution convolved that many times, tails cut. */
    static double[] later(double[] wholeGame, int games) {
        double[] g = {1};
        for (int i = 0; i < games; i++) {
            g = cutTails(convolve(g, wholeGame));
        }
        return g;
    }

    static double[] convolve(double[] a, double[] b) {
        int la = lowest(a);
        int lb = lowest(b);
        double[] c = new double[a.length + b.length - 1];
        for (int i = la; i < a.length; i++) {
            if (a[i] == 0) {
                continue;
            }
            for (int j = lb; j < b.length; j++) {
                c[i + j] += a[i] * b[j];
            }
        }
        return c;
    }

    private static double[] shift(double[] p, int by) {
        double[] out = new double[p.length + by];
        System.arraycopy(p, 0, out, by, p.length);
        return out;
    }

    private static int lowest(double[] p) {
        int i = 0;
        while (i < p.length - 1 && p[i] == 0) {
            i++;
        }
        return i;
    }

    /** Zeroes the masses below TAIL at each end, and drops the zero end. */
    private static double[] cutTails(double[] p) {
        double low = 0;
        int from = 0;
        while (from < p.length - 1 && low + p[from] < TAIL) {
            low += p[from];
            p[from++] = 0;
        }
        double high = 0;
        int to = p.length - 1;
        while (to > from && high + p[to] < TAIL) {
            high += p[to--];
        }
        return java.util.Arrays.copyOf(p, to + 1);
    }
}
