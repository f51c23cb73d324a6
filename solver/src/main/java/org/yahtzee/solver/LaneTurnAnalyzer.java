package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * Analyses up to {@link #LANES} turn-start states at once, each into a {@link TurnValues} of its
 * own that holds exactly what {@link TurnAnalyzer#analyze} computes for it, bit for bit: the
 * stages of a turn are the same for every state, so, as in the widget solver, they run over rows
 * of lanes, a state a lane. For callers that analyse many states (the grader's batches). One
 * instance per thread: it owns its scratch, and the values it gives out until its next analysis.
 */
public final class LaneTurnAnalyzer {
    /*
     * Implementation notes.
     *  1. Per lane: the state's after[] values (TurnAnalyzer.after), and its candidate rows
     *     cand[box * STRIDE + j] = printed points j + after[...], TurnAnalyzer's box values, or
     *     -infinity where the box is filled.
     *  2. Score, over lanes: a roll's value is the best candidate of the 13 boxes. The boxes in
     *     which the roll scores 0 come in as two maxima made once per analysis: the upper boxes
     *     of the faces it lacks (zeroUpper, built over the 63 face sets) and its lower zero boxes
     *     (zeroLower, one row per distinct set); then one max per box it scores in. max is exact
     *     and an open box always beats -infinity, so this is TurnAnalyzer's double. Extra
     *     Yahtzees (a five of a kind with the Yahtzee box filled: jokers, bonus) are redone lane
     *     by lane as TurnAnalyzer does them.
     *  3. The two keep-lattice passes (LaneKernels.expect and maximise, the widget solver's),
     *     copying each level's keep and roll values out to the lanes' TurnValues, and the start
     *     value summed in roll order. Same operations in the same order: the same doubles.
     */

    /** States analysed together at most. */
    public static final int LANES = 32;

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
    private final TurnValues[] turns = new TurnValues[LANES];
    private final double[][] x = new double[KeepLattice.KEEPS][LANES];
    private final double[][] cand = new double[Category.COUNT * OrdinaryScores.STRIDE][LANES];
    private final double[][] zeroUpper = new double[1 << 6][LANES];
    private final double[][] zeroLower = new double[LOWER_ZERO_SETS.length][LANES];
    private final double[] sum = new double[LANES];
    /** The lanes' arrays, so that copying a row out does not go through each TurnValues. */
    private final double[][] rollBestOf = new double[LANES][];
    private final double[][] keepOf = new double[LANES][];

    public LaneTurnAnalyzer(StateValues values) {
        this.values = values;
        for (int lane = 0; lane < LANES; lane++) {
            turns[lane] = new TurnValues();
            rollBestOf[lane] = turns[lane].rollBest;
            keepOf[lane] = turns[lane].keep;
        }
    }

    /**
     * Sets the state lane {@code lane} (0..LANES-1) analyses next; the card must have a box open.
     *
     * @throws IllegalArgumentException as {@link TurnAnalyzer#analyze}
     */
    public void state(int lane, int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        StateIndex.index(usedMask, upperTotal, yahtzeeHolds50); // validates
        if (usedMask == Category.ALL_USED) {
            throw new IllegalArgumentException("every box is filled: the game is over");
        }
        TurnValues t = turns[lane];
        t.rules = values.rules();
        t.usedMask = usedMask;
        t.upperTotal = upperTotal;
        t.yahtzeeHolds50 = yahtzeeHolds50;
    }

    /** Analyses the states of lanes 0..lanes-1; {@link #turn} gives their values until the next call. */
    public void analyze(int lanes) {
        if (lanes < 1 || lanes > LANES) {
            throw new IllegalArgumentException("lanes must be 1.." + LANES + ", was " + lanes);
        }
        for (int lane = 0; lane < lanes; lane++) {
            candidates(lane);
        }
        score(lanes);
        for (int lane = 0; lane < lanes; lane++) {
            if ((turns[lane].usedMask & Category.YAHTZEE.bit()) != 0) {
                scoreExtraYahtzees(lane);
            }
        }
        copyOut(lanes, KeepLattice.ROLL_BASE, KeepLattice.ROLLS, rollBestOf, 0);
        for (int lane = 0; lane < lanes; lane++) { // no rolls left; keeping all five with some left scores them
            System.arraycopy(rollBestOf[lane], 0, keepOf[lane], KeepLattice.ROLL_BASE, KeepLattice.ROLLS);
            System.arraycopy(rollBestOf[lane], 0, keepOf[lane], KeepLattice.KEEPS + KeepLattice.ROLL_BASE, KeepLattice.ROLLS);
        }
        for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
            LaneKernels.expect(x, lanes);
            copyOut(lanes, 0, KeepLattice.ROLL_BASE, keepOf, (rollsLeft - 1) * KeepLattice.KEEPS);
            LaneKernels.maximise(x, lanes);
            copyOut(lanes, KeepLattice.ROLL_BASE, KeepLattice.ROLLS, rollBestOf, rollsLeft * KeepLattice.ROLLS);
        }
        java.util.Arrays.fill(sum, 0, lanes, 0.0);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            LaneKernels.addScaled(sum, KeepLattice.rollProbability(r), x[KeepLattice.ROLL_BASE + r], lanes);
        }
        for (int lane = 0; lane < lanes; lane++) {
            turns[lane].start = sum[lane];
        }
    }

    /**
     * Copies rows {@code x[from..from+count-1]} out to the lanes' arrays {@code dst[lane]}, from
     * {@code at}: four lanes at a time, so that each row is loaded once for four and the stores
     * run in order (a lane at a time: 0.8 us a state, a row at a time 1.0).
     */
    private void copyOut(int lanes, int from, int count, double[][] dst, int at) {
        int lane = 0;
        for (; lane + 4 <= lanes; lane += 4) {
            double[] d0 = dst[lane];
            double[] d1 = dst[lane + 1];
            double[] d2 = dst[lane + 2];
            double[] d3 = dst[lane + 3];
            for (int i = 0; i < count; i++) {
                double[] row = x[from + i];
                d0[at + i] = row[lane];
                d1[at + i] = row[lane + 1];
                d2[at + i] = row[lane + 2];
                d3[at + i] = row[lane + 3];
            }
        }
        for (; lane < lanes; lane++) {
            for (int i = 0; i < count; i++) {
                dst[lane][at + i] = x[from + i][lane];
            }
        }
    }

    /** Receives one analysed state of {@link #analyzeMask}. */
    public interface StateVisitor {
        /** {@code turn} is the analysis of state {@code stateIndex}, valid until this call returns. */
        void visit(int stateIndex, TurnValues turn);
    }

    /** Chooses the states {@link #analyzeMask} analyses. */
    public interface StateFilter {
        boolean wanted(int stateIndex);
    }

    /**
     * Analyses the turn-start states of {@code usedMask} (not the full card) that {@code filter}
     * wants, {@link #LANES} at a time, and hands each to {@code visitor} in StateIndex order: the
     * passes over every state (second moments, the policy table, the exact distribution) pay
     * this class's cost per state instead of {@link TurnAnalyzer}'s (2.4 against 5.5 us).
     */
    public void analyzeMask(int usedMask, StateFilter filter, StateVisitor visitor) {
        int[] pending = new int[LANES];
        int lanes = 0;
        int state = StateIndex.offset(usedMask);
        long totals = StateIndex.reachableUpperTotals(usedMask);
        for (int flag = 0; flag < StateIndex.yahtzeeFlags(usedMask); flag++) {
            for (long rest = totals; rest != 0; rest &= rest - 1, state++) {
                if (!filter.wanted(state)) {
                    continue;
                }
                state(lanes, usedMask, Long.numberOfTrailingZeros(rest), flag == 1);
                pending[lanes++] = state;
                if (lanes == LANES) {
                    visitLanes(lanes, pending, visitor);
                    lanes = 0;
                }
            }
        }
        if (lanes > 0) {
            visitLanes(lanes, pending, visitor);
        }
    }

    private void visitLanes(int lanes, int[] states, StateVisitor visitor) {
        analyze(lanes);
        for (int lane = 0; lane < lanes; lane++) {
            visitor.visit(states[lane], turns[lane]);
        }
    }

    /** The values of lane {@code lane}'s state, from the last {@link #analyze}. */
    public TurnValues turn(int lane) {
        return turns[lane];
    }

    /** Stage 1 for one lane: its after[] values and its column of the candidate rows. */
    private void candidates(int lane) {
        TurnValues t = turns[lane];
        for (Category c : Category.values()) {
            int base = c.id() * OrdinaryScores.STRIDE;
            int count = OrdinaryScores.POINTS_COUNT[c.id()];
            if ((t.usedMask & c.bit()) != 0) {
                for (int j = 0; j < count; j++) {
                    cand[base + j][lane] = Double.NEGATIVE_INFINITY;
                }
                continue;
            }
            for (int variant = 0; variant < SuccessorVariant.count(c); variant++) {
                t.after[SuccessorVariant.slot(c, variant)] = TurnAnalyzer.after(values, t, c, SuccessorVariant.points(c, variant));
            }
            for (int j = 0; j < count; j++) {
                int points = OrdinaryScores.POINTS_OF[base + j];
                cand[base + j][lane] = points + t.after[SuccessorVariant.slotOf(c, points)];
            }
        }
    }

    /** Stage 2 over lanes: every roll scored by the printed table. */
    private void score(int lanes) {
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
            double[] dst = x[KeepLattice.ROLL_BASE + r];
            LaneKernels.setSum(dst, 0, zeroUpper[ABSENT_FACES[r]], 0, lanes);
            LaneKernels.maxSum(dst, 0, zeroLower[LOWER_ZERO_OF[r]], 0, lanes);
            for (int i = SCORING_START[r]; i < SCORING_START[r + 1]; i++) {
                LaneKernels.maxSum(dst, 0, cand[SCORING_CELLS[i]], 0, lanes);
            }
        }
    }

    /** Stage 2 for the five of a kinds of a lane whose Yahtzee box is filled, as TurnAnalyzer scores them. */
    private void scoreExtraYahtzees(int lane) {
        TurnValues t = turns[lane];
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
            x[KeepLattice.ROLL_BASE + r][lane] = best;
        }
    }
}
