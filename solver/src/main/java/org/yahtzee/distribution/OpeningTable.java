package org.yahtzee.distribution;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * The first roll of a new game, all 252 of them: the best keep and the runner-up, each with the
 * expected final total it leads to, ranked as the {@link Advisor} ranks them.
 */
public final class OpeningTable {

    /**
     * One first roll.
     *
     * @param rollId        the five dice (0..251)
     * @param probability   probability of throwing them on the first roll of a turn
     * @param bestKeep      keepId of the best keep (all five: stand on the roll, for now)
     * @param bestTotal     expected final total after it, optimal play from then on
     * @param runnerUpKeep  keepId of the second-best distinct keep
     * @param runnerUpTotal expected final total after the runner-up
     */
    public record Row(int rollId, double probability, int bestKeep, double bestTotal,
                      int runnerUpKeep, double runnerUpTotal) {

        /** How much the runner-up gives up against the best, in expected points (>= 0). */
        public double gap() {
            return bestTotal - runnerUpTotal;
        }
    }

    private OpeningTable() {
    }

    /** The 252 rows in rollId order (callers sort them for display). */
    public static List<Row> compute(StateValues values) {
        TurnValues turn = new TurnAnalyzer(values).analyze(0, 0, false);
        List<Row> rows = new ArrayList<>(KeepLattice.ROLLS);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int best = TurnPolicy.bestKeep(turn, r, 2);
            int second = runnerUp(turn, r, best);
            rows.add(new Row(r, KeepLattice.rollProbability(r), best, turn.keepValue(best, 2),
                    second, turn.keepValue(second, 2)));
        }
        return List.copyOf(rows);
    }

    /** The best keep of the roll other than {@code best}, by the same tie rule. */
    private static int runnerUp(TurnValues turn, int rollId, int best) {
        double max = Double.NEGATIVE_INFINITY;
        for (int k : TurnPolicy.subKeeps(rollId)) {
            if (k != best) {
                max = Math.max(max, turn.keepValue(k, 2));
            }
        }
        for (int k : TurnPolicy.subKeeps(rollId)) {
            if (k != best && turn.keepValue(k, 2) > max - Advisor.TIE) {
                return k;
            }
        }
        throw new IllegalStateException("roll " + rollId + " has a single keep");
    }
}
