package org.yahtzee.game;

import java.util.Arrays;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * One player's score card under a rule set: the points written in each box, the extra-Yahtzee
 * bonuses earned and the totals. Immutable: {@link #score} returns the card after a move and
 * enforces the rules (open box, joker placement), so a card is always one the game can reach.
 */
public final class Scorecard {
    /** Sentinel in {@link #points(Category)} for an open box. */
    public static final int OPEN = -1;

    private final Rules rules;
    private final int[] points;
    private final int yahtzeeBonuses;

    private Scorecard(Rules rules, int[] points, int yahtzeeBonuses) {
        this.rules = rules;
        this.points = points;
        this.yahtzeeBonuses = yahtzeeBonuses;
    }

    /** A new game's card. */
    public static Scorecard empty(Rules rules) {
        int[] open = new int[Category.COUNT];
        Arrays.fill(open, OPEN);
        return new Scorecard(rules, open, 0);
    }

    /**
     * The card holding {@code points[box id]} in each box ({@link #OPEN}: open) and
     * {@code yahtzeeBonuses} bonuses, checked as {@link #withBox} and
     * {@link #withYahtzeeBonuses} check them, made at once: for a replay that keeps the points
     * itself (the grader's), where a card a turn was a copy of its boxes a turn.
     *
     * @throws IllegalMoveException as those methods
     */
    public static Scorecard of(Rules rules, int[] points, int yahtzeeBonuses) {
        if (points.length != Category.COUNT) {
            throw new IllegalArgumentException("a card has " + Category.COUNT + " boxes, was given " + points.length);
        }
        Scorecard card = empty(rules);
        for (Category box : Category.values()) {
            int p = points[box.id()];
            if (p != OPEN && !canHold(box, p)) {
                throw new IllegalMoveException(box + " cannot hold " + p + ": " + describeHoldable(box));
            }
            card.points[box.id()] = p;
        }
        return card.withYahtzeeBonuses(yahtzeeBonuses);
    }

    /** The rules the card is scored by. */
    public Rules rules() {
        return rules;
    }

    /** Points written in the box, or {@link #OPEN}. */
    public int points(Category box) {
        return points[box.id()];
    }

    /** True if {@code box} holds points (a zero included). */
    public boolean isFilled(Category box) {
        return points[box.id()] != OPEN;
    }

    /** Filled boxes as a {@code usedMask}. */
    public int usedMask() {
        int mask = 0;
        // Not values(), which copies the array: replaying a game (a grader asks this 3 times a
        // turn) took 2.1 us with it, 1.5 us without.
        for (int id = 0; id < Category.COUNT; id++) {
            if (points[id] != OPEN) {
                mask |= Category.byId(id).bit();
            }
        }
        return mask;
    }

    /** Boxes filled, 0..13. */
    public int filledCount() {
        return Integer.bitCount(usedMask());
    }

    /** Boxes still open, 0..13: the turns left, and what the cost of most analyses from the card grows with. */
    public int openCount() {
        return Category.COUNT - filledCount();
    }

    /** True once every box is filled: the game is over. */
    public boolean isComplete() {
        return usedMask() == Category.ALL_USED;
    }

    /** The turn being played, 1..13 (14 once the card is complete). */
    public int turn() {
        return filledCount() + 1;
    }

    /** Sum of the upper boxes, not capped. */
    public int upperSubtotal() {
        int sum = 0;
        for (int face = 1; face <= 6; face++) {
            sum += Math.max(0, points[face - 1]);
        }
        return sum;
    }

    /** The upper subtotal as the solver sees it, capped at 63. */
    public int cappedUpper() {
        return Math.min(StateIndex.UPPER_CAP, upperSubtotal());
    }

    /** True when all six upper boxes are filled: the upper bonus is then earned or missed for good. */
    public boolean isUpperFilled() {
        return (usedMask() & Category.UPPER_BITS) == Category.UPPER_BITS;
    }

    /** True if the upper subtotal reaches 63, which earns the 35-point bonus. */
    public boolean upperBonusEarned() {
        return upperSubtotal() >= Rules.UPPER_BONUS_THRESHOLD;
    }

    /** Points still needed for the upper bonus (0 once earned). */
    public int upperShortfall() {
        return Math.max(0, Rules.UPPER_BONUS_THRESHOLD - upperSubtotal());
    }

    /** True if the Yahtzee box holds 50: extra Yahtzees then earn the bonus (rules permitting). */
    public boolean yahtzeeHolds50() {
        return points[Category.YAHTZEE.id()] == 50;
    }

    /** Extra-Yahtzee bonuses earned so far (100 points each). */
    public int yahtzeeBonuses() {
        return yahtzeeBonuses;
    }

    /** Everything on the card: boxes, upper bonus, Yahtzee bonuses. */
    public int total() {
        int sum = 0;
        for (int p : points) {
            sum += Math.max(0, p);
        }
        return sum + (upperBonusEarned() ? Rules.UPPER_BONUS : 0) + yahtzeeBonuses * Rules.YAHTZEE_BONUS;
    }

    /** The solver's state for this card (turn start). */
    public int stateIndex() {
        return StateIndex.index(usedMask(), cappedUpper(), yahtzeeHolds50());
    }

    /**
     * The card after writing the final dice {@code rollId} in {@code box}, with any extra-Yahtzee
     * bonus the roll earns.
     *
     * @throws IllegalMoveException if the box is filled or the joker rule forbids it, naming
     *                              where the roll must go instead
     */
    public Scorecard score(int rollId, Category box) {
        if (isFilled(box)) {
            throw new IllegalMoveException(box + " is already filled (" + points(box) + ")");
        }
        int mask = usedMask();
        int written = Scoring.points(rules, mask, rollId, box);
        if (written == Scoring.NOT_ALLOWED) {
            throw new IllegalMoveException(jokerMessage(rollId, box, mask));
        }
        int[] next = points.clone();
        next[box.id()] = written;
        int bonus = Scoring.yahtzeeBonus(rules, mask, yahtzeeHolds50(), rollId) > 0 ? 1 : 0;
        return new Scorecard(rules, next, yahtzeeBonuses + bonus);
    }

    /**
     * Checks the points a player wrote for the final dice {@code rollId} in {@code box}, an open
     * box the rules allow (see {@link #score}): they must be what the box scores, joker points
     * included, bonuses not. The one check of written points, for records and {@code play}.
     *
     * @param written the points written, or a negative number for none (nothing to check)
     * @throws IllegalMoveException {@code twos scores 4 for 12235 under official rules, not 6}
     */
    public void checkWritten(int rollId, Category box, int written) {
        int points = Scoring.points(rules, usedMask(), rollId, box);
        if (written >= 0 && written != points) {
            throw new IllegalMoveException(box + " scores " + points + " for "
                    + KeepLattice.digits(KeepLattice.keepOfRoll(rollId)) + " under " + rules.canonicalName()
                    + " rules, not " + written);
        }
    }

    private String jokerMessage(int rollId, Category box, int mask) {
        int face = Scoring.yahtzeeFace(rollId);
        Category matching = Category.upperFor(face);
        String dice = KeepLattice.digits(KeepLattice.keepOfRoll(rollId));
        if ((mask & matching.bit()) == 0) {
            return "under " + rules.canonicalName() + " rules (forced joker) an extra Yahtzee of " + face
                    + "s must go in " + matching + " while it is open, not in " + box;
        }
        return "under " + rules.canonicalName() + " rules (forced joker) " + dice
                + " must go in an open lower box while there is one, not in " + box;
    }

    /**
     * The card with {@code box} filled with {@code points} as given (for cards typed in by a
     * player), checking the points are ones the box can hold under these rules.
     *
     * @throws IllegalMoveException if the box is filled or cannot hold those points
     */
    public Scorecard withBox(Category box, int points) {
        if (isFilled(box)) {
            throw new IllegalMoveException(box + " is given twice");
        }
        if (!canHold(box, points)) {
            throw new IllegalMoveException(box + " cannot hold " + points + ": " + describeHoldable(box));
        }
        int[] next = this.points.clone();
        next[box.id()] = points;
        return new Scorecard(rules, next, yahtzeeBonuses);
    }

    /**
     * The card with {@code count} extra-Yahtzee bonuses earned; they need the rules to pay them,
     * the Yahtzee box to hold 50 and a turn each after the one that filled it.
     */
    public Scorecard withYahtzeeBonuses(int count) {
        if (count < 0) {
            throw new IllegalMoveException("Yahtzee bonuses must be 0 or more, was " + count);
        }
        if (count > 0 && !rules.yahtzeeBonus()) {
            throw new IllegalMoveException(rules.canonicalName() + " rules pay no Yahtzee bonus, but " + count + " given");
        }
        if (count > 0 && !yahtzeeHolds50()) {
            throw new IllegalMoveException("a Yahtzee bonus needs 50 in the Yahtzee box, but it holds "
                    + (isFilled(Category.YAHTZEE) ? "0" : "nothing yet"));
        }
        if (count > 0 && count > filledCount() - 1) {
            throw new IllegalMoveException(count + " Yahtzee bonuses need " + (count + 1)
                    + " filled boxes, but the card has " + filledCount());
        }
        return new Scorecard(rules, points, count);
    }

    /** True if some roll can write {@code points} in {@code box} (under any rules). */
    public static boolean canHold(Category box, int points) {
        if (points == 0) {
            return true;
        }
        if (box.isUpper()) {
            return points > 0 && points % box.face() == 0 && points / box.face() <= 5;
        }
        return switch (box) {
            // every sum 5..30 has a roll with a face three (four) times: 1111x .. 6666x
            case THREE_OF_A_KIND, FOUR_OF_A_KIND, CHANCE -> points >= 5 && points <= 30;
            case FULL_HOUSE -> points == 25;
            case SMALL_STRAIGHT -> points == 30;
            case LARGE_STRAIGHT -> points == 40;
            case YAHTZEE -> points == 50;
            default -> false;
        };
    }

    private static String describeHoldable(Category box) {
        if (box.isUpper()) {
            return "expected a multiple of " + box.face() + " from 0 to " + 5 * box.face();
        }
        return switch (box) {
            case THREE_OF_A_KIND, FOUR_OF_A_KIND, CHANCE -> "expected 0 or a dice sum from 5 to 30";
            case FULL_HOUSE -> "expected 0 or 25";
            case SMALL_STRAIGHT -> "expected 0 or 30";
            case LARGE_STRAIGHT -> "expected 0 or 40";
            default -> "expected 0 or 50";
        };
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Scorecard other && rules.equals(other.rules)
                && Arrays.equals(points, other.points) && yahtzeeBonuses == other.yahtzeeBonuses;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(points) * 31 + yahtzeeBonuses;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Category c : Category.values()) {
            if (isFilled(c)) {
                sb.append(sb.length() == 0 ? "" : ",").append(c).append('=').append(points(c));
            }
        }
        return sb.toString();
    }
}
