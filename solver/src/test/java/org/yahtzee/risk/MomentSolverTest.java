package org.yahtzee.risk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.distribution.Solved;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

final class MomentSolverTest {

    @Test
    void everyNamedRuleSet_emptyCardSd_equalsTheExactDistributions() {
        // Two independent routes to one number: moments pushed back through the turns, and the
        // whole distribution carried forward (ExactDistribution), both under TurnPolicy's ties.
        for (Rules rules : Rules.NAMED) {
            ScoreDistribution exact = Solved.distribution(rules);
            StateValues values = SolvedTables.of(rules);
            int start = StateIndex.index(0, 0, false);
            double sd = SecondMoments.standardDeviation(values.value(start), SolvedMomentTables.of(rules).secondMoment(start));
            assertEquals(exact.standardDeviation(), sd, 1e-9 * exact.standardDeviation(), rules.canonicalName());
        }
    }

    @Test
    void freeChoice_emptyCardSd_59_6114() {
        // The published figure for the "more dice kept first" tie rule (59.6117 is another rule's).
        StateValues values = SolvedTables.of(Rules.FREE_CHOICE);
        int start = StateIndex.index(0, 0, false);
        double sd = SecondMoments.standardDeviation(values.value(start), SolvedMomentTables.of(Rules.FREE_CHOICE).secondMoment(start));
        assertEquals(59.6114, sd, 0.5e-4);
    }

    /**
     * Every 13th mask and every card with one box filled or one open: every level of the game
     * (every 5th mask, as before, was 107,000 states but no card with one box filled, a power of
     * two), with the Yahtzee box holding 50 or not; each state is a turn analysed the naive way.
     */
    @Test
    void official_policyMeanEqualsValue_andMomentsAreConsistent_everyStateOfEvery13thMask() {
        StateValues values = SolvedTables.of(Rules.OFFICIAL);
        SecondMoments moments = SolvedMomentTables.of(Rules.OFFICIAL);
        TurnAnalyzer analyzer = new TurnAnalyzer(values);
        TurnRisk risk = new TurnRisk(values, moments);
        TurnValues turn = null;
        int checked = 0;
        int[] byLevel = new int[Category.COUNT];
        int holding50 = 0;
        for (int mask : sampleMasks()) {
            long totals = StateIndex.reachableUpperTotals(mask);
            for (int f = 0; f < StateIndex.yahtzeeFlags(mask); f++) {
                for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
                    if ((totals & (1L << u)) == 0) {
                        continue;
                    }
                    int state = StateIndex.index(mask, u, f == 1);
                    turn = analyzer.analyze(mask, u, f == 1, turn);
                    risk.analyze(turn);
                    String where = "mask " + mask + " upper " + u + " y50 " + (f == 1);
                    assertEquals(values.value(state), risk.startMean(), 1e-9, where);
                    assertEquals(moments.secondMoment(state), risk.startSecondMoment(), 0.0, where);
                    double v = values.value(state);
                    assertTrue(moments.secondMoment(state) >= v * v * (1 - 1e-12), where + ": E[R^2] < E[R]^2");
                    checked++;
                    byLevel[Integer.bitCount(mask)]++;
                    holding50 += f;
                }
            }
        }
        assertTrue(checked > 40_000, "checked " + checked);
        for (int level = 0; level < Category.COUNT; level++) {
            assertTrue(byLevel[level] > 0, "no state with " + level + " boxes filled");
        }
        assertTrue(holding50 > 10_000, "states with 50 in the Yahtzee box: " + holding50);
    }

    private static int[] sampleMasks() {
        List<Integer> masks = new ArrayList<>();
        for (int mask = 0; mask < Category.ALL_USED; mask += 13) {
            masks.add(mask);
        }
        for (Category c : Category.values()) {
            masks.add(c.bit());
            masks.add(Category.ALL_USED & ~c.bit());
        }
        return masks.stream().distinct().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Speed work must not move a bit: a hash of every state's second moment as the solver of
     * 224e315 computed them, no-bonus on one thread and the others on two (SolvedMomentTables),
     * both thread counts giving these bits then. A one-thread solve of its own compared with the
     * shared one was a fifth solve of the whole game (3 CPU-s); the pins check each thread count
     * against the bits, and more than that against each other.
     */
    @ParameterizedTest
    @CsvSource({"official, 1c5dbd04b3ff699c", "free-choice, 40fbe883f7cb54f9", "original, 627d8ac1502df52a",
        "no-bonus, 382731e4a3b43e6c"})
    void solve_sameBitsAsPinned_oneThreadForNoBonus_progressRisesToOne_gameOverStatesZero(String name, String hash) {
        Rules rules = Rules.parse(name);
        SecondMoments moments = SolvedMomentTables.of(rules);
        long h = 0;
        for (int i = 0; i < StateIndex.STATES; i++) {
            h = h * 31 + Double.doubleToRawLongBits(moments.secondMoment(i));
        }
        assertEquals(Long.parseUnsignedLong(hash, 16), h, name + " on " + SolvedMomentTables.threads(rules)
                + " threads: " + Long.toHexString(h));
        List<Double> progress = SolvedMomentTables.progress(rules);
        assertEquals(Category.COUNT, progress.size(), "one report a level: " + progress);
        for (int i = 1; i < progress.size(); i++) {
            assertTrue(progress.get(i) >= progress.get(i - 1), "progress " + progress);
        }
        assertEquals(1.0, progress.get(progress.size() - 1));
        for (int i = StateIndex.offset(Category.ALL_USED); i < StateIndex.STATES; i++) {
            assertEquals(0.0, moments.secondMoment(i));
        }
    }
}
