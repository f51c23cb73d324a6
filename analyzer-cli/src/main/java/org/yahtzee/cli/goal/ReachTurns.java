package org.yahtzee.cli.goal;

import java.io.PrintWriter;
import java.util.function.DoubleConsumer;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.cli.TableLoading;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalGrader;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.goal.GoalValues;

/**
 * The turns of a reach goal, each analysed from the values that answer it: late in the game
 * (at most {@link #SOLVE_OPEN_MAX} boxes open) a solve from the card itself, else the rule
 * set's reach table (every target 0..500, solved on first use and cached), or, for a target the
 * table does not cover from this card, a solve from the card with a progress line.
 */
public final class ReachTurns implements GoalGrader.Turns {
    /*
     * Implementation notes. A solve from a card with 6 boxes open takes about 17 ms (GoalSolve
     * benchmark, benchmarks/RESULTS.md), less than mapping and checking the 169 MB table (60 ms),
     * and it spares a first user of a late position the table's half-minute solve and 2 GB of
     * heap. A solve's values are held in doubles rounded to floats; the table's are quantised to
     * 2^-21: the two agree to 1e-6 (GoalTableProof.ERROR_BOUND).
     */

    /** Cards with this many open boxes or fewer are solved from the card, not read from the table. */
    public static final int SOLVE_OPEN_MAX = 6;

    private final Environment environment;
    private final PrintWriter err;
    private final int target;
    private GoalValues table;
    private GoalValues solved;

    public ReachTurns(Environment environment, PrintWriter err, int target) {
        this.environment = environment;
        this.err = err;
        this.target = target;
    }

    /** The analysed turn of {@code card} (not full) for this target: P(final >= target) of every choice. */
    @Override
    public GoalTurn turn(Scorecard card) {
        if (!solvesFromCard(card)) {
            if (table == null) {
                table = TableLoading.loadReach(environment, card.rules(), err);
            }
            if (covers(table, card, target)) {
                return analyze(table, card, target);
            }
        }
        if (!covers(solved, card, target)) {
            String label = "solving P(final >= " + target + ") from this card (" + card.openCount() + " boxes open)";
            try (ProgressLine line = new ProgressLine(err, label, environment)) {
                solved = solveFrom(card, target, Runtime.getRuntime().availableProcessors(), line);
            }
        }
        return analyze(solved, card, target);
    }

    /** True if {@code card} is answered by a solve from itself rather than the reach table: few boxes open. */
    public static boolean solvesFromCard(Scorecard card) {
        return card.openCount() <= SOLVE_OPEN_MAX;
    }

    /** P(final >= {@code target}) solved from {@code card}, on {@code threads} threads. */
    public static GoalValues solveFrom(Scorecard card, int target, int threads, DoubleConsumer progress) {
        return GoalSolver.solveFrom(card.rules(), card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), card.total(),
                FinalUtility.reach(target), threads, progress);
    }

    /**
     * True if {@code values} (the reach table, or solved from an earlier card of the same game;
     * null: none) answer {@code card} for {@code target}: its state was reached from their root
     * and its need is in their range.
     */
    public static boolean covers(GoalValues values, Scorecard card, int target) {
        return values != null && values.lane(card.stateIndex()) != null
                && target - card.total() <= values.needLimit(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
    }

    /** The turn of {@code card} read from {@code values}, which {@link #covers} it, at its need for {@code target}. */
    public static GoalTurn analyze(GoalValues values, Scorecard card, int target) {
        return GoalTurn.analyze(values, card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), target - card.total());
    }
}
