package org.yahtzee.solver;

import java.util.Arrays;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.SimpleScoring;

/**
 * A naive one-turn solver: straightforward loops over every subset of the dice to keep and
 * every ordered outcome of the dice thrown, with scoring from {@link SimpleScoring}. Given the
 * values of the states after this turn, it computes values of one state the slow, obvious way;
 * the optimised solver and the advisor must agree with it.
 */
public final class ReferenceSolver {
    private final Rules rules;
    private final StateValues after;
    /** One turn's values by {@link #multiset} times 3 plus the rolls left; NaN until computed. */
    private final double[] rolls = new double[MULTISETS * 3];
    private final double[] keeps = new double[MULTISETS * 3];
    private int mask = -1;
    private int upper;
    private boolean y50;

    /** {@code after} supplies the values of the states one box later (any solved table). */
    public ReferenceSolver(Rules rules, StateValues after) {
        this.rules = rules;
        this.after = after;
    }

    private void at(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        if (usedMask != mask || upperTotal != upper || yahtzeeHolds50 != y50) {
            Arrays.fill(rolls, Double.NaN);
            Arrays.fill(keeps, Double.NaN);
            mask = usedMask;
            upper = upperTotal;
            y50 = yahtzeeHolds50;
        }
    }

    /** Expected points still to come from the start of the state's turn. */
    public double stateValue(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        at(usedMask, upperTotal, yahtzeeHolds50);
        return keep(new int[0], 2);
    }

    /**
     * Points still to come when the final dice are written in {@code box}: the box's points, any
     * bonus earned now and the value of the next state; NaN if the rules forbid the box.
     */
    public double scoreValue(int usedMask, int upperTotal, boolean yahtzeeHolds50, int[] dice, Category box) {
        int points = SimpleScoring.points(rules, dice, box, usedMask);
        if (points < 0) {
            return Double.NaN;
        }
        int bonus = SimpleScoring.bonus(rules, dice, usedMask, yahtzeeHolds50);
        int nextUpper = upperTotal;
        if (box.isUpper()) {
            nextUpper = Math.min(63, upperTotal + points);
            if (upperTotal < 63 && nextUpper == 63) {
                bonus += 35;
            }
        }
        boolean nextY50 = yahtzeeHolds50 || (box == Category.YAHTZEE && points == 50);
        return points + bonus + after.value(usedMask | box.bit(), nextUpper, nextY50);
    }

    /** Value of holding these dice with {@code rollsLeft} (0..2) rolls still to come. */
    public double rollValue(int usedMask, int upperTotal, boolean yahtzeeHolds50, int[] dice, int rollsLeft) {
        at(usedMask, upperTotal, yahtzeeHolds50);
        return roll(sorted(dice), rollsLeft);
    }

    /**
     * Value of keeping {@code kept} and throwing the rest, with {@code rollsLeft} (1..2) before the
     * throw; keeping all five is standing pat, the value of scoring them now.
     */
    public double keepValue(int usedMask, int upperTotal, boolean yahtzeeHolds50, int[] kept, int rollsLeft) {
        at(usedMask, upperTotal, yahtzeeHolds50);
        return kept.length == 5 ? roll(sorted(kept), 0) : keep(sorted(kept), rollsLeft - 1);
    }

    /** {@code dice} in any order: they are sorted on a miss only. */
    private double roll(int[] unsorted, int rollsLeft) {
        int key = multiset(unsorted) * 3 + rollsLeft;
        if (!Double.isNaN(rolls[key])) {
            return rolls[key];
        }
        int[] dice = sorted(unsorted);
        double best = Double.NEGATIVE_INFINITY;
        if (rollsLeft == 0) {
            for (Category box : Category.values()) {
                if ((mask & box.bit()) == 0) {
                    double v = scoreValue(mask, upper, y50, dice, box);
                    if (!Double.isNaN(v)) {
                        best = Math.max(best, v);
                    }
                }
            }
        } else {
            for (int subset = 0; subset < 32; subset++) {
                int[] kept = new int[Integer.bitCount(subset)];
                int n = 0;
                for (int i = 0; i < 5; i++) {
                    if ((subset & (1 << i)) != 0) {
                        kept[n++] = dice[i];
                    }
                }
                best = Math.max(best, keep(kept, rollsLeft - 1));
            }
        }
        rolls[key] = best;
        return best;
    }

    /** Mean over every ordered outcome of the thrown dice of the resulting roll's value. */
    private double keep(int[] kept, int rollsLeftAfter) {
        int key = multiset(kept) * 3 + rollsLeftAfter;
        if (!Double.isNaN(keeps[key])) {
            return keeps[key];
        }
        int thrown = 5 - kept.length;
        int outcomes = (int) Math.pow(6, thrown);
        double total = 0;
        int[] dice = Arrays.copyOf(kept, 5); // roll() reads the dice and keeps no reference
        for (int code = 0; code < outcomes; code++) {
            int c = code;
            for (int i = kept.length; i < 5; i++) {
                dice[i] = c % 6 + 1;
                c /= 6;
            }
            total += roll(dice, rollsLeftAfter);
        }
        double value = total / outcomes;
        keeps[key] = value;
        return value;
    }

    /** A sorted copy of the dice. */
    public static int[] sorted(int[] dice) {
        int[] copy = dice.clone();
        Arrays.sort(copy);
        return copy;
    }

    /** The sorted dice as one number, a digit a die after a leading 1 (so that {} and {1} differ). */
    public static long key(int[] sortedDice) {
        long k = 1;
        for (int d : sortedDice) {
            k = k * 10 + d;
        }
        return k;
    }

    /** The number of multisets of 0..5 dice: C(11, 5). */
    public static final int MULTISETS = 462;

    /** Counts by face (three bits a face, as {@link #multiset} adds them) to 0..461; -1 for no multiset of 0..5 dice. */
    private static final short[] MULTISET_OF_CODE = multisetsByCode();

    /**
     * The dice, in any order, as a multiset 0..{@code MULTISETS - 1}: the naive references'
     * memo index. Unsorted, for a plain array: a sort of each of the 7,776 ordered outcomes of a
     * keep and a HashMap of boxed keys and values were paid for every outcome, where only a
     * miss of the memo needs the dice in order.
     */
    public static int multiset(int[] dice) {
        int code = 0;
        for (int d : dice) {
            code += 1 << 3 * (d - 1);
        }
        return MULTISET_OF_CODE[code];
    }

    private static short[] multisetsByCode() {
        short[] index = new short[1 << 18];
        Arrays.fill(index, (short) -1);
        short next = 0;
        for (int code = 0; code < index.length; code++) {
            int dice = 0;
            for (int face = 0; face < 6; face++) {
                dice += code >> 3 * face & 7;
            }
            if (dice <= 5) {
                index[code] = next++;
            }
        }
        if (next != MULTISETS) {
            throw new AssertionError(next + " multisets of 0..5 dice, not " + MULTISETS);
        }
        return index;
    }
}
