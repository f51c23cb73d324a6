package org.yahtzee.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/** {@link LaneTurnAnalyzer} against {@link TurnAnalyzer}, every value bit for bit. */
final class LaneTurnAnalyzerTest {

    private static Rules named(JokerRule joker) {
        return Rules.NAMED.stream().filter(r -> r.joker() == joker).findFirst().orElseThrow();
    }

    /**
     * The message is built on a failure only: these checks run about 5,000 times a state, and
     * each built its words and printed its two doubles though it passed.
     */
    private static void assertSameBits(double expected, double actual, Supplier<String> what) {
        if (Double.doubleToRawLongBits(expected) != Double.doubleToRawLongBits(actual)) {
            fail(what.get() + ": " + expected + " against " + actual);
        }
    }

    /** Every roll, keep and box value and the start value of the lane's state. */
    private static void assertSameValues(TurnValues expected, TurnValues actual) {
        String state = "mask " + expected.usedMask() + " upper " + expected.upperTotal() + " y50 " + expected.yahtzeeHolds50();
        assertEquals(expected.usedMask(), actual.usedMask(), state);
        assertEquals(expected.upperTotal(), actual.upperTotal(), state);
        assertEquals(expected.yahtzeeHolds50(), actual.yahtzeeHolds50(), state);
        assertSameBits(expected.start(), actual.start(), () -> state + " start");
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int roll = r;
            for (int left = 0; left <= 2; left++) {
                int rollsLeft = left;
                assertSameBits(expected.rollValue(r, left), actual.rollValue(r, left),
                        () -> state + " roll " + roll + " left " + rollsLeft);
            }
            for (Category c : Category.values()) {
                assertSameBits(expected.scoreValue(r, c), actual.scoreValue(r, c), () -> state + " roll " + roll + " " + c);
            }
        }
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            int keep = k;
            for (int left = 1; left <= 2; left++) {
                int rollsLeft = left;
                assertSameBits(expected.keepValue(k, left), actual.keepValue(k, left),
                        () -> state + " keep " + keep + " left " + rollsLeft);
            }
        }
    }

    /**
     * Random reachable states, most with the Yahtzee box filled (the joker and bonus rolls) and
     * from every number of open boxes, in batches of every size from 1 to LANES, through one
     * analyzer reused from batch to batch.
     */
    @ParameterizedTest
    @EnumSource(JokerRule.class)
    void analyze_randomStates_equalsTurnAnalyzerBitForBit(JokerRule joker) {
        SolvedValues values = SolverTest.solved(named(joker));
        TurnAnalyzer reference = new TurnAnalyzer(values);
        LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(values);
        SplittableRandom random = new SplittableRandom(17 + joker.ordinal());
        int checked = 0;
        for (int batch = 1; batch <= LaneTurnAnalyzer.LANES; batch += batch < 4 ? 1 : 7) {
            int[][] states = RandomLanes.fill(lanes, batch, random);
            lanes.analyze(batch);
            for (int lane = 0; lane < batch; lane++) {
                int[] s = states[lane];
                assertSameValues(reference.analyze(s[0], s[1], s[2] == 1), lanes.turn(lane));
                checked++;
            }
        }
        assertEquals(1 + 2 + 3 + 4 + 11 + 18 + 25 + 32, checked);
    }

    /** The empty card and the cards with one box open, each box, both Yahtzee flags. */
    @Test
    void analyze_firstAndLastTurns_equalTurnAnalyzerBitForBit() {
        SolvedValues values = SolverTest.solved(Rules.OFFICIAL);
        TurnAnalyzer reference = new TurnAnalyzer(values);
        LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(values);
        int[][] states = new int[LaneTurnAnalyzer.LANES][];
        int n = 0;
        states[n++] = new int[] {0, 0, 0};
        for (Category open : Category.values()) {
            int mask = Category.ALL_USED & ~open.bit();
            for (int y50 = 0; y50 < StateIndex.yahtzeeFlags(mask); y50++) {
                states[n++] = new int[] {mask, open.isUpper() ? 63 : 20, y50};
            }
        }
        for (int lane = 0; lane < n; lane++) {
            lanes.state(lane, states[lane][0], states[lane][1], states[lane][2] == 1);
        }
        lanes.analyze(n);
        for (int lane = 0; lane < n; lane++) {
            assertSameValues(reference.analyze(states[lane][0], states[lane][1], states[lane][2] == 1), lanes.turn(lane));
        }
    }

    /** The rows the passes read hold each lane's TurnValues, and analyzeRows leaves the same rows. */
    @Test
    void rows_holdTheLanesValues_withOrWithoutTheCopy() {
        SolvedValues values = SolverTest.solved(Rules.OFFICIAL);
        LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(values);
        SplittableRandom random = new SplittableRandom(41);
        int n = LaneTurnAnalyzer.LANES - 3;
        RandomLanes.fill(lanes, n, random);
        lanes.analyze(n);
        long[][] copied = rowBits(lanes, n);
        for (int lane = 0; lane < n; lane++) {
            TurnValues turn = lanes.turn(lane);
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                int roll = r;
                for (int left = 0; left <= 2; left++) {
                    int rollsLeft = left;
                    assertSameBits(turn.rollValue(r, left), lanes.rollRow(r, left)[lane], () -> "roll " + roll + " left " + rollsLeft);
                }
                for (Category c : Category.values()) {
                    if (!Scoring.isExtraYahtzee(r, turn.usedMask())) { // an extra Yahtzee's box values are the turn's
                        double expected = (turn.usedMask() & c.bit()) != 0 ? Double.NEGATIVE_INFINITY : turn.scoreValue(r, c);
                        assertSameBits(expected, lanes.boxRow(r, c)[lane], () -> "roll " + roll + " " + c);
                    }
                }
            }
            for (int k = 0; k < KeepLattice.KEEPS; k++) {
                int keep = k;
                for (int left = 1; left <= 2; left++) {
                    int rollsLeft = left;
                    assertSameBits(turn.keepValue(k, left), lanes.keepRow(k, left)[lane], () -> "keep " + keep + " left " + rollsLeft);
                }
            }
        }
        lanes.analyzeRows(n);
        long[][] rows = rowBits(lanes, n);
        for (int i = 0; i < rows.length; i++) {
            assertEquals(java.util.Arrays.toString(copied[i]), java.util.Arrays.toString(rows[i]), "row " + i);
        }
        for (int lane = 0; lane < n; lane++) {
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                int roll = r;
                assertSameBits(lanes.rollRow(r, 2)[lane], lanes.firstRollValue(r, lane), () -> "first roll " + roll);
            }
        }
    }

    /**
     * The grader's way, every 37th mask of the official rules, its states in StateIndex order as
     * a batch of games gives them: a state set by mergeState reads the lane it returns, and
     * after analyzeSetButFirstRoll that lane holds its turn's values bit for bit (TurnAnalyzer's),
     * the first roll's through firstRollValue; some states merge, and never across a Yahtzee flag.
     */
    @Test
    void mergeState_lanesHoldEachStatesTurn() {
        int merged = 0;
        int states = 0;
        SolvedValues values = SolverTest.solved(Rules.OFFICIAL);
        TurnAnalyzer reference = new TurnAnalyzer(values);
        LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(values);
        for (int mask = 0; mask < Category.ALL_USED; mask += 37) {
            int first = StateIndex.offset(mask);
            int end = first + StateIndex.statesOf(mask);
            for (int from = first; from < end; from += LaneTurnAnalyzer.LANES) {
                int to = Math.min(end, from + LaneTurnAnalyzer.LANES);
                int[] laneOf = new int[to - from];
                int used = 0;
                for (int state = from; state < to; state++) {
                    int[] parts = partsOf(mask, state);
                    laneOf[state - from] = lanes.mergeState(used, mask, parts[1], parts[2] == 1);
                    used += laneOf[state - from] == used ? 1 : 0;
                }
                lanes.analyzeSetButFirstRoll(used);
                for (int state = from; state < to; state++) {
                    int[] parts = partsOf(mask, state);
                    int lane = laneOf[state - from];
                    assertEquals(parts[2] == 1, lanes.turn(lane).yahtzeeHolds50(), "state " + state);
                    assertSameRows(reference.analyze(mask, parts[1], parts[2] == 1), lanes, lane);
                }
                merged += to - from - used;
                states += to - from;
            }
        }
        assertEquals(true, merged > states / 10, "merged " + merged + " of " + states);
    }

    /** What the grader reads of a lane after analyzeSetButFirstRoll, against a state's TurnValues. */
    private static void assertSameRows(TurnValues expected, LaneTurnAnalyzer lanes, int lane) {
        String state = "mask " + expected.usedMask() + " upper " + expected.upperTotal() + " y50 " + expected.yahtzeeHolds50();
        TurnValues boxes = lanes.turn(lane);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int roll = r;
            assertSameBits(expected.rollValue(r, 0), lanes.rollRow(r, 0)[lane], () -> state + " roll " + roll + " left 0");
            assertSameBits(expected.rollValue(r, 1), lanes.rollRow(r, 1)[lane], () -> state + " roll " + roll + " left 1");
            assertSameBits(expected.rollValue(r, 2), lanes.firstRollValue(r, lane), () -> state + " roll " + roll + " left 2");
            for (Category c : Category.values()) {
                assertSameBits(expected.scoreValue(r, c), boxes.scoreValue(r, c), () -> state + " roll " + roll + " " + c);
                assertEquals(expected.points(r, c), boxes.points(r, c), state);
            }
        }
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            int keep = k;
            for (int left = 1; left <= 2; left++) {
                int rollsLeft = left;
                assertSameBits(expected.keepValue(k, left), lanes.keepRow(k, left)[lane],
                        () -> state + " keep " + keep + " left " + rollsLeft);
            }
        }
    }

    /** Every roll and keep row of the first lanes, as bits. */
    private static long[][] rowBits(LaneTurnAnalyzer lanes, int n) {
        long[][] bits = new long[3 * KeepLattice.ROLLS + 2 * KeepLattice.KEEPS][n];
        int i = 0;
        for (int left = 0; left <= 2; left++) {
            for (int r = 0; r < KeepLattice.ROLLS; r++, i++) {
                for (int lane = 0; lane < n; lane++) {
                    bits[i][lane] = Double.doubleToRawLongBits(lanes.rollRow(r, left)[lane]);
                }
            }
        }
        for (int left = 1; left <= 2; left++) {
            for (int k = 0; k < KeepLattice.KEEPS; k++, i++) {
                for (int lane = 0; lane < n; lane++) {
                    bits[i][lane] = Double.doubleToRawLongBits(lanes.keepRow(k, left)[lane]);
                }
            }
        }
        return bits;
    }

    /**
     * analyzeMask with merging, every 37th mask of the official rules: every state is analysed
     * or merged exactly once, into a state analysed before it whose turn has the same values bit
     * for bit (TurnAnalyzer's); a visitor that finds no two next states alike gets no merges.
     */
    @Test
    void analyzeMask_mergesOnlyStatesWithTheSameTurn() {
        SolvedValues values = SolverTest.solved(Rules.OFFICIAL);
        TurnAnalyzer reference = new TurnAnalyzer(values);
        LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(values);
        int mergedStates = 0;
        for (int mask = 0; mask < Category.ALL_USED; mask += 37) {
            int[] maskOf = {mask};
            java.util.Set<Integer> analysed = new java.util.HashSet<>();
            java.util.Map<Integer, Integer> sameAs = new java.util.HashMap<>();
            lanes.analyzeMask(mask, state -> true, (states, n) -> {
                for (int lane = 0; lane < n; lane++) {
                    assertEquals(true, analysed.add(states[lane]));
                }
            }, new LaneTurnAnalyzer.DuplicateVisitor() {
                @Override
                public boolean sameNext(int next, int earlierNext) {
                    return true;
                }

                @Override
                public void duplicate(int stateIndex, int earlier, int upperTotal, boolean yahtzeeHolds50) {
                    assertEquals(null, sameAs.put(stateIndex, earlier));
                    assertEquals(stateIndex, StateIndex.index(maskOf[0], upperTotal, yahtzeeHolds50));
                }
            });
            assertEquals(StateIndex.statesOf(mask), analysed.size() + sameAs.size(), "mask " + mask);
            for (java.util.Map.Entry<Integer, Integer> e : sameAs.entrySet()) {
                assertEquals(true, analysed.contains(e.getValue()) && e.getValue() < e.getKey());
                int[] merged = partsOf(mask, e.getKey());
                int[] earlier = partsOf(mask, e.getValue());
                assertEquals(earlier[2], merged[2], "the same Yahtzee flag");
                assertSameTurn(reference.analyze(mask, earlier[1], earlier[2] == 1), reference.analyze(mask, merged[1], merged[2] == 1));
            }
            mergedStates += sameAs.size();
            int[] visited = {0};
            lanes.analyzeMask(mask, state -> true, (states, n) -> visited[0] += n, new LaneTurnAnalyzer.DuplicateVisitor() {
                @Override
                public boolean sameNext(int next, int earlierNext) {
                    return false;
                }

                @Override
                public void duplicate(int stateIndex, int earlier, int upperTotal, boolean yahtzeeHolds50) {
                    throw new AssertionError("merged " + stateIndex + " though no next states are alike");
                }
            });
            assertEquals(StateIndex.statesOf(mask), visited[0]);
        }
        assertEquals(true, mergedStates > 4_000, "merged " + mergedStates);
    }

    /** {usedMask, upperTotal, yahtzeeHolds50 as 0/1} of a state of {@code mask}. */
    private static int[] partsOf(int mask, int stateIndex) {
        int i = stateIndex - StateIndex.offset(mask);
        long totals = StateIndex.reachableUpperTotals(mask);
        int flag = i / Long.bitCount(totals);
        for (int skip = i % Long.bitCount(totals); skip > 0; skip--) {
            totals &= totals - 1;
        }
        int u = Long.numberOfTrailingZeros(totals);
        assertEquals(stateIndex, StateIndex.index(mask, u, flag == 1));
        return new int[] {mask, u, flag};
    }

    /** Every value of two turns of one mask, bit for bit, whatever their upper totals. */
    private static void assertSameTurn(TurnValues a, TurnValues b) {
        boolean same = Double.doubleToRawLongBits(a.start()) == Double.doubleToRawLongBits(b.start());
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            for (int left = 0; left <= 2; left++) {
                same &= Double.doubleToRawLongBits(a.rollValue(r, left)) == Double.doubleToRawLongBits(b.rollValue(r, left));
            }
            for (Category c : Category.values()) {
                same &= Double.doubleToRawLongBits(a.scoreValue(r, c)) == Double.doubleToRawLongBits(b.scoreValue(r, c));
            }
        }
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            for (int left = 1; left <= 2; left++) {
                same &= Double.doubleToRawLongBits(a.keepValue(k, left)) == Double.doubleToRawLongBits(b.keepValue(k, left));
            }
        }
        assertEquals(true, same, "mask " + a.usedMask() + ": the turns from upper totals " + a.upperTotal() + " and "
                + b.upperTotal() + " differ");
    }

    @Test
    void state_fullOrUnreachableCard_isRejected() {
        LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(SolverTest.solved(Rules.OFFICIAL));
        assertThrows(IllegalArgumentException.class, () -> lanes.state(0, Category.ALL_USED, 0, false));
        assertThrows(IllegalArgumentException.class, () -> lanes.state(0, 0, 5, false));
        assertThrows(IllegalArgumentException.class, () -> lanes.analyze(LaneTurnAnalyzer.LANES + 1));
    }
}
