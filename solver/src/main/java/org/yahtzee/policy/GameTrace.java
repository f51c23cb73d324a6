package org.yahtzee.policy;

import org.yahtzee.rules.Category;

/**
 * What happened in one played game, turn by turn: the rolls (one to three), the keeps between
 * them and the box scored. Filled by {@link GamePlay} when a caller wants the game itself (the
 * game record), reused game after game.
 */
public final class GameTrace {
    private final int[] rolls = new int[Category.COUNT * 3];
    private final int[] keeps = new int[Category.COUNT * 2];
    private final int[] rollCount = new int[Category.COUNT];
    private final int[] boxes = new int[Category.COUNT];
    private final int[] points = new int[Category.COUNT];
    private int total;

    void addRoll(int turn, int rollId) {
        rolls[turn * 3 + rollCount[turn]++] = rollId;
    }

    void addKeep(int turn, int keepId) {
        keeps[turn * 2 + rollCount[turn] - 1] = keepId;
    }

    void setScore(int turn, int boxId, int written, int totalAfter) {
        boxes[turn] = boxId;
        points[turn] = written;
        total = totalAfter;
    }

    void reset() {
        java.util.Arrays.fill(rollCount, 0);
    }

    /** Rolls in turn {@code turn} (0..12): 1 to 3. */
    public int rollCount(int turn) {
        return rollCount[turn];
    }

    /** The rollId of roll {@code i} (0-based) of the turn. */
    public int roll(int turn, int i) {
        return rolls[turn * 3 + i];
    }

    /** The keepId kept after roll {@code i} (0-based, below rollCount - 1) of the turn. */
    public int keep(int turn, int i) {
        return keeps[turn * 2 + i];
    }

    /** The {@code Category.id()} scored in the turn. */
    public int box(int turn) {
        return boxes[turn];
    }

    /** The points written in the box in the turn (bonuses not included). */
    public int points(int turn) {
        return points[turn];
    }

    /** The final score, bonuses included. */
    public int total() {
        return total;
    }
}
