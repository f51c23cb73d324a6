package org.yahtzee.risk;

import java.util.function.DoubleConsumer;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.ParallelLoop;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

/**
 * Computes E[R^2] for every reachable turn-start state under the advisor's policy, from a value
 * table. Deterministic: the moments do not depend on the thread count.
 */
public final class MomentSolver {
    /*
     * Implementation notes. E[R^2|s] = sum over the turn's outcomes (p, gained g, next s') of
     * p (g^2 + 2 g E[R|s'] + E[R^2|s']), so a state needs only the states with one more box
     * filled: levels from 12 filled boxes down to 0 (StateIndex.masksByFilledCount), the masks of
     * a level in parallel, each state written by the one worker that owns its mask. Per state: a
     * turn analysis (TurnAnalyzer, a few microseconds) for the policy's choices, then TurnRisk
     * carries the moments back through the turn. E[R|s'] is the value table's: with the
     * solver's doubles the policy's own mean agrees with it to 1e-9 (MomentSolverTest), so the
     * SD is that of the policy the advisor plays from the same table. The result is a
     * double per state (4.3 MB): E[R^2] reaches 1575^2 at most and the SD is a difference of two
     * such numbers, which float32 would leave with about 0.01 of noise early in the game.
     */

    private MomentSolver() {
    }

    /**
     * Computes on {@code threads} threads, reporting the fraction of masks done (0..1) after
     * each level to {@code progress}, from the calling thread.
     */
    public static SecondMoments solve(StateValues values, int threads, DoubleConsumer progress) {
        double[] second = new double[StateIndex.STATES]; // game-over states stay 0
        SolvedMoments moments = new SolvedMoments(values.rules(), second);
        TurnAnalyzer analyzer = new TurnAnalyzer(values);
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-moments")) { // checks threads >= 1
            TurnRisk[] risks = new TurnRisk[threads];
            TurnValues[] turns = new TurnValues[threads];
            for (int w = 0; w < threads; w++) {
                risks[w] = new TurnRisk(values, moments);
            }
            int[][] levels = StateIndex.masksByFilledCount();
            int done = 0;
            for (int level = Category.COUNT - 1; level >= 0; level--) {
                int[] masks = levels[level];
                loop.run(masks.length, (w, m) -> turns[w] = solveMask(masks[m], analyzer, turns[w], risks[w], second));
                done += masks.length;
                progress.accept(done / (double) Category.ALL_USED);
            }
        }
        return moments;
    }

    /** The second moments of the mask's states, in StateIndex order; returns the reusable analysis. */
    private static TurnValues solveMask(int mask, TurnAnalyzer analyzer, TurnValues turn, TurnRisk risk, double[] second) {
        long totals = StateIndex.reachableUpperTotals(mask);
        int state = StateIndex.offset(mask);
        for (int f = 0; f < StateIndex.yahtzeeFlags(mask); f++) {
            for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
                if ((totals & (1L << u)) != 0) {
                    turn = analyzer.analyze(mask, u, f == 1, turn);
                    second[state++] = risk.analyze(turn).startSecondMoment();
                }
            }
        }
        return turn;
    }
}
