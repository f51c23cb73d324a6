package org.yahtzee.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.solver.RandomLanes;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

/** {@link LaneDecisions} against {@link TurnPolicy} and {@link Advisor}, the one home of the tie rule. */
final class LaneDecisionsTest {

    static List<Rules> allRules() {
        return Rules.NAMED;
    }

    /**
     * Every 47th mask, the empty card, every card with one box open and the cards whose open
     * boxes make the joker rules bite (the Yahtzee box filled with the matching upper box open
     * or filled, lower boxes open or not). Every 47th, not 23rd: 13,648 states a rule set
     * instead of 25,442, still 1.7 times the floor the test asserts (and the extra Yahtzees,
     * ties and disagreeing batches 58 to 230 times theirs), every level of the game included.
     */
    private static List<Integer> sampleMasks() {
        List<Integer> masks = new ArrayList<>();
        for (int mask = 0; mask < Category.ALL_USED; mask += 47) {
            masks.add(mask);
        }
        for (Category c : Category.values()) {
            masks.add(Category.ALL_USED & ~c.bit());
            masks.add(Category.YAHTZEE.bit() | c.bit());
        }
        int y = Category.YAHTZEE.bit();
        masks.add(y);
        masks.add(y | Category.UPPER_BITS);
        masks.add(y | (Category.LOWER_BITS & ~Category.CHANCE.bit()));
        masks.add(Category.ALL_USED & ~(Category.SIXES.bit() | Category.CHANCE.bit()));
        masks.add(Category.LOWER_BITS);
        masks.add(Category.UPPER_BITS & ~Category.FIVES.bit() | y);
        return masks;
    }

    /** Every state of the sampled masks, every roll and stage, through analyzeMask's batches. */
    @ParameterizedTest
    @MethodSource("allRules")
    void sampledMasks_everyStateRollAndStage_equalsTurnPolicyAndAdvisor(Rules rules) {
        StateValues values = SolvedTables.of(rules);
        TurnAnalyzer reference = new TurnAnalyzer(values);
        LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(values);
        LaneDecisions decisions = new LaneDecisions();
        Counts counts = new Counts();
        // By state, set for each mask's states before its pass reads them: one pair of arrays,
        // not 2.7 MB made again for each of the 200 masks.
        int[] upper = new int[StateIndex.STATES];
        boolean[] y50 = new boolean[StateIndex.STATES];
        for (int mask : sampleMasks()) {
            for (int flag = 0; flag < StateIndex.yahtzeeFlags(mask); flag++) {
                for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
                    if (StateIndex.isReachable(mask, u, flag == 1)) {
                        int state = StateIndex.index(mask, u, flag == 1);
                        upper[state] = u;
                        y50[state] = flag == 1;
                    }
                }
            }
            lanes.analyzeMask(mask, state -> true, (states, n) -> {
                decisions.decide(lanes, n);
                for (int lane = 0; lane < n; lane++) {
                    TurnValues turn = reference.analyze(mask, upper[states[lane]], y50[states[lane]]);
                    assertSameDecisions(turn, decisions, lane, counts);
                }
                counts.batchDisagreements(decisions, n);
            });
        }
        assertTrue(counts.states > 8_000, "states " + counts.states);
        assertTrue(counts.extraYahtzees > 1_000, "extra Yahtzee decisions " + counts.extraYahtzees);
        assertTrue(counts.ties > Counts.TIES_FLOOR, "decisions with several candidates within TIE " + counts.ties);
        assertTrue(counts.disagreeing > 100, "decisions where lanes of a batch disagree " + counts.disagreeing);
    }

    /** Batches of random states of different masks, most with the Yahtzee box filled. */
    @ParameterizedTest
    @MethodSource("allRules")
    void mixedBatches_equalTurnPolicyAndAdvisor(Rules rules) {
        StateValues values = SolvedTables.of(rules);
        TurnAnalyzer reference = new TurnAnalyzer(values);
        LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(values);
        LaneDecisions decisions = new LaneDecisions();
        SplittableRandom random = new SplittableRandom(rules.fingerprint());
        Counts counts = new Counts();
        for (int batch = 1; batch <= LaneTurnAnalyzer.LANES; batch += 3) {
            int[][] states = RandomLanes.fill(lanes, batch, random);
            lanes.analyzeRows(batch);
            decisions.decide(lanes, batch);
            for (int lane = 0; lane < batch; lane++) {
                int[] s = states[lane];
                assertSameDecisions(reference.analyze(s[0], s[1], s[2] == 1), decisions, lane, counts);
            }
        }
        assertEquals(176, counts.states);
        assertTrue(counts.extraYahtzees > 100, "extra Yahtzee decisions " + counts.extraYahtzees);
    }

    /**
     * The check against lane 0's choice (note 2) on made-up values: exact ties, values at
     * exactly the best less TIE and one ulp on either side, a best of 0 (a negative
     * threshold), -infinity rows (filled boxes), lanes that disagree; against the rule written
     * plainly: the common position when every lane has it, else -1 and each lane's.
     */
    @Test
    void decide_madeUpValues_equalsTheRuleWrittenPlainly() {
        SplittableRandom random = new SplittableRandom(2024);
        LaneDecisions decisions = new LaneDecisions();
        int lanesMax = LaneTurnAnalyzer.LANES;
        int[] out = new int[lanesMax];
        int[] counts = new int[2]; // trials whose lanes decided alike, and the others
        for (int trial = 0; trial < 20_000; trial++) {
            int count = 1 + random.nextInt(32);
            int lanes = 1 + random.nextInt(lanesMax);
            double[][] rows = new double[count][lanesMax];
            double[] best = new double[lanesMax];
            for (int lane = 0; lane < lanes; lane++) {
                double top = random.nextInt(5) == 0 ? 0.0 : random.nextInt(3) * 10.0 + random.nextDouble();
                for (int i = 0; i < count; i++) {
                    rows[i][lane] = madeUp(random, top);
                }
                rows[random.nextInt(count)][lane] = top; // the best is one of the candidates
                best[lane] = top;
            }
            java.util.Arrays.fill(out, -2);
            int all = decisions.decide(rows, 0, count, best, out, 0, lanes);
            int[] expected = new int[lanes];
            for (int lane = 0; lane < lanes; lane++) {
                while (!(rows[expected[lane]][lane] > best[lane] - Advisor.TIE)) {
                    expected[lane]++;
                }
            }
            boolean alike = java.util.Arrays.stream(expected).allMatch(e -> e == expected[0]);
            assertEquals(alike ? expected[0] : -1, all, "trial " + trial + ": the lanes' common position");
            for (int lane = 0; lane < lanes; lane++) {
                assertEquals(alike ? -2 : expected[lane], out[lane], "trial " + trial + " lane " + lane);
            }
            counts[alike ? 0 : 1]++;
        }
        assertTrue(counts[0] > 500 && counts[1] > 500, "alike, not alike: " + java.util.Arrays.toString(counts));
    }

    @Test
    void decide_noCandidatePasses_throws() {
        double[][] rows = new double[2][LaneTurnAnalyzer.LANES]; // the analyzer's rows' width
        rows[0][0] = 1.0;
        rows[1][0] = 2.0;
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new LaneDecisions().decide(rows, 0, 2, new double[] {3.0}, new int[1], 0, 1));
        assertTrue(e.getMessage().contains("lane 0"), e.getMessage());
    }

    /** A candidate's value near {@code top}: tied, at the TIE edge, a little or far below, or a filled box. */
    private static double madeUp(SplittableRandom random, double top) {
        double edge = top - Advisor.TIE;
        switch (random.nextInt(8)) {
            case 0: return top;
            case 1: return edge;
            case 2: return Math.nextUp(edge);
            case 3: return Math.nextDown(edge);
            case 4: return top - random.nextDouble() * 2 * Advisor.TIE;
            case 5: return Double.NEGATIVE_INFINITY;
            default: return Math.max(0.0, top - random.nextDouble() * 5);
        }
    }

    /*
     * The messages are built only for a failure (suppliers): built eagerly they were a third of
     * this class's time (3 million decisions over the sampled masks of the four rule sets).
     */
    private static void assertSameDecisions(TurnValues turn, LaneDecisions decisions, int lane, Counts counts) {
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int roll = r;
            for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
                int left = rollsLeft;
                int expected = TurnPolicy.bestKeepIndex(turn, r, rollsLeft);
                assertEquals(expected, decisions.keepIndex(r, rollsLeft, lane), () -> where(turn) + " roll " + roll + " left " + left);
                assertEquals(TurnPolicy.subKeep(r, expected), decisions.keep(r, rollsLeft, lane));
                int all = decisions.keepOfAll(r, rollsLeft);
                assertTrue(all == -1 || all == TurnPolicy.subKeep(r, expected), () -> "the lanes' common keep " + all);
                if (counts.ties <= Counts.TIES_FLOOR) {
                    counts.ties += keepsWithinTie(turn, r, rollsLeft) > 1 ? 1 : 0;
                }
            }
            int expectedBox = Advisor.bestBox(turn, r).id(); // asked once: its two calls were 56 of 353 JFR samples
            assertEquals(expectedBox, decisions.boxId(r, lane), () -> where(turn) + " roll " + roll + " box");
            int allBox = decisions.boxIdOfAll(r);
            assertTrue(allBox == -1 || allBox == expectedBox, () -> "the lanes' common box " + allBox);
            counts.extraYahtzees += Scoring.isExtraYahtzee(r, turn.usedMask()) ? 1 : 0;
        }
        counts.states++;
    }

    private static String where(TurnValues turn) {
        return turn.rules() + " mask " + turn.usedMask() + " upper " + turn.upperTotal() + " y50 " + turn.yahtzeeHolds50();
    }

    /** The keeps of roll {@code r} within TIE of the best (by index: subKeeps would copy them). */
    private static int keepsWithinTie(TurnValues turn, int r, int rollsLeft) {
        int within = 0;
        double threshold = turn.rollValue(r, rollsLeft) - Advisor.TIE;
        for (int i = 0; i < TurnPolicy.subKeepCount(r); i++) {
            within += turn.keepValue(TurnPolicy.subKeep(r, i), rollsLeft) > threshold ? 1 : 0;
        }
        return within;
    }

    private static final class Counts {
        /**
         * Ties are counted until there are more than this many (the floor the sampled masks'
         * test asserts): counting every one rescanned each roll's keeps after TurnPolicy had,
         * a quarter of that test's CPU (JFR, 144 of 573 samples), for a count read only against
         * the floor. Each state is still compared decision by decision.
         */
        static final int TIES_FLOOR = 1_000;

        int states;
        int extraYahtzees;
        int ties;
        int disagreeing;

        /** Decisions in which some lane decides otherwise than lane 0: the check's failures. */
        void batchDisagreements(LaneDecisions decisions, int lanes) {
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                for (int lane = 1; lane < lanes; lane++) {
                    if (decisions.keepIndex(r, 1, lane) != decisions.keepIndex(r, 1, 0)) {
                        disagreeing++;
                        break;
                    }
                }
            }
        }
    }
}
