package org.yahtzee.goal;

import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * Bounds on points that cut the goal solver's lanes: the least a card in a state has already
 * scored, and the most it can still score. Both count what the value solver counts (boxes, the
 * upper bonus, Yahtzee bonuses).
 */
final class ScoreBounds {

    private ScoreBounds() {
    }

    /**
     * The least total a card in this state can show: its capped upper total, the upper bonus if
     * that is 63, 50 if the Yahtzee box holds 50, 5 if Chance is filled (it never scores less).
     * Scoring g points never raises this by more than g, so a state reached with x points has
     * x >= this, and lanes beyond (need at the root) - (this - the root's) are never read.
     */
    static int leastScored(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        return upperTotal + (upperTotal >= StateIndex.UPPER_CAP ? Rules.UPPER_BONUS : 0)
                + (yahtzeeHolds50 ? 50 : 0) + ((usedMask & Category.CHANCE.bit()) != 0 ? 5 : 0);
    }

    /**
     * Upper totals of a card in this mask below this one can no longer reach the bonus: short
     * of 63 by more than five of each open face.
     */
    static int bonusOutOfReachBelow(int usedMask) {
        int mostUpper = 0;
        for (int face = 1; face <= 6; face++) {
            mostUpper += (usedMask & Category.upperFor(face).bit()) == 0 ? 5 * face : 0;
        }
        return Rules.UPPER_BONUS_THRESHOLD - mostUpper;
    }

    /**
     * The upper totals of a card in this mask below this one play alike (the same points,
     * bonuses and next states' lanes whatever the total): those that can no longer reach the
     * bonus, or every one once every upper box is filled (the bonus, if any, came when it was
     * reached).
     */
    static int alikeBelow(int usedMask) {
        boolean upperFilled = (usedMask & Category.UPPER_BITS) == Category.UPPER_BITS;
        return upperFilled ? StateIndex.UPPER_CAP + 1 : bonusOutOfReachBelow(usedMask);
    }

    /**
     * An upper bound on the points still to come from the state, given {@code most[s]} for every
     * state s with one more box filled: the best of every printed (box, points) pair of an open
     * box, whatever roll writes it, and of every extra Yahtzee as the rules score it. Pairs no
     * roll allows now only raise the bound, which stays safe: it cuts only lanes that are
     * certainly at the utility's floor.
     */
    static int mostToCome(Rules rules, int usedMask, int upperTotal, boolean yahtzeeHolds50, int[] most) {
        int best = 0;
        for (int rest = ~usedMask & Category.ALL_USED; rest != 0; rest &= rest - 1) {
            Category c = Category.byId(Integer.numberOfTrailingZeros(rest));
            for (int cell = c.id() * BoxCells.STRIDE; cell < c.id() * BoxCells.STRIDE + BoxCells.COUNT[c.id()]; cell++) {
                best = Math.max(best, gain(usedMask, upperTotal, yahtzeeHolds50, c, BoxCells.POINTS[cell], 0, most));
            }
        }
        if ((usedMask & Category.YAHTZEE.bit()) != 0) {
            for (int face = 1; face <= 6; face++) {
                int roll = BoxCells.FIVE_OF_A_KIND[face];
                int bonus = Scoring.yahtzeeBonus(rules, usedMask, yahtzeeHolds50, roll);
                for (int rest = ~usedMask & Category.ALL_USED; rest != 0; rest &= rest - 1) {
                    Category c = Category.byId(Integer.numberOfTrailingZeros(rest));
                    int points = Scoring.points(rules, usedMask, roll, c);
                    if (points != Scoring.NOT_ALLOWED) {
                        best = Math.max(best, gain(usedMask, upperTotal, yahtzeeHolds50, c, points, bonus, most));
                    }
                }
            }
        }
        return best;
    }

    private static int gain(int usedMask, int upperTotal, boolean y50, Category c, int points, int bonus, int[] most) {
        int nextUpper = StateIndex.nextUpperTotal(upperTotal, c, points);
        boolean nextY50 = StateIndex.nextYahtzeeHolds50(y50, c, points);
        return points + bonus + Scoring.upperBonus(upperTotal, nextUpper)
                + most[StateIndex.index(usedMask | c.bit(), nextUpper, nextY50)];
    }
}
