package org.yahtzee.cli.goal;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.cli.TableLoading;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.goal.WinUtility;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.StateValues;

/**
 * The turns of the win goal: a player's chance of beating the others, each of whom plays on for
 * the highest average from their own card. Exact late in the game; early, a documented stand-in
 * (docs/goals.md):
 * <ul>
 *   <li>an opponent who has finished is their total; one with at most
 *       {@link #OPPONENT_EXACT_OPEN_MAX} boxes open, the exact distribution of their final
 *       total from their card; one with more, a normal distribution with the mean and SD of the
 *       value and moment tables (the exact one takes up to 9 s);</li>
 *   <li>the player's own card with at most {@link #EXACT_OPEN_MAX} boxes open is solved exactly
 *       for the utility of beating those distributions ({@link WinUtility}); with more, each
 *       choice is valued by the reach table's one-turn look-ahead ({@link GoalTurn#mixture}).</li>
 * </ul>
 */
public final class WinTurns {
    /*
     * Implementation notes. Every decision of a turn, the coach's tally and the grades ask for
     * the same few turns again: the turns are kept by card and opponents' cards (at most
     * MEMORY of them, about 40 KB each). A solve from the card answers every later card of the
     * same game while the opponents' cards stay as they were (a player's own turn).
     */

    /**
     * Own cards with this many open boxes or fewer are solved exactly (0.05-0.2 s; with 8 open
     * 0.2-1.5 s by the upper totals the card can still have, which made grading a two-player
     * game 33 s instead of 13 s).
     */
    public static final int EXACT_OPEN_MAX = 7;
    /** Opponents with this many open boxes or fewer get their exact distribution (half a second at most). */
    public static final int OPPONENT_EXACT_OPEN_MAX = 9;
    private static final int MEMORY = 64;

    private final Environment environment;
    private final PrintWriter err;
    private final StateValues values;
    private SecondMoments moments;
    private GoalValues reach;
    private List<Scorecard> solvedAgainst;
    private GoalValues solved;
    private final Map<List<Scorecard>, GoalTurn> turns = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<List<Scorecard>, GoalTurn> eldest) {
            return size() > MEMORY;
        }
    };

    /** @param values the rule set's value table: the opponents' play, and their distributions */
    public WinTurns(Environment environment, PrintWriter err, StateValues values) {
        this.environment = environment;
        this.err = err;
        this.values = values;
    }

    /** True if {@link #turn} values {@code own} exactly, not by the early-game stand-in. */
    public static boolean isExact(Scorecard own) {
        return own.openCount() <= EXACT_OPEN_MAX;
    }

    /**
     * The win goal's turn of {@code own} (not full) against {@code opponents} (at least one):
     * P(win) of every choice, a tie half a win.
     */
    public GoalTurn turn(Scorecard own, List<Scorecard> opponents) {
        if (opponents.isEmpty()) {
            throw new IllegalArgumentException("beating others needs at least one opponent");
        }
        List<Scorecard> key = new ArrayList<>(opponents.size() + 1);
        key.add(own);
        key.addAll(opponents);
        GoalTurn turn = turns.get(key);
        if (turn == null) {
            turn = analyze(own, opponents);
            turns.put(key, turn);
        }
        return turn;
    }

    private GoalTurn analyze(Scorecard own, List<Scorecard> opponents) {
        FinalUtility utility = utility(opponents);
        int mask = own.usedMask();
        int upper = own.cappedUpper();
        boolean y50 = own.yahtzeeHolds50();
        if (!isExact(own)) {
            if (reach == null) {
                reach = TableLoading.loadReach(environment, own.rules(), err);
            }
            return GoalTurn.mixture(reach, mask, upper, y50, own.total(), utility);
        }
        int need = utility.span() - own.total();
        if (!opponents.equals(solvedAgainst) || solved.lane(own.stateIndex()) == null || need > solved.needLimit(mask, upper, y50)) {
            String label = "solving P(win) from this card (" + own.openCount() + " boxes open)";
            try (ProgressLine line = new ProgressLine(err, label, environment)) {
                solved = GoalSolver.solveFrom(own.rules(), mask, upper, y50, own.total(), utility,
                        Runtime.getRuntime().availableProcessors(), line);
            }
            solvedAgainst = List.copyOf(opponents);
        }
        return GoalTurn.analyze(solved, mask, upper, y50, need);
    }

    /** The utility of beating the opponents as they stand. */
    private FinalUtility utility(List<Scorecard> opponents) {
        List<double[]> finals = new ArrayList<>(opponents.size());
        for (Scorecard o : opponents) {
            finals.add(finalTotal(o));
        }
        return WinUtility.beating(finals);
    }

    /** An opponent's final total, playing on for the highest average from their card. */
    private double[] finalTotal(Scorecard opponent) {
        if (opponent.isComplete()) {
            return WinUtility.finished(opponent.total());
        }
        if (opponent.openCount() <= OPPONENT_EXACT_OPEN_MAX) {
            return WinUtility.of(ExactDistribution.compute(values, opponent.usedMask(), opponent.cappedUpper(),
                    opponent.yahtzeeHolds50(), opponent.total(), Runtime.getRuntime().availableProcessors(), f -> { }));
        }
        if (moments == null) {
            moments = TableLoading.moments(environment, values, err);
        }
        int state = opponent.stateIndex();
        double rest = values.value(state);
        return WinUtility.normal(opponent.total() + rest, SecondMoments.standardDeviation(rest, moments.secondMoment(state)));
    }
}
