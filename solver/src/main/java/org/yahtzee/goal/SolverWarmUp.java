package org.yahtzee.goal;

import java.util.List;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;

/**
 * A small exact turn of the win goal, solved and thrown away so that the JIT compiles the code a
 * process's first exact decision runs: for a front end to run on a background thread while a
 * game's first turns (the look-ahead's) are answered. It shares no state with any analyzer (its
 * own {@link WinAnalyzer}, solve and scratch), so it changes no answer.
 */
public final class SolverWarmUp {
    /*
     * Implementation notes. A process's first decision from 9 open boxes took 1.3-2.2 CPU-s cold
     * against 0.37-0.39 warm (medians; RESULTS.md, win17): mostly C2 compiling the solver. The
     * turn solved here goes through a decision's path (WinAnalyzer.turn: the opponent's exact
     * distribution looked up in the policy table, GoalSolver.solveAt on the analyzer's scratch,
     * GoalTurn.analyzeToKeep) from a plausible card of turn 7 with 7 open boxes (both sides of the
     * upper bonus still reachable, the Yahtzee box open) against an opponent with 7 open: about
     * 0.3 CPU-s cold, after which a game's first decision from 9 open took 0.60-0.77 CPU-s instead
     * of 0.80-1.06 (RESULTS.md, win18). What it leaves is C2 compiling the widget's hottest
     * methods, which a 7-open solve calls too few times: a warm-up from 8 open, or three from 7,
     * took 0.05-0.1 CPU-s more off the decision for two to three times the warm-up's CPU.
     */

    /** The own card's open boxes: the match's exact range (the implementation notes). */
    static final int OPEN = WinAnalyzer.EXACT_OPEN_MAX;

    private SolverWarmUp() {
    }

    /**
     * Solves the warm-up's turn on the calling thread (one thread) and drops it.
     *
     * @param values    the rule set's value table: the opponent's play
     * @param decisions the opponent's decisions, as the analyzers of the front end look them up
     *                  (null: analysed), so that the same code is compiled
     */
    public static void run(StateValues values, PolicyTable decisions) {
        Rules rules = values.rules();
        WinAnalyzer analyzer = new WinAnalyzer(values, () -> decisions, SolverWarmUp::neverAsked,
                SolverWarmUp::neverAsked, SolverWarmUp::neverAsked, 1, WinAnalyzer.SolveWatch.QUIET);
        analyzer.turn(ownCard(rules), List.of(opponentCard(rules)));
    }

    /** A card of turn 7: 6 boxes filled, 7 open ({@link #OPEN}), Yahtzee's among them. */
    static Scorecard ownCard(Rules rules) {
        return Scorecard.empty(rules).withBox(Category.ONES, 3).withBox(Category.TWOS, 6)
                .withBox(Category.THREES, 9).withBox(Category.FOURS, 12).withBox(Category.FULL_HOUSE, 25)
                .withBox(Category.SMALL_STRAIGHT, 30);
    }

    /** The opponent's card of turn 7, 7 open: within the exact distribution's range. */
    static Scorecard opponentCard(Rules rules) {
        return Scorecard.empty(rules).withBox(Category.TWOS, 4).withBox(Category.FIVES, 15)
                .withBox(Category.SIXES, 18).withBox(Category.THREE_OF_A_KIND, 21).withBox(Category.CHANCE, 22)
                .withBox(Category.LARGE_STRAIGHT, 40);
    }

    /** A table the warm-up's cards never need (neither is outside its exact range). */
    private static <T> T neverAsked() {
        throw new IllegalStateException("the warm-up's cards are within the exact ranges: no other table is asked for");
    }
}
