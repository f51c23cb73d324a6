package org.yahtzee.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

final class SolverTest {
    /** A rule set's values, solved once per test JVM. */
    static SolvedValues solved(Rules rules) {
        return SolvedTables.of(rules);
    }

    private static Rules named(JokerRule joker) {
        for (Rules r : Rules.NAMED) {
            if (r.joker() == joker) {
                return r;
            }
        }
        throw new AssertionError(joker);
    }

    @ParameterizedTest
    @EnumSource(JokerRule.class)
    void solve_matchesNaiveReferenceOnRandomStates(JokerRule joker) {
        Rules rules = named(joker);
        SolvedValues values = solved(rules);
        ReferenceSolver reference = new ReferenceSolver(rules, values);
        SplittableRandom random = new SplittableRandom(20261121L + joker.ordinal());
        int checked = 0;
        while (checked < 150) {
            // Favour late-game cards (many boxes filled), where the joker and bonus rules bite.
            int mask = random.nextInt(Category.ALL_USED) | (random.nextBoolean() ? random.nextInt(Category.ALL_USED) : 0);
            if (mask == Category.ALL_USED) {
                continue;
            }
            int upper = random.nextInt(64);
            boolean y50 = random.nextBoolean();
            if (!StateIndex.isReachable(mask, upper, y50)) {
                continue;
            }
            double expected = reference.stateValue(mask, upper, y50);
            assertEquals(expected, values.value(mask, upper, y50), 1e-9,
                    rules + " mask " + Integer.toBinaryString(mask) + " upper " + upper + " y50 " + y50);
            checked++;
        }
    }

    @Test
    void solve_sameValuesOnOneOrTwoThreads_andProgressRisesToOne() {
        // The shared SolvedTables use one thread per processor: two or more here, so they are the
        // other side of the comparison (a solve of its own on two threads was 0.5-1 CPU-s more); a
        // one-processor runner solves on two threads explicitly rather than compare one with itself.
        double[] last = {0};
        SolvedValues one = Solver.solve(Rules.ORIGINAL, 1, f -> {
            assertTrue(f >= last[0], "progress went back from " + last[0] + " to " + f);
            last[0] = f;
        });
        assertEquals(1.0, last[0], 1e-12);
        SolvedValues two = Runtime.getRuntime().availableProcessors() >= 2 ? solved(Rules.ORIGINAL)
                : Solver.solve(Rules.ORIGINAL, 2, f -> { });
        for (int i = 0; i < StateIndex.STATES; i++) {
            assertEquals(Double.doubleToLongBits(one.value(i)), Double.doubleToLongBits(two.value(i)), "state " + i);
        }
    }

    /**
     * Speed work must not move a single bit: a hash of every state's double, per rule set, as
     * the solver of commit 1ba799c computed them (before the mask batches and lane kernels).
     */
    @ParameterizedTest
    @CsvSource({"official, 4efdfa6e0d77266a", "free-choice, 1a404be428dd20a4",
            "original, 4add227db3dd4a1c", "no-bonus, 0c3b727684de9721"})
    void solve_sameBitsAsThePinnedImplementation(String rules, String hash) {
        SolvedValues values = solved(Rules.parse(rules));
        long h = 0;
        for (int i = 0; i < StateIndex.STATES; i++) {
            h = h * 31 + Double.doubleToRawLongBits(values.value(i));
        }
        assertEquals(Long.parseUnsignedLong(hash, 16), h, rules + ": " + Long.toHexString(h));
    }

    @Test
    void gameOver_valueIsZero() {
        SolvedValues values = solved(Rules.OFFICIAL);
        assertEquals(0.0, values.value(Category.ALL_USED, 63, true));
        assertEquals(0.0, values.value(Category.ALL_USED, 0, false));
    }
}
