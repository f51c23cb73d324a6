package org.yahtzee.rules;

import java.util.Arrays;

/**
 * A deliberately plain second reading of docs/rules.md, written from the dice themselves and kept
 * apart from {@link Scoring}: the exhaustive tests and the reference solver trust it, not the
 * tables of the production code.
 */
public final class SimpleScoring {
    private SimpleScoring() {
    }

    /** Printed-table points of five dice in a box, ignoring any joker. */
    public static int table(int[] dice, Category box) {
        int[] sorted = dice.clone();
        Arrays.sort(sorted);
        int sum = 0;
        for (int d : sorted) {
            sum += d;
        }
        int[] count = new int[7];
        for (int d : sorted) {
            count[d]++;
        }
        int most = 0;
        for (int f = 1; f <= 6; f++) {
            most = Math.max(most, count[f]);
        }
        switch (box) {
            case ONES: case TWOS: case THREES: case FOURS: case FIVES: case SIXES: {
                int face = box.ordinal() + 1;
                return face * count[face];
            }
            case THREE_OF_A_KIND:
                return most >= 3 ? sum : 0;
            case FOUR_OF_A_KIND:
                return most >= 4 ? sum : 0;
            case FULL_HOUSE: {
                boolean three = false;
                boolean two = false;
                for (int f = 1; f <= 6; f++) {
                    three |= count[f] == 3;
                    two |= count[f] == 2;
                }
                return three && two ? 25 : 0;
            }
            case SMALL_STRAIGHT:
                for (int start = 1; start <= 3; start++) {
                    if (count[start] > 0 && count[start + 1] > 0 && count[start + 2] > 0 && count[start + 3] > 0) {
                        return 30;
                    }
                }
                return 0;
            case LARGE_STRAIGHT: {
                String s = Arrays.toString(sorted);
                return s.equals("[1, 2, 3, 4, 5]") || s.equals("[2, 3, 4, 5, 6]") ? 40 : 0;
            }
            case YAHTZEE:
                return most == 5 ? 50 : 0;
            case CHANCE:
            default:
                return sum;
        }
    }

    /** Joker value of a lower box for five of a kind. */
    private static int jokerLower(int[] dice, Category box) {
        switch (box) {
            case FULL_HOUSE: return 25;
            case SMALL_STRAIGHT: return 30;
            case LARGE_STRAIGHT: return 40;
            default: return table(dice, box); // kinds and chance: the sum anyway
        }
    }

    /**
     * Points the dice write in an open {@code box} with the boxes {@code filled} (bit per
     * {@link Category#bit()}), or -1 if the rules forbid that box now. No bonuses.
     */
    public static int points(Rules rules, int[] dice, Category box, int filled) {
        if ((filled & box.bit()) != 0) {
            throw new IllegalArgumentException(box + " is filled");
        }
        boolean fiveOfAKind = table(dice, Category.YAHTZEE) == 50;
        boolean yahtzeeBoxFilled = (filled & Category.YAHTZEE.bit()) != 0;
        if (!fiveOfAKind || !yahtzeeBoxFilled) {
            return table(dice, box);
        }
        Category matching = Category.values()[dice[0] - 1];
        boolean matchingOpen = (filled & matching.bit()) == 0;
        boolean anyLowerOpen = false;
        for (Category c : Category.values()) {
            if (!c.isUpper() && (filled & c.bit()) == 0) {
                anyLowerOpen = true;
            }
        }
        String mode = rules.joker().code();
        if (mode.equals("none")) {
            return table(dice, box);
        }
        if (mode.equals("lower")) {
            return box.isUpper() ? table(dice, box) : jokerLower(dice, box);
        }
        if (mode.equals("free")) {
            if (matchingOpen) {
                return table(dice, box);
            }
            return box.isUpper() ? 0 : jokerLower(dice, box);
        }
        // forced
        if (matchingOpen) {
            return box == matching ? 5 * dice[0] : -1;
        }
        if (anyLowerOpen) {
            return box.isUpper() ? -1 : jokerLower(dice, box);
        }
        return 0;
    }

    /** The extra-Yahtzee bonus: 100 if paid by the rules and the Yahtzee box holds 50. */
    public static int bonus(Rules rules, int[] dice, int filled, boolean yahtzeeHolds50) {
        boolean extra = table(dice, Category.YAHTZEE) == 50 && (filled & Category.YAHTZEE.bit()) != 0;
        return extra && yahtzeeHolds50 && rules.yahtzeeBonus() ? 100 : 0;
    }
}
