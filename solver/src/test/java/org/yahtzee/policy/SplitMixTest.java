package org.yahtzee.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** SplitMix against its reference, java.util.SplittableRandom: the same numbers, the same splits. */
final class SplitMixTest {

    private static final long[] SEEDS = {0, 1, -1, 42, Long.MIN_VALUE, Long.MAX_VALUE, 0x9e3779b97f4a7c15L, 20261127};

    @Test
    void nextLong_isSplittableRandoms() {
        for (long seed : SEEDS) {
            SplitMix fast = new SplitMix(seed);
            SplittableRandom reference = new SplittableRandom(seed);
            for (int i = 0; i < 10_000; i++) {
                assertEquals(reference.nextLong(), fast.nextLong(), "seed " + seed + " number " + i);
            }
        }
    }

    /**
     * Three generations of splits, with numbers drawn between them, as the simulator splits (root,
     * batch, game, player): every generator draws what its reference draws. 1,000 gammas per seed
     * reach both branches of the gamma's transition test.
     */
    @Test
    void splits_areSplittableRandoms_threeGenerationsDeep() {
        SplitMix child = new SplitMix();
        SplitMix grandchild = new SplitMix();
        for (long seed : SEEDS) {
            SplitMix root = new SplitMix(seed);
            SplittableRandom rootReference = new SplittableRandom(seed);
            for (int c = 0; c < 1000; c++) {
                root.splitInto(child);
                SplittableRandom childReference = rootReference.split();
                assertEquals(childReference.nextLong(), child.nextLong(), "seed " + seed + " split " + c);
                child.splitInto(grandchild);
                SplittableRandom grandchildReference = childReference.split();
                for (int i = 0; i < 5; i++) {
                    assertEquals(grandchildReference.nextLong(), grandchild.nextLong());
                }
                SplitMix allocated = grandchild.split();
                assertEquals(grandchildReference.split().nextLong(), allocated.nextLong());
                assertEquals(rootReference.nextLong(), root.nextLong());
            }
        }
    }

    /** Both of GamePlay's throws read one stream alike: a SplitMix and the SplittableRandom of its seed give the same dice. */
    @Test
    void throwDice_onSplitMix_isTheDiceOfSplittableRandom() {
        SplitMix fast = new SplitMix(7);
        SplittableRandom reference = new SplittableRandom(7);
        for (int i = 0; i < 100_000; i++) {
            int keep = i % org.yahtzee.dice.KeepLattice.KEEPS;
            assertEquals(GamePlay.throwDice(keep, reference), GamePlay.throwDice(keep, fast), "throw " + i);
        }
    }
}
