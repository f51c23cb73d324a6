package org.yahtzee.tables;

import java.nio.file.Path;
import java.util.function.DoubleConsumer;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.risk.MomentSolver;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/**
 * Proves a second-moments file right, as {@link TableProof} proves values: every value equals
 * that of a new computation from the rule set solved again and stored as a values table stores
 * it (-0.0 as 0.0), which is what the cache computes moments from. The reader's checks catch damage
 * and impossible values; only this catches plausible but wrong ones.
 */
public final class MomentProof {

    private MomentProof() {
    }

    /**
     * @param solved the file's rules solved again (doubles, taken as the table stores them)
     * @throws TableException           WRONG_VALUES with how many states differ and the first
     * @throws IllegalArgumentException if {@code solved} is for other rules than the file
     */
    public static void check(Path file, MappedMoments moments, StateValues solved, int threads,
            DoubleConsumer progress) {
        if (solved.rules().fingerprint() != moments.rules().fingerprint()) {
            throw new IllegalArgumentException("the moments are of " + moments.rules().canonicalName()
                    + ", the values to compute them from are of " + solved.rules().canonicalName());
        }
        SecondMoments fresh = MomentSolver.solve(new StoredValues(solved), threads, progress);
        int differing = 0;
        int first = -1;
        for (int i = 0; i < StateIndex.STATES; i++) {
            // The same program on the same values as the cache's: equal to the bit (a
            // cached official file and one computed again matched on all 536,448 states).
            if (Double.doubleToRawLongBits(fresh.secondMoment(i)) != Double.doubleToRawLongBits(moments.secondMoment(i))) {
                differing++;
                first = first < 0 ? i : first;
            }
        }
        if (differing > 0) {
            throw new TableException(Problem.WRONG_VALUES, file, "second moments: " + differing + " of "
                    + StateIndex.STATES + " states differ from a new computation; the first, state " + first
                    + ", holds " + moments.secondMoment(first) + " where computing gives " + fresh.secondMoment(first)
                    + " (the file was changed, or computed by a different program)");
        }
    }
}
