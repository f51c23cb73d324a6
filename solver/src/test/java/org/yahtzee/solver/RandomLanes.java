package org.yahtzee.solver;

import java.util.SplittableRandom;
import org.yahtzee.rules.Category;
import org.yahtzee.state.StateIndex;

/**
 * Random reachable turn-start states set into a {@link LaneTurnAnalyzer}'s lanes, three in four
 * with the Yahtzee box filled (the joker and bonus rolls) and from every number of open boxes:
 * the mixed batches the lane tests check against the one-state references.
 */
public final class RandomLanes {
    private RandomLanes() {
    }

    /** Sets lanes 0..count-1; returns each lane's {usedMask, upperTotal, yahtzeeHolds50 as 0/1}. */
    public static int[][] fill(LaneTurnAnalyzer lanes, int count, SplittableRandom random) {
        int[][] states = new int[count][];
        for (int lane = 0; lane < count; ) {
            int mask = random.nextInt(Category.ALL_USED) & ~(random.nextInt(4) == 0 ? random.nextInt(1 << 13) : 0);
            mask |= random.nextInt(4) == 0 ? 0 : Category.YAHTZEE.bit();
            int upper = random.nextInt(StateIndex.UPPER_CAP + 1);
            boolean y50 = random.nextBoolean();
            if (mask != Category.ALL_USED && StateIndex.isReachable(mask, upper, y50)) {
                states[lane] = new int[] {mask, upper, y50 ? 1 : 0};
                lanes.state(lane++, mask, upper, y50);
            }
        }
        return states;
    }
}
