package org.yahtzee.distribution;

import org.yahtzee.advice.LaneDecisions;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.LaneKernels;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * {@link TurnOutcomes#of} for lanes of states, all at once and bit for bit the same: the turn's
 * probability pushed forward along their decisions, those a {@link LaneTurnAnalyzer} analysed
 * ({@link LaneDecisions}) or a policy table's ({@link PolicyLookUp}). For the
 * {@link ExactDistribution}; one instance per thread.
 */
final class LaneOutcomes {
    /*
     * Implementation notes. TurnOutcomes' steps with the masses in rows of lanes: each roll's
     * mass goes to its decided keep, lane by lane in roll order (TurnOutcomes' sums); the keeps
     * hand it on to the rolls with LaneKernels.spread, which adds m / 6.0 six times as
     * TurnOutcomes does (where it skips a keep without mass, adding 0.0 changes nothing); twice,
     * into two sets of rows, the second roll's masses being the first set's roll rows. Then,
     * lane by lane, the final rolls go to their decided boxes and the outcomes are listed
     * (TurnOutcomes.Slots).
     */

    private static final int LANES = LaneTurnAnalyzer.LANES;

    /** By keepId: the mass that keeps the dice after the first roll, then the second roll's (ROLL_BASE on). */
    private final double[][] first = new double[KeepLattice.KEEPS][LANES];
    /** The same after the second roll, then the final roll's. */
    private final double[][] second = new double[KeepLattice.KEEPS][LANES];
    private final TurnOutcomes.Slots slots = new TurnOutcomes.Slots();

    /** The decisions of the lanes, where {@link #of} reads them: analysed or looked up. */
    interface Choices {
        /** The keepId lane {@code lane} holds of {@code rollId} with {@code rollsLeft} (1..2). */
        int keep(int rollId, int rollsLeft, int lane);

        /** The {@link org.yahtzee.rules.Category#id()} lane {@code lane} writes the final roll {@code rollId} in. */
        int boxId(int rollId, int lane);
    }

    /** {@link LaneDecisions} as {@link Choices}, for the analysed lanes. */
    private final AnalysedChoices analysed = new AnalysedChoices();

    /** The outcomes of lanes 0..lanes-1 of the analyzer's last analysis, decided by {@code decisions}, into {@code out}. */
    void of(LaneTurnAnalyzer analyzer, LaneDecisions decisions, int lanes, TurnOutcomes[] out) {
        analysed.decisions = decisions;
        push(analysed, lanes);
        for (int lane = 0; lane < lanes; lane++) {
            TurnValues turn = analyzer.turn(lane);
            out[lane] = collect(analysed, lane, turn.rules(), turn.usedMask(), turn.upperTotal(), turn.yahtzeeHolds50());
        }
    }

    /**
     * The outcomes of lanes 0..lanes-1, states of {@code usedMask} (not game over) with the upper
     * totals and Yahtzee flags given by lane, played as {@code choices} decides, into {@code out}.
     */
    void of(Choices choices, Rules rules, int usedMask, int[] upperTotal, boolean[] yahtzeeHolds50, int lanes,
            TurnOutcomes[] out) {
        push(choices, lanes);
        for (int lane = 0; lane < lanes; lane++) {
            out[lane] = collect(choices, lane, rules, usedMask, upperTotal[lane], yahtzeeHolds50[lane]);
        }
    }

    /** The first two rolls: the masses of the final rolls into {@link #second}'s roll rows. */
    private void push(Choices choices, int lanes) {
        clear(first, lanes);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double p = KeepLattice.rollProbability(r);
            for (int lane = 0; lane < lanes; lane++) {
                first[choices.keep(r, 2, lane)][lane] += p;
            }
        }
        LaneKernels.spread(first, lanes);
        clear(second, lanes);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double[] m = first[KeepLattice.ROLL_BASE + r];
            for (int lane = 0; lane < lanes; lane++) {
                second[choices.keep(r, 1, lane)][lane] += m[lane];
            }
        }
        LaneKernels.spread(second, lanes);
    }

    /** One lane's final rolls into their boxes, listed as its outcomes. */
    private TurnOutcomes collect(Choices choices, int lane, Rules rules, int usedMask, int upperTotal,
                                 boolean yahtzeeHolds50) {
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double m = second[KeepLattice.ROLL_BASE + r][lane];
            if (m != 0) {
                slots.addFinalRoll(rules, usedMask, yahtzeeHolds50, r, choices.boxId(r, lane), m);
            }
        }
        return slots.collect(usedMask, upperTotal, yahtzeeHolds50);
    }

    private static final class AnalysedChoices implements Choices {
        private LaneDecisions decisions;

        @Override
        public int keep(int rollId, int rollsLeft, int lane) {
            return decisions.keep(rollId, rollsLeft, lane);
        }

        @Override
        public int boxId(int rollId, int lane) {
            return decisions.boxId(rollId, lane);
        }
    }

    private static void clear(double[][] rows, int lanes) {
        for (double[] row : rows) {
            java.util.Arrays.fill(row, 0, lanes, 0.0);
        }
    }
}
