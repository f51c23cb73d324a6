package org.yahtzee.policy;

import java.util.SplittableRandom;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;

/**
 * Plays one whole game of a {@link Strategy} on seeded dice ({@link #throwDice}): the same
 * random stream and the same decisions give the same game, whoever plays it (the simulator's
 * reproducibility rests on this).
 */
public final class GamePlay {
    /** 6^n: the equally likely outcomes of throwing n dice, in order. */
    static final int[] POWERS_OF_SIX = {1, 6, 36, 216, 1296, 7776};

    private GamePlay() {
    }

    /**
     * Plays 13 turns from an empty card into {@code state} (reset first) and returns the final
     * score; fills {@code trace} too if it is not null.
     */
    public static int play(Strategy strategy, PlayState state, SplittableRandom random, GameTrace trace) {
        state.reset();
        if (trace != null) {
            trace.reset();
        }
        for (int turn = 0; turn < Category.COUNT; turn++) {
            int roll = throwDice(KeepLattice.EMPTY_KEEP, random);
            if (trace != null) {
                trace.addRoll(turn, roll);
            }
            for (int rollsLeft = 2; rollsLeft >= 1; rollsLeft--) {
                int keep = strategy.keep(state, roll, rollsLeft);
                if (KeepLattice.size(keep) == 5) {
                    break; // stands pat: scores the roll now
                }
                roll = throwDice(keep, random);
                if (trace != null) {
                    trace.addKeep(turn, keep);
                    trace.addRoll(turn, roll);
                }
            }
            int box = strategy.box(state, roll);
            int written = state.score(roll, box);
            if (trace != null) {
                trace.setScore(turn, box, written, state.total());
            }
        }
        return state.total();
    }

    /**
     * Keeps {@code keepId}, throws the other dice and returns the rollId. All the thrown dice come
     * from one uniform draw in 0..6^n-1 (n dice thrown), read as n base-6 digits: one random
     * number a throw rather than one a die (nextInt(6) divides once a die, 10 to 15 times a
     * turn; the digits here divide by a constant, which compiles to a multiplication). No draw
     * when no die is thrown.
     */
    public static int throwDice(int keepId, SplittableRandom random) {
        int thrown = 5 - KeepLattice.size(keepId);
        if (thrown == 0) {
            return keepId - KeepLattice.ROLL_BASE;
        }
        return rollOf(keepId, uniform(random, POWERS_OF_SIX[thrown]));
    }

    /** {@link #throwDice(int, SplittableRandom)} on a {@link SplitMix}: the same dice from the same stream. */
    public static int throwDice(int keepId, SplitMix random) {
        int thrown = 5 - KeepLattice.size(keepId);
        if (thrown == 0) {
            return keepId - KeepLattice.ROLL_BASE;
        }
        return rollOf(keepId, uniform(random, POWERS_OF_SIX[thrown]));
    }

    /**
     * One draw of five base-6 digits (0..7,775) for a roll on common dice: {@link #throwDice(int, int)}
     * reads as many of its low digits as dice are thrown, so two players drawing one a roll from
     * copies of a stream see the same dice for as long as they keep the same ones.
     */
    public static int drawDigits(SplittableRandom random) {
        return uniform(random, POWERS_OF_SIX[5]);
    }

    /** Keeps {@code keepId} and throws the other dice, showing the low base-6 digits of {@code digits}. */
    public static int throwDice(int keepId, int digits) {
        int thrown = 5 - KeepLattice.size(keepId);
        return thrown == 0 ? keepId - KeepLattice.ROLL_BASE : rollOf(keepId, digits % POWERS_OF_SIX[thrown]);
    }

    /** The rollId of {@code keepId} plus the dice of {@code outcome}'s base-6 digits, one a die thrown. */
    static int rollOf(int keepId, int outcome) {
        return OUTCOME_ROLLS[OUTCOME_START[keepId] + outcome];
    }

    /**
     * OUTCOME_ROLLS[OUTCOME_START[k] + u]: the roll of keep k and outcome u, for all 6^(5 - size)
     * outcomes of every keep (23,112 entries, 46 KB: one load a throw instead of a loop of table
     * steps, which took two thirds of a simulation's samples).
     */
    private static final int[] OUTCOME_START = new int[KeepLattice.KEEPS];
    private static final short[] OUTCOME_ROLLS;

    static {
        int total = 0;
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            OUTCOME_START[k] = total;
            total += POWERS_OF_SIX[5 - KeepLattice.size(k)];
        }
        OUTCOME_ROLLS = new short[total];
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            for (int u = 0; u < POWERS_OF_SIX[5 - KeepLattice.size(k)]; u++) {
                int keep = k;
                for (int rest = u; KeepLattice.size(keep) < 5; rest /= 6) {
                    keep = KeepLattice.add(keep, 1 + rest % 6);
                }
                OUTCOME_ROLLS[OUTCOME_START[k] + u] = (short) (keep - KeepLattice.ROLL_BASE);
            }
        }
    }

    /**
     * Uniform in 0..bound-1 from 32 random bits without a division in the common case: the high
     * half of bits x bound, redrawn in the rare case (under bound / 2^32) where the low half
     * falls below 2^32 mod bound, which would bias it (Lemire's method). The bits are the top of
     * nextLong(), SplittableRandom's 64-bit mix: with nextInt()'s 32-bit mix one of 7,776
     * buckets came out 5.7 standard deviations off in 7.8 million draws (GamePlayTest).
     */
    static int uniform(SplittableRandom random, int bound) {
        int value = uniformOrRedraw(random.nextLong(), bound);
        while (value < 0) {
            value = uniformOrRedraw(random.nextLong(), bound);
        }
        return value;
    }

    /** {@link #uniform(SplittableRandom, int)} on a {@link SplitMix}: the same numbers from the same stream. */
    static int uniform(SplitMix random, int bound) {
        int value = uniformOrRedraw(random.nextLong(), bound);
        while (value < 0) {
            value = uniformOrRedraw(random.nextLong(), bound);
        }
        return value;
    }

    /** One step of Lemire's method on the top 32 of {@code bits}: the value, or -1 to draw again. */
    private static int uniformOrRedraw(long bits, int bound) {
        long product = (bits >>> 32) * bound;
        long low = product & 0xFFFFFFFFL;
        if (low < bound && low < (1L << 32) % bound) {
            return -1;
        }
        return (int) (product >>> 32);
    }
}
