package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * The needs a solve for the root's own need keeps ({@link ReachedGains}) on a late card with 50
 * in the Yahtzee box, under every named rule set: every need a card reached from the root can
 * have is solved, to the bits of the whole solve, and the extra Yahtzees add only the points
 * five of a kind can write (not every printed points plus the bonus, the superset used before).
 */
final class ReachedGainsTest {

    /** Three boxes open (an upper box, for the joker rules), the Yahtzee box holding 50: each turn may bring the bonus. */
    private static final int ROOT = Category.ALL_USED & ~(Category.FOURS.bit() | Category.FULL_HOUSE.bit()
            | Category.CHANCE.bit());
    private static final int UPPER = 40;

    @Test
    void lateCardWithBonuses_everyReachableNeedSolved_sameBitsAsWholeSolve() {
        double[] u = new double[301];
        for (int t = 0; t < u.length; t++) {
            u[t] = t < 120 ? 0 : t < 300 ? (t - 120) / 180.0 : 1.0;
        }
        FinalUtility utility = FinalUtility.of(u);
        for (Rules rules : Rules.NAMED) {
            int points = ScoreBounds.leastScored(ROOT, UPPER, true) + 40;
            GoalValues whole = GoalSolver.solveFrom(rules, ROOT, UPPER, true, points, utility, 1, f -> { });
            GoalValues at = GoalSolver.solveAt(rules, ROOT, UPPER, true, points, utility, 1, f -> { });
            int rootNeed = utility.span() - points;
            Set<Long> reachable = reachableGains(rules);
            long solved = 0;
            for (long key : reachable) {
                int s = (int) (key >>> 32);
                int need = rootNeed - (int) key;
                float[] lane = at.lane(s);
                if (need <= 0 || need >= lane.length) {
                    continue; // the utility's top, or past the lane's end (its bottom): nothing to solve
                }
                assertFalse(Float.isNaN(lane[need]), rules + ": state " + s + " need " + need + " is reachable");
                assertEquals(Float.floatToRawIntBits(whole.lane(s)[need]), Float.floatToRawIntBits(lane[need]),
                        rules + ": state " + s + " need " + need);
                solved++;
            }
            assertTrue(solved > 100, rules + ": " + solved + " reachable needs checked");
            // Chance after one turn: 7 points, or 7 + 100 if the bonus came with them, were the old
            // superset; five of a kind never sums to 7, so 107 is no need a card can have there.
            int afterChance = ROOT | Category.CHANCE.bit();
            assertTrue(at.answers(afterChance, UPPER, true, rootNeed - 7), rules + ": chance 7");
            assertFalse(at.answers(afterChance, UPPER, true, rootNeed - 107), rules + ": chance 7 with a bonus");
            boolean bonus = rules.yahtzeeBonus();
            assertEquals(bonus, at.answers(afterChance, UPPER, true, rootNeed - 110), rules + ": 5 x 2 and the bonus");
        }
    }

    /**
     * The naive reference: every (state, points gained since the root) of a card reached from
     * the root, turn by turn over the 252 rolls and every box the rules allow for each, with the
     * upper and Yahtzee bonuses they pay; keys state << 32 | gained.
     */
    private static Set<Long> reachableGains(Rules rules) {
        record Card(int mask, int upper, boolean y50, int gained) {
        }
        Set<Long> all = new HashSet<>();
        Set<Card> level = Set.of(new Card(ROOT, UPPER, true, 0));
        while (!level.isEmpty()) {
            Set<Card> next = new HashSet<>();
            for (Card card : level) {
                all.add((long) StateIndex.index(card.mask(), card.upper(), card.y50()) << 32 | card.gained());
                for (int roll = 0; roll < KeepLattice.ROLLS; roll++) {
                    int bonus = Scoring.yahtzeeBonus(rules, card.mask(), card.y50(), roll);
                    for (Category box : Category.values()) {
                        if ((card.mask() & box.bit()) != 0) {
                            continue;
                        }
                        int p = Scoring.points(rules, card.mask(), roll, box);
                        if (p == Scoring.NOT_ALLOWED) {
                            continue;
                        }
                        int upper = StateIndex.nextUpperTotal(card.upper(), box, p);
                        next.add(new Card(card.mask() | box.bit(), upper, StateIndex.nextYahtzeeHolds50(card.y50(), box, p),
                                card.gained() + p + bonus + Scoring.upperBonus(card.upper(), upper)));
                    }
                }
            }
            level = next;
        }
        return all;
    }
}
