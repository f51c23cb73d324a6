package org.yahtzee.cli.record;

import org.yahtzee.cli.options.StrictNumbers;
import org.yahtzee.cli.text.DiceParser;
import org.yahtzee.cli.text.UserText;
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

    /** Numbers longer than this are "bad" rather than parsed: 9 digits always fit an int. */
    private static final int MAX_DIGITS = 9;

    /**
     * rollId + 1 and keepId + 1 of each plain word of dice by {@link DiceWords#index}, 0 until
     * first read: DiceParser builds an array and a lattice lookup a word, and a grading reads
     * each of a record's 9 million dice words twice (check, then the grader's plays).
     */
    private static final int[] ROLL_IDS = new int[DiceWords.COUNT];
    private static final int[] KEEP_IDS = new int[DiceWords.COUNT];

    private RecordTokens() {
    }

    /**
     * Checks a roll: five digits 1..6 ({@link DiceParser}'s reading and messages), blanks and
     * commas between them only where the form allows them.
     *
     * @param separated true for dice typed apart in a text turn line ({@code 2 2 3 5 1}); false
     *                  for a word that must be five digits together (a JSON roll)
     */
    static Bad checkRoll(String word, boolean separated) {
        try {
            if (separated) {
                DiceParser.roll(word);
            } else {
                DiceParser.rollWord(word);
            }
            return null;
        } catch (DiceParser.BadDice e) {
            return new Bad(e.getMessage(), e.offset());
        }
    }

    /** Checks kept dice: up to five digits 1..6 (blanks and commas between them allowed), or none. */
    static Bad checkKept(String word) {
        try {
            DiceParser.keep(word);
            return null;
        } catch (DiceParser.BadDice e) {
            return new Bad(e.getMessage(), e.offset());
        }
    }

    /** Checks the points written after a box: plain digits ({@link StrictNumbers}), 0 or more. */
    static Bad checkPoints(String word) {
        if (number(word) < 0) {
            return new Bad("bad points " + UserText.quote(word) + ": expected a whole number, 0 or more ("
                    + StrictNumbers.WHOLE_WORDS + ")", 0);
        }
        return null;
    }

    /** The value of points as written, -1 if they are not a whole number. */
    static int points(String word) {
        return number(word);
    }

    /**
     * A turn, game or points number as written: its value, or -1 if it is not 1 to 9 plain
     * digits ({@link StrictNumbers#isDigits}: no sign, as JSON's {@code -0} or a typed
     * {@code +15}). Zero is a number here; the callers say it is out of range.
     */
    static int number(String word) {
        if (word.length() > MAX_DIGITS || !StrictNumbers.isDigits(word)) {
            return -1;
        }
        return Integer.parseInt(word);
    }


    /**
     * The box named, by name or alias.
     *
     * @throws IllegalArgumentException {@code unknown box 'WORD': did you mean ...?} or {@code expected one of ...}
     */
    static Category box(String word) {
        try {
            return Category.parse(word);
        } catch (IllegalArgumentException e) {
            if (isShortAndPrintable(word)) {
                throw e; // the solver's own message, which echoes the word whole
            }
            String raw = "unknown box '" + word + "'";
            String rest = e.getMessage().startsWith(raw) ? e.getMessage().substring(raw.length()) : "";
            throw new IllegalArgumentException("unknown box " + UserText.quote(word) + rest, e);
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
        return DiceParser.isNone(word);
    }

    /** The rollId of a good roll. */
    static int rollId(String word) {
        int at = DiceWords.index(word);
        return at < 0 || word.length() != 5 ? DiceParser.roll(word) : rollId(at);
    }

    /** The rollId of the roll of five dice at DiceWords index {@code at}. */
    static int rollId(int at) {
        if (ROLL_IDS[at] == 0) { // a race only stores the same number twice
            ROLL_IDS[at] = DiceParser.roll(DiceWords.word(at)) + 1;
        }
        return ROLL_IDS[at] - 1;
    }

    /** The keepId of good kept dice ({@code none} is the empty keep). */
    static int keepId(String word) {
        int at = DiceWords.index(word);
        return at < 0 ? DiceParser.keep(word) : keepId(at);
    }

    /** The keepId of the kept dice at DiceWords index {@code at}. */
    static int keepId(int at) {
        if (KEEP_IDS[at] == 0) {
            KEEP_IDS[at] = DiceParser.keep(DiceWords.word(at)) + 1;
        }
        return KEEP_IDS[at] - 1;
    }

    /** True if the solver's messages, which echo a word whole and unescaped, may show it. */
    private static boolean isShortAndPrintable(String word) {
        return word.length() <= UserText.ECHO_LIMIT && UserText.printable(word).equals(word);
    }
}
