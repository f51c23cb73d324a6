package org.yahtzee.cli.goal;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.cli.TableLoading;
import org.yahtzee.cli.report.ExactFigures;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.GoalGrader;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.goal.Session;
import org.yahtzee.goal.WinAnalyzer;
import org.yahtzee.goal.WinUtility;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.solver.StateValues;

/**
 * The turns of the win goal for {@code play} and {@code grade}: {@link WinAnalyzer}'s, with the
 * tables it needs loaded on first use and each exact solve shown on a progress line.
 */
public final class WinTurns {
    /*
     * Implementation notes. Every decision of a turn, the coach's tally and the grades ask for
     * the same few turns again: the turns are kept by card and opponents' cards (at most
     * MEMORY of them, about 40 KB each).
     */

    private static final int MEMORY = 64;

    private final WinAnalyzer analyzer;
    private SecondMoments moments;
    private GoalValues reach;
    private double[] wholeGame;
    private final Map<List<Object>, GoalTurn> turns = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<List<Object>, GoalTurn> eldest) {
            return size() > MEMORY;
        }
    };

    /** @param values the rule set's value table: the opponents' play, and their distributions */
    public WinTurns(Environment environment, PrintWriter err, StateValues values) {
        int threads = Runtime.getRuntime().availableProcessors();
        this.analyzer = new WinAnalyzer(values, () -> {
            if (moments == null) {
                moments = TableLoading.moments(environment, values, err);
            }
            return moments;
        }, () -> {
            if (reach == null) {
                reach = TableLoading.loadReach(environment, values.rules(), err);
            }
            return reach;
        }, () -> {
            if (wholeGame == null) {
                wholeGame = WinUtility.of(ExactFigures.distribution(values.rules(), threads, environment, err));
            }
            return wholeGame;
        }, threads, (open, solve) -> {
            try (ProgressLine line = new ProgressLine(err, "solving P(win) from this card (" + open + " boxes open)",
                    environment)) {
                return solve.apply(line);
            }
        });
    }

    /**
     * The win goal's turn of {@code own} (not full) against {@code opponents} (at least one):
     * P(win) of every choice, a tie half a win.
     */
    public GoalTurn turn(Scorecard own, List<Scorecard> opponents) {
        return turn(own, opponents, Session.single(opponents.size()));
    }

    /** As {@link #turn(Scorecard, List)} in a game of a session: P(the highest session total). */
    public GoalTurn turn(Scorecard own, List<Scorecard> opponents, Session session) {
        List<Object> key = new ArrayList<>(opponents.size() + 2);
        key.add(session);
        key.add(own);
        key.addAll(opponents);
        GoalTurn turn = turns.get(key);
        if (turn == null) {
            turn = analyzer.turn(own, opponents, session);
            turns.put(key, turn);
        }
        return turn;
    }

    /** What the complete card {@code own} came to against {@code opponents} as they stand ({@link WinAnalyzer#result}). */
    public GoalGrader.Result result(Scorecard own, List<Scorecard> opponents) {
        return analyzer.result(own, opponents);
    }

    /** As {@link #result(Scorecard, List)} in a game of a session: settled only after its last game. */
    public GoalGrader.Result result(Scorecard own, List<Scorecard> opponents, Session session) {
        return analyzer.result(own, opponents, session);
    }
}
