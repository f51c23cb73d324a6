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
 * {@link TurnRisk}'s turn-start second moment for each state a {@link LaneTurnAnalyzer} has
 * analysed, all lanes at once and bit for bit the same: E[R^2] carried back through the turn
 * along the {@link LaneDecisions} (TurnPolicy's and Advisor's choices). For the
 * {@link MomentSolver}; one instance per thread.
 */
final class LaneRisk {
    /*
     * Implementation notes. TurnRisk's steps over rows of lanes, as LaneTurnAnalyzer does the
     * values', for E[R^2] only: TurnRisk's second moments never read its carried means (a box's
     * E[(g + R)^2] takes the value table's E[R] of the next state), so the means, which the
     * solver does not store, are not carried (they were half of this class's arithmetic).
     *  1. Final rolls. What follows writing printed points in a box depends on the box and the
     *     points' SuccessorVariant only: per lane and open box variant, the upper bonus earned
     *     and the next state's E[R] (the analysis's own) and E[R^2]. Then per cell (a box and
     *     one of its printed values, OrdinaryScores), over lanes, TurnRisk's box second moment:
     *     gained = points + upper bonus, TurnRisk.secondMoment(gained, E[R], E[R^2]). Each roll
     *     takes its decided box's cell, lane by lane. An extra Yahtzee (jokers, bonus) takes
     *     TurnRisk.boxMoments itself.
     *  2. Keeps, twice: the lattice means (LaneKernels.expect: TurnRisk's sums in the same
     *     order), then each roll the second moment of its decided keep, lane by lane; the
     *     five-dice keeps are the roll carried on.
     *  3. The start: the second moments with two rolls left weighted by the roll
     *     probabilities, summed in roll order from 0 as TurnRisk does.
     *  4. A roll whose decision every lane makes alike (LaneDecisions.keepOfAll, boxIdOfAll:
     *     7.56 of the official pass's 10.64 million) takes that choice's row whole: by
     *     reference for the roll carried on, LaneKernels.addScaled for the start (each lane's
     *     same sum in the same order).
     *  5. The loops over lanes run over all LANES, the batch's unused lanes too (stale values,
     *     read nowhere): a fixed count that C2's vector loops cover whole, where a batch's
     *     1..32 lanes (22 on average) left scalar pre- and post-loops.
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
    /** By cell: E[R^2] after writing the cell's points in its box. */
    private final double[][] cell = new double[OrdinaryScores.CELLS][LANES];
    /** [rollsLeft][rollId]: E[R^2] of holding the roll with 0 or 1 rolls left, where the lanes choose differently. */
    private final double[][][] roll = new double[2][KeepLattice.ROLLS][LANES];
    /**
     * [rollsLeft][keepId]: the lattice's rows, own rows for 0..4 dice; for 5 dice the roll carried
     * on, set by each analysis: a roll row, or the row of the choice every lane makes.
     */
    private final double[][][] lattice = new double[3][KeepLattice.KEEPS][];
    private final double[] startSecond = new double[LANES];

    /** For analyses made with {@code values}: the next states' E[R] are the analyzer's reads of them. */
    LaneRisk(StateValues values, SecondMoments moments) {
        this.moments = moments;
        this.scalar = new TurnRisk(values, moments); // checks that the rules agree
        for (int s = 1; s <= 2; s++) {
            for (int k = 0; k < KeepLattice.ROLL_BASE; k++) {
                lattice[s][k] = new double[LANES]; // not shared: a row of lattice[2] may be one of lattice[1]
            }
        }
    }

    /** Computes the second moments of lanes 0..lanes-1 of the analyzer's last analysis, decided by {@code decisions}. */
    void analyze(LaneTurnAnalyzer analyzer, LaneDecisions decisions, int lanes) {
        finalRolls(analyzer, decisions, lanes);
        LaneKernels.expect(lattice[1], LANES); // all lanes: note 5
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int all = decisions.keepOfAll(r, 1);
            double[] d = all >= 0 ? lattice[1][all] : roll[1][r];
            for (int lane = 0; all < 0 && lane < lanes; lane++) {
                d[lane] = lattice[1][decisions.keep(r, 1, lane)][lane];
            }
            lattice[2][KeepLattice.ROLL_BASE + r] = d;
        }
        LaneKernels.expect(lattice[2], LANES);
        java.util.Arrays.fill(startSecond, 0.0);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double p = KeepLattice.rollProbability(r);
            int all = decisions.keepOfAll(r, 2);
            if (all >= 0) {
                LaneKernels.addScaled(startSecond, p, lattice[2][all], LANES); // each lane's sum as below
                continue;
            }
            for (int lane = 0; lane < lanes; lane++) {
                startSecond[lane] += p * lattice[2][decisions.keep(r, 2, lane)][lane];
            }
        }
    }

    /** E[R^2] at the start of lane {@code lane}'s turn: TurnRisk.startSecondMoment. */
    double startSecondMoment(int lane) {
        return startSecond[lane];
    }

    /** Step 1: the rows of lattice[1] of the final rolls. */
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
                cellMoments(cell[c], points, slotBonus[slot], slotMean[slot], slotSecond[slot]);
            }
        }
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int all = decisions.boxIdOfAll(r); // never an extra Yahtzee's: those are decided lane by lane
            if (all >= 0) {
                lattice[1][KeepLattice.ROLL_BASE + r] = cell[OrdinaryScores.cell(r, Category.byId(all))];
                continue;
            }
            double[] d = roll[0][r];
            lattice[1][KeepLattice.ROLL_BASE + r] = d;
            for (int lane = 0; lane < lanes; lane++) {
                Category box = Category.byId(decisions.boxId(r, lane));
                TurnValues turn = analyzer.turn(lane);
                if (Scoring.isExtraYahtzee(r, turn.usedMask())) {
                    scalar.boxMoments(turn, r, box);
                    d[lane] = scalar.boxSecond;
                } else {
                    d[lane] = cell[OrdinaryScores.cell(r, box)][lane];
                }
            }
        }
    }

    /**
     * TurnRisk.boxMoments' second moment over lanes for {@code points} in a box: gained =
     * points + upper bonus (an integer: exact, as TurnRisk's int sum), E[(gained + R)^2].
     */
    private static void cellMoments(double[] d, int points, double[] bonus, double[] nextMean, double[] nextSecond) {
        for (int l = 0; l < LANES; l++) {
            d[l] = TurnRisk.secondMoment(points + bonus[l], nextMean[l], nextSecond[l]);
        }
    }
}
