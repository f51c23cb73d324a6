package org.yahtzee.cli.record;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.options.StrictNumbers;
import org.yahtzee.cli.text.DiceParser;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.game.KeepRules;
import org.yahtzee.rules.Category;

/**
 * Reads the words of one turn line after its ':' (docs/game-record.md):
 * {@code ROLL [keep KEPT -> ROLL [keep KEPT -> ROLL]] score BOX [POINTS]}, with the column of
 * every word (in characters); the first problem is kept in {@link #problemAt} and
 * {@link #problemMessage}. The one reading of the turn-line syntax: {@code play}'s turn in
 * progress, the same line without its score, is read here too ({@link UnscoredTurn}).
 */
final class TurnLineReader {
    /*
     * Implementation notes. Words are separated by blanks and commas; "->" is a word of its own
     * wherever it stands. Dice are one word ("22351", "22") or single digits in a row, at most
     * five ("2 2 3 5 1", "2,2,3,5,1", "2 2"): a word of several digits is always all the dice,
     * so "keep 22 22664" is a missing '->', not seven kept dice, and "2 2 3 5 1 6" is a roll
     * and a stray '6'. Rolls and kept dice are handed on as plain digits, however typed.
     */

    private final List<String> words = new ArrayList<>();
    private final List<Integer> columns = new ArrayList<>();
    /** Where each word starts and ends in the line (char indexes), to echo dice as typed. */
    private final List<Integer> starts = new ArrayList<>();
    private final List<Integer> ends = new ArrayList<>();
    private final String line;
    private final int endColumn;
    private final int number;
    private final SourcePosition numberPosition;
    private final int lineNumber;
    /** True for a turn in progress: no score, and it may end after any roll or keep. */
    private final boolean unscored;
    /** The first word of each roll and of each kept dice read. */
    private final List<Integer> rollWords = new ArrayList<>();
    private final List<Integer> keptWords = new ArrayList<>();
    final List<String> rolls = new ArrayList<>();
    final List<String> kept = new ArrayList<>();
    SourcePosition problemAt;
    String problemMessage;

    /**
     * @param from   the index in {@code line} of the first character after ':'
     * @param number the turn number as {@link RecordTokens#number} reads it
     */
    TurnLineReader(String line, int lineNumber, int from, int number, SourcePosition numberPosition) {
        this(line, lineNumber, from, number, numberPosition, false);
    }

    private TurnLineReader(String line, int lineNumber, int from, int number, SourcePosition numberPosition,
                           boolean unscored) {
        this.line = line;
        this.lineNumber = lineNumber;
        this.number = number;
        this.numberPosition = numberPosition;
        this.unscored = unscored;
        this.endColumn = UserText.column(line, line.stripTrailing().length());
        split(from);
    }

    /**
     * Reads {@code [NAME] TURN: ROLL [keep KEPT -> ROLL ...] [keep KEPT]}, a turn not yet scored:
     * its rolls and kept dice are in {@link #rolls} and {@link #kept} (as many kept as rolls when
     * it ends with a keep), a problem in {@link #problemMessage}.
     */
    static TurnLineReader unscored(String line, int colon) {
        TurnLineReader reader = new TurnLineReader(line, 1, colon + 1, 0, SourcePosition.NONE, true);
        reader.readRolls();
        return reader;
    }

    /**
     * Where the turn number starts in {@code head}, a line's text before its ':' without the
     * blanks around it ({@code 3}, {@code Ann Lee 3}); -1 if it is not a turn's (its last word
     * is not all digits).
     */
    static int numberStart(String head) {
        int lastBlank = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\t'));
        if (lastBlank + 1 == head.length()) {
            return -1;
        }
        for (int i = lastBlank + 1; i < head.length(); i++) {
            if (head.charAt(i) < '0' || head.charAt(i) > '9') {
                return -1;
            }
        }
        return lastBlank + 1;
    }

    /** Words separated by blanks or commas, with "->" a word of its own wherever it stands. */
    private void split(int from) {
        int i = from;
        while (i < line.length()) {
            while (i < line.length() && isSeparator(line.charAt(i))) {
                i++;
            }
            if (i >= line.length()) {
                break;
            }
            int start = i;
            if (line.startsWith("->", i)) {
                i += 2;
            } else {
                while (i < line.length() && !isSeparator(line.charAt(i)) && !line.startsWith("->", i)) {
                    i++;
                }
            }
            words.add(line.substring(start, i));
            columns.add(UserText.column(line, start));
            starts.add(start);
            ends.add(i);
        }
    }

    private static boolean isSeparator(char c) {
        return c == ',' || Character.isWhitespace(c);
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
        int w = readRolls();
        if (w < 0) {
            return broken();
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
        List<SourcePosition> rollAt = new ArrayList<>();
        List<SourcePosition> keptAt = new ArrayList<>();
        for (int i = 0; i < rollWords.size(); i++) {
            rollAt.add(new SourcePosition(lineNumber, column(rollWords.get(i))));
        }
        for (int i = 0; i < keptWords.size(); i++) {
            keptAt.add(new SourcePosition(lineNumber, column(keptWords.get(i))));
        }
        return GameRecord.Turn.read(number, rolls, kept, box, points, numberPosition, rollAt, keptAt,
                new SourcePosition(lineNumber, column(boxWord)), new SourcePosition(lineNumber, column(pointsWord)));
    }

    /**
     * Reads the rolls and keeps up to 'score' (a turn in progress: to the end of the line).
     *
     * @return the word after 'score', or -1 after a problem (or at the end of a turn in progress)
     */
    private int readRolls() {
        int w = readDice(0, true);
        if (w < 0) {
            return -1;
        }
        while (true) {
            String next = word(w);
            if (next == null) {
                if (!unscored) {
                    fail(endColumn, "the turn ends after roll " + rolls.size()
                            + ": expected 'keep DICE -> ROLL' or 'score BOX'");
                }
                return -1;
            }
            if (next.equalsIgnoreCase("score") && !unscored) {
                return w + 1;
            }
            if (!next.equalsIgnoreCase("keep") && !next.equalsIgnoreCase("hold")) {
                fail(column(w), "unexpected " + UserText.quote(next) + " after roll " + rolls.size()
                        + (unscored ? ": expected 'keep DICE -> ROLL' in a turn in progress"
                        : ": expected 'keep DICE -> ROLL' or 'score BOX'"));
                return -1;
            }
            if (rolls.size() == KeepRules.MAX_ROLLS) {
                fail(column(w), KeepRules.FOURTH_ROLL);
                return -1;
            }
            w = readDice(w + 1, false);
            if (w < 0 || unscored && word(w) == null) {
                return -1; // a turn in progress may end with the dice kept, the next roll not in yet
            }
            if (!"->".equals(word(w))) {
                fail(column(w), "expected '->' and the next roll after the kept dice"
                        + (word(w) == null ? "" : ", found " + UserText.quote(word(w))));
                return -1;
            }
            w = readDice(w + 1, true);
            if (w < 0) {
                return -1;
            }
        }
    }

    /**
     * Reads a roll or kept dice at word {@code w} into {@link #rolls} or {@link #kept}: one word,
     * or single digits in a row (at most five).
     *
     * @return the word after the dice, or -1 after a problem
     */
    private int readDice(int w, boolean roll) {
        String first = word(w);
        if (first == null || !roll && first.equals("->")) {
            fail(column(w), !roll ? "expected the dice kept (digits 1..6, or 'none') after 'keep'"
                    : rolls.isEmpty() ? "expected the first roll (five digits 1..6) after ':'"
                    : "expected the next roll (five digits 1..6) after '->'");
            return -1;
        }
        int n = 1;
        while (n < 5 && isDigit(first) && isDigit(word(w + n))) {
            n++;
        }
        String typed = line.substring(starts.get(w), ends.get(w + n - 1));
        RecordTokens.Bad bad = roll ? RecordTokens.checkRoll(typed, true) : RecordTokens.checkKept(typed);
        if (bad != null) {
            fail(column(w) + bad.offset(), bad.message());
            return -1;
        }
        String dice = !roll && DiceParser.isNone(typed) ? "" : DiceParser.stripSeparators(typed);
        (roll ? rolls : kept).add(dice);
        (roll ? rollWords : keptWords).add(w);
        return w + n;
    }

    /** A word of one digit, 0..9 (a '7' among single dice is a bad die, not the end of the dice). */
    private static boolean isDigit(String word) {
        return word != null && word.length() == 1 && word.charAt(0) >= '0' && word.charAt(0) <= '9';
    }

    private GameRecord.Turn broken() {
        return GameRecord.Turn.broken(number, numberPosition);
    }

    /**
     * A word of digits, with an optional sign: the points, ending the box's name. The sign makes
     * {@code score chance +15} a bad points word (RecordTokens.checkPoints says why) rather than
     * part of an unknown box "chance +15".
     */
    private static boolean isPoints(String word) {
        return StrictNumbers.isDigits(word.startsWith("+") || word.startsWith("-") ? word.substring(1) : word);
    }
}
