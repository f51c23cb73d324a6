package org.yahtzee.policy;

import java.util.SplittableRandom;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;

/**
 * Plays one whole game of a {@link Strategy} on seeded dice. The dice are drawn one die at a
 * time, {@code 1 + random.nextInt(6)}, only for the dice thrown: the same random stream and the
 * same decisions give the same game, whoever plays it (the simulator's reproducibility rests
 * on this).
 */
public final class GamePlay {

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

    /** Keeps {@code keepId}, throws the other dice and returns the rollId. */
    public static int throwDice(int keepId, SplittableRandom random) {
        int keep = keepId;
        while (KeepLattice.size(keep) < 5) {
            keep = KeepLattice.add(keep, 1 + random.nextInt(6));
        }
        return keep - KeepLattice.ROLL_BASE;
    }
}
