package org.yahtzee.distribution;

import java.util.Arrays;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.state.StateIndex;

/**
 * {@link ExactDistribution}'s step 1 from a policy table, for the masks of one worker: each
 * reached state's turn as the table plays it ({@code TurnOutcomes.of} over its row of
 * decisions), no turn analysed. The states of a mask in StateIndex order: the Yahtzee flag,
 * then the reachable upper totals ascending. A state whose row of decisions is the row of the
 * reached state before it (same mask and flag) ends its turn the same way: its outcomes are
 * that state's with its own points and next states ({@link TurnOutcomes#from}, as the analysing
 * filler's duplicates), no pushing of masses; the upper totals from which the bonus is settled
 * or out of reach decide alike.
 */
final class PolicyLookUp implements ExactDistribution.OutcomeFiller {
    private final ExactDistribution pass;
    private final PolicyTable table;
    private final TurnOutcomes.Scratch scratch = new TurnOutcomes.Scratch();
    private int[] row = new int[PolicyTable.ROW];
    private int[] previousRow = new int[PolicyTable.ROW];

    PolicyLookUp(ExactDistribution pass, PolicyTable table) {
        this.pass = pass;
        this.table = table;
    }

    @Override
    public void fill(int mask) {
        int state = StateIndex.offset(mask);
        long uppers = StateIndex.reachableUpperTotals(mask);
        for (int flag = 0; flag < StateIndex.yahtzeeFlags(mask); flag++) {
            TurnOutcomes previous = null;
            for (long rest = uppers; rest != 0; rest &= rest - 1, state++) {
                if (!pass.reached(state)) {
                    continue;
                }
                int upper = Long.numberOfTrailingZeros(rest);
                for (int r = 0; r < PolicyTable.ROW; r++) {
                    row[r] = table.entry(state, r);
                }
                TurnOutcomes turn;
                if (previous != null && Arrays.equals(row, previousRow)) {
                    turn = TurnOutcomes.from(previous, mask, upper, flag == 1);
                } else {
                    turn = TurnOutcomes.of(table.rules(), row, mask, upper, flag == 1, scratch);
                    int[] swap = previousRow;
                    previousRow = row;
                    row = swap;
                }
                pass.outcomes(state, turn);
                previous = turn;
            }
        }
    }
}
