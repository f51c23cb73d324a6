package org.yahtzee.solver;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.state.StateIndex;

/**
 * <b>Frozen:</b> the solver's {@code LaneTurnAnalyzer} as of commit aaca6ae, for the previous
 * passes StatePassBenchmark measures ({@code PreviousMomentSolver}, {@code PreviousPolicyBuilder},
 * {@code PreviousExactDistribution}): {@link #analyzeMask} hands out each state's values as a
 * TurnValues of its own, copied out of the lane rows, for the passes to decide state by state.
 * Stages 1 and 2 (candidates, the final rolls scored) are {@link LaneScoring}'s, which holds
 * aaca6ae's operations unchanged; stage 3 (the keep lattice, copied out level by level) is
 * aaca6ae's own. Not part of the tool.
 */
public final class PreviousLaneTurnAnalyzer {
    private static final int LANES = LaneTurnAnalyzer.LANES;

    private final StateValues values;
    private final LaneScoring scoring;
    private final TurnValues[] turns = new TurnValues[LANES];
    private final double[][] x = new double[KeepLattice.KEEPS][LANES];
    /** x's final-roll rows, ROLL_BASE on. */
    private final double[][] finalRolls = java.util.Arrays.copyOfRange(x, KeepLattice.ROLL_BASE, KeepLattice.KEEPS);
    private final double[] sum = new double[LANES];
    /** The lanes' arrays, so that copying a row out does not go through each TurnValues. */
    private final double[][] rollBestOf = new double[LANES][];
    private final double[][] keepOf = new double[LANES][];

    public PreviousLaneTurnAnalyzer(StateValues values) {
        this.values = values;
        this.scoring = new LaneScoring(values);
        for (int lane = 0; lane < LANES; lane++) {
            turns[lane] = new TurnValues();
            rollBestOf[lane] = turns[lane].rollBest;
            keepOf[lane] = turns[lane].keep;
        }
    }

    /** Sets the state lane {@code lane} analyses next (analyzeMask's: one with a box open). */
    private void state(int lane, int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        TurnValues t = turns[lane];
        t.rules = values.rules();
        t.usedMask = usedMask;
        t.upperTotal = upperTotal;
        t.yahtzeeHolds50 = yahtzeeHolds50;
    }

    /** Analyses the states of lanes 0..lanes-1 into their TurnValues. */
    private void analyze(int lanes) {
        for (int lane = 0; lane < lanes; lane++) {
            scoring.candidates(turns[lane], lane);
        }
        scoring.score(finalRolls, lanes);
        for (int lane = 0; lane < lanes; lane++) {
            if ((turns[lane].usedMask & Category.YAHTZEE.bit()) != 0) {
                scoring.scoreExtraYahtzees(turns[lane], finalRolls, lane);
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

    /** Every state of {@code usedMask}, as the moments and the policy table want them. */
    public void analyzeMask(int usedMask, StateVisitor visitor) {
        analyzeMask(usedMask, state -> true, visitor);
    }

    private void visitLanes(int lanes, int[] states, StateVisitor visitor) {
        analyze(lanes);
        for (int lane = 0; lane < lanes; lane++) {
            visitor.visit(states[lane], turns[lane]);
        }
    }
}
