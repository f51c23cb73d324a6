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

/**
 * {@link TurnRisk}'s turn-start moments for each state a {@link LaneTurnAnalyzer} has analysed,
 * all lanes at once and bit for bit the same: the moments carried back through the turn along
 * the {@link LaneDecisions} (TurnPolicy's and Advisor's choices). For the {@link MomentSolver};
 * one instance per thread.
 */
final class LaneRisk {
    /*
     * Implementation notes. TurnRisk's steps over rows of lanes, as LaneTurnAnalyzer does the
     * values'. A row holds the means of lanes 0..n-1 at 0..n-1 and their second moments at
     * n..2n-1 (n the batch's lanes), so that one loop over 2n carries both: LaneKernels.expect
     * makes both lattice means in one call per keep.
     *  1. Final rolls. What follows writing printed points in a box depends on the box and the
     *     points' SuccessorVariant only: per lane and open box variant, the upper bonus earned
     *     and the next state's E[R] (the analysis's own) and E[R^2]. Then per cell (a box and
     *     one of its printed values, OrdinaryScores), over lanes, TurnRisk's box moments: gained
     *     = points + upper bonus, mean = gained + E[R], second = TurnRisk.secondMoment. Each roll
     *     takes its decided box's cell, lane by lane. An extra Yahtzee (jokers, bonus) takes
     *     TurnRisk.boxMoments itself.
     *  2. Keeps, twice: the lattice means (LaneKernels.expect: TurnRisk's sums in the same
     *     order), then each roll the moments of its decided keep, lane by lane; the five-dice
     *     keeps are the roll carried on.
     *  3. The start: the moments with two rolls left weighted by the roll probabilities, summed
     *     in roll order from 0 as TurnRisk does.
     */

    private static final int LANES = LaneTurnAnalyzer.LANES;
    private static final int SLOTS = Category.COUNT * SuccessorVariant.PER_BOX;

    private final SecondMoments moments;
    /** TurnRisk's own box moments, for the extra Yahtzees. */
    private final TurnRisk scalar;
    /** By SuccessorVariant slot, by lane: the upper bonus earned, E[R] and E[R^2] of the next state. */
    private final double[][] slotBonus = new double[SLOTS][LANES];
    private final double[][] slotMean = new double[SLOTS][LANES];
    private final double[][] slotSecond = new double[SLOTS][LANES];
    /** By cell: the moments of writing the cell's points in its box (paired rows). */
    private final double[][] cell = new double[OrdinaryScores.CELLS][2 * LANES];
    /** [rollsLeft][rollId]: moments of holding the roll with 0 or 1 rolls left, the choice made (paired rows). */
    private final double[][][] roll = new double[2][KeepLattice.ROLLS][2 * LANES];
    /** [rollsLeft][keepId]: the lattice's paired rows, scratch for 0..4 dice, the roll carried on for 5. */
    private final double[][][] lattice = new double[3][][];
    private final double[] startMean = new double[LANES];
    private final double[] startSecond = new double[LANES];

    /** For analyses made with {@code values}: the next states' E[R] are the analyzer's reads of them. */
    LaneRisk(StateValues values, SecondMoments moments) {
        this.moments = moments;
        this.scalar = new TurnRisk(values, moments); // checks that the rules agree
        double[][] keeps = new double[KeepLattice.ROLL_BASE][2 * LANES];
        for (int s = 1; s <= 2; s++) {
            lattice[s] = new double[KeepLattice.KEEPS][];
            System.arraycopy(keeps, 0, lattice[s], 0, KeepLattice.ROLL_BASE);
            System.arraycopy(roll[s - 1], 0, lattice[s], KeepLattice.ROLL_BASE, KeepLattice.ROLLS);
        }
    }

    /** Computes the moments of lanes 0..lanes-1 of the analyzer's last analysis, decided by {@code decisions}. */
    void analyze(LaneTurnAnalyzer analyzer, LaneDecisions decisions, int lanes) {
        finalRolls(analyzer, decisions, lanes);
        LaneKernels.expect(lattice[1], 2 * lanes);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double[] d = roll[1][r];
            for (int lane = 0; lane < lanes; lane++) {
                double[] kept = lattice[1][decisions.keep(r, 1, lane)];
                d[lane] = kept[lane];
                d[lanes + lane] = kept[lanes + lane];
            }
        }
        LaneKernels.expect(lattice[2], 2 * lanes);
        java.util.Arrays.fill(startMean, 0, lanes, 0.0);
        java.util.Arrays.fill(startSecond, 0, lanes, 0.0);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double p = KeepLattice.rollProbability(r);
            for (int lane = 0; lane < lanes; lane++) {
                double[] kept = lattice[2][decisions.keep(r, 2, lane)];
                startMean[lane] += p * kept[lane];
                startSecond[lane] += p * kept[lanes + lane];
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

    /** Step 1: roll[0]. */
    private void finalRolls(LaneTurnAnalyzer analyzer, LaneDecisions decisions, int lanes) {
        int open = 0;
        for (int lane = 0; lane < lanes; lane++) {
            int used = analyzer.turn(lane).usedMask();
            open |= ~used & Category.ALL_USED;
            for (int rest = ~used & Category.ALL_USED; rest != 0; rest &= rest - 1) {
                Category box = Category.byId(Integer.numberOfTrailingZeros(rest));
                for (int variant = 0; variant < SuccessorVariant.count(box); variant++) {
                    int slot = SuccessorVariant.slot(box, variant);
                    slotBonus[slot][lane] = analyzer.successorBonus(lane, slot);
                    slotMean[slot][lane] = analyzer.successorValue(lane, slot);
                    slotSecond[slot][lane] = moments.secondMoment(analyzer.successor(lane, slot));
                }
            }
        }
        for (int rest = open; rest != 0; rest &= rest - 1) {
            Category box = Category.byId(Integer.numberOfTrailingZeros(rest));
            for (int i = 0; i < OrdinaryScores.cellCount(box); i++) {
                int c = OrdinaryScores.cellOf(box, i);
                int points = OrdinaryScores.cellPoints(c);
                int slot = SuccessorVariant.slotOf(box, points);
                cellMoments(cell[c], points, slotBonus[slot], slotMean[slot], slotSecond[slot], lanes);
            }
        }
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double[] d = roll[0][r];
            for (int lane = 0; lane < lanes; lane++) {
                Category box = Category.byId(decisions.boxId(r, lane));
                TurnValues turn = analyzer.turn(lane);
                if (Scoring.isExtraYahtzee(r, turn.usedMask())) {
                    scalar.boxMoments(turn, r, box);
                    d[lane] = scalar.boxMean;
                    d[lanes + lane] = scalar.boxSecond;
                } else {
                    double[] written = cell[OrdinaryScores.cell(r, box)];
                    d[lane] = written[lane];
                    d[lanes + lane] = written[lanes + lane];
                }
            }
        }
    }

    /**
     * TurnRisk.boxMoments over lanes for {@code points} in a box, into a paired row: gained =
     * points + upper bonus (an integer: exact, as TurnRisk's int sum), mean = gained + E[R],
     * second = E[(gained + R)^2].
     */
    private static void cellMoments(double[] d, int points, double[] bonus, double[] nextMean, double[] nextSecond,
                                    int lanes) {
        for (int l = 0; l < lanes; l++) {
            double gained = points + bonus[l];
            d[l] = gained + nextMean[l];
            d[lanes + l] = TurnRisk.secondMoment(gained, nextMean[l], nextSecond[l]);
        }
    }
}
