package org.yahtzee.cli.record;

import org.yahtzee.cli.text.UserText;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The words of a record that the text and JSON forms share, each checked in one place: rolls,
 * kept dice, turn and game numbers, points, the box and the rules. A check returns null when the
 * word is good, else the problem and the offset (in characters) of the character at fault. A
 * word is echoed through {@link UserText#quote}: escaped and cut to 80 characters.
 */
final class RecordTokens {

    /** A problem in a word: the message and the offset of the character at fault (0 = the start). */
    record Bad(String message, int offset) {
    }

    /** A turn's fourth roll, in either form. */
    static final String FOURTH_ROLL = "a fourth roll: a turn has at most three, expected the box after the third";

    /** Numbers longer than this are "bad" rather than parsed: 9 digits always fit an int. */
    private static final int MAX_DIGITS = 9;

    private RecordTokens() {
    }

    /** Checks five digits 1..6. */
    static Bad checkRoll(String word) {
        int bad = firstNonDie(word);
        if (bad >= 0) {
            return new Bad(UserText.quote(word) + " is not a roll: " + characterAt(word, bad)
                    + " is not a die, expected five digits 1..6", bad);
        }
        if (word.length() != 5) {
            return new Bad(UserText.quote(word) + " is not a roll: " + word.length()
                    + " dice, expected five digits 1..6", 0);
        }
        return null;
    }

    /** Checks 1..5 digits 1..6, or none (also {@code ""} in JSON). */
    static Bad checkKept(String word) {
        if (isNone(word)) {
            return null;
        }
        int bad = firstNonDie(word);
        if (bad >= 0) {
            return new Bad("bad kept dice " + UserText.quote(word) + ": " + characterAt(word, bad)
                    + " is not a die, expected up to five digits 1..6 or 'none'", bad);
        }
        if (word.length() > 5) {
            return new Bad("bad kept dice " + UserText.quote(word) + ": " + word.length()
                    + " dice, expected at most five", 0);
        }
        return null;
    }

    /** Checks the points written after a box: a whole number, 0 or more ({@code +} allowed before it). */
    static Bad checkPoints(String word) {
        if (points(word) < 0) {
            return new Bad("bad points " + UserText.quote(word) + ": expected a whole number, 0 or more", 0);
        }
        return null;
    }

    /** The value of points as written, -1 if they are not a whole number. */
    static int points(String word) {
        return number(word.startsWith("+") ? word.substring(1) : word);
    }

    /**
     * A turn or game number as written (digits; JSON may give a sign): its value, or -1 if it is
     * not 1 to 9 digits. Zero is a number here; the callers say it is out of range.
     */
    static int number(String word) {
        if (word.isEmpty() || word.length() > MAX_DIGITS) {
            return -1;
        }
        for (int i = 0; i < word.length(); i++) {
            if (word.charAt(i) < '0' || word.charAt(i) > '9') {
                return -1;
            }
        }
        return Integer.parseInt(word);
    }

    /**
     * The box named, by name or alias.
     *
     * @throws IllegalArgumentException {@code unknown box 'WORD': expected one of ...}
     */
    static Category box(String word) {
        try {
            return Category.parse(word);
        } catch (IllegalArgumentException e) {
            if (isShortAndPrintable(word)) {
                throw e; // the solver's own message, which echoes the word whole
            }
            throw new IllegalArgumentException("unknown box " + UserText.quote(word) + ": expected one of "
                    + String.join(", ", Category.canonicalNames()), e);
        }
    }

    /**
     * The rules named.
     *
     * @throws IllegalArgumentException {@code unknown rules 'WORD': expected ...}
     */
    static Rules rules(String word) {
        try {
            return Rules.parse(word);
        } catch (IllegalArgumentException e) {
            if (isShortAndPrintable(word)) {
                throw e;
            }
            throw new IllegalArgumentException("unknown rules " + UserText.quote(word) + ": expected official, "
                    + "free-choice, original, no-bonus, or pieces like joker=free,bonus=off", e);
        }
    }

    static boolean isNone(String word) {
        return word.isEmpty() || word.equalsIgnoreCase("none");
    }

    /** The rollId of a good roll word. */
    static int rollId(String word) {
        return keepId(word) - KeepLattice.ROLL_BASE;
    }

    /** The keepId of a good kept-dice word ({@code none} is the empty keep). */
    static int keepId(String word) {
        if (isNone(word)) {
            return KeepLattice.EMPTY_KEEP;
        }
        int[] dice = new int[word.length()];
        for (int i = 0; i < dice.length; i++) {
            dice[i] = word.charAt(i) - '0';
        }
        return KeepLattice.ofDice(dice);
    }

    /** The offset in characters (code points) of the first character that is not 1..6, or -1. */
    private static int firstNonDie(String word) {
        int offset = 0;
        for (int i = 0; i < word.length(); i += Character.charCount(word.codePointAt(i))) {
            int c = word.codePointAt(i);
            if (c < '1' || c > '6') {
                return offset;
            }
            offset++;
        }
        return -1;
    }

    /** The character at an offset in code points, quoted: '7', or '\n' for a control character. */
    private static String characterAt(String word, int offset) {
        int i = word.offsetByCodePoints(0, offset);
        return UserText.quote(new String(Character.toChars(word.codePointAt(i))));
    }

    /** True if the solver's messages, which echo a word whole and unescaped, may show it. */
    private static boolean isShortAndPrintable(String word) {
        return word.length() <= UserText.ECHO_LIMIT && UserText.printable(word).equals(word);
    }
}
