package org.yahtzee.cli.text;

import org.yahtzee.dice.KeepLattice;

/**
 * Reads dice as players type them: digits 1..6 in any order, written together ({@code 12344})
 * or separated by commas or blanks ({@code 1,2,3,4,4}, {@code 1 2 3 4 4}). The one reading of
 * dice for {@code advise --dice}, game records (rolls and kept dice, text and JSON) and
 * {@code play}, so each mistake has one message wherever it is typed.
 */
public final class DiceParser {

    /** Dice that cannot be read: the message, and the offset in the text of the fault. */
    public static final class BadDice extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final int offset;

        BadDice(String message, int offset) {
            super(message);
            this.offset = offset;
        }

        /** Where the fault is, in characters (code points) from the start of the text; 0 for a count. */
        public int offset() {
            return offset;
        }
    }

    private DiceParser() {
    }

    /**
     * The {@code rollId} of five dice, separated or not.
     *
     * @throws BadDice {@code 'TEXT' is not a roll: ...} unless it is five dice 1..6
     */
    public static int roll(String text) {
        return rollId(read(text, true, true));
    }

    /**
     * The {@code rollId} of five dice written as one word ({@code 22351}), as a JSON record's
     * rolls are: a blank or a comma is a character that is not a die.
     *
     * @throws BadDice {@code 'TEXT' is not a roll: ...} unless it is five digits 1..6
     */
    public static int rollWord(String text) {
        return rollId(read(text, true, false));
    }

    /**
     * The {@code rollId} of five dice 1..6, numbered as {@link KeepLattice} numbers them but
     * without its tables: advise reads its dice before it opens the value table, while the static
     * tables' thread is still building the lattice (docs/startup.md); with the lattice, the main
     * thread waited for it there.
     */
    static int rollId(int[] dice) {
        // KeepLattice orders the rolls by their face counts read as a base-6 number, the sixes'
        // count the highest digit: a roll's rank is, face by face from the sixes down, the number
        // of rolls that agree on the higher faces and hold fewer of this one.
        int[] counts = new int[7];
        for (int die : dice) {
            counts[die]++;
        }
        int rank = 0;
        int left = dice.length;
        for (int face = 6; face >= 2; face--) {
            for (int fewer = 0; fewer < counts[face]; fewer++) {
                rank += multisets(left - fewer, face - 1);
            }
            left -= counts[face];
        }
        return rank;
    }

    /** The number of ways to show {@code dice} dice on {@code faces} faces (1..5), their order aside. */
    private static int multisets(int dice, int faces) {
        int ways = 1; // C(dice + faces - 1, faces - 1), built up exactly
        for (int i = 1; i < faces; i++) {
            ways = ways * (dice + i) / i;
        }
        return ways;
    }

    /**
     * The {@code keepId} of kept dice: up to five dice 1..6, separated or not, or {@code none}
     * (any case) or nothing for none.
     *
     * @throws BadDice {@code bad kept dice 'TEXT': ...}
     */
    public static int keep(String text) {
        return isNone(text) ? KeepLattice.EMPTY_KEEP : KeepLattice.ofDice(read(text, false, true));
    }

    /** True for kept dice that are none: {@code none} (any case), or nothing but separators. */
    public static boolean isNone(String text) {
        return text.strip().equalsIgnoreCase("none") || stripSeparators(text).isEmpty();
    }

    /** The dice of {@code text} without the blanks and commas between them. */
    public static String stripSeparators(String text) {
        StringBuilder digits = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isSeparator(c)) {
                digits.append(c);
            }
        }
        return digits.toString();
    }

    private static int[] read(String text, boolean roll, boolean separators) {
        int[] dice = new int[5];
        int n = 0;
        int offset = 0;
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i)), offset++) {
            int c = text.codePointAt(i);
            if (separators && c < Character.MIN_SUPPLEMENTARY_CODE_POINT && isSeparator((char) c)) {
                continue;
            }
            if (c < '1' || c > '6') {
                String bad = UserText.quote(new String(Character.toChars(c))) + " is not a die";
                throw new BadDice(roll ? notARoll(text, bad) : badKept(text, bad + ", expected up to five digits 1..6 "
                        + "or 'none'"), offset);
            }
            if (n < dice.length) {
                dice[n] = c - '0';
            }
            n++;
        }
        if (roll && n != 5) {
            throw new BadDice(notARoll(text, n + (n == 1 ? " die" : " dice")), 0);
        }
        if (!roll && n > 5) {
            throw new BadDice(badKept(text, n + " dice, expected at most five"), 0);
        }
        return java.util.Arrays.copyOf(dice, n);
    }

    private static String notARoll(String text, String why) {
        return UserText.quote(text) + " is not a roll: " + why + ", expected five digits 1..6";
    }

    private static String badKept(String text, String why) {
        return "bad kept dice " + UserText.quote(text) + ": " + why;
    }

    private static boolean isSeparator(char c) {
        return c == ',' || Character.isWhitespace(c);
    }

    /**
     * Between {@code min} and {@code max} dice (0..5), each 1..6, in the order typed: {@code play}'s
     * dice after a keep, all five or only those rolled again.
     *
     * @throws IllegalArgumentException naming the text, the bad value or the count expected
     */
    public static int[] dice(String text, int min, int max) {
        int[] dice = new int[text.length()];
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isSeparator(c)) {
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
