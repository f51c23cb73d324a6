package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.dice.RollKeeps;
import org.yahtzee.rules.Category;
import org.yahtzee.state.StateIndex;

/**
 * Analyses up to {@link #LANES} turn-start states at once, each into a {@link TurnValues} of its
 * own that holds exactly what {@link TurnAnalyzer#analyze} computes for it, bit for bit: the
 * stages of a turn are the same for every state, so, as in the widget solver, they run over rows
 * of lanes, a state a lane. For callers that analyse many states (the grader's batches, the
 * passes over every state). One instance per thread: it owns its scratch, and the values it
 * gives out until its next analysis.
 */
public final class LaneTurnAnalyzer {
    /*
     * Implementation notes.
     *  1. Per lane (LaneScoring): the state's after[] values (TurnAnalyzer.after), and its
     *     candidate rows cand[box * STRIDE + j] = printed points j + after[...], TurnAnalyzer's
     *     box values, or -infinity where the box is filled.
     *  2. Score, over lanes (LaneScoring): a roll's value is the best candidate of the 13 boxes.
     *     The boxes in which the roll scores 0 come in as two maxima made once per analysis: the
     *     upper boxes of the faces it lacks (zeroUpper, built over the 63 face sets) and its
     *     lower zero boxes (zeroLower, one row per distinct set); then one max per box it scores
     *     in. max is exact and an open box always beats -infinity, so this is TurnAnalyzer's
     *     double. Extra Yahtzees (a five of a kind with the Yahtzee box filled: jokers, bonus)
     *     are redone lane by lane as TurnAnalyzer does them.
     *  3. The two keep-lattice passes (LaneKernels.expect and maximise, the widget solver's)
     *     over rows kept for each stage: rolls[s][rollId] with s rolls left (0..2) and, for
     *     s = 1, 2, keeps[s][keepId] the expectations over the keeps of 0..4 dice, the keeps of
     *     five dice being rolls[0] (standing pat, as in TurnValues). The best over sub-keeps is
     *     taken into other rows (LaneKernels.maximise from one set of rows into another), so the
     *     expectations stay for the decisions (advice.LaneDecisions). analyze copies the rows out
     *     to the lanes' TurnValues; analyzeRows leaves them in the rows, where the passes over
     *     every state read them (the copy was a third of an analysis: 0.8 us of 2.4). Then the
     *     start value summed in roll order. Same operations in the same order: the same doubles.
     *  4. A turn is a function of the card's mask, the Yahtzee flag and, after each box, the
     *     upper bonus earned and the next state's value. analyzeMask can compare each state with
     *     the last one it gave a lane (of the same flag) and merge it when all of these are the
     *     same, bit for bit: mostly the upper totals from which the bonus is out of reach, whose
     *     values the solver makes the same (LaneLayout's dead lanes). Under the official rules
     *     221,486 of the 536,320 states with a turn to play (41%) merge so. mergeState does the
     *     same for the grader, whose states come a few of each mask (those a batch of games
     *     reaches), against the lane set just before: 14% of the 37,000 distinct states of a
     *     batch of 8,192 games of the record merge so (5,200 analyses a batch fewer).
     *  5. The grader reads a state's first roll (two rolls left) for one to three rolls a state
     *     (the turns of a batch that start there: 2.9 a state in batches of 8,192 games), so
     *     analyzeSetButFirstRoll skips the last maximise pass (every roll's best over its 32
     *     keeps, about a sixth of an analysis) and the start value that sums its row;
     *     firstRollValue takes the same maximum for one roll in one lane. max is exact and
     *     ignores order (Math.max, no NaN): the maximise pass's double, bit for bit.
     */

    /** States analysed together at most. */
    public static final int LANES = 32;
    /** States of one mask at most: every upper total, both Yahtzee flags. */
    private static final int MASK_STATES = 2 * (StateIndex.UPPER_CAP + 1);

    private final StateValues values;
    private final LaneScoring scoring;
    private final TurnValues[] turns = new TurnValues[LANES];
    /** rolls[s][rollId]: the value of holding the roll with s rolls left, lane by lane. */
    private final double[][][] rolls = new double[3][KeepLattice.ROLLS][LANES];
    /**
     * lattice[s] for s = 1, 2, by keepId: the expectation's rows, own rows for the keeps of
     * 0..4 dice (keeps[s]) and rolls[s - 1] for the five-dice keeps (the roll carried on).
     */
    private final double[][][] lattice = new double[3][][];
    /** keeps[s] for s = 1, 2, by keepId: the value of each keep with s rolls left (TurnValues.keepValue). */
    private final double[][][] keeps = new double[3][][];
    /** best[s]: maximise's rows, scratch for the keeps of 0..4 dice and rolls[s] for the rolls. */
    private final double[][][] best = new double[3][][];
    private final double[] sum = new double[LANES];
    /** analyzeMask's batch, and the states it merged. */
    private final int[] pending = new int[LANES];
    private final int[] dupState = new int[MASK_STATES];
    private final int[] dupOf = new int[MASK_STATES];
    private final int[] dupUpper = new int[MASK_STATES];
    /** The lanes' arrays, so that copying a row out does not go through each TurnValues. */
    private final double[][] rollBestOf = new double[LANES][];
    private final double[][] keepOf = new double[LANES][];

    public LaneTurnAnalyzer(StateValues values) {
        this.values = values;
        this.scoring = new LaneScoring(values);
        for (int lane = 0; lane < LANES; lane++) {
            turns[lane] = new TurnValues();
            rollBestOf[lane] = turns[lane].rollBest;
            keepOf[lane] = turns[lane].keep;
        }
        double[][] scratch = new double[KeepLattice.ROLL_BASE][LANES];
        for (int s = 1; s <= 2; s++) {
            lattice[s] = new double[KeepLattice.KEEPS][];
            keeps[s] = new double[KeepLattice.KEEPS][];
            best[s] = new double[KeepLattice.KEEPS][];
            for (int k = 0; k < KeepLattice.ROLL_BASE; k++) {
                lattice[s][k] = new double[LANES];
                keeps[s][k] = lattice[s][k];
                best[s][k] = scratch[k];
            }
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                lattice[s][KeepLattice.ROLL_BASE + r] = rolls[s - 1][r];
                keeps[s][KeepLattice.ROLL_BASE + r] = rolls[0][r];
                best[s][KeepLattice.ROLL_BASE + r] = rolls[s][r];
            }
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
        analyzeRows(lanes);
        copyOut(lanes, rolls[0], KeepLattice.ROLLS, rollBestOf, 0);
        for (int s = 1; s <= 2; s++) {
            copyOut(lanes, rolls[s], KeepLattice.ROLLS, rollBestOf, s * KeepLattice.ROLLS);
            copyOut(lanes, keeps[s], KeepLattice.KEEPS, keepOf, (s - 1) * KeepLattice.KEEPS);
        }
    }

    /**
     * Analyses the states of lanes 0..lanes-1 into this object's rows only ({@link #rollRow},
     * {@link #keepRow}, {@link #boxRow}), until the next call: {@link #turn} then holds each
     * lane's state and what follows each box (what {@link TurnValues#scoreValue} and
     * {@link TurnValues#points} read) and its start value, but not the stage values.
     */
    public void analyzeRows(int lanes) {
        candidates(lanes);
        analyzeCandidates(lanes, true);
    }

    /**
     * Sets the state lane {@code lane} analyses next, as {@link #state}, and reads what follows
     * each of its boxes; returns {@code lane}, or {@code lane - 1} if the state set there has the
     * same turn as this one, bit for bit (the same mask and Yahtzee flag and, after each box, the
     * same upper bonus and next-state value, note 4): then that lane's values are this state's
     * (but for its upper total) and {@code lane} is left for the next state. For a caller that
     * sets the states of {@link #analyzeSetButFirstRoll}, in StateIndex order.
     *
     * @throws IllegalArgumentException as {@link #state}
     */
    public int mergeState(int lane, int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        state(lane, usedMask, upperTotal, yahtzeeHolds50);
        scoring.candidates(turns[lane], lane);
        int earlier = lane - 1;
        if (earlier >= 0 && turns[earlier].usedMask == usedMask && turns[earlier].yahtzeeHolds50 == yahtzeeHolds50
                && scoring.sameSuccessors(usedMask, lane, earlier)) {
            return earlier;
        }
        return lane;
    }

    /**
     * Analyses lanes 0..lanes-1, set by {@link #mergeState}, as {@link #analyzeRows} would but
     * the first roll's row ({@link #rollRow} with 2 rolls left) and the start value: for callers
     * that read a few of a lane's first rolls, each through {@link #firstRollValue} (note 5).
     */
    public void analyzeSetButFirstRoll(int lanes) {
        checkLanes(lanes);
        analyzeCandidates(lanes, false);
    }

    /**
     * The value {@link #rollRow}{@code (rollId, 2)[lane]} holds after {@link #analyzeRows}, from
     * the last analysis of either kind: the best of keeping any of the roll's dice for the two
     * rolls left, or all five (carried on to the next roll).
     */
    public double firstRollValue(int rollId, int lane) {
        double[][] keepRows = lattice[2];
        int from = RollKeeps.from(rollId);
        double best = keepRows[RollKeeps.keep(from)][lane];
        for (int i = from + 1, end = RollKeeps.to(rollId); i < end; i++) {
            best = Math.max(best, keepRows[RollKeeps.keep(i)][lane]);
        }
        return best;
    }

    private void candidates(int lanes) {
        checkLanes(lanes);
        for (int lane = 0; lane < lanes; lane++) {
            scoring.candidates(turns[lane], lane);
        }
    }

    private static void checkLanes(int lanes) {
        if (lanes < 1 || lanes > LANES) {
            throw new IllegalArgumentException("lanes must be 1.." + LANES + ", was " + lanes);
        }
    }

    /** analyzeRows after the lanes' candidates; without the first roll's row and the start value unless {@code firstRoll}. */
    private void analyzeCandidates(int lanes, boolean firstRoll) {
        scoring.score(rolls[0], lanes);
        for (int lane = 0; lane < lanes; lane++) {
            if ((turns[lane].usedMask & Category.YAHTZEE.bit()) != 0) {
                scoring.scoreExtraYahtzees(turns[lane], rolls[0], lane);
            }
        }
        for (int s = 1; s <= 2; s++) {
            LaneKernels.expect(lattice[s], lanes);
            if (s == 1 || firstRoll) {
                LaneKernels.maximise(best[s], lattice[s], lanes);
            }
        }
        if (!firstRoll) {
            for (int lane = 0; lane < lanes; lane++) {
                turns[lane].start = Double.NaN; // not summed: the first roll's row is not there
            }
            return;
        }
        java.util.Arrays.fill(sum, 0, lanes, 0.0);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            LaneKernels.addScaled(sum, KeepLattice.rollProbability(r), rolls[2][r], lanes);
        }
        for (int lane = 0; lane < lanes; lane++) {
            turns[lane].start = sum[lane];
        }
    }

    /**
     * The value of holding {@code rollId} with {@code rollsLeft} (0..2) rolls left, by lane
     * ({@link TurnValues#rollValue}), from the last analysis. Read-only.
     */
    public double[] rollRow(int rollId, int rollsLeft) {
        return rolls[rollsLeft][rollId];
    }

    /**
     * The value of keeping {@code keepId} with {@code rollsLeft} (1..2) rolls left, by lane
     * ({@link TurnValues#keepValue}: the keeps of five dice stand pat), from the last analysis.
     * Read-only.
     */
    public double[] keepRow(int keepId, int rollsLeft) {
        return keeps[rollsLeft][keepId];
    }

    /**
     * The value of writing {@code rollId}'s printed points in {@code box}, by lane
     * ({@link TurnValues#scoreValue} but -infinity where the box is filled), from the last
     * analysis. Not the value of an extra Yahtzee (the joker rules and bonus): for those rolls
     * in lanes whose Yahtzee box is filled, ask the lane's {@link #turn}. Read-only.
     */
    public double[] boxRow(int rollId, Category box) {
        return scoring.boxRow(rollId, box);
    }

    /**
     * The state after writing points of SuccessorVariant slot {@code slot} in an open box of lane
     * {@code lane}'s state, from the last analysis (TurnAnalyzer.after's next state).
     */
    public int successor(int lane, int slot) {
        return scoring.successor(lane, slot);
    }

    /** The upper bonus earned by that slot (0 or 35). */
    public int successorBonus(int lane, int slot) {
        return scoring.successorBonus(lane, slot);
    }

    /** The value of that slot's next state, as the analysis read it. */
    public double successorValue(int lane, int slot) {
        return scoring.successorValue(lane, slot);
    }

    /**
     * Copies rows {@code rows[0..count-1]} out to the lanes' arrays {@code dst[lane]}, from
     * {@code at}: four lanes at a time, so that each row is loaded once for four and the stores
     * run in order (a lane at a time: 0.8 us a state, a row at a time 1.0).
     */
    private static void copyOut(int lanes, double[][] rows, int count, double[][] dst, int at) {
        int lane = 0;
        for (; lane + 4 <= lanes; lane += 4) {
            double[] d0 = dst[lane];
            double[] d1 = dst[lane + 1];
            double[] d2 = dst[lane + 2];
            double[] d3 = dst[lane + 3];
            for (int i = 0; i < count; i++) {
                double[] row = rows[i];
                d0[at + i] = row[lane];
                d1[at + i] = row[lane + 1];
                d2[at + i] = row[lane + 2];
                d3[at + i] = row[lane + 3];
            }
        }
        for (; lane < lanes; lane++) {
            for (int i = 0; i < count; i++) {
                dst[lane][at + i] = rows[i][lane];
            }
        }
    }

    /** Receives the analyses of {@link #analyzeMask}, a batch at a time. */
    public interface BatchVisitor {
        /**
         * Lanes 0..lanes-1 of the analyzer's rows ({@link #analyzeRows}) hold the states
         * {@code stateIndex[0..lanes-1]}; both are valid until this call returns.
         */
        void visit(int[] stateIndex, int lanes);
    }

    /** Receives the states {@link #analyzeMask} did not analyse because an earlier one has the same turn. */
    public interface DuplicateVisitor {
        /**
         * Whether the states {@code next} and {@code earlierNext}, which follow the same box in
         * two states of a mask and have the same value, are alike for this visitor too (the
         * moment pass: the same second moment).
         */
        boolean sameNext(int next, int earlierNext);

        /**
         * State {@code stateIndex} ({@code upperTotal}, {@code yahtzeeHolds50}) has the turn of
         * state {@code sameAs}, bit for bit: the same Yahtzee flag and, after each box, the same
         * upper bonus, next-state value and whatever {@link #sameNext} compares (so the same
         * values and decisions). Called once every batch of the mask has been visited.
         */
        void duplicate(int stateIndex, int sameAs, int upperTotal, boolean yahtzeeHolds50);
    }

    /** Chooses the states {@link #analyzeMask} analyses. */
    public interface StateFilter {
        boolean wanted(int stateIndex);
    }

    /**
     * Analyses the turn-start states of {@code usedMask} (not the full card) that {@code filter}
     * wants, {@link #LANES} at a time into the rows ({@link #analyzeRows}), and hands each batch
     * to {@code visitor}, the states in StateIndex order: the passes over every state (second
     * moments, the policy table, the exact distribution) pay this class's cost per state
     * instead of {@link TurnAnalyzer}'s. With {@code duplicates} (may be null), a state whose
     * turn is the previous analysed state's of its Yahtzee flag is not analysed but handed to
     * it, for instance the totals from which the upper bonus is out of reach (note 4).
     */
    public void analyzeMask(int usedMask, StateFilter filter, BatchVisitor visitor, DuplicateVisitor duplicates) {
        int lanes = 0;
        int dups = 0;
        int state = StateIndex.offset(usedMask);
        long totals = StateIndex.reachableUpperTotals(usedMask);
        for (int flag = 0; flag < StateIndex.yahtzeeFlags(usedMask); flag++) {
            int previous = -1; // the last state of this flag given a lane
            for (long rest = totals; rest != 0; rest &= rest - 1, state++) {
                if (!filter.wanted(state)) {
                    continue;
                }
                state(lanes, usedMask, Long.numberOfTrailingZeros(rest), flag == 1);
                scoring.candidates(turns[lanes], lanes);
                if (duplicates != null && previous >= 0 && scoring.sameSuccessors(usedMask, lanes, duplicates)) {
                    dupState[dups] = state;
                    dupUpper[dups] = turns[lanes].upperTotal;
                    dupOf[dups++] = previous;
                    continue;
                }
                if (duplicates != null) {
                    scoring.keepSuccessors(lanes);
                }
                previous = state;
                pending[lanes++] = state;
                if (lanes == LANES) {
                    analyzeCandidates(lanes, true);
                    visitor.visit(pending, lanes);
                    lanes = 0;
                }
            }
        }
        if (lanes > 0) {
            analyzeCandidates(lanes, true);
            visitor.visit(pending, lanes);
        }
        int flagBlock = Long.bitCount(totals); // the states of flag 1 follow those of flag 0
        for (int i = 0; i < dups; i++) {
            duplicates.duplicate(dupState[i], dupOf[i], dupUpper[i], dupState[i] - StateIndex.offset(usedMask) >= flagBlock);
        }
    }

    /** analyzeMask without merging states. */
    public void analyzeMask(int usedMask, StateFilter filter, BatchVisitor visitor) {
        analyzeMask(usedMask, filter, visitor, null);
    }

    /**
     * The values of lane {@code lane}'s state from the last {@link #analyze}; after
     * {@link #analyzeRows}, only its state and what follows each box.
     */
    public TurnValues turn(int lane) {
        return turns[lane];
    }
}
