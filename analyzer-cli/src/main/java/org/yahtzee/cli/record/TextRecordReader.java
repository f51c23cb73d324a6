package org.yahtzee.cli.record;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.yahtzee.cli.text.UserText;

/**
 * Reads the text form of a game record (docs/game-record.md) line by line into a
 * {@link RecordBuilder}. What only the text form has is here: comments, {@code key: value}
 * headers, the current player of a game, names that carry over from earlier games or that a turn
 * line introduces, the words of a turn line ({@link TurnLineReader}); the checks both forms share
 * are the builder's (names: {@link GameRecord#nameProblem}).
 */
final class TextRecordReader {
    /*
     * Implementation notes. A comment is cut at '#'; the text before the first ':' decides the
     * kind of line (a last word of digits: a turn, with an optional player name before it; one
     * word: a header key). A turn line with a problem still goes to the builder as a broken turn,
     * so the numbering of the turns after it is checked against the right number. Columns are
     * counted in characters (code points): an emoji in a name is one column, as in an editor.
     * A reading that packs (RecordBuilder.packs) first tries each line as "N: " and a plain turn
     * line of the current player (packedTurn): such a line is what anyLine() would read to the
     * same card, and is taken only if the card takes it without a problem; any other line, or
     * one the card does not take, is read by anyLine() as ever, so its problems are the same. A
     * game's first such line, before any player, makes the card of the player without a name
     * as anyLine() would (cardFor), and is packed too. Blank and comment lines and "game: N" are
     * taken before anyLine() too: they are 3 lines in 16 of a simulated record, and they kept
     * anyLine() (then line()) hot, 25 KB of C2's code, and header() (17 KB) compiled too (JFR).
     * A packed turn is read where its line lies in LineInput's buffer (packInPlace): its end is
     * then looked for where the turn ends, the line's characters read once (LineInput note 3);
     * a line that the card does not take is then read by line() as any other.
     */
    /** The start of a game's header as simulate and play write it ({@link #gameHeader}). */
    private static final String GAME_KEY = "game: ";
    /** The packed turn of {@link #packedTurn}: head, tail; and the scanner that packs it. */
    private final long[] packed = new long[2];
    private final PackedTurnLine plain = new PackedTurnLine();

    private final RecordBuilder builder;
    private final RecordProblems problems;
    /** Every player name declared so far, for carrying over into later games. */
    private final Set<String> knownNames = new HashSet<>();
    /** The player of the turns without a name in the game being read, null if none was declared. */
    private String current;
    /** True once the game being read has a 'player:' line: turn lines then introduce no one. */
    private boolean playerLineInGame;
    private int lineNumber;

    TextRecordReader(RecordBuilder builder, RecordProblems problems) {
        this.builder = builder;
        this.problems = problems;
    }

    /** Reads the lines of {@code in} to its end, or to an overlong line, bad bytes or too many problems. */
    void read(Reader in) throws IOException {
        LineInput lines = new LineInput(in);
        try {
            while (true) {
                int turnEnd = builder.packs() ? packInPlace(lines) : -1;
                if (turnEnd < 0 && !lines.advance() || problems.isFull()) {
                    break;
                }
                lineNumber = lines.lineNumber();
                if (turnEnd < 0 || !takePacked()) {
                    line(lines);
                }
            }
        } catch (CharacterCodingException e) {
            problems.add(lines.lineNumber(), lines.column(), RecordProblems.NOT_UTF8);
            return;
        }
        if (lines.isOverlong()) {
            problems.add(lines.lineNumber(), RecordLimits.LINE_CHARACTERS + 1, "line " + lines.lineNumber()
                    + " is longer than " + RecordLimits.LINE_CHARACTERS_WORDS
                    + " characters: expected a line of a game record (reading stops here)");
        }
    }

    private void problem(int charIndex, String line, String message) {
        problems.add(lineNumber, UserText.column(line, charIndex), message);
    }

    private SourcePosition at(String line, int charIndex) {
        return new SourcePosition(lineNumber, UserText.column(line, charIndex));
    }

    /**
     * A line: first the kinds every game of a simulated record has, each taken as {@link #anyLine}
     * would take it, and packed turns; any other line the general way (see the notes).
     */
    private void line(LineInput lines) throws IOException {
        char[] text = lines.lineChars();
        int from = lines.lineStart();
        int to = lines.lineEnd();
        if (from == to || text[from] == '#') {
            return; // blank or all comment
        }
        if (builder.packs() && packedTurn(text, from, to) || gameHeader(text, from, to)) {
            return;
        }
        anyLine(lines.line());
    }

    /**
     * Takes a line {@code game: DIGITS} as {@link #header} takes it; false, and nothing done, for
     * any other line.
     */
    private boolean gameHeader(char[] text, int from, int to) throws IOException {
        int value = from + GAME_KEY.length();
        if (to <= value) {
            return false;
        }
        for (int i = from; i < value; i++) {
            if (text[i] != GAME_KEY.charAt(i - from)) {
                return false;
            }
        }
        for (int i = value; i < to; i++) {
            if (text[i] < '0' || text[i] > '9') {
                return false;
            }
        }
        // ASCII: a column a character
        startGame(new String(text, value, to - value), new SourcePosition(lineNumber, GAME_KEY.length() + 1));
        return true;
    }

    private void startGame(String number, SourcePosition at) throws IOException {
        builder.startGame();
        current = null;
        playerLineInGame = false;
        builder.gameNumber(number, at);
    }

    /** Any line, read in full: a comment cut, a header, a turn in any of its spellings, or what is wrong with it. */
    private void anyLine(String raw) throws IOException {
        int hash = raw.indexOf('#');
        String line = hash >= 0 ? raw.substring(0, hash) : raw;
        if (line.isBlank()) {
            return;
        }
        int first = firstNonBlank(line, 0);
        int colon = line.indexOf(':');
        if (colon < 0) {
            problem(first, line, "expected a turn 'N: ROLL ... score BOX' or a header 'key: value', found "
                    + UserText.quote(line.strip()));
            return;
        }
        String head = line.substring(0, colon).strip();
        int numberAt = TurnLineReader.numberStart(head);
        if (numberAt >= 0) {
            turn(line, head.substring(0, numberAt).strip(), first, head.substring(numberAt), first + numberAt, colon);
        } else if (!head.isEmpty() && head.indexOf(' ') < 0 && head.indexOf('\t') < 0) {
            header(line, head, first, colon);
        } else {
            problem(first, line, "expected a turn 'N: ...' or 'NAME N: ...' (turn number before ':') or a header "
                    + "'rules:', 'player:' or 'game:', found " + UserText.quote(head + ":"));
        }
    }

    private void header(String line, String key, int keyIndex, int colon) throws IOException {
        int valueIndex = firstNonBlank(line, colon + 1);
        String value = line.substring(colon + 1).strip();
        switch (key.toLowerCase(Locale.ROOT)) {
            case "rules" -> builder.rules(value, at(line, valueIndex), at(line, keyIndex));
            case "game" -> startGame(value, at(line, valueIndex));
            case "player" -> player(value, at(line, valueIndex));
            default -> problem(keyIndex, line, "unknown header " + UserText.quote(key + ":")
                    + ": expected rules:, player: or game: (notes go after '#')");
        }
    }

    private void player(String name, SourcePosition at) throws IOException {
        playerLineInGame = true;
        if (name.isEmpty()) {
            problems.add(at, "expected a player name after 'player:'");
            return;
        }
        if (builder.player(name, at) != null) {
            current = name;
            knownNames.add(name);
        }
    }

    private void turn(String line, String name, int nameIndex, String numberWord, int numberIndex, int colon)
            throws IOException {
        CardReplay card = cardFor(line, name, nameIndex);
        if (card == null) {
            return;
        }
        int number = RecordTokens.number(numberWord);
        SourcePosition numberAt = at(line, numberIndex);
        GameRecord.Turn turn = PlainTurnLine.read(line, lineNumber, colon + 1, number, numberAt);
        if (turn != null) { // the line as simulate and play write it
            builder.turn(card, numberWord, turn);
            return;
        }
        TurnLineReader reader = new TurnLineReader(line, lineNumber, colon + 1, number, numberAt);
        turn = reader.read();
        builder.turn(card, numberWord, turn); // a numbering problem first: it is the first on the line
        if (reader.problemAt != null) {
            problems.add(reader.problemAt, reader.problemMessage);
        }
    }

    /**
     * Takes a line {@code N: PLAIN TURN} (N 1..13 without a leading zero, no name, no comment)
     * packed into the current player's card if the card takes it as its next, legal turn; false,
     * and nothing changed, for any other line (see the notes).
     */
    private boolean packedTurn(char[] text, int from, int to) throws IOException {
        return plain.pack(text, from, to, packed) == to && takePacked();
    }

    /**
     * The next line packed ({@link #packed}) where it lies in {@code lines}' buffer if it is
     * {@code N: PLAIN TURN} as {@link #packedTurn} reads it: the index of its end there, at which
     * {@link LineInput#take} takes it; else -1, and the line left to {@link LineInput#advance}.
     */
    private int packInPlace(LineInput lines) {
        int start = lines.peek();
        if (start < 0) {
            return -1;
        }
        char[] text = lines.buffered();
        int to = lines.bufferedEnd();
        int end = plain.pack(text, start, to, packed);
        if (end < 0 || end == to || text[end] != '\n' && text[end] != '\r') {
            return -1;
        }
        lines.take(end);
        return end;
    }

    /** Takes the turn {@link #packed} as {@link #packedTurn} describes it. */
    private boolean takePacked() throws IOException {
        int number = PackedCard.number(packed[0]);
        CardReplay card = builder.card(current != null ? current : "");
        boolean introduces = card == null && current == null && !builder.hasPlayers();
        if (!(introduces || card != null && card.packs())) {
            return false;
        }
        if (introduces) {
            card = introduceUnnamed();
        }
        return builder.packedTurn(card, number, packed[0], packed[1]);
    }

    /**
     * A game's first turn, no player yet: anyLine() would introduce the player without a name at
     * column 1 first (cardFor), as here, where nothing can be wrong with it. Read the general
     * way, the first turns (one line in 13) kept line() and the replay of a Turn hot: C2
     * compiled them into line(), 49 KB of code, twice (JFR). A method of its own, once a game:
     * inside takePacked, C2 compiled the player's making into it, 10.5 KB of code a turn's line
     * runs past (JFR, RESULTS.md bulk15).
     */
    private CardReplay introduceUnnamed() throws IOException {
        return builder.player("", new SourcePosition(lineNumber, 1));
    }

    /**
     * The card a turn line goes to, or null after reporting why there is none. A name not seen
     * before introduces its player while the game has no 'player:' line (a session written as
     * "Ann 1: ...", "Bob 1: ..."); once it has one, the game's players are those lines' (and
     * names of earlier games), and another name is a mistake, most likely a typo.
     */
    private CardReplay cardFor(String line, String name, int nameIndex) throws IOException {
        CardReplay card = builder.card(name.isEmpty() && current != null ? current : name);
        if (card != null) {
            return card;
        }
        if (name.isEmpty() || knownNames.contains(name) || !playerLineInGame) {
            // the player without a name, one of an earlier game, or one the line introduces
            card = builder.player(name, at(line, nameIndex));
            if (card != null && !name.isEmpty()) {
                knownNames.add(name);
            }
            return card;
        }
        List<String> named = builder.playerNames();
        problem(nameIndex, line, "unknown player " + UserText.quote(name) + ": expected "
                + (named.isEmpty() ? "a 'player:' line for it before its first turn"
                : "one of " + UserText.printable(String.join(", ", named)) + " (or a 'player:' line first)"));
        return null;
    }

    static int firstNonBlank(String line, int from) {
        int i = from;
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        return i;
    }
}
