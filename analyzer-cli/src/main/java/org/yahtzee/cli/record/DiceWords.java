package org.yahtzee.cli.record;

/**
 * One shared instance of each word of dice a record holds once read (a roll or kept dice as
 * digits 1..6, at most five, in the order typed): a record of 100,000 games holds some 9 million
 * such words, but only 9,331 different ones (6^0 + ... + 6^5). Graded cards waiting in a batch keep
 * theirs; sharing them keeps those batches small enough to die young (GradingPipeline).
 */
public final class DiceWords {

    /** Words of n digits start at 1 + 6 + ... + 6^(n-1): (6^n - 1) / 5. */
    private static final String[] WORDS = new String[(7776 * 6 - 1) / 5];
    /** The index of the first word of n digits, n = 0..5: (6^n - 1) / 5. */
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
        int n = digits.length();
        if (n > 5) {
            return -1;
        }
        int index = 0;
        for (int i = 0; i < n; i++) {
            int face = digits.charAt(i) - '1';
            if (face < 0 || face > 5) {
                return -1;
            }
            index = index * 6 + face;
        }
        return first(n) + index;
    }

    /** The index of the first word of {@code n} digits, 0..5. */
    static int first(int n) {
        return FIRST[n];
    }

    /** The shared word at {@code index} (0..{@link #COUNT} - 1, as {@link #index} gives it): {@code of(word(index(w))) == of(w)}. */
    static String word(int index) {
        String word = WORDS[index];
        if (word != null) {
            return word;
        }
        int n = 0;
        while ((pow6(n + 1) - 1) / 5 <= index) {
            n++;
        }
        char[] digits = new char[n];
        for (int i = n - 1, rest = index - (pow6(n) - 1) / 5; i >= 0; i--, rest /= 6) {
            digits[i] = (char) ('1' + rest % 6);
        }
        return of(new String(digits));
    }

    private static int pow6(int n) {
        int p = 1;
        for (int i = 0; i < n; i++) {
            p *= 6;
        }
        return p;
    }
}
