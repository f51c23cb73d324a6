package org.yahtzee.cli.record;

/**
 * One shared instance of each word of dice a record holds once read (a roll or kept dice as
 * digits 1..6, at most five, in the order typed): a record of 100,000 games holds some 6 million
 * such words, but only 9,331 different ones (6^0 + ... + 6^5). Graded cards waiting in a batch keep
 * theirs; sharing them keeps those batches small enough to die young (GradingPipeline).
 */
public final class DiceWords {

    /** Words of n digits start at 1 + 6 + ... + 6^(n-1): (6^n - 1) / 5, FIRST[n]. */
    private static final String[] WORDS = new String[(7776 * 6 - 1) / 5];
    private static final int[] FIRST = {0, 1, 7, 43, 259, 1555};

    private DiceWords() {
    }

    /**
     * The shared instance equal to {@code digits}, or {@code digits} itself if it is not 0 to 5
     * digits 1..6. Safe from any thread: a String is immutable, and a race only makes a second
     * equal instance.
     */
    public static String of(String digits) {
        int at = index(digits);
        if (at < 0) {
            return digits;
        }
        String word = WORDS[at];
        if (word == null) {
            word = digits;
            WORDS[at] = word;
        }
        return word;
    }

    /** Different words {@link #index} tells apart. */
    static final int COUNT = WORDS.length;

    /** The place of {@code digits} among all words of 0 to 5 digits 1..6 (0..9,330), or -1 for any other text. */
    static int index(String digits) {
        return index(digits, 0, digits.length());
    }

    /** As {@link #index(String)}, of characters {@code from} (inclusive) to {@code to} (exclusive) of {@code text}. */
    static int index(CharSequence text, int from, int to) {
        int n = to - from;
        if (n > 5) {
            return -1;
        }
        int index = 0;
        for (int i = from; i < to; i++) {
            int face = text.charAt(i) - '1';
            if (face < 0 || face > 5) {
                return -1;
            }
            index = index * 6 + face;
        }
        return FIRST[n] + index;
    }

    /** As {@link #index(String)}, of {@code text[from..to)}: a line's characters in place (PackedTurnLine). */
    static int index(char[] text, int from, int to) {
        int n = to - from;
        if (n > 5) {
            return -1;
        }
        int index = 0;
        for (int i = from; i < to; i++) {
            int face = text[i] - '1';
            if (face < 0 || face > 5) {
                return -1;
            }
            index = index * 6 + face;
        }
        return FIRST[n] + index;
    }

    /** The shared word at {@code index} (0..{@link #COUNT} - 1, as {@link #index} gives it): {@code of(word(index(w))) == of(w)}. */
    static String word(int index) {
        String word = WORDS[index];
        if (word != null) {
            return word;
        }
        int n = 0;
        while (n < 5 && FIRST[n + 1] <= index) {
            n++;
        }
        char[] digits = new char[n];
        for (int i = n - 1, rest = index - FIRST[n]; i >= 0; i--, rest /= 6) {
            digits[i] = (char) ('1' + rest % 6);
        }
        return of(new String(digits));
    }
}
