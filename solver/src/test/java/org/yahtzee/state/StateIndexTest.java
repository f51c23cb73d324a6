package org.yahtzee.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;

final class StateIndexTest {

    /** Breadth-first search from the empty card over every box and every score it can take. */
    private static BitSet reachableByPlay() {
        BitSet seen = new BitSet(); // key: (mask * 64 + upper) * 2 + flag
        Deque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {0, 0, 0});
        seen.set(0);
        while (!queue.isEmpty()) {
            int[] s = queue.poll();
            for (Category c : Category.values()) {
                if ((s[0] & c.bit()) != 0) {
                    continue;
                }
                int[][] outcomes;
                if (c.isUpper()) {
                    outcomes = new int[6][];
                    for (int n = 0; n <= 5; n++) {
                        outcomes[n] = new int[] {Math.min(63, s[1] + n * c.face()), s[2]};
                    }
                } else if (c == Category.YAHTZEE) {
                    outcomes = new int[][] {{s[1], 0}, {s[1], 1}};
                } else {
                    outcomes = new int[][] {{s[1], s[2]}};
                }
                for (int[] o : outcomes) {
                    int mask = s[0] | c.bit();
                    int key = (mask * 64 + o[0]) * 2 + o[1];
                    if (!seen.get(key)) {
                        seen.set(key);
                        queue.add(new int[] {mask, o[0], o[1]});
                    }
                }
            }
        }
        return seen;
    }

    @Test
    void states_are536448_exactlyThoseReachableByPlay() {
        BitSet byPlay = reachableByPlay();
        assertEquals(536_448, byPlay.cardinality());
        assertEquals(536_448, StateIndex.STATES);
        BitSet indices = new BitSet();
        int[] maskOf = masksOfIndices();
        // Checked with if, not assertEquals: a million boxed comparisons were half this test.
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            for (int u = 0; u <= 63; u++) {
                for (int flag = 0; flag < 2; flag++) {
                    boolean reachable = byPlay.get((mask * 64 + u) * 2 + flag);
                    if (reachable != StateIndex.isReachable(mask, u, flag == 1)) {
                        fail("mask " + mask + " upper " + u + " y50 " + (flag == 1) + ": reachable by play " + reachable);
                    }
                    if (reachable) {
                        int index = StateIndex.index(mask, u, flag == 1);
                        assertFalse(indices.get(index), "index used twice");
                        indices.set(index);
                        if (index >= maskOf.length || maskOf[index] != mask) {
                            assertEquals(mask, maskOf(index), "mask of index " + index);
                        }
                    }
                }
            }
        }
        assertEquals(StateIndex.STATES, indices.cardinality());
        assertEquals(StateIndex.STATES, indices.nextClearBit(0));
    }

    /** The mask the offsets put each index in: the first mask whose successor's offset exceeds it. */
    private static int maskOf(int index) {
        int mask = 0;
        while (StateIndex.offset(mask + 1) <= index) {
            mask++;
        }
        return mask;
    }

    /**
     * {@link #maskOf} of every index in one sweep: as the index grows the first such mask never
     * falls, so the search goes on from the last index's mask (a search from 0 for each of the
     * 536,448 indices was a third of this test).
     */
    private static int[] masksOfIndices() {
        int[] masks = new int[StateIndex.STATES];
        int mask = 0;
        for (int index = 0; index < masks.length; index++) {
            while (StateIndex.offset(mask + 1) <= index) {
                mask++;
            }
            masks[index] = mask;
        }
        return masks;
    }

    @Test
    void index_unreachableState_namesTheField() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StateIndex.index(Category.SIXES.bit(), 5, false));
        assertEquals("upper total 5 cannot be made with the filled upper boxes", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> StateIndex.index(0, 0, true));
        assertThrows(IllegalArgumentException.class, () -> StateIndex.index(0, 64, false));
    }

    /** Every state's mask read back from its index, over all 536,448. */
    @Test
    void usedMaskOf_everyState_theMaskItsIndexWasMadeFrom() {
        int states = 0;
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            for (int i = 0; i < StateIndex.statesOf(mask); i++) {
                assertEquals(mask, StateIndex.usedMaskOf(StateIndex.offset(mask) + i), "mask " + mask + ", state " + i);
                states++;
            }
        }
        assertEquals(StateIndex.STATES, states);
    }
}
