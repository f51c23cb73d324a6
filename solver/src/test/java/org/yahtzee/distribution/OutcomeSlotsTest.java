package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * {@link TurnOutcomes.Slots} (its bit set of filled slots, both ways of adding a roll) against
 * a naive reference: every roll's mass summed into a dense array of (box, points, bonus) in
 * roll order, then a sweep of all of it in that order, every field bit for bit.
 */
final class OutcomeSlotsTest {

    @Test
    void randomTurns_everyRuleSet_equalTheSweepOfEverySlot() {
        SplittableRandom random = new SplittableRandom(20);
        TurnOutcomes.Slots slots = new TurnOutcomes.Slots();
        int turns = 0;
        long outcomes = 0;
        for (Rules rules : Rules.NAMED) {
            for (int n = 0; n < 200; ) {
                int mask = random.nextInt(Category.ALL_USED);
                int upper = random.nextInt(StateIndex.UPPER_CAP + 1);
                boolean y50 = random.nextBoolean();
                if (StateIndex.isReachable(mask, upper, y50)) {
                    outcomes += checkOneTurn(rules, mask, upper, y50, random, slots);
                    n++;
                    turns++;
                }
            }
        }
        assertEquals(Rules.NAMED.size() * 200, turns);
        assertTrue(outcomes > 20L * turns, outcomes + " outcomes"); // 27,363 with this seed: 34 a turn
    }

    /** Random final rolls (some twice, some rolls never), each to a random open box allowed, both overloads; returns the outcomes. */
    private static int checkOneTurn(Rules rules, int mask, int upper, boolean y50, SplittableRandom random,
                                     TurnOutcomes.Slots slots) {
        List<Integer> open = new ArrayList<>();
        for (int b = 0; b < Category.COUNT; b++) {
            if ((mask & 1 << b) == 0) {
                open.add(b);
            }
        }
        double[][][] naive = new double[Category.COUNT][51][2];
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            for (int times = random.nextInt(3); times > 0; times--) {
                Category box = Category.byId(open.get(random.nextInt(open.size())));
                if (Scoring.points(rules, mask, r, box) < 0) {
                    continue; // not allowed for this extra Yahtzee (joker rules)
                }
                double m = random.nextDouble() / 1000;
                int bonus = Scoring.isExtraYahtzee(r, mask) && Scoring.yahtzeeBonus(rules, mask, y50, r) > 0 ? 1 : 0;
                naive[box.id()][Scoring.points(rules, mask, r, box)][bonus] += m;
                if (random.nextBoolean()) {
                    slots.addFinalRoll(rules, mask, y50, r, box, m);
                } else {
                    slots.addFinalRoll(rules, mask, y50, r, box.id(), m);
                }
            }
        }
        TurnOutcomes o = slots.collect(mask, upper, y50);
        String where = rules + " mask " + mask + " upper " + upper + " y50 " + y50;
        int e = 0;
        int[] boxStart = new int[Category.COUNT + 1];
        for (int b = 0; b < Category.COUNT; b++) {
            boxStart[b] = e;
            Category c = Category.byId(b);
            for (int pts = 0; pts <= 50; pts++) {
                for (int bonus = 0; bonus < 2; bonus++) {
                    if (naive[b][pts][bonus] == 0) {
                        continue;
                    }
                    int nextUpper = StateIndex.nextUpperTotal(upper, c, pts);
                    String at = where + " outcome " + e;
                    assertEquals(b, o.box[e], at);
                    assertEquals(pts, o.points[e], at);
                    assertEquals(pts + bonus * Rules.YAHTZEE_BONUS + Scoring.upperBonus(upper, nextUpper), o.gained[e], at);
                    assertEquals(StateIndex.index(mask | c.bit(), nextUpper, StateIndex.nextYahtzeeHolds50(y50, c, pts)),
                            o.next[e], at);
                    assertEquals(Double.doubleToLongBits(naive[b][pts][bonus]), Double.doubleToLongBits(o.probability[e]), at);
                    e++;
                }
            }
        }
        boxStart[Category.COUNT] = e;
        assertEquals(e, o.count, where);
        assertArrayEquals(boxStart, o.boxStart, where);
        return e;
    }
}
