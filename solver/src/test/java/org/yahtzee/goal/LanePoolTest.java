package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;
import org.yahtzee.state.StateIndex;

final class LanePoolTest {
    /** Two boxes open (Chance, Ones): a mask of many states; and its first state. */
    private static final int MASK = Category.ALL_USED & ~Category.CHANCE.bit() & ~Category.ONES.bit();
    private static final int FIRST = StateIndex.offset(MASK);

    @Test
    void give_sharedLaneOnce_takeByLength_thenNew() {
        float[][] lanes = new float[StateIndex.STATES][];
        float[] shared = new float[7];
        lanes[FIRST] = shared;
        lanes[FIRST + 1] = shared; // neighbours sharing one lane, as solveMask makes them
        float[] own = new float[9];
        lanes[FIRST + 2] = own;
        LanePool pool = new LanePool(20);
        pool.give(lanes, new int[] {MASK});

        assertSame(own, pool.take(9));
        assertSame(shared, pool.take(7));
        Set<float[]> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        seen.add(shared);
        float[] fresh = pool.take(7); // the shared lane was given once, so taken once
        assertEquals(7, fresh.length);
        assertTrue(seen.add(fresh));
        assertEquals(30, pool.take(30).length); // longer than the pool's lanes: allocated
    }

    @Test
    void give_letsGoOfWhatTheLastLevelDidNotTake() {
        float[][] lanes = new float[StateIndex.STATES][];
        float[] left = new float[5];
        lanes[FIRST] = left;
        LanePool pool = new LanePool(20);
        pool.give(lanes, new int[] {MASK});
        pool.give(new float[StateIndex.STATES][], new int[] {MASK}); // the next level: nothing of length 5 taken meanwhile

        assertNotSame(left, pool.take(5));
    }
}
