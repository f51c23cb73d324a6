package org.yahtzee.tables;

import java.nio.file.Path;
import java.util.function.DoubleConsumer;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Category;
import org.yahtzee.state.StateIndex;

/**
 * The checks of a reach table beyond those made when it is opened: {@link #decodeEvery} decodes
 * every lane (what a forged block would break), {@link #check} compares every value with a new
 * solve within the documented error bound, which proves the values right.
 */
public final class GoalTableProof {
    /**
     * The largest difference allowed between a stored value and a new solve: docs/goals.md's
     * bound (quantisation 2^-22 plus the float32 solve's error against doubles, measured 5.1e-7
     * in all). A table decoded from the same solve differs by at most 2^-22 = 2.4e-7.
     */
    public static final double ERROR_BOUND = 1e-6;

    private GoalTableProof() {
    }

    /**
     * Decodes the lane of every state (about 2.5 s for an official table).
     *
     * @throws TableException BAD_VALUE naming the first lane whose blocks are inconsistent
     */
    public static void decodeEvery(GoalValues table) {
        for (int s = 0; s < StateIndex.STATES; s++) {
            table.lane(s);
        }
    }

    /**
     * The table's goal solved again, from the table's own root (a whole table: about half a minute on
     * 2 cores, held whole: 1.8 GB peak resident).
     */
    public static GoalValues solveAgain(GoalValues table, int threads, DoubleConsumer progress) {
        int root = table.rootState();
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            if (root < StateIndex.offset(mask) || root >= StateIndex.offset(mask) + StateIndex.statesOf(mask)) {
                continue;
            }
            for (int upper = 0; upper <= StateIndex.UPPER_CAP; upper++) {
                for (boolean holds50 : new boolean[] {false, true}) {
                    if (StateIndex.isReachable(mask, upper, holds50) && StateIndex.index(mask, upper, holds50) == root) {
                        int span = table.utility().span();
                        return GoalSolver.solveFrom(table.rules(), mask, upper, holds50, span - table.rootNeed(),
                                FinalUtility.reach(span), threads, progress);
                    }
                }
            }
        }
        throw new IllegalArgumentException("root state " + root + " is no state"); // fromTable checked the range
    }

    /**
     * Compares every value of every state with {@code solved}.
     *
     * @return the largest difference found
     * @throws TableException WRONG_VALUES with how many states differ by more than
     *         {@link #ERROR_BOUND} (or are solved in one and not the other), and the first
     */
    public static double check(GoalValues table, GoalValues solved, Path file) {
        double largest = 0;
        int differing = 0;
        String first = null;
        for (int s = 0; s < StateIndex.STATES; s++) {
            float[] stored = table.lane(s);
            float[] fresh = solved.lane(s);
            String wrong = null;
            if ((stored == null) != (fresh == null)) {
                wrong = "state " + s + " is " + (stored == null ? "missing from the table" : "in the table") + " but "
                        + (fresh == null ? "not solved" : "solved");
            } else if (stored != null) {
                for (int need = 0; need < Math.max(stored.length, fresh.length); need++) {
                    double a = need < stored.length ? stored[need] : 0;
                    double b = need < fresh.length ? fresh[need] : 0;
                    largest = Math.max(largest, Math.abs(a - b));
                    if (wrong == null && Math.abs(a - b) > ERROR_BOUND) {
                        wrong = "state " + s + " at need " + need + " holds " + a + " where solving gives " + b;
                    }
                }
            }
            if (wrong != null) {
                differing++;
                first = first == null ? wrong : first;
            }
        }
        if (differing > 0) {
            throw new TableException(Problem.WRONG_VALUES, file, "values: " + differing + " of " + StateIndex.STATES
                    + " states differ from a new solve of " + solved.rules().canonicalName() + " by more than "
                    + ERROR_BOUND + "; the first, " + first + " (the table was changed, or solved by a different program)");
        }
        return largest;
    }
}
