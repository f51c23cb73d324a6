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
     * against 0.07-0.84 warm (RESULTS.md, win17): mostly C2 compiling the solver. The turn solved
     * here goes through the same path as a decision's (WinAnalyzer.turn: the opponent's exact
     * distribution looked up in the policy table, GoalSolver.solveAt on the analyzer's scratch,
     * GoalTurn.analyzeToKeep) from a card with 7 open boxes, against an opponent with 7 open: a
     * plausible card of turn 7, its states the same kinds as those of 9 open (every level of the
     * widget, both upper-bonus sides, a Yahtzee box open) at a fraction of the work (0.05-0.2
     * CPU-s warm; RESULTS.md, win18, for what it costs cold and what it takes off).
     */

    /** The own card's open boxes: the match's exact range, the smallest solve that compiles it all. */
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
