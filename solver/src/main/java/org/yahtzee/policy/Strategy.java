package org.yahtzee.policy;

/**
 * How a player decides: which dice to keep and which box to score, given the card. The
 * simulator plays any strategy ({@link PolicyStrategy} the optimal expected-score player from
 * its table, {@link HeuristicStrategy} a human-like baseline); a goal player (reach a target,
 * beat an opponent) is another implementation. Implementations are called from several
 * threads at once, each with its own {@link PlayState}: they keep no per-game state of their own.
 */
public interface Strategy {

    /**
     * The keepId to keep from the dice {@code rollId} with {@code rollsLeft} (1..2) rolls left;
     * the keep of all five dice ends the turn (the roll is scored).
     */
    int keep(PlayState state, int rollId, int rollsLeft);

    /** The {@code Category.id()} of the box to write the final dice {@code rollId} in: open and allowed. */
    int box(PlayState state, int rollId);

    /**
     * {@link #keep} for games 0..count-1 side by side ({@link LockstepPlay}), into {@code keepIds};
     * a game whose {@code standing} is true has stopped throwing this turn, and what is left in
     * its slot means nothing. One call a step lets a table-driven strategy issue every game's
     * look-up before it waits for any.
     */
    default void keeps(PlayState[] states, int[] rollIds, boolean[] standing, int rollsLeft, int[] keepIds, int count) {
        for (int i = 0; i < count; i++) {
            keepIds[i] = standing[i] ? 0 : keep(states[i], rollIds[i], rollsLeft);
        }
    }

    /** {@link #box} for games 0..count-1 side by side, into {@code boxIds}. */
    default void boxes(PlayState[] states, int[] rollIds, int[] boxIds, int count) {
        for (int i = 0; i < count; i++) {
            boxIds[i] = box(states[i], rollIds[i]);
        }
    }
}
