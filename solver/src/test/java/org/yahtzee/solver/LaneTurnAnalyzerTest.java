package org.yahtzee.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/** {@link LaneTurnAnalyzer} against {@link TurnAnalyzer}, every value bit for bit. */
final class LaneTurnAnalyzerTest {

    private static Rules named(JokerRule joker) {
        return Rules.NAMED.stream().filter(r -> r.joker() == joker).findFirst().orElseThrow();
    }

    private static void assertSameBits(double expected, double actual, String what) {
        assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(actual),
                what + ": " + expected + " against " + actual);
    }

    /** Every roll, keep and box value and the start value of the lane's state. */
    private static void assertSameValues(TurnValues expected, TurnValues actual) {
        String state = "mask " + expected.usedMask() + " upper " + expected.upperTotal() + " y50 " + expected.yahtzeeHolds50();
        assertEquals(expected.usedMask(), actual.usedMask(), state);
        assertEquals(expected.upperTotal(), actual.upperTotal(), state);
        assertEquals(expected.yahtzeeHolds50(), actual.yahtzeeHolds50(), state);
        assertSameBits(expected.start(), actual.start(), state + " start");
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            for (int left = 0; left <= 2; left++) {
                assertSameBits(expected.rollValue(r, left), actual.rollValue(r, left), state + " roll " + r + " left " + left);
            }
            for (Category c : Category.values()) {
                assertSameBits(expected.scoreValue(r, c), actual.scoreValue(r, c), state + " roll " + r + " " + c);
            }
        }
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            for (int left = 1; left <= 2; left++) {
                assertSameBits(expected.keepValue(k, left), actual.keepValue(k, left), state + " keep " + k + " left " + left);
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
            int[][] states = new int[batch][];
            for (int lane = 0; lane < batch; ) {
                int mask = random.nextInt(Category.ALL_USED) & ~(random.nextInt(4) == 0 ? random.nextInt(1 << 13) : 0);
                mask |= random.nextInt(4) == 0 ? 0 : Category.YAHTZEE.bit();
                int upper = random.nextInt(64);
                boolean y50 = random.nextBoolean();
                if (mask != Category.ALL_USED && StateIndex.isReachable(mask, upper, y50)) {
                    states[lane] = new int[] {mask, upper, y50 ? 1 : 0};
                    lanes.state(lane++, mask, upper, y50);
                }
            }
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

    @Test
    void state_fullOrUnreachableCard_isRejected() {
        LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(SolverTest.solved(Rules.OFFICIAL));
        assertThrows(IllegalArgumentException.class, () -> lanes.state(0, Category.ALL_USED, 0, false));
        assertThrows(IllegalArgumentException.class, () -> lanes.state(0, 0, 5, false));
        assertThrows(IllegalArgumentException.class, () -> lanes.analyze(LaneTurnAnalyzer.LANES + 1));
    }
}
