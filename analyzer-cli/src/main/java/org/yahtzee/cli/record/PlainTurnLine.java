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
     */

    private final String line;
    private final int lineNumber;
    /** The column of index i is base + i (see the notes). */
    private int base;
    private int at;
    /**
     * The dice words read, in line order (roll, kept, roll, kept, roll), and their columns;
     * diceCount of them, rollCount of them rolls.
     */
    private final String[] words = new String[5];
    private final int[] columns = new int[5];
    private int diceCount;
    private int rollCount;

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
        return new PlainTurnLine(line, lineNumber, from).read(from, number, numberPosition);
    }

    private GameRecord.Turn read(int from, int number, SourcePosition numberPosition) {
        for (int i = from; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c != ' ' && (c < '!' || c > '~') || c == ',') {
                return null; // a tab, a comma, a letter beyond ASCII: TurnLineReader's
            }
        }
        base = UserText.column(line, from) - from;
        if (!dice(5)) {
            return null;
        }
        while (true) {
            int start = word();
            if (is(start, "score")) {
                break;
            }
            if (!is(start, "keep") || rollCount == 3 || !dice(1) || !is(word(), "->") || !dice(5)) {
                return null;
            }
        }
        int boxStart = word();
        if (boxStart < 0 || isSignedDigits(boxStart)) {
            return null;
        }
        Category box;
        try {
            box = RecordTokens.box(line.substring(boxStart, at));
        } catch (IllegalArgumentException e) {
            return null;
        }
        int pointsStart = word();
        int points = GameRecord.Turn.NO_POINTS;
        int pointsColumn;
        if (pointsStart >= 0) {
            points = RecordTokens.number(line.substring(pointsStart, at));
            if (points < 0 || word() >= 0) {
                return null;
            }
            pointsColumn = base + pointsStart;
        } else {
            pointsColumn = base + at; // TurnLineReader: the end of the line's last word
        }
        return turn(number, numberPosition, box, points, base + boxStart, pointsColumn);
    }

    /**
     * The turn of the dice read, its lists made as List.of makes them: the Turn's List.copyOf
     * then keeps them as they are (the ArrayLists made and copied there were about 40% of the
     * reader's allocation, JFR).
     */
    private GameRecord.Turn turn(int number, SourcePosition numberAt, Category box, int points, int boxColumn,
                                 int pointsColumn) {
        SourcePosition boxAt = new SourcePosition(lineNumber, boxColumn);
        SourcePosition pointsAt = new SourcePosition(lineNumber, pointsColumn);
        return switch (rollCount) {
            case 1 -> new GameRecord.Turn(number, List.of(words[0]), List.of(), box, points, false,
                    List.of(numberAt, wordAt(0), boxAt, pointsAt));
            case 2 -> new GameRecord.Turn(number, List.of(words[0], words[2]), List.of(words[1]), box, points,
                    false, List.of(numberAt, wordAt(0), wordAt(2), wordAt(1), boxAt, pointsAt));
            default -> new GameRecord.Turn(number, List.of(words[0], words[2], words[4]),
                    List.of(words[1], words[3]), box, points, false,
                    List.of(numberAt, wordAt(0), wordAt(2), wordAt(4), wordAt(1), wordAt(3), boxAt, pointsAt));
        };
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
     * dice, {@code least} 1: TurnLineReader's empty keep), into {@link #words} as the shared word
     * and its column into {@link #columns}; false if it is not.
     */
    private boolean dice(int least) {
        int start = word();
        int index = least == 1 && is(start, "none") ? 0 : diceIndex(start, least);
        if (index < 0) {
            return false;
        }
        words[diceCount] = DiceWords.word(index);
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
