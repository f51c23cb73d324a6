package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * The first two stages of {@link LaneTurnAnalyzer}: what follows each box of each lane's state,
 * and the value of every final roll over lanes (notes 1 and 2 there). Also keeps the successors
 * apart (next state, upper bonus, value), for merging states with the same turn.
 */
final class LaneScoring {
    private static final int LANES = LaneTurnAnalyzer.LANES;
    private static final int SLOTS = Category.COUNT * SuccessorVariant.PER_BOX;

    /** Per roll: the faces it lacks, bit f - 1 for face f (never 0: five dice show at most five faces). */
    private static final int[] ABSENT_FACES = new int[KeepLattice.ROLLS];
    /** Per roll: its lower boxes scoring 0, as an index into LOWER_ZERO_SETS. */
    private static final int[] LOWER_ZERO_OF = new int[KeepLattice.ROLLS];
    /** The distinct sets of lower boxes in which some roll scores 0 (usedMask bits). */
    private static final int[] LOWER_ZERO_SETS;
    /** Per roll: the boxes it scores in, as CELL indices into cand, at SCORING_START[r] .. [r + 1]. */
    private static final int[] SCORING_CELLS;
    private static final int[] SCORING_START = new int[KeepLattice.ROLLS + 1];
    /** The five of a kind of each face, 1..6 at 0..5. */
    private static final int[] FIVES = new int[6];
    /** cand row of writing 0 in each box (chance never scores 0: -1). */
    private static final int[] ZERO_CELL = new int[Category.COUNT];

    static {
        for (int face = 1; face <= 6; face++) {
            FIVES[face - 1] = KeepLattice.rollOfDice(face, face, face, face, face);
        }
        java.util.Arrays.fill(ZERO_CELL, -1);
        for (Category c : Category.values()) {
            for (int j = 0; j < OrdinaryScores.POINTS_COUNT[c.id()]; j++) {
                if (OrdinaryScores.POINTS_OF[c.id() * OrdinaryScores.STRIDE + j] == 0) {
                    ZERO_CELL[c.id()] = c.id() * OrdinaryScores.STRIDE + j;
                }
            }
        }
        int[] lowerSets = new int[KeepLattice.ROLLS];
        int lowerCount = 0;
        int[] cells = new int[KeepLattice.ROLLS * Category.COUNT];
        int n = 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int scoring = OrdinaryScores.SCORING_BOXES[r];
            ABSENT_FACES[r] = ~scoring & Category.UPPER_BITS; // box f - 1 is face f
            int lowerZero = ~scoring & Category.LOWER_BITS;
            int index = 0;
            while (index < lowerCount && lowerSets[index] != lowerZero) {
                index++;
            }
            if (index == lowerCount) {
                lowerSets[lowerCount++] = lowerZero;
            }
            LOWER_ZERO_OF[r] = index;
            SCORING_START[r] = n;
            for (int rest = scoring; rest != 0; rest &= rest - 1) {
                cells[n++] = OrdinaryScores.CELL[r * Category.COUNT + Integer.numberOfTrailingZeros(rest)];
            }
        }
        SCORING_START[KeepLattice.ROLLS] = n;
        SCORING_CELLS = java.util.Arrays.copyOf(cells, n);
        LOWER_ZERO_SETS = java.util.Arrays.copyOf(lowerSets, lowerCount);
    }

    private final StateValues values;
    private final double[][] cand = new double[Category.COUNT * OrdinaryScores.STRIDE][LANES];
    private final double[][] zeroUpper = new double[1 << 6][LANES];
    private final double[][] zeroLower = new double[LOWER_ZERO_SETS.length][LANES];
    /** Per lane and SuccessorVariant slot: the next state, its upper bonus and value (after = bonus + value). */
    private final int[][] successorState = new int[LANES][SLOTS];
    private final int[][] successorBonus = new int[LANES][SLOTS];
    private final double[][] successorValue = new double[LANES][SLOTS];
    /** The successors kept by keepSuccessors. */
    private final int[] keptState = new int[SLOTS];
    private final int[] keptBonus = new int[SLOTS];
    private final double[] keptValue = new double[SLOTS];

    LaneScoring(StateValues values) {
        this.values = values;
    }

    /** The candidate row of the roll's printed points in the box (-infinity in lanes where it is filled). */
    double[] boxRow(int rollId, Category box) {
        return cand[OrdinaryScores.CELL[rollId * Category.COUNT + box.id()]];
    }

    /** Stage 1 for one lane: its after[] values and its column of the candidate rows. */
    void candidates(TurnValues t, int lane) {
        // byId, not values(): values() copies its array, and this runs for every state a grade
        // or a pass analyses (a 100,000-game grade: 5% of the grading threads' CPU samples, JFR)
        for (int id = 0; id < Category.COUNT; id++) {
            Category c = Category.byId(id);
            int base = c.id() * OrdinaryScores.STRIDE;
            int count = OrdinaryScores.POINTS_COUNT[c.id()];
            if ((t.usedMask & c.bit()) != 0) {
                for (int j = 0; j < count; j++) {
                    cand[base + j][lane] = Double.NEGATIVE_INFINITY;
                }
                continue;
            }
            for (int variant = 0; variant < SuccessorVariant.count(c); variant++) {
                // TurnAnalyzer.after, its two terms kept apart for sameSuccessors
                int points = SuccessorVariant.points(c, variant);
                int slot = SuccessorVariant.slot(c, variant);
                int bonus = Scoring.upperBonus(t.upperTotal, StateIndex.nextUpperTotal(t.upperTotal, c, points));
                int next = TurnAnalyzer.nextState(t, c, points);
                double value = values.value(next);
                successorState[lane][slot] = next;
                successorBonus[lane][slot] = bonus;
                successorValue[lane][slot] = value;
                t.after[slot] = bonus + value;
            }
            for (int j = 0; j < count; j++) {
                int points = OrdinaryScores.POINTS_OF[base + j];
                cand[base + j][lane] = points + t.after[SuccessorVariant.slotOf(c, points)];
            }
        }
    }

    /** Stage 2 over lanes: every roll scored by the printed table. */
    void score(double[][] finalRolls, int lanes) {
        for (int faces = 1; faces < zeroUpper.length; faces++) {
            double[] box = cand[ZERO_CELL[Category.upperFor(Integer.numberOfTrailingZeros(faces) + 1).id()]];
            int rest = faces & (faces - 1);
            LaneKernels.setSum(zeroUpper[faces], 0, box, 0, lanes);
            if (rest != 0) {
                LaneKernels.maxSum(zeroUpper[faces], 0, zeroUpper[rest], 0, lanes);
            }
        }
        for (int i = 0; i < LOWER_ZERO_SETS.length; i++) {
            java.util.Arrays.fill(zeroLower[i], 0, lanes, Double.NEGATIVE_INFINITY);
            for (int rest = LOWER_ZERO_SETS[i]; rest != 0; rest &= rest - 1) {
                LaneKernels.maxSum(zeroLower[i], 0, cand[ZERO_CELL[Integer.numberOfTrailingZeros(rest)]], 0, lanes);
            }
        }
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double[] dst = finalRolls[r];
            LaneKernels.setSum(dst, 0, zeroUpper[ABSENT_FACES[r]], 0, lanes);
            LaneKernels.maxSum(dst, 0, zeroLower[LOWER_ZERO_OF[r]], 0, lanes);
            for (int i = SCORING_START[r]; i < SCORING_START[r + 1]; i++) {
                LaneKernels.maxSum(dst, 0, cand[SCORING_CELLS[i]], 0, lanes);
            }
        }
    }

    /** Stage 2 for the five of a kinds of a lane whose Yahtzee box is filled, as TurnAnalyzer scores them. */
    void scoreExtraYahtzees(TurnValues t, double[][] finalRolls, int lane) {
        Rules rules = t.rules;
        for (int r : FIVES) {
            double best = Double.NEGATIVE_INFINITY;
            for (int open = ~t.usedMask & Category.ALL_USED; open != 0; open &= open - 1) {
                Category c = Category.byId(Integer.numberOfTrailingZeros(open));
                int points = Scoring.points(rules, t.usedMask, r, c);
                if (points != Scoring.NOT_ALLOWED) {
                    double v = t.boxValue(r, c, points);
                    best = v > best ? v : best;
                }
            }
            finalRolls[r][lane] = best;
        }
    }
    /** The state after SuccessorVariant slot {@code slot} (an open box's) of lane {@code lane}'s state. */
    int successor(int lane, int slot) {
        return successorState[lane][slot];
    }

    /** The upper bonus earned by that slot. */
    int successorBonus(int lane, int slot) {
        return successorBonus[lane][slot];
    }

    /** The value of that slot's next state. */
    double successorValue(int lane, int slot) {
        return successorValue[lane][slot];
    }

    /** Keeps lane {@code lane}'s successors for {@link #sameSuccessors}. */
    void keepSuccessors(int lane) {
        System.arraycopy(successorState[lane], 0, keptState, 0, SLOTS);
        System.arraycopy(successorBonus[lane], 0, keptBonus, 0, SLOTS);
        System.arraycopy(successorValue[lane], 0, keptValue, 0, SLOTS);
    }

    /**
     * Whether after each open box lane {@code lane}'s state has the kept upper bonus and next
     * value, bit for bit, and a next state the visitor finds alike.
     */
    boolean sameSuccessors(int usedMask, int lane, LaneTurnAnalyzer.DuplicateVisitor duplicates) {
        return sameSuccessors(usedMask, lane, keptState, keptBonus, keptValue, duplicates);
    }

    /** Whether after each open box lane {@code lane}'s state has lane {@code earlier}'s upper bonus and next value, bit for bit. */
    boolean sameSuccessors(int usedMask, int lane, int earlier) {
        return sameSuccessors(usedMask, lane, successorState[earlier], successorBonus[earlier], successorValue[earlier], null);
    }

    /** The two above: against these successors, and their next states alike for {@code duplicates} unless it is null. */
    private boolean sameSuccessors(int usedMask, int lane, int[] state, int[] bonus, double[] value,
                                   LaneTurnAnalyzer.DuplicateVisitor duplicates) {
        for (int rest = ~usedMask & Category.ALL_USED; rest != 0; rest &= rest - 1) {
            Category c = Category.byId(Integer.numberOfTrailingZeros(rest));
            for (int variant = 0; variant < SuccessorVariant.count(c); variant++) {
                int slot = SuccessorVariant.slot(c, variant);
                if (successorBonus[lane][slot] != bonus[slot]
                        || Double.doubleToRawLongBits(successorValue[lane][slot]) != Double.doubleToRawLongBits(value[slot])
                        || duplicates != null && !duplicates.sameNext(successorState[lane][slot], state[slot])) {
                    return false;
                }
            }
        }
        return true;
    }
}
