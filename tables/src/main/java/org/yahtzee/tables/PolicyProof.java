package org.yahtzee.tables;

import java.nio.file.Path;
import java.util.function.DoubleConsumer;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.policy.PolicyBuilder;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;

/**
 * Proves a policy file right, as {@link TableProof} proves values: every entry equals that of a
 * new build from the rule set solved again and stored as a values table stores it (-0.0 as 0.0),
 * which is what the cache builds policies from. The reader's checks catch damage and impossible
 * decisions; only this catches possible but wrong ones.
 */
public final class PolicyProof {

    private PolicyProof() {
    }

    /**
     * @param solved the policy's rules solved again (doubles, taken as the table stores them)
     * @throws TableException           BAD_HEADER if the file was built from other values,
     *                                  WRONG_VALUES with how many entries differ and the first
     * @throws IllegalArgumentException if {@code solved} is for other rules than the policy
     */
    public static void check(Path file, MappedPolicy policy, StateValues solved, int threads, DoubleConsumer progress) {
        Rules rules = policy.table().rules();
        if (solved.rules().fingerprint() != rules.fingerprint()) {
            throw new IllegalArgumentException("the policy is for " + rules.canonicalName()
                    + ", the values to build it from are for " + solved.rules().canonicalName());
        }
        StateValues stored = new StoredValues(solved);
        if (policy.header().expectedScore() != PolicyTableWriter.headline(stored)) {
            throw new TableException(Problem.BAD_HEADER, file, "expected score: the decisions were built from values "
                    + "whose start value is " + policy.header().expectedScore() + ", solving gives "
                    + PolicyTableWriter.headline(stored));
        }
        PolicyTable fresh = PolicyBuilder.build(stored, threads, progress);
        long differing = 0;
        long first = -1;
        for (int state = 0; state < org.yahtzee.state.StateIndex.STATES; state++) {
            for (int roll = 0; roll < PolicyTable.ROW; roll++) {
                if (fresh.entry(state, roll) != policy.table().entry(state, roll)) {
                    differing++;
                    first = first < 0 ? (long) state * PolicyTable.ROW + roll : first;
                }
            }
        }
        if (differing > 0) {
            throw new TableException(Problem.WRONG_VALUES, file, "decisions: " + differing + " of " + PolicyTable.ENTRIES
                    + " entries differ from a new build; the first is state " + first / PolicyTable.ROW + " roll "
                    + first % PolicyTable.ROW + " (the file was changed, or built by a different program)");
        }
    }
}
