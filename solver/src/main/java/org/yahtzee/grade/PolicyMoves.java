package org.yahtzee.grade;

import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.policy.PolicyTable;

/**
 * Whether a turn's moves are the ones the policy table holds for its start state: then each of
 * its decisions loses nothing, and grading it needs no analysis (GroupedGrading, note 6).
 */
final class PolicyMoves {
    /*
     * Implementation notes. The table's choice for a roll is TurnPolicy's: the first option, in
     * tie order, whose value exceeds the best less Advisor.TIE, over the values the grader's own
     * analysis computes (the table is built from the same StateValues: TableCache checks it).
     * So best - played < TIE for it, which GameGrader.lossOf counts as no loss: its loss is 0.0,
     * exactly what grading the turn would give, and a game of such turns has 0.0 in all.
     * GroupedGradingTest checks this against the analysed grading.
     */

    private PolicyMoves() {
    }

    /** Whether every decision of the turn {@code moves} (TurnMoves) from state {@code stateIndex} is {@code policy}'s. */
    static boolean asPolicy(PolicyTable policy, int stateIndex, long moves) {
        int rolls = TurnMoves.rollCount(moves);
        int entry = 0;
        for (int i = 0; i < rolls && i < 2; i++) {
            int rollId = TurnMoves.rollId(moves, i);
            int keepId = i == rolls - 1 ? KeepLattice.keepOfRoll(rollId) : TurnMoves.keepId(moves, i); // scoring now: all five
            entry = policy.entry(stateIndex, rollId);
            if (TurnPolicy.subKeep(rollId, PolicyTable.keepIndex(entry, 2 - i)) != keepId) {
                return false;
            }
        }
        if (rolls == 3) { // else the box is chosen for the roll just held whole: the same entry
            entry = policy.entry(stateIndex, TurnMoves.rollId(moves, 2));
        }
        return PolicyTable.boxId(entry) == TurnMoves.box(moves).id();
    }
}
