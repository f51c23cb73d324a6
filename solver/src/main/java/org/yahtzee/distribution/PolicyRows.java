package org.yahtzee.distribution;

import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.solver.LaneTurnAnalyzer;

/**
 * The decisions of lanes of states as a policy table holds them: a lane's row is its state's
 * 252 raw {@link PolicyTable} entries, by rollId, read by {@link LaneOutcomes} as its choices.
 * Filled by the caller (PolicyLookUp), lane by lane.
 */
final class PolicyRows implements LaneOutcomes.Choices {
    /** rows[lane][rollId]: the lane's entries. */
    final int[][] rows = new int[LaneTurnAnalyzer.LANES][PolicyTable.ROW];

    @Override
    public int keep(int rollId, int rollsLeft, int lane) {
        return TurnPolicy.subKeep(rollId, PolicyTable.keepIndex(rows[lane][rollId], rollsLeft));
    }

    @Override
    public int boxId(int rollId, int lane) {
        return PolicyTable.boxId(rows[lane][rollId]);
    }
}
