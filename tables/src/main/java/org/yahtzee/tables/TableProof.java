package org.yahtzee.tables;

import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/**
 * Proves a table right: every value equals a fresh solve of its rules, bit for bit. The checks
 * {@link TableReader} makes on every load catch damage and impossible values; only this
 * catches values that were changed to other plausible ones (a forgery with recomputed CRCs).
 * The caller solves (about half a second for a rule set on 2 cores).
 */
public final class TableProof {

    private TableProof() {
    }

    /**
     * @param solved the table's rules solved again, e.g. {@code Solver.solve(table.rules())}
     * @throws TableException           WRONG_VALUES, with how many states differ and the first
     * @throws IllegalArgumentException if {@code solved} is for other rules than the table
     */
    public static void check(MappedTable table, StateValues solved) {
        if (solved.rules().fingerprint() != table.rules().fingerprint()) {
            throw new IllegalArgumentException("the table is for " + table.rules().canonicalName()
                    + ", the values to compare with are for " + solved.rules().canonicalName());
        }
        int differing = 0;
        int first = -1;
        for (int i = 0; i < StateIndex.STATES; i++) {
            // What TableWriter would store: the solver's double, -0.0 as 0.0.
            if (Double.doubleToRawLongBits(table.value(i)) != Double.doubleToRawLongBits(solved.value(i) + 0.0)) {
                differing++;
                first = first < 0 ? i : first;
            }
        }
        if (differing > 0) {
            throw new TableException(Problem.WRONG_VALUES, table.file(), "values: " + differing + " of "
                    + StateIndex.STATES + " states differ from a new solve of " + table.rules().canonicalName()
                    + "; the first, state " + first + ", holds " + table.value(first) + " where solving gives "
                    + solved.value(first) + " (the table was changed, or solved by a different program)");
        }
    }
}
