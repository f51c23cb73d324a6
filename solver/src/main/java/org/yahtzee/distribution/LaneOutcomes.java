package org.yahtzee.distribution;

import org.yahtzee.advice.LaneDecisions;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.LaneKernels;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * {@link TurnOutcomes#of} for each state a {@link LaneTurnAnalyzer} has analysed, all lanes at
 * once and bit for bit the same: the turn's probability pushed forward along the
 * {@link LaneDecisions}. For the {@link ExactDistribution}; one instance per thread.
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

    /** The outcomes of lanes 0..lanes-1 of the analyzer's last analysis, decided by {@code decisions}, into {@code out}. */
    void of(LaneTurnAnalyzer analyzer, LaneDecisions decisions, int lanes, TurnOutcomes[] out) {
        clear(first, lanes);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double p = KeepLattice.rollProbability(r);
            for (int lane = 0; lane < lanes; lane++) {
                first[decisions.keep(r, 2, lane)][lane] += p;
            }
        }
        LaneKernels.spread(first, lanes);
        clear(second, lanes);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double[] m = first[KeepLattice.ROLL_BASE + r];
            for (int lane = 0; lane < lanes; lane++) {
                second[decisions.keep(r, 1, lane)][lane] += m[lane];
            }
        }
        LaneKernels.spread(second, lanes);
        for (int lane = 0; lane < lanes; lane++) {
            TurnValues turn = analyzer.turn(lane);
            Rules rules = turn.rules();
            int usedMask = turn.usedMask();
            boolean yahtzeeHolds50 = turn.yahtzeeHolds50();
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                double m = second[KeepLattice.ROLL_BASE + r][lane];
                if (m != 0) {
                    slots.addFinalRoll(rules, usedMask, yahtzeeHolds50, r, decisions.boxId(r, lane), m);
                }
            }
            out[lane] = slots.collect(turn);
        }
    }

    private static void clear(double[][] rows, int lanes) {
        for (double[] row : rows) {
            java.util.Arrays.fill(row, 0, lanes, 0.0);
        }
    }
}
