package org.yahtzee.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;

final class TurnMovesTest {

    /** Every box and roll count, with the largest and smallest ids and random ones: each field comes back. */
    @Test
    void pack_everyBoxAndRollCount_unpacksToThePlay() {
        SplittableRandom random = new SplittableRandom(5);
        int checked = 0;
        for (Category box : Category.values()) {
            for (int rolls = 1; rolls <= 3; rolls++) {
                for (int trial = 0; trial < 200; trial++) {
                    int[] rollIds = new int[rolls];
                    int[] keepIds = new int[rolls - 1];
                    for (int i = 0; i < rolls; i++) {
                        rollIds[i] = trial == 0 ? KeepLattice.ROLLS - 1 : trial == 1 ? 0 : random.nextInt(KeepLattice.ROLLS);
                    }
                    for (int i = 0; i < rolls - 1; i++) {
                        keepIds[i] = trial == 0 ? KeepLattice.KEEPS - 1 : trial == 1 ? 0 : random.nextInt(KeepLattice.KEEPS);
                    }
                    long moves = TurnMoves.pack(new TurnPlay(rollIds, keepIds, box));
                    assertEquals(rolls, TurnMoves.rollCount(moves));
                    for (int i = 0; i < rolls; i++) {
                        assertEquals(rollIds[i], TurnMoves.rollId(moves, i));
                    }
                    for (int i = 0; i < rolls - 1; i++) {
                        assertEquals(keepIds[i], TurnMoves.keepId(moves, i));
                    }
                    assertEquals(rollIds[rolls - 1], TurnMoves.finalRollId(moves));
                    assertEquals(box, TurnMoves.box(moves));
                    checked++;
                }
            }
        }
        assertEquals(13 * 3 * 200, checked);
    }
}
