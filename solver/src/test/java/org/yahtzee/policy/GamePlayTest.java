package org.yahtzee.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;

final class GamePlayTest {

    /**
     * Every keep, every outcome number: the 6^n outcomes of throwing the n missing dice give each
     * roll exactly as often as its probability says (KeepLattice.outcomeProbability).
     */
    @Test
    void rollOf_everyKeepAndOutcome_hasTheDiceProbabilities() {
        for (int keep = 0; keep < KeepLattice.KEEPS; keep++) {
            int outcomes = GamePlay.POWERS_OF_SIX[5 - KeepLattice.size(keep)];
            int[] count = new int[KeepLattice.ROLLS];
            for (int u = 0; u < outcomes; u++) {
                int roll = GamePlay.rollOf(keep, u);
                assertTrue(KeepLattice.contains(KeepLattice.keepOfRoll(roll), keep));
                count[roll]++;
            }
            for (int roll = 0; roll < KeepLattice.ROLLS; roll++) {
                assertEquals(KeepLattice.outcomeProbability(keep, KeepLattice.keepOfRoll(roll)),
                        count[roll] / (double) outcomes, 1e-12, "keep " + keep + " roll " + roll);
            }
        }
    }

    /**
     * Common dice: a throw reads the low digits of one five-digit draw, so every keep's rolls come
     * out with the dice probabilities over the 7,776 draws, and two throws of one draw agree on the
     * dice thrown by both (the low digits are the same).
     */
    @Test
    void throwDice_ofOneDraw_hasTheDiceProbabilities_andSharesTheLowDigits() {
        for (int keep = 0; keep < KeepLattice.KEEPS; keep++) {
            int[] count = new int[KeepLattice.ROLLS];
            for (int digits = 0; digits < GamePlay.POWERS_OF_SIX[5]; digits++) {
                int roll = GamePlay.throwDice(keep, digits);
                assertEquals(GamePlay.rollOf(keep, digits % GamePlay.POWERS_OF_SIX[5 - KeepLattice.size(keep)]), roll);
                count[roll]++;
            }
            for (int roll = 0; roll < KeepLattice.ROLLS; roll++) {
                assertEquals(KeepLattice.outcomeProbability(keep, KeepLattice.keepOfRoll(roll)),
                        count[roll] / (double) GamePlay.POWERS_OF_SIX[5], 1e-12, "keep " + keep + " roll " + roll);
            }
        }
        SplittableRandom a = new SplittableRandom(7);
        SplittableRandom b = new SplittableRandom(7);
        for (int i = 0; i < 1000; i++) {
            assertEquals(GamePlay.drawDigits(a), GamePlay.drawDigits(b), "copies of a stream draw alike");
        }
    }

    /** uniform(6^n) over 7,776,000 draws: each value's count within 4.5 standard deviations. */
    @Test
    void uniform_isUniform() {
        for (int bound : new int[] {6, 7776}) {
            int draws = 1000 * 7776;
            long[] count = new long[bound];
            SplittableRandom random = new SplittableRandom(bound);
            for (int i = 0; i < draws; i++) {
                count[GamePlay.uniform(random, bound)]++;
            }
            double expected = draws / (double) bound;
            double sd = Math.sqrt(expected * (1 - 1.0 / bound));
            for (int v = 0; v < bound; v++) {
                assertEquals(expected, count[v], 4.5 * sd, "value " + v + " of " + bound);
            }
        }
    }

    @Test
    void throwDice_allFiveKept_drawsNothing() {
        SplittableRandom a = new SplittableRandom(1);
        SplittableRandom b = new SplittableRandom(1);
        int roll = KeepLattice.rollOfDice(1, 2, 3, 4, 6);
        assertEquals(roll, GamePlay.throwDice(KeepLattice.keepOfRoll(roll), a));
        assertEquals(b.nextInt(), a.nextInt());
    }
}
