package org.yahtzee.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;

final class KeepRulesTest {

    /** Naive reference: every kept die matched against a die of the roll, counted by face. */
    private static boolean holds(int[] roll, int[] kept) {
        int[] count = new int[7];
        for (int d : roll) {
            count[d]++;
        }
        for (int d : kept) {
            if (--count[d] < 0) {
                return false;
            }
        }
        return true;
    }

    @Test
    void checkKeep_everyRollAndKeep_legalExactlyWhenTheDiceAreInTheRoll() {
        int legal = 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int[] roll = KeepLattice.dice(KeepLattice.keepOfRoll(r));
            for (int k = 0; k < KeepLattice.KEEPS; k++) {
                boolean expected = holds(roll, KeepLattice.dice(k));
                boolean accepted = accepts(r, k);
                assertEquals(expected, accepted, "keep " + KeepLattice.digits(k) + " of " + KeepLattice.digits(
                        KeepLattice.keepOfRoll(r)));
                legal += accepted ? 1 : 0;
            }
        }
        assertEquals(4368, legal, "the distinct keeps of all 252 rolls (TurnPolicy's table holds as many)");
    }

    private static boolean accepts(int rollId, int keepId) {
        try {
            KeepRules.checkKeep(2, rollId, keepId);
        } catch (IllegalMoveException e) {
            return false;
        }
        try {
            KeepRules.checkReroll(3, keepId, rollId); // the same containment, seen from the next roll
        } catch (IllegalMoveException e) {
            throw new AssertionError("checkKeep and checkReroll disagree on " + rollId + "/" + keepId);
        }
        return true;
    }

    @Test
    void checkKeep_afterTheThirdRoll_isAFourthRoll() {
        int roll = KeepLattice.rollOfDice(2, 2, 3, 5, 1);
        KeepRules.checkKeep(2, roll, KeepLattice.keepOfRoll(roll)); // all five, on roll 2: legal
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> KeepRules.checkKeep(3, roll, KeepLattice.EMPTY_KEEP));
        assertEquals(KeepRules.FOURTH_ROLL, e.getMessage());
    }

    @Test
    void messages_nameTheRollTheDiceAndWhatWasExpected() {
        int roll = KeepLattice.rollOfDice(2, 2, 3, 5, 1);
        IllegalMoveException keep = assertThrows(IllegalMoveException.class,
                () -> KeepRules.checkKeep(1, roll, KeepLattice.ofDice(6, 6)));
        assertEquals("kept dice 66 are not all in roll 1 12235: expected dice from that roll", keep.getMessage());
        IllegalMoveException reroll = assertThrows(IllegalMoveException.class,
                () -> KeepRules.checkReroll(2, KeepLattice.ofDice(2, 2), KeepLattice.rollOfDice(3, 3, 3, 5, 1)));
        assertEquals("roll 2 13335 does not contain the kept dice 22: expected them and 3 new dice",
                reroll.getMessage());
    }
}
