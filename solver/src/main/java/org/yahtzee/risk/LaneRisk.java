package org.yahtzee.risk;

import org.yahtzee.advice.LaneDecisions;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Scoring;
import org.yahtzee.solver.LaneKernels;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.solver.OrdinaryScores;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.SuccessorVariant;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

/**
 * {@link TurnRisk}'s turn-start moments for each state a {@link LaneTurnAnalyzer} has analysed,
 * all lanes at once and bit for bit the same: the moments carried back through the turn along
 * the {@link LaneDecisions} (TurnPolicy's and Advisor's choices). For the {@link MomentSolver};
 * one instance per thread.
 */
final class LaneRisk {
    /*
     * Implementation notes. TurnRisk's steps over rows of lanes, as LaneTurnAnalyzer does the
     * values':
     *  1. Final rolls. What follows writing printed points in a box depends on the box and the
     *     points' SuccessorVariant only: per lane and open box, the upper bonus earned and the
     *     next state's E[R] and E[R^2] once per variant (successors). Then per cell (a box and
     *     one of its printed values, OrdinaryScores), over lanes, TurnRisk's box moments: gained
     *     = points + upper bonus, mean = gained + E[R], second = TurnRisk.secondMoment. Each roll
     *     takes its decided box's cell, lane by lane. An extra Yahtzee (jokers, bonus) takes
     *     TurnRisk.boxMoments itself.
     *  2. Keeps, twice: the lattice means of both moments with the values' kernel
     *     (LaneKernels.expect: TurnRisk's sums in the same order), then each roll the moments of
     *     its decided keep, lane by lane; the five-dice keeps are the roll carried on.
     *  3. The start: the moments with two rolls left weighted by the roll probabilities, summed
     *     in roll order from 0 as TurnRisk does.
     * About 1,000 gathers a state besides the vector loops.
     */

    private static final int LANES = LaneTurnAnalyzer.LANES;
    private static final int SLOTS = Category.COUNT * SuccessorVariant.PER_BOX;

    private final StateValues values;
    private final SecondMoments moments;
    /** TurnRisk's own box moments, for the extra Yahtzees. */
    private final TurnRisk scalar;
    /** By SuccessorVariant slot: the upper bonus earned, E[R] and E[R^2] of the next state. */
    private final double[][] slotBonus = new double[SLOTS][LANES];
    private final double[][] slotMean = new double[SLOTS][LANES];
    private final double[][] slotSecond = new double[SLOTS][LANES];
    /** By cell: the moments of writing the cell's points in its box. */
    private final double[][] cellMean = new double[OrdinaryScores.CELLS][LANES];
    private final double[][] cellSecond = new double[OrdinaryScores.CELLS][LANES];
    /** [rollsLeft][rollId]: moments of holding the roll with 0 or 1 rolls left, the choice made (with 2: summed at once). */
    private final double[][][] rollMean = new double[2][KeepLattice.ROLLS][LANES];
    private final double[][][] rollSecond = new double[2][KeepLattice.ROLLS][LANES];
    /** [rollsLeft][keepId]: the lattice rows, scratch for 0..4 dice, the roll carried on for 5. */
    private final double[][][] latticeMean = new double[3][][];
    private final double[][][] latticeSecond = new double[3][][];
    private final double[] startMean = new double[LANES];
    private final double[] startSecond = new double[LANES];

    LaneRisk(StateValues values, SecondMoments moments) {
        this.values = values;
        this.moments = moments;
        this.scalar = new TurnRisk(values, moments); // checks that the rules agree
        double[][] keepMean = new double[KeepLattice.ROLL_BASE][LANES];
        double[][] keepSecond = new double[KeepLattice.ROLL_BASE][LANES];
        for (int s = 1; s <= 2; s++) {
            latticeMean[s] = new double[KeepLattice.KEEPS][];
            latticeSecond[s] = new double[KeepLattice.KEEPS][];
            System.arraycopy(keepMean, 0, latticeMean[s], 0, KeepLattice.ROLL_BASE);
            System.arraycopy(keepSecond, 0, latticeSecond[s], 0, KeepLattice.ROLL_BASE);
            System.arraycopy(rollMean[s - 1], 0, latticeMean[s], KeepLattice.ROLL_BASE, KeepLattice.ROLLS);
            System.arraycopy(rollSecond[s - 1], 0, latticeSecond[s], KeepLattice.ROLL_BASE, KeepLattice.ROLLS);
        }
    }

    /** Computes the moments of lanes 0..lanes-1 of the analyzer's last analysis, decided by {@code decisions}. */
    void analyze(LaneTurnAnalyzer analyzer, LaneDecisions decisions, int lanes) {
        finalRolls(analyzer, decisions, lanes);
        LaneKernels.expect(latticeMean[1], lanes);
        LaneKernels.expect(latticeSecond[1], lanes);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double[] mean = rollMean[1][r];
            double[] second = rollSecond[1][r];
            for (int lane = 0; lane < lanes; lane++) {
                int k = decisions.keep(r, 1, lane);
                mean[lane] = latticeMean[1][k][lane];
                second[lane] = latticeSecond[1][k][lane];
            }
        }
        LaneKernels.expect(latticeMean[2], lanes);
        LaneKernels.expect(latticeSecond[2], lanes);
        java.util.Arrays.fill(startMean, 0, lanes, 0.0);
        java.util.Arrays.fill(startSecond, 0, lanes, 0.0);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double p = KeepLattice.rollProbability(r);
            for (int lane = 0; lane < lanes; lane++) {
                int k = decisions.keep(r, 2, lane);
                startMean[lane] += p * latticeMean[2][k][lane];
                startSecond[lane] += p * latticeSecond[2][k][lane];
            }
        }
    }

    /** E[R^2] at the start of lane {@code lane}'s turn: TurnRisk.startSecondMoment. */
    double startSecondMoment(int lane) {
        return startSecond[lane];
    }

    /** E[R] at the start of lane {@code lane}'s turn: TurnRisk.startMean. */
    double startMean(int lane) {
        return startMean[lane];
    }

    /** Step 1: rollMean[0] and rollSecond[0]. */
    private void finalRolls(LaneTurnAnalyzer analyzer, LaneDecisions decisions, int lanes) {
        int open = 0;
        for (int lane = 0; lane < lanes; lane++) {
            TurnValues turn = analyzer.turn(lane);
            open |= ~turn.usedMask() & Category.ALL_USED;
            successors(turn, lane);
        }
        for (int rest = open; rest != 0; rest &= rest - 1) {
            Category box = Category.byId(Integer.numberOfTrailingZeros(rest));
            for (int i = 0; i < OrdinaryScores.cellCount(box); i++) {
                int cell = OrdinaryScores.cellOf(box, i);
                int points = OrdinaryScores.cellPoints(cell);
                int slot = SuccessorVariant.slotOf(box, points);
                cellMoments(cellMean[cell], cellSecond[cell], points, slotBonus[slot], slotMean[slot],
                        slotSecond[slot], lanes);
            }
        }
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double[] mean = rollMean[0][r];
            double[] second = rollSecond[0][r];
            for (int lane = 0; lane < lanes; lane++) {
                Category box = Category.byId(decisions.boxId(r, lane));
                TurnValues turn = analyzer.turn(lane);
                if (Scoring.isExtraYahtzee(r, turn.usedMask())) {
                    scalar.boxMoments(turn, r, box);
                    mean[lane] = scalar.boxMean;
                    second[lane] = scalar.boxSecond;
                } else {
                    int cell = OrdinaryScores.cell(r, box);
                    mean[lane] = cellMean[cell][lane];
                    second[lane] = cellSecond[cell][lane];
                }
            }
        }
    }

    /** The slots of one lane's open boxes: TurnRisk.boxMoments's next state, once per variant. */
    private void successors(TurnValues turn, int lane) {
        int mask = turn.usedMask();
        int upper = turn.upperTotal();
        for (int rest = ~mask & Category.ALL_USED; rest != 0; rest &= rest - 1) {
            Category box = Category.byId(Integer.numberOfTrailingZeros(rest));
            for (int variant = 0; variant < SuccessorVariant.count(box); variant++) {
                int points = SuccessorVariant.points(box, variant);
                int slot = SuccessorVariant.slot(box, variant);
                int nextUpper = StateIndex.nextUpperTotal(upper, box, points);
                int next = StateIndex.indexOfReachable(mask | box.bit(), nextUpper,
                        StateIndex.nextYahtzeeHolds50(turn.yahtzeeHolds50(), box, points));
                slotBonus[slot][lane] = Scoring.upperBonus(upper, nextUpper);
                slotMean[slot][lane] = values.value(next);
                slotSecond[slot][lane] = moments.secondMoment(next);
            }
        }
    }

    /**
     * TurnRisk.boxMoments over lanes for {@code points} in a box: gained = points + upper bonus
     * (an integer: exact, as TurnRisk's int sum), mean = gained + E[R], second = E[(gained + R)^2].
     */
    private static void cellMoments(double[] mean, double[] second, int points, double[] bonus, double[] nextMean,
                                    double[] nextSecond, int lanes) {
        for (int l = 0; l < lanes; l++) {
            double gained = points + bonus[l];
            mean[l] = gained + nextMean[l];
            second[l] = TurnRisk.secondMoment(gained, nextMean[l], nextSecond[l]);
        }
    }
}
