package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * Recomputes one turn from the solved values of the states after it, so a table of turn-start
 * values answers every question inside a turn: which dice to keep, which box to score.
 */
public final class TurnAnalyzer {
    /*
     * Implementation notes. The same stages as the table solver's widget, for one state with
     * plain scalars: box values of each final roll (reading the next states from the table),
     * then twice "expect over the next die" on the keep lattice and "best over sub-keeps".
     * About 10k floating-point operations: a few microseconds.
     */

    private final StateValues values;

    public TurnAnalyzer(StateValues values) {
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
        return analyze(usedMask, upperTotal, yahtzeeHolds50, null);
    }

    /**
     * As {@link #analyze(int, int, boolean)}, but refills and returns {@code reuse}, the values
     * of an earlier analysis that the caller no longer needs, instead of allocating 17 KB (null:
     * allocate): for callers that analyse turn after turn (the grader, 13 a game: 7.0 -> 6.0 us
     * an analysis).
     */
    public TurnValues analyze(int usedMask, int upperTotal, boolean yahtzeeHolds50, TurnValues reuse) {
        StateIndex.index(usedMask, upperTotal, yahtzeeHolds50); // validates
        if (usedMask == Category.ALL_USED) {
            throw new IllegalArgumentException("every box is filled: the game is over");
        }
        TurnValues t = reuse != null ? reuse : new TurnValues();
        t.rules = values.rules();
        t.usedMask = usedMask;
        t.upperTotal = upperTotal;
        t.yahtzeeHolds50 = yahtzeeHolds50;
        scoreFinalRolls(t);
        double[] lattice = t.lattice;
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
            int keepBase = (rollsLeft - 1) * KeepLattice.KEEPS;
            System.arraycopy(lattice, 0, t.keep, keepBase, KeepLattice.KEEPS);
            // Keeping all five is standing pat: scoring now. The lattice's own value of that keep
            // is the roll carried on to the next roll (with two left: the best with one left),
            // which only ties the maximum where standing pat does, so the maximum is the same.
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                t.keep[keepBase + KeepLattice.keepOfRoll(r)] = t.rollBest[r];
            }
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
        int[] openIds = t.openIds;
        int openCount = 0;
        for (int rest = ~t.usedMask & Category.ALL_USED; rest != 0; rest &= rest - 1) {
            Category c = Category.byId(Integer.numberOfTrailingZeros(rest));
            openIds[openCount++] = c.id();
            for (int variant = 0; variant < SuccessorVariant.count(c); variant++) {
                t.after[SuccessorVariant.slot(c, variant)] = after(values, t, c, SuccessorVariant.points(c, variant));
            }
        }
        // Only an extra Yahtzee (five of a kind with the Yahtzee box filled) brings the joker
        // rules and the bonus in; every other roll scores by the printed table. A box takes few
        // printed values (6 for an upper box, 2 or 27 for a lower one), so each open box's
        // points + after is computed once for each, and a roll's box value is one look-up
        // (an analysis over random masks: 7.4 -> 6.9 us).
        double[] boxValue = t.boxValue;
        for (int i = 0; i < openCount; i++) {
            Category c = Category.byId(openIds[i]);
            int base = c.id() * OrdinaryScores.STRIDE;
            for (int j = 0; j < OrdinaryScores.POINTS_COUNT[c.id()]; j++) {
                int points = OrdinaryScores.POINTS_OF[base + j];
                boxValue[base + j] = points + t.after[SuccessorVariant.slotOf(c, points)];
            }
        }
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double best = Double.NEGATIVE_INFINITY;
            if (Scoring.isExtraYahtzee(r, t.usedMask)) {
                for (int i = 0; i < openCount; i++) {
                    Category c = Category.byId(openIds[i]);
                    int points = Scoring.points(t.rules, t.usedMask, r, c);
                    if (points != Scoring.NOT_ALLOWED) {
                        double v = t.boxValue(r, c, points);
                        best = v > best ? v : best; // never NaN: no Math.max latency in this chain
                    }
                }
            } else {
                int row = r * Category.COUNT;
                long bestBits = 0; // 0.0: every value is at least 0 (see the lattice above)
                for (int i = 0; i < openCount; i++) {
                    long v = Double.doubleToRawLongBits(boxValue[OrdinaryScores.CELL[row + openIds[i]]]);
                    bestBits = v > bestBits ? v : bestBits;
                }
                best = Double.longBitsToDouble(bestBits);
            }
            t.rollBest[r] = best;
        }
    }

    /**
     * Upper bonus earned now plus the value of the state after writing {@code points} in
     * {@code box}: here for {@link LaneTurnAnalyzer} too.
     */
    static double after(StateValues values, TurnValues t, Category box, int points) {
        return Scoring.upperBonus(t.upperTotal, StateIndex.nextUpperTotal(t.upperTotal, box, points))
                + values.value(nextState(t, box, points));
    }

    /** The state after writing {@code points} in the open {@code box} of {@code t}'s state. */
    static int nextState(TurnValues t, Category box, int points) {
        // Reachable by construction (a box's printed points from a reachable state): no checks,
        // which were a seventh of a policy table's build.
        return StateIndex.indexOfReachable(t.usedMask | box.bit(), StateIndex.nextUpperTotal(t.upperTotal, box, points),
                StateIndex.nextYahtzeeHolds50(t.yahtzeeHolds50, box, points));
    }
}
