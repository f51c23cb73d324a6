package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.LaneDecisions;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.policy.SolvedPolicies;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.solver.RandomLanes;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.state.StateIndex;

/** {@link LaneOutcomes}, analysed or from policy rows, and {@link TurnOutcomes#from} against {@link TurnOutcomes#of}, every field bit for bit. */
final class LaneOutcomesTest {

    /** Mixed batches of every size, every rule set. */
    @Test
    void mixedBatches_equalTurnOutcomesOf() {
        TurnOutcomes.Scratch scratch = new TurnOutcomes.Scratch();
        TurnOutcomes[] out = new TurnOutcomes[LaneTurnAnalyzer.LANES];
        int checked = 0;
        for (Rules rules : Rules.NAMED) {
            SolvedValues values = Solved.values(rules);
            TurnAnalyzer reference = new TurnAnalyzer(values);
            LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(values);
            LaneDecisions decisions = new LaneDecisions();
            LaneOutcomes outcomes = new LaneOutcomes();
            SplittableRandom random = new SplittableRandom(rules.fingerprint() + 3);
            for (int batch = 1; batch <= LaneTurnAnalyzer.LANES; batch += 5) {
                int[][] states = RandomLanes.fill(lanes, batch, random);
                lanes.analyzeRows(batch);
                decisions.decide(lanes, batch);
                outcomes.of(lanes, decisions, batch, out);
                for (int lane = 0; lane < batch; lane++) {
                    int[] s = states[lane];
                    assertSame(TurnOutcomes.of(reference.analyze(s[0], s[1], s[2] == 1), scratch), out[lane],
                            rules + " mask " + s[0] + " upper " + s[1] + " y50 " + s[2]);
                    checked++;
                }
            }
        }
        assertEquals(4 * (1 + 6 + 11 + 16 + 21 + 26 + 31), checked);
    }

    /**
     * Lanes played from policy-table rows (PolicyLookUp's), every 37th mask's states in batches
     * of up to 32 (both flags in one batch): each lane is the analysed turn's outcomes, the table
     * being built from the same values.
     */
    @Test
    void policyRowLanes_equalTurnOutcomesOfTheAnalysedTurn() {
        Rules rules = Rules.OFFICIAL;
        SolvedValues values = Solved.values(rules);
        PolicyTable table = SolvedPolicies.of(rules);
        TurnAnalyzer reference = new TurnAnalyzer(values);
        TurnOutcomes.Scratch scratch = new TurnOutcomes.Scratch();
        LaneOutcomes outcomes = new LaneOutcomes();
        int lanes = LaneTurnAnalyzer.LANES;
        PolicyRows choices = new PolicyRows();
        int[][] rows = choices.rows;
        int[] upper = new int[lanes];
        boolean[] flag = new boolean[lanes];
        TurnOutcomes[] out = new TurnOutcomes[lanes];
        int checked = 0;
        for (int mask = 0; mask < Category.ALL_USED; mask += 37) {
            List<int[]> states = new ArrayList<>(); // {upperTotal, flag}
            for (int y = 0; y < 2; y++) {
                for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
                    if (StateIndex.isReachable(mask, u, y == 1)) {
                        states.add(new int[] {u, y});
                    }
                }
            }
            for (int from = 0; from < states.size(); from += lanes) {
                int n = Math.min(lanes, states.size() - from);
                for (int lane = 0; lane < n; lane++) {
                    upper[lane] = states.get(from + lane)[0];
                    flag[lane] = states.get(from + lane)[1] == 1;
                    int state = StateIndex.index(mask, upper[lane], flag[lane]);
                    for (int r = 0; r < PolicyTable.ROW; r++) {
                        rows[lane][r] = table.entry(state, r);
                    }
                }
                outcomes.of(choices, rules, mask, upper, flag, n, out);
                for (int lane = 0; lane < n; lane++) {
                    assertSame(TurnOutcomes.of(reference.analyze(mask, upper[lane], flag[lane]), scratch), out[lane],
                            "mask " + mask + " upper " + upper[lane] + " y50 " + flag[lane]);
                    checked++;
                }
            }
        }
        assertEquals(true, checked > 10_000, "checked " + checked);
    }

    /** The states analyzeMask merges, every 29th mask: from() of the earlier state's outcomes is of() of their own. */
    @Test
    void mergedStates_fromTheEarlierStatesOutcomes_equalTheirOwn() {
        SolvedValues values = Solved.values(Rules.OFFICIAL);
        TurnAnalyzer reference = new TurnAnalyzer(values);
        LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(values);
        TurnOutcomes.Scratch scratch = new TurnOutcomes.Scratch();
        int merged = 0;
        for (int mask = 0; mask < Category.ALL_USED; mask += 29) {
            List<int[]> pairs = new ArrayList<>(); // {state, sameAs, upperTotal, flag}
            lanes.analyzeMask(mask, state -> true, (states, n) -> { }, new LaneTurnAnalyzer.DuplicateVisitor() {
                @Override
                public boolean sameNext(int next, int earlierNext) {
                    return true;
                }

                @Override
                public void duplicate(int stateIndex, int sameAs, int upperTotal, boolean yahtzeeHolds50) {
                    pairs.add(new int[] {stateIndex, sameAs, upperTotal, yahtzeeHolds50 ? 1 : 0});
                }
            });
            Map<Integer, TurnOutcomes> earlierOf = new HashMap<>(); // 1,301 earlier states for 7,774 merged: analysed once each
            for (int[] p : pairs) {
                int usedMask = mask;
                TurnOutcomes earlier = earlierOf.computeIfAbsent(p[1], sameAs -> TurnOutcomes.of(
                        reference.analyze(usedMask, upperOf(usedMask, sameAs, p[3] == 1), p[3] == 1), scratch));
                TurnOutcomes own = TurnOutcomes.of(reference.analyze(mask, p[2], p[3] == 1), scratch);
                assertSame(own, TurnOutcomes.from(earlier, mask, p[2], p[3] == 1), "mask " + mask + " upper " + p[2]);
                merged++;
            }
        }
        assertEquals(true, merged > 2_000, "merged " + merged);
    }

    private static int upperOf(int mask, int stateIndex, boolean y50) {
        for (int u = 0; ; u++) {
            if (org.yahtzee.state.StateIndex.isReachable(mask, u, y50) && org.yahtzee.state.StateIndex.index(mask, u, y50) == stateIndex) {
                return u;
            }
        }
    }

    private static void assertSame(TurnOutcomes expected, TurnOutcomes actual, String where) {
        assertEquals(expected.count, actual.count, where);
        for (int e = 0; e < expected.count; e++) {
            String at = where + " outcome " + e;
            assertEquals(expected.box[e], actual.box[e], at);
            assertEquals(expected.points[e], actual.points[e], at);
            assertEquals(expected.gained[e], actual.gained[e], at);
            assertEquals(expected.next[e], actual.next[e], at);
            assertEquals(Double.doubleToRawLongBits(expected.probability[e]), Double.doubleToRawLongBits(actual.probability[e]), at);
        }
        for (int b = 0; b <= Category.COUNT; b++) {
            assertEquals(expected.boxStart[b], actual.boxStart[b], where + " box " + b);
        }
    }
}
