package org.yahtzee.engine;

import org.yahtzee.policy.GameTrace;

/**
 * One simulated game, turn by turn, as a {@link GameSink} sees it: the rolls (one to three a
 * turn), the keeps between them and the box scored. Valid only during the call it is handed to:
 * the engine plays the next game into the same object.
 */
public final class PlayedGame {
    private GameTrace trace;

    PlayedGame() {
    }

    PlayedGame showing(GameTrace shown) {
        this.trace = shown;
        return this;
    }

    /** Rolls in turn {@code turn} (0..12): 1 to 3. */
    public int rollCount(int turn) {
        return trace.rollCount(turn);
    }

    /** Roll {@code i} (0-based) of turn {@code turn}: a rollId (0..251). */
    public int roll(int turn, int i) {
        return trace.roll(turn, i);
    }

    /** The dice kept after roll {@code i} of turn {@code turn}, before the next: a keepId (0..461). */
    public int keep(int turn, int i) {
        return trace.keep(turn, i);
    }

    /** The box scored in turn {@code turn}: a Category id (0..12). */
    public int box(int turn) {
        return trace.box(turn);
    }

    /** The points written in turn {@code turn} (no bonuses). */
    public int points(int turn) {
        return trace.points(turn);
    }

    /** The game's final score. */
    public int total() {
        return trace.total();
    }
}
