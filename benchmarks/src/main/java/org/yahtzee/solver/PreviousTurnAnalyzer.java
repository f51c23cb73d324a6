package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * <b>Frozen:</b> the solver's {@code TurnAnalyzer} as of commit 1ba799c (a new TurnValues and
 * lattice for every turn, box values from the points and successor tables), kept unchanged but
 * for how it fills a TurnValues, so the advise and grade benchmarks measure the previous
 * implementation beside the current one (their {@code impl} parameter). Not part of the tool.
 *
 * <p>Recomputes one turn from the solved values of the states after it, so a table of turn-start
 * values answers every question inside a turn: which dice to keep, which box to score.
 */
public final class PreviousTurnAnalyzer {
    /*
     * Implementation notes. The same stages as the table solver's widget, for one state with
     * plain scalars: box values of each final roll (reading the next states from the table),
     * then twice "expect over the next die" on the keep lattice and "best over sub-keeps".
     * About 10k floating-point operations: a few microseconds.
     */

    /** Printed-table points and their SuccessorVariant for each roll (row) and box (column). */
    private static final int[] ORDINARY = new int[KeepLattice.ROLLS * Category.COUNT];
    private static final int[] VARIANT = new int[KeepLattice.ROLLS * Category.COUNT];

    static {
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            for (Category c : Category.values()) {
                int points = Scoring.ordinary(r, c);
                ORDINARY[r * Category.COUNT + c.id()] = points;
                VARIANT[r * Category.COUNT + c.id()] = SuccessorVariant.of(c, points);
            }
        }
    }

    private final StateValues values;

    public PreviousTurnAnalyzer(StateValues values) {
        this.values = values;
    }

    public Rules rules() {
        return values.rules();
    }

    /**
     * All values of the turn starting in the state; the card must have a box open.
     *
     * @throws IllegalArgumentException if the state is not reachable or the card is full
     */
    public TurnValues analyze(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        StateIndex.index(usedMask, upperTotal, yahtzeeHolds50); // validates
        if (usedMask == Category.ALL_USED) {
            throw new IllegalArgumentException("every box is filled: the game is over");
        }
        TurnValues t = new TurnValues(); // the one change: TurnValues's fields are now set after construction
        t.rules = values.rules();
        t.usedMask = usedMask;
        t.upperTotal = upperTotal;
        t.yahtzeeHolds50 = yahtzeeHolds50;
        scoreFinalRolls(t);
        double[] lattice = new double[KeepLattice.KEEPS];
        for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
            int rollsAfter = (rollsLeft - 1) * KeepLattice.ROLLS;
            System.arraycopy(t.rollBest, rollsAfter, lattice, KeepLattice.ROLL_BASE, KeepLattice.ROLLS);
            for (int k = KeepLattice.ROLL_BASE - 1; k >= 0; k--) {
                double sum = 0;
                for (int f = 1; f <= 6; f++) {
                    sum += lattice[KeepLattice.add(k, f)];
                }
                lattice[k] = sum / 6.0;
            }
            System.arraycopy(lattice, 0, t.keep, (rollsLeft - 1) * KeepLattice.KEEPS, KeepLattice.KEEPS);
            for (int k = 1; k < KeepLattice.KEEPS; k++) {
                // Values are never negative or NaN, so their bit patterns order like the values:
                // comparing longs lets C2 use a conditional move instead of a branch it mispredicts
                // (the two lattice passes: 9.4 us with Math.max, 7.3 us comparing doubles, 4.4 us).
                long best = Double.doubleToRawLongBits(lattice[k]);
                for (int i = KeepLattice.smallerFrom(k); i < KeepLattice.smallerTo(k); i++) {
                    long v = Double.doubleToRawLongBits(lattice[KeepLattice.smaller(i)]);
                    best = v > best ? v : best;
                }
                lattice[k] = Double.longBitsToDouble(best);
            }
            System.arraycopy(lattice, KeepLattice.ROLL_BASE, t.rollBest, rollsLeft * KeepLattice.ROLLS, KeepLattice.ROLLS);
        }
        double start = 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            start += KeepLattice.rollProbability(r) * t.rollBest[2 * KeepLattice.ROLLS + r];
        }
        t.start = start;
        return t;
    }

    private void scoreFinalRolls(TurnValues t) {
        // What follows a box depends only on the box and its points variant: read the table
        // once per (box, variant), not once per roll (see TurnValues.after).
        Category[] open = new Category[Category.COUNT];
        int[] openIds = new int[Category.COUNT];
        int openCount = 0;
        for (Category c : Category.values()) {
            if ((t.usedMask & c.bit()) == 0) {
                openIds[openCount] = c.id();
                open[openCount++] = c;
                for (int variant = 0; variant < SuccessorVariant.count(c); variant++) {
                    t.after[SuccessorVariant.slot(c, variant)] = after(t, c, SuccessorVariant.points(c, variant));
                }
            }
        }
        // Only an extra Yahtzee (five of a kind with the Yahtzee box filled) brings the joker
        // rules and the bonus in; every other roll scores by the printed table, looked up here
        // directly (an analysis over random masks: 14.7 -> 13.2 us).
        boolean yahtzeeFilled = (t.usedMask & Category.YAHTZEE.bit()) != 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double best = Double.NEGATIVE_INFINITY;
            if (yahtzeeFilled && Scoring.yahtzeeFace(r) != 0) {
                for (int i = 0; i < openCount; i++) {
                    int points = Scoring.points(t.rules, t.usedMask, r, open[i]);
                    if (points != Scoring.NOT_ALLOWED) {
                        double v = t.boxValue(r, open[i], points);
                        best = v > best ? v : best; // never NaN: no Math.max latency in this chain
                    }
                }
            } else {
                int row = r * Category.COUNT;
                long bestBits = 0; // 0.0: every value is at least 0 (see the lattice above)
                for (int i = 0; i < openCount; i++) {
                    int cell = row + openIds[i];
                    long v = Double.doubleToRawLongBits(ORDINARY[cell] + t.after[openIds[i] * SuccessorVariant.PER_BOX + VARIANT[cell]]);
                    bestBits = v > bestBits ? v : bestBits;
                }
                best = Double.longBitsToDouble(bestBits);
            }
            t.rollBest[r] = best;
        }
    }

    /** Upper bonus earned now plus the value of the state after writing {@code points} in {@code box}. */
    private double after(TurnValues t, Category box, int points) {
        int upper = t.upperTotal;
        int nextUpper = box.isUpper() ? Math.min(StateIndex.UPPER_CAP, upper + points) : upper;
        boolean nextY50 = t.yahtzeeHolds50 || (box == Category.YAHTZEE && points > 0);
        return Scoring.upperBonus(upper, nextUpper) + values.value(t.usedMask | box.bit(), nextUpper, nextY50);
    }
}
