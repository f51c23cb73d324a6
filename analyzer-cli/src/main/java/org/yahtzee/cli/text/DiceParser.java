package org.yahtzee.cli.text;

import org.yahtzee.dice.KeepLattice;

/**
 * Reads dice as players type them: digits 1..6 in any order, written together ({@code 12344})
 * or separated by commas or blanks ({@code 1,2,3,4,4}, {@code 1 2 3 4 4}).
 */
public final class DiceParser {

    private DiceParser() {
    }

    /**
     * The {@code rollId} of five dice.
     *
     * @throws IllegalArgumentException naming the text, unless it is five values 1..6
     */
    public static int roll(String text) {
        return KeepLattice.rollOfDice(dice(text, 5, 5));
    }

    /**
     * Between {@code min} and {@code max} dice (0..5), each 1..6, in the order typed.
     *
     * @throws IllegalArgumentException naming the text, the bad value or the count expected
     */
    public static int[] dice(String text, int min, int max) {
        int[] dice = new int[text.length()];
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ',' || Character.isWhitespace(c)) {
                continue;
            }
            if (c < '1' || c > '6') {
                throw new IllegalArgumentException("dice " + UserText.quote(text.strip()) + ": "
                        + UserText.quote(String.valueOf(c)) + " is not a die value, expected digits 1 to 6");
            }
            dice[n++] = c - '0';
        }
        if (n < min || n > max) {
            String expected = min == max ? Integer.toString(min) : min + " to " + max;
            throw new IllegalArgumentException("dice " + UserText.quote(text.strip()) + ": expected " + expected
                    + " values 1 to 6, got " + n);
        }
        return java.util.Arrays.copyOf(dice, n);
    }
}
