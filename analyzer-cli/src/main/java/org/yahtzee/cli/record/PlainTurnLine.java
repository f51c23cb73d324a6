package org.yahtzee.cli.record;

import java.util.List;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.rules.Category;

/**
 * The turn line as {@code simulate --records} and {@code play} write it, read in one scan of
 * its characters: {@code ROLL [keep KEPT -> ROLL [keep KEPT -> ROLL]] score BOX [POINTS]}, words
 * apart by single or several spaces, rolls of five digits 1..6 in one word, kept dice of one to
 * five such digits or {@code none}, {@code keep} and {@code score} in lower case, the box one
 * word. Such a line gives exactly the {@link GameRecord.Turn} that {@link TurnLineReader} gives
 * it, positions and all; any other line, right or wrong, gives null, and TurnLineReader reads it
 * (and says what is wrong with it). Nothing is checked here that TurnLineReader does not check.
 * A reading that packs takes the lines as the writers spell them straight into a packed turn
 * ({@link PackedTurnLine}).
 */
final class PlainTurnLine {
    /*
     * Implementation notes. TurnLineReader splits the line into words (substrings, their columns
     * in code points, their starts and ends), then reads the words: about 45% of the time of a
     * checking pass over a 100,000-game record (JFR). Here the words are found in place and only
     * the box and the points are cut out. Columns: every character from 'from' on is plain ASCII
     * (anything else gives null), so the column of index i is column(from) + (i - from), one
     * count of code points for the line. Dice are read to their DiceWords index as they are
     * checked and handed on as the shared word of that index: no String is cut out of the line
     * for the 6.1 million dice words of a 100,000-game record.
     *  The box: a canonical name is matched in place; Category.parse (its lower case and
     *  replacements) was 19% of a grading reader's samples (JFR, bulk7). Only another spelling is cut out.
     */
    private static final String[] BOX_NAMES = new String[Category.COUNT];

    static {
        for (int id = 0; id < Category.COUNT; id++) {
            BOX_NAMES[id] = Category.byId(id).canonicalName();
        }
    }

    private String line;
    private int lineNumber;
    /** The column of index i is base + i (see the notes). */
    private int base;
    private int at;
    /**
     * The dice words read by their DiceWords index, in line order (roll, kept, roll, kept, roll),
     * and their columns; diceCount of them, rollCount of them rolls.
     */
    private final int[] words = new int[5];
    private final int[] columns = new int[5];
    private int diceCount;
    private int rollCount;
    /** What {@link #scan} read after the dice: the box, the points and where each starts. */
    private Category box;
    private int points;
    private int boxStart;
    private int pointsColumn;

    private PlainTurnLine(String line, int lineNumber, int from) {
        this.line = line;
        this.lineNumber = lineNumber;
        this.at = from;
    }

    /**
     * The turn on {@code line} after its ':' (at {@code from}), or null if the line is not plain.
     *
     * @param number the turn number as {@link RecordTokens#number} read it
     */
    static GameRecord.Turn read(String line, int lineNumber, int from, int number, SourcePosition numberPosition) {
        PlainTurnLine plain = new PlainTurnLine(line, lineNumber, from);
        return plain.scan(from) ? plain.turn(number, numberPosition) : null;
    }

    /** Reads the words from {@code from}; false if the line is not plain. */
    private boolean scan(int from) {
        for (int i = from; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c != ' ' && (c < '!' || c > '~') || c == ',') {
                return false; // a tab, a comma, a letter beyond ASCII: TurnLineReader's
            }
        }
        base = UserText.column(line, from) - from;
        if (!dice(5)) {
            return false;
        }
        while (true) {
            int start = word();
            if (is(start, "score")) {
                break;
            }
            if (!is(start, "keep") || rollCount == 3 || !dice(1) || !is(word(), "->") || !dice(5)) {
                return false;
            }
        }
        boxStart = word();
        if (boxStart < 0 || isSignedDigits(boxStart)) {
            return false;
        }
        box = box(boxStart);
        if (box == null) {
            return false;
        }
        int pointsStart = word();
        points = GameRecord.Turn.NO_POINTS;
        if (pointsStart >= 0) {
            points = number(pointsStart);
            if (points < 0 || word() >= 0) {
                return false;
            }
            pointsColumn = base + pointsStart;
        } else {
            pointsColumn = base + at; // TurnLineReader: the end of the line's last word
        }
        return true;
    }

    /** The box named by the word at {@code start}, or null if it names none (note on the box). */
    private Category box(int start) {
        for (int id = 0; id < BOX_NAMES.length; id++) {
            if (is(start, BOX_NAMES[id])) {
                return Category.byId(id);
            }
        }
        try {
            return RecordTokens.box(line.substring(start, at));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The word at {@code start} as {@link RecordTokens#number} reads it: 1 to 9 digits, else -1. */
    private int number(int start) {
        if (at - start > 9) {
            return -1;
        }
        int n = 0;
        for (int i = start; i < at; i++) {
            char c = line.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            n = n * 10 + (c - '0');
        }
        return n;
    }

    /**
     * The turn of the dice read, its lists made as List.of makes them: the Turn's List.copyOf
     * then keeps them as they are (the ArrayLists made and copied there were about 40% of the
     * reader's allocation, JFR).
     */
    private GameRecord.Turn turn(int number, SourcePosition numberAt) {
        SourcePosition boxAt = new SourcePosition(lineNumber, base + boxStart);
        SourcePosition pointsAt = new SourcePosition(lineNumber, pointsColumn);
        return switch (rollCount) {
            case 1 -> new GameRecord.Turn(number, List.of(word(0)), List.of(), box, points, false,
                    List.of(numberAt, wordAt(0), boxAt, pointsAt));
            case 2 -> new GameRecord.Turn(number, List.of(word(0), word(2)), List.of(word(1)), box, points,
                    false, List.of(numberAt, wordAt(0), wordAt(2), wordAt(1), boxAt, pointsAt));
            default -> new GameRecord.Turn(number, List.of(word(0), word(2), word(4)),
                    List.of(word(1), word(3)), box, points, false,
                    List.of(numberAt, wordAt(0), wordAt(2), wordAt(4), wordAt(1), wordAt(3), boxAt, pointsAt));
        };
    }

    private String word(int word) {
        return DiceWords.word(words[word]);
    }

    private SourcePosition wordAt(int word) {
        return new SourcePosition(lineNumber, columns[word]);
    }

    /**
     * Moves to the next word (after spaces) and past it; returns its start, or -1 at the end of
     * the line (then {@link #at} is the end of the last word).
     */
    private int word() {
        int i = at;
        while (i < line.length() && line.charAt(i) == ' ') {
            i++;
        }
        if (i == line.length()) {
            return -1;
        }
        int end = i;
        while (end < line.length() && line.charAt(end) != ' ') {
            end++;
        }
        at = end;
        return i;
    }

    /**
     * Reads the next word as dice, {@code least} to 5 digits 1..6 (or {@code none} for kept
     * dice, {@code least} 1: TurnLineReader's empty keep), into {@link #words} as its DiceWords index
     * and its column into {@link #columns}; false if it is not.
     */
    private boolean dice(int least) {
        int start = word();
        int index = least == 1 && is(start, "none") ? 0 : diceIndex(start, least);
        if (index < 0) {
            return false;
        }
        words[diceCount] = index;
        columns[diceCount++] = base + start;
        rollCount += least == 5 ? 1 : 0;
        return true;
    }

    /** The DiceWords index of the word at {@code start} if it is {@code least..5} digits 1..6, else -1. */
    private int diceIndex(int start, int least) {
        return start < 0 || at - start < least ? -1 : DiceWords.index(line, start, at);
    }

    private boolean is(int start, String word) {
        return start >= 0 && at - start == word.length() && line.startsWith(word, start);
    }

    /** True if the word at {@code start} is digits with an optional sign: points, not a box. */
    private boolean isSignedDigits(int start) {
        int i = line.charAt(start) == '+' || line.charAt(start) == '-' ? start + 1 : start;
        if (i == at) {
            return false;
        }
        for (; i < at; i++) {
            if (line.charAt(i) < '0' || line.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
