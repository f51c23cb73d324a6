package org.yahtzee.policy;

import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * One player's card while a game is played at speed: what a {@link Strategy} decides from, and
 * the points written so far. Mutable and reused game after game by one thread ({@link #reset});
 * the scoring rules are {@link Scoring}'s, as {@code Scorecard} applies them, without an
 * object per move.
 */
public final class PlayState {
    private final Rules rules;
    private final int[] points = new int[Category.COUNT];
    private int usedMask;
    private int upperSum;
    private boolean yahtzeeHolds50;
    private int yahtzeeBonuses;
    private int total;
    private int stateIndex;

    public PlayState(Rules rules) {
        this.rules = rules;
        reset();
    }

    /** An empty card. */
    public void reset() {
        java.util.Arrays.fill(points, 0);
        usedMask = 0;
        upperSum = 0;
        yahtzeeHolds50 = false;
        yahtzeeBonuses = 0;
        total = 0;
        stateIndex = StateIndex.index(0, 0, false);
    }

    public Rules rules() {
        return rules;
    }

    public int usedMask() {
        return usedMask;
    }

    /** The upper subtotal, capped at 63 (the state's upper total). */
    public int upperTotal() {
        return Math.min(upperSum, StateIndex.UPPER_CAP);
    }

    public boolean yahtzeeHolds50() {
        return yahtzeeHolds50;
    }

    /** The state's {@code stateIndex} (kept up to date by {@link #score}). */
    public int stateIndex() {
        return stateIndex;
    }

    /** Points on the card: boxes and bonuses. */
    public int total() {
        return total;
    }

    /** Turns played, 0..13. */
    public int turnsPlayed() {
        return Integer.bitCount(usedMask);
    }

    public boolean isComplete() {
        return usedMask == Category.ALL_USED;
    }

    /** Points written in the box (0 while open). */
    public int points(int boxId) {
        return points[boxId];
    }

    /** Whether the upper boxes add up to the bonus threshold. */
    public boolean upperBonusEarned() {
        return upperSum >= Rules.UPPER_BONUS_THRESHOLD;
    }

    public int yahtzeeBonuses() {
        return yahtzeeBonuses;
    }

    /**
     * Writes the final dice {@code rollId} in box {@code boxId}, with any extra-Yahtzee and upper
     * bonus, and returns the points written in the box (bonuses not included).
     *
     * @throws IllegalStateException if the box is filled or the rules forbid it (a strategy bug)
     */
    public int score(int rollId, int boxId) {
        int bit = 1 << boxId;
        Category box = Category.byId(boxId);
        int written = (usedMask & bit) != 0 ? Scoring.NOT_ALLOWED : Scoring.points(rules, usedMask, rollId, box);
        if (written == Scoring.NOT_ALLOWED) {
            throw new IllegalStateException("box " + box + " cannot take roll " + rollId + " on card mask " + usedMask);
        }
        int bonus = Scoring.yahtzeeBonus(rules, usedMask, yahtzeeHolds50, rollId);
        yahtzeeBonuses += bonus / Rules.YAHTZEE_BONUS;
        // Written without a branch on the box: the optimal player's boxes come in no order a
        // processor can predict, and a mispredicted jump on isUpper() a turn cost more than the
        // arithmetic here (see LockstepPlay's notes for the figures).
        int upperBefore = upperSum;
        upperSum += written & -(bit & Category.UPPER_BITS) >> 31;
        points[boxId] = written;
        total += written + bonus + Scoring.upperBonus(upperBefore, upperSum);
        yahtzeeHolds50 |= bit == Category.YAHTZEE.bit() & written > 0;
        usedMask |= bit;
        stateIndex = StateIndex.indexOfReachable(usedMask, upperTotal(), yahtzeeHolds50); // played by the rules
        return written;
    }
}
