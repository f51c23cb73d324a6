package org.yahtzee.goal;

import java.util.SplittableRandom;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.GamePlay;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Category;

/** A turn of expected-score play looked up in the policy table, on random dice: the measurements' opponents. */
final class PolicyTurn {
    private PolicyTurn() {
    }

    /** {@code card} (a box open) after one turn played by {@code table}'s decisions on dice from {@code random}. */
    static Scorecard play(PolicyTable table, Scorecard card, SplittableRandom random) {
        int state = card.stateIndex();
        int roll = GamePlay.throwDice(KeepLattice.EMPTY_KEEP, random);
        for (int rollsLeft = 2; rollsLeft >= 1; rollsLeft--) {
            int keep = table.keep(state, roll, rollsLeft);
            if (KeepLattice.size(keep) == 5) {
                break; // stands pat: scores the roll now
            }
            roll = GamePlay.throwDice(keep, random);
        }
        return card.score(roll, Category.byId(table.box(state, roll)));
    }
}
