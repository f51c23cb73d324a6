package org.yahtzee.distribution;

import java.util.Arrays;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.state.StateIndex;

/**
 * {@link ExactDistribution}'s step 1 from a policy table, for the masks of one worker: each
 * reached state's turn as the table plays it (its row of decisions through
 * {@link LaneOutcomes}, states of a mask a lane each), no turn analysed. The states of a mask in
 * StateIndex order: the Yahtzee flag, then the reachable upper totals ascending. A state whose
 * row of decisions is the row of the reached state before it (same mask and flag) ends its turn
 * the same way: its outcomes are that state's with its own points and next states
 * ({@link TurnOutcomes#from}, as the analysing filler's duplicates), no pushing of masses; the
 * upper totals from which the bonus is settled or out of reach decide alike.
 */
final class PolicyLookUp implements ExactDistribution.OutcomeFiller {
    /*
     * Implementation notes. The rows of a mask's distinct turns are gathered, up to LANES of
     * them, and pushed together: LaneOutcomes' spread over the keep lattice is one vector add a
     * keep and face for every lane, where the state-at-a-time push it replaced made scalar ones
     * (the same sums in the same order, so the same bits: LaneOutcomesTest). That push was 89 of
     * the 159 samples of the opponents' distributions in `simulate --versus win,ev` (JFR, 60
     * games); the whole 40-game simulate took 2-5% less CPU after (RESULTS.md). A duplicate
     * copies the lane of the last distinct row of its flag, once that lane's batch is pushed.
     */

    private static final int LANES = LaneTurnAnalyzer.LANES;

    private final ExactDistribution pass;
    private final PolicyTable table;
    private final LaneOutcomes lanes = new LaneOutcomes();
    /** The batch: each lane's row of decisions, state, upper total and flag, and its outcomes once pushed. */
    private final PolicyRows choices = new PolicyRows();
    private final int[][] rows = choices.rows;
    private final int[] laneState = new int[LANES];
    private final int[] laneUpper = new int[LANES];
    private final boolean[] laneFlag = new boolean[LANES];
    private final TurnOutcomes[] pushed = new TurnOutcomes[LANES];
    private int batched;
    /** The duplicates of the batch's lanes: state, upper total, flag and the lane they copy. */
    private final int[] dupState = new int[2 * (StateIndex.UPPER_CAP + 1)];
    private final int[] dupUpper = new int[dupState.length];
    private final boolean[] dupFlag = new boolean[dupState.length];
    private final int[] dupLane = new int[dupState.length];
    private int duplicates;
    private int[] row = new int[PolicyTable.ROW];
    private int mask;

    PolicyLookUp(ExactDistribution pass, PolicyTable table) {
        this.pass = pass;
        this.table = table;
    }

    @Override
    public void fill(int mask) {
        this.mask = mask;
        int state = StateIndex.offset(mask);
        long uppers = StateIndex.reachableUpperTotals(mask);
        for (int flag = 0; flag < StateIndex.yahtzeeFlags(mask); flag++) {
            int previous = -1; // the lane of the last distinct row of this flag
            for (long rest = uppers; rest != 0; rest &= rest - 1, state++) {
                if (!pass.reached(state)) {
                    continue;
                }
                int upper = Long.numberOfTrailingZeros(rest);
                for (int r = 0; r < PolicyTable.ROW; r++) {
                    row[r] = table.entry(state, r);
                }
                if (previous >= 0 && Arrays.equals(row, rows[previous])) {
                    dupState[duplicates] = state;
                    dupUpper[duplicates] = upper;
                    dupFlag[duplicates] = flag == 1;
                    dupLane[duplicates++] = previous;
                    continue;
                }
                if (batched == LANES) {
                    push();
                }
                previous = batched++;
                int[] swap = rows[previous];
                rows[previous] = row;
                row = swap;
                laneState[previous] = state;
                laneUpper[previous] = upper;
                laneFlag[previous] = flag == 1;
            }
        }
        push();
    }

    /** The batch's turns and their duplicates' into the pass; empties the batch. */
    private void push() {
        if (batched == 0) {
            return;
        }
        lanes.of(choices, table.rules(), mask, laneUpper, laneFlag, batched, pushed);
        for (int lane = 0; lane < batched; lane++) {
            pass.outcomes(laneState[lane], pushed[lane]);
        }
        for (int d = 0; d < duplicates; d++) {
            pass.outcomes(dupState[d], TurnOutcomes.from(pushed[dupLane[d]], mask, dupUpper[d], dupFlag[d]));
        }
        batched = 0;
        duplicates = 0;
    }
}
