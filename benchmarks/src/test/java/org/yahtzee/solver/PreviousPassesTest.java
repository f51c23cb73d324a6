package org.yahtzee.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ShortBuffer;
import org.junit.jupiter.api.Test;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.PreviousExactDistribution;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.policy.PolicyBuilder;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.policy.PreviousPolicyBuilder;
import org.yahtzee.risk.PreviousMomentSolver;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.risk.TurnRisk;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * The frozen passes StatePassBenchmark sets beside the tool's still compute what the tool
 * computes (see PreviousImplementationsTest), checked on a few masks each so that the build does
 * not pay for whole passes: the moments and rows state by state against TurnRisk and
 * PolicyBuilder.fillRow, the distribution from a late card against the current one.
 */
final class PreviousPassesTest {
    /** Every 331st mask and the empty card. */
    private static int[] masks() {
        int[] masks = new int[Category.ALL_USED / 331 + 1];
        for (int i = 0; i < masks.length; i++) {
            masks[i] = i * 331;
        }
        return masks;
    }

    /** The second moments a mask's states get, from made-up moments of the states after them. */
    @Test
    void previousMomentSolver_aMasksMoments_areTurnRisks() {
        SolvedValues values = SolvedTables.of(Rules.OFFICIAL);
        SecondMoments madeUp = new SecondMoments() {
            @Override
            public Rules rules() {
                return Rules.OFFICIAL;
            }

            @Override
            public double secondMoment(int stateIndex) {
                double v = values.value(stateIndex);
                return v * v + stateIndex % 97; // any table will do: both sides read the same
            }
        };
        TurnAnalyzer analyzer = new TurnAnalyzer(values);
        TurnRisk risk = new TurnRisk(values, madeUp);
        double[] second = new double[StateIndex.STATES];
        for (int mask : masks()) {
            PreviousMomentSolver.solveMask(values, madeUp, second, mask);
            forEachState(mask, (state, upper, y50) -> {
                risk.analyze(analyzer.analyze(mask, upper, y50));
                assertEquals(risk.startSecondMoment(), second[state], "mask " + mask + " upper " + upper);
            });
        }
    }

    @Test
    void previousPolicyBuilder_aMasksRows_areFillRows() {
        SolvedValues values = SolvedTables.of(Rules.OFFICIAL);
        TurnAnalyzer analyzer = new TurnAnalyzer(values);
        ShortBuffer entries = ShortBuffer.allocate(2 * (StateIndex.UPPER_CAP + 1) * PolicyTable.ROW); // a mask's rows
        short[] expected = new short[PolicyTable.ROW];
        short[] actual = new short[PolicyTable.ROW];
        for (int mask : masks()) {
            PreviousPolicyBuilder.fillMask(values, mask, entries);
            forEachState(mask, (state, upper, y50) -> {
                PolicyBuilder.fillRow(analyzer.analyze(mask, upper, y50), expected);
                entries.get((state - StateIndex.offset(mask)) * PolicyTable.ROW, actual);
                assertEquals(java.util.Arrays.toString(expected), java.util.Arrays.toString(actual), "mask " + mask);
            });
        }
    }

    /** From a card with four boxes open (a few hundred states), every figure bit for bit. */
    @Test
    void previousExactDistribution_fromALateCard_isTheCurrentOne() {
        SolvedValues values = SolvedTables.of(Rules.OFFICIAL);
        int open = Category.ONES.bit() | Category.SIXES.bit() | Category.FULL_HOUSE.bit() | Category.YAHTZEE.bit();
        int mask = Category.ALL_USED & ~open;
        ScoreDistribution current = ExactDistribution.compute(values, mask, 40, false, 150, 1, f -> { });
        ScoreDistribution previous = PreviousExactDistribution.compute(values, mask, 40, false, 150, 1);
        for (int s = 0; s <= ScoreDistribution.MAX_SCORE; s++) {
            assertEquals(current.probability(s), previous.probability(s), "score " + s);
        }
        for (Category c : Category.values()) {
            assertEquals(current.boxMean(c), previous.boxMean(c), c.toString());
            assertEquals(current.boxZero(c), previous.boxZero(c), c.toString());
        }
        assertEquals(current.pUpperBonus(), previous.pUpperBonus());
        assertEquals(current.meanYahtzeeBonus(), previous.meanYahtzeeBonus());
    }

    private interface StateVisitor {
        void visit(int stateIndex, int upperTotal, boolean yahtzeeHolds50);
    }

    private static void forEachState(int mask, StateVisitor visitor) {
        for (int flag = 0; flag < StateIndex.yahtzeeFlags(mask); flag++) {
            for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
                if (StateIndex.isReachable(mask, u, flag == 1)) {
                    visitor.visit(StateIndex.index(mask, u, flag == 1), u, flag == 1);
                }
            }
        }
    }
}
