package org.yahtzee.cli.record;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.rules.Category;

/**
 * Reads the words of one turn line after its ':' (docs/game-record.md):
 * {@code ROLL [keep KEPT -> ROLL [keep KEPT -> ROLL]] score BOX [POINTS]}, with the column of
 * every word (in characters); the first problem is kept in {@link #problemAt} and
 * {@link #problemMessage}.
 */
final class TurnLineReader {
    private final List<String> words = new ArrayList<>();
    private final List<Integer> columns = new ArrayList<>();
    private final int endColumn;
    private final int number;
    private final SourcePosition numberPosition;
    private final int lineNumber;
    SourcePosition problemAt;
    String problemMessage;

    /**
     * @param from   the index in {@code line} of the first character after ':'
     * @param number the turn number as {@link RecordTokens#number} reads it
     */
    TurnLineReader(String line, int lineNumber, int from, int number, SourcePosition numberPosition) {
        this.lineNumber = lineNumber;
        this.number = number;
        this.numberPosition = numberPosition;
        this.endColumn = UserText.column(line, line.stripTrailing().length());
        split(line, from);
    }

    /** Words separated by blanks, with "->" a word of its own wherever it stands. */
    private void split(String line, int from) {
        int i = from;
        while (i < line.length()) {
            i = TextRecordReader.firstNonBlank(line, i);
            if (i >= line.length()) {
                break;
            }
            int start = i;
            if (line.startsWith("->", i)) {
                i += 2;
            } else {
                while (i < line.length() && !Character.isWhitespace(line.charAt(i)) && !line.startsWith("->", i)) {
                    i++;
                }
            }
            words.add(line.substring(start, i));
            columns.add(UserText.column(line, start));
        }
    }

    private void fail(int column, String message) {
        if (problemAt == null) {
            problemAt = new SourcePosition(lineNumber, column);
            problemMessage = message;
        }
    }

    private int column(int w) {
        return w < columns.size() ? columns.get(w) : endColumn;
    }

    private String word(int w) {
        return w < words.size() ? words.get(w) : null;
    }

    GameRecord.Turn read() {
        List<String> rolls = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        List<SourcePosition> rollAt = new ArrayList<>();
        List<SourcePosition> keptAt = new ArrayList<>();
        int w = 0;
        if (!readRoll(w++, rolls, rollAt)) {
            return broken();
        }
        while (true) {
            String next = word(w);
            if (next == null) {
                fail(endColumn, "the turn ends after roll " + rolls.size()
                        + ": expected 'keep DICE -> ROLL' or 'score BOX'");
                return broken();
            }
            if (next.equalsIgnoreCase("score")) {
                w++;
                break;
            }
            if (!next.equalsIgnoreCase("keep")) {
                fail(column(w), "unexpected " + UserText.quote(next) + " after roll " + rolls.size()
                        + ": expected 'keep DICE -> ROLL' or 'score BOX'");
                return broken();
            }
            if (rolls.size() == 3) {
                fail(column(w), RecordTokens.FOURTH_ROLL);
                return broken();
            }
            String dice = word(w + 1);
            if (dice == null || dice.equals("->")) {
                fail(column(w + 1), "expected the dice kept (digits 1..6, or 'none') after 'keep'");
                return broken();
            }
            RecordTokens.Bad bad = RecordTokens.checkKept(dice);
            if (bad != null) {
                fail(column(w + 1) + bad.offset(), bad.message());
                return broken();
            }
            kept.add(dice);
            keptAt.add(new SourcePosition(lineNumber, column(w + 1)));
            if (!"->".equals(word(w + 2))) {
                fail(column(w + 2), "expected '->' and the next roll after the kept dice"
                        + (word(w + 2) == null ? "" : ", found " + UserText.quote(word(w + 2))));
                return broken();
            }
            w += 3;
            if (!readRoll(w++, rolls, rollAt)) {
                return broken();
            }
        }
        int boxWord = w;
        StringBuilder boxName = new StringBuilder();
        while (word(w) != null && !isPoints(word(w))) {
            boxName.append(boxName.length() == 0 ? "" : " ").append(word(w));
            w++;
        }
        if (boxName.length() == 0) {
            fail(column(boxWord), "expected a box after 'score', e.g. 'score sixes' or 'score fh'");
            return broken();
        }
        Category box;
        try {
            box = RecordTokens.box(boxName.toString());
        } catch (IllegalArgumentException e) {
            fail(column(boxWord), e.getMessage());
            return broken();
        }
        int points = GameRecord.Turn.NO_POINTS;
        int pointsWord = w;
        if (word(w) != null) {
            RecordTokens.Bad bad = RecordTokens.checkPoints(word(w));
            if (bad != null) {
                fail(column(w), bad.message());
                return broken();
            }
            points = RecordTokens.points(word(w));
            w++;
        }
        if (word(w) != null) {
            fail(column(w), "unexpected " + UserText.quote(word(w))
                    + ": expected the turn to end after 'score BOX [POINTS]'");
            return broken();
        }
        return GameRecord.Turn.read(number, rolls, kept, box, points, numberPosition, rollAt, keptAt,
                new SourcePosition(lineNumber, column(boxWord)), new SourcePosition(lineNumber, column(pointsWord)));
    }

    private boolean readRoll(int w, List<String> rolls, List<SourcePosition> at) {
        String roll = word(w);
        if (roll == null) {
            fail(column(w), rolls.isEmpty() ? "expected the first roll (five digits 1..6) after ':'"
                    : "expected the next roll (five digits 1..6) after '->'");
            return false;
        }
        RecordTokens.Bad bad = RecordTokens.checkRoll(roll);
        if (bad != null) {
            fail(column(w) + bad.offset(), bad.message());
            return false;
        }
        rolls.add(roll);
        at.add(new SourcePosition(lineNumber, column(w)));
        return true;
    }

    private GameRecord.Turn broken() {
        return GameRecord.Turn.broken(number, numberPosition);
    }

    /** A word of digits, with an optional '+': the points, ending the box's name. */
    private static boolean isPoints(String word) {
        String w = word.startsWith("+") ? word.substring(1) : word;
        return !w.isEmpty() && w.chars().allMatch(c -> c >= '0' && c <= '9');
    }
}
