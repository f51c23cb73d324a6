package org.yahtzee.cli.record;

import org.yahtzee.rules.Category;

/**
 * A turn line exactly as {@code simulate --records} and {@code play} write it, read from its
 * characters in place straight into a packed turn ({@link PackedCard}):
 * {@code N: ROLL [keep KEPT -> ROLL [keep KEPT -> ROLL]] score BOX [POINTS]}, N 1..13 without a
 * leading zero, one space before each word and none at the end, rolls of five digits 1..6, kept
 * dice of one to five or {@code none}, the box by its canonical name, points of one to nine
 * digits. Such a line is one {@link PlainTurnLine} reads, and packs to the turn PlainTurnLine
 * gives; any other line, right or wrong, is not packed and is read the general way. The line's
 * end need not be known: the turn's is found, and the caller checks that the line ends there.
 */
final class PackedTurnLine {
    /*
     * Implementation notes. One pass over the characters, each word matched where the writers
     * put it, no String made: the reader's scan of a plain line (PlainTurnLine: a check of every
     * character, then the words found, then compared) was 45% of a warm reading's samples and
     * the Strings of the lines another 15% (JFR, the 100,000-game record). What the writers never
     * write (several spaces, an alias of a box, a comment) is left to the general way, which reads
     * it to the same card: a stricter scan costs such lines time, never a different result.
     * The reader packs a line where it lies in LineInput's buffer, before its end is looked for
     * (TextRecordReader note): a word ends at a space or a line end character.
     */
    private static final char[][] BOX_NAMES = new char[Category.COUNT][];
    /**
     * The box id + 1 of a canonical name by its length (4..15) and third letter, which tell the
     * 13 apart (boxKey); 0 for none: one name compared, not up to 13 in turn.
     */
    private static final byte[] BOX_BY_KEY = new byte[16 * 128];

    static {
        for (int id = 0; id < Category.COUNT; id++) {
            BOX_NAMES[id] = Category.byId(id).canonicalName().toCharArray();
            int key = boxKey(BOX_NAMES[id], 0, BOX_NAMES[id].length);
            if (key < 0 || BOX_BY_KEY[key] != 0) {
                throw new AssertionError("box names not told apart by their length and third letter");
            }
            BOX_BY_KEY[key] = (byte) (id + 1);
        }
    }

    private static final char[] SCORE = " score ".toCharArray();
    private static final char[] KEEP = " keep ".toCharArray();
    private static final char[] ARROW = " ->".toCharArray();
    private static final char[] NONE = "none".toCharArray();

    /** The dice words read by their DiceWords index, in line order: roll, kept, roll, kept, roll. */
    private final int[] words = new int[5];

    /**
     * The turn that starts at {@code text[from]}, in characters before {@code to}, packed into
     * {@code into[0]} (head) and {@code into[1]} (tail) as {@link PackedCard} packs PlainTurnLine's
     * turn of the line that ends after it: the index just after its last word, where that line
     * must end, or -1, and {@code into} as it was, if it is not written so.
     */
    int pack(char[] text, int from, int to, long[] into) {
        int number;
        int at;
        if (to - from > 2 && text[from + 1] == ':' && text[from] >= '1' && text[from] <= '9') {
            number = text[from] - '0';
            at = from + 2;
        } else if (to - from > 3 && text[from + 2] == ':' && text[from] == '1' && text[from + 1] >= '0'
                && text[from + 1] <= '3') {
            number = 10 + text[from + 1] - '0';
            at = from + 3;
        } else {
            return -1;
        }
        int rolls = 0;
        for (int w = 0; ; ) {
            int roll = to - at >= 6 && text[at] == ' ' ? DiceWords.index(text, at + 1, at + 6) : -1;
            if (roll < 0) {
                return -1;
            }
            words[w++] = roll;
            rolls++;
            at += 6;
            if (has(text, at, to, SCORE)) {
                at += SCORE.length;
                break;
            }
            if (rolls == 3 || !has(text, at, to, KEEP)) {
                return -1;
            }
            at += KEEP.length;
            int end = wordEnd(text, at, to);
            int kept = end - at == NONE.length && has(text, at, end, NONE) ? 0
                    : end > at ? DiceWords.index(text, at, end) : -1;
            if (kept < 0 || !has(text, end, to, ARROW)) {
                return -1;
            }
            words[w++] = kept;
            at = end + ARROW.length;
        }
        int end = wordEnd(text, at, to);
        Category box = box(text, at, end);
        int points = GameRecord.Turn.NO_POINTS;
        if (box != null && end < to && text[end] == ' ') {
            at = end + 1;
            end = digitsEnd(text, at, to);
            points = points(text, at, end);
        }
        if (box == null || points < GameRecord.Turn.NO_POINTS) {
            return -1;
        }
        into[0] = PackedCard.head(number, box, false, rolls, words, 0, 2);
        into[1] = PackedCard.tail(rolls - 1, words, 1, 2, points);
        return end;
    }

    /** True if {@code text[at..)}, before {@code to}, starts with {@code word}. */
    private static boolean has(char[] text, int at, int to, char[] word) {
        if (to - at < word.length) {
            return false;
        }
        for (int i = 0; i < word.length; i++) {
            if (text[at + i] != word[i]) {
                return false;
            }
        }
        return true;
    }

    /** The end of the word at {@code at}: the next space, line end character or {@code to}. */
    private static int wordEnd(char[] text, int at, int to) {
        int end = at;
        while (end < to && text[end] != ' ' && text[end] != '\n' && text[end] != '\r') {
            end++;
        }
        return end;
    }

    /** The end of the digits at {@code at}: the next other character or {@code to}. */
    private static int digitsEnd(char[] text, int at, int to) {
        int end = at;
        while (end < to && text[end] >= '0' && text[end] <= '9') {
            end++;
        }
        return end;
    }

    /** The box whose canonical name is {@code text[at..end)}, or null. */
    private static Category box(char[] text, int at, int end) {
        int key = boxKey(text, at, end);
        int id = key < 0 ? -1 : BOX_BY_KEY[key] - 1;
        return id >= 0 && BOX_NAMES[id].length == end - at && has(text, at, end, BOX_NAMES[id]) ? Category.byId(id) : null;
    }

    /** The place in {@link #BOX_BY_KEY} of a word of 4 to 15 characters (ASCII third), else -1. */
    private static int boxKey(char[] text, int at, int end) {
        int length = end - at;
        return length >= 4 && length < 16 && text[at + 2] < 128 ? length * 128 + text[at + 2] : -1;
    }

    /**
     * The points of the digits {@code text[at..end)}, one to nine as {@link RecordTokens#number}
     * reads them and under {@link PackedCard#MOST_POINTS}, else -2.
     */
    private static int points(char[] text, int at, int end) {
        if (end - at < 1 || end - at > 9) {
            return -2;
        }
        int points = 0;
        for (int i = at; i < end; i++) {
            points = points * 10 + text[i] - '0';
        }
        return points < PackedCard.MOST_POINTS ? points : -2;
    }
}
