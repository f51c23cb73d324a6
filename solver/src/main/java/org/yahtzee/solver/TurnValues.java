package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;

/**
 * Every value of one turn from one turn-start state, in expected points still to come
 * (this turn's box and bonuses plus the rest of the game): the value of each box for each
 * final roll, of each keep before each reroll, and of each roll with 0..2 rolls left.
 * Computed by {@link TurnAnalyzer}; read by the advisor, the grader and the reports.
 */
public final class TurnValues {
    /*
     * rollBest[rollsLeft * 252 + rollId]: value of holding the roll with that many rolls left,
     * best choice made. keep[(rollsLeft - 1) * 462 + keepId]: value of keeping those dice and
     * throwing the others when rollsLeft rolls remain (the keep of all five is "score now").
     * after[SuccessorVariant.slot(box, variant)]: upper bonus earned plus the value of the next
     * state, for each open box and SuccessorVariant. A box value is its points + the
     * extra-Yahtzee bonus + after[...], computed when asked: storing all 252 x 13 made every
     * analysis allocate and fill 26 KB.
     */
    final double[] rollBest = new double[3 * KeepLattice.ROLLS];
    final double[] keep = new double[2 * KeepLattice.KEEPS];
    final double[] after = new double[Category.COUNT * SuccessorVariant.PER_BOX];
    /** The analysis's scratch, kept with the values so that reusing them allocates nothing. */
    final double[] lattice = new double[KeepLattice.KEEPS];
    final double[] boxValue = new double[Category.COUNT * OrdinaryScores.STRIDE];
    /** Ids of the open boxes, ascending; the first (13 - filled) entries are set. */
    final int[] openIds = new int[Category.COUNT];
    // Set by each analysis (TurnAnalyzer.analyze may refill an instance); read-only to users.
    Rules rules;
    int usedMask;
    int upperTotal;
    boolean yahtzeeHolds50;
    double start;

    TurnValues() {
    }

    public Rules rules() {
        return rules;
    }

    public int usedMask() {
        return usedMask;
    }

    /** The upper subtotal, capped at 63. */
    public int upperTotal() {
        return upperTotal;
    }

    public boolean yahtzeeHolds50() {
        return yahtzeeHolds50;
    }

    /** Value at the start of the turn, before the first roll (equals the solved state value). */
    public double start() {
        return start;
    }

    /** Value of holding {@code rollId} with {@code rollsLeft} (0..2) rolls left, played optimally. */
    public double rollValue(int rollId, int rollsLeft) {
        checkRollsLeft(rollsLeft, 0);
        return rollBest[rollsLeft * KeepLattice.ROLLS + rollId];
    }

    /**
     * Value of keeping {@code keepId} and throwing the other dice, when {@code rollsLeft} (1..2)
     * rolls remain. Keeping all five dice means standing pat: scoring them optimally now, with
     * either count of rolls left (as the grader values it).
     */
    public double keepValue(int keepId, int rollsLeft) {
        checkRollsLeft(rollsLeft, 1);
        return keep[(rollsLeft - 1) * KeepLattice.KEEPS + keepId];
    }

    /**
     * Value of writing the final roll in {@code box}: its points, any bonus earned now and the
     * rest of the game; NaN if the box is filled or the rules forbid it for this roll.
     */
    public double scoreValue(int rollId, Category box) {
        if ((usedMask & box.bit()) != 0) {
            return Double.NaN;
        }
        if (!Scoring.isExtraYahtzee(rollId, usedMask)) {
            // The printed points and their successor slot from tables: the policy passes (moments,
            // policy table, exact distribution) ask this for every open box of every final roll,
            // and SuccessorVariant.slotOf divides. Bit for bit boxValue's sum: no bonus to add.
            int at = rollId * Category.COUNT + box.id();
            return OrdinaryScores.POINTS[at] + after[OrdinaryScores.SLOT[at]];
        }
        int points = Scoring.points(rules, usedMask, rollId, box);
        return points == Scoring.NOT_ALLOWED ? Double.NaN : boxValue(rollId, box, points);
    }

    /** Value of writing an allowed {@code points} in an open {@code box} for the roll. */
    double boxValue(int rollId, Category box, int points) {
        return points + Scoring.yahtzeeBonus(rules, usedMask, yahtzeeHolds50, rollId)
                + after[SuccessorVariant.slotOf(box, points)];
    }

    /** Points written in the box for the roll (no bonuses); {@link Scoring#NOT_ALLOWED} if not allowed. */
    public int points(int rollId, Category box) {
        if ((usedMask & box.bit()) != 0) {
            return Scoring.NOT_ALLOWED;
        }
        return Scoring.points(rules, usedMask, rollId, box);
    }

    private static void checkRollsLeft(int rollsLeft, int min) {
        if (rollsLeft < min || rollsLeft > 2) {
            throw new IllegalArgumentException("rollsLeft must be " + min + "..2, was " + rollsLeft);
        }
    }
}
