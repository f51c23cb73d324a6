package org.yahtzee.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class KeepLatticeTest {

    @Test
    void keeps_are462DistinctMultisetsOrderedBySize() {
        Set<String> seen = new HashSet<>();
        int previousSize = 0;
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            assertTrue(seen.add(KeepLattice.digits(k)));
            assertTrue(KeepLattice.size(k) >= previousSize);
            previousSize = KeepLattice.size(k);
            assertEquals(k, KeepLattice.ofDice(KeepLattice.dice(k)));
        }
        assertEquals(252, KeepLattice.KEEPS - KeepLattice.ROLL_BASE);
        assertEquals(5, KeepLattice.size(KeepLattice.ROLL_BASE));
        assertEquals(4, KeepLattice.size(KeepLattice.ROLL_BASE - 1));
    }

    @Test
    void rollProbability_matchesCountingAll7776OrderedThrows() {
        Map<Integer, Integer> ways = new HashMap<>();
        for (int code = 0; code < 7776; code++) {
            int[] dice = new int[5];
            int c = code;
            for (int i = 0; i < 5; i++) {
                dice[i] = c % 6 + 1;
                c /= 6;
            }
            ways.merge(KeepLattice.rollOfDice(dice), 1, Integer::sum);
        }
        assertEquals(252, ways.size());
        double total = 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            assertEquals(ways.get(r) / 7776.0, KeepLattice.rollProbability(r), 1e-15);
            total += KeepLattice.rollProbability(r);
        }
        assertEquals(1.0, total, 1e-12);
    }

    @Test
    void addAndRemove_areInverseOneDieSteps_forAll462Keeps() {
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            for (int f = 1; f <= 6; f++) {
                int up = KeepLattice.add(k, f);
                if (KeepLattice.size(k) == 5) {
                    assertEquals(KeepLattice.NONE, up);
                } else {
                    assertTrue(up > k, "extensions have larger ids");
                    assertEquals(KeepLattice.count(k, f) + 1, KeepLattice.count(up, f));
                    assertEquals(k, KeepLattice.remove(up, f));
                }
                int down = KeepLattice.remove(k, f);
                assertEquals(KeepLattice.count(k, f) == 0, down == KeepLattice.NONE);
            }
        }
    }

    @Test
    void outcomeProbability_sumsToOneFromEveryKeep() {
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            double total = 0;
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                total += KeepLattice.outcomeProbability(k, KeepLattice.keepOfRoll(r));
            }
            assertEquals(1.0, total, 1e-12, KeepLattice.digits(k));
        }
    }

    @Test
    void ofDice_rejectsBadDice() {
        assertThrows(IllegalArgumentException.class, () -> KeepLattice.ofDice(1, 2, 7));
        assertThrows(IllegalArgumentException.class, () -> KeepLattice.ofDice(1, 1, 1, 1, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> KeepLattice.rollOfDice(1, 2, 3));
    }
}
