package org.yahtzee.cli.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * Reads the text form of a game record (docs/game-record.md) and checks it against the rules.
 * Bad input never throws: every problem is collected with its line and column, one per line at
 * most (the first), and the lines after it are still read.
 */
public final class GameRecordParser {
    /*
     * Implementation notes. Line by line: a comment is cut at '#'; the text before the first ':'
     * decides the kind of line (a last word of digits: a turn, with an optional player name
     * before it; one word: a header key). The turn's words after ':' go through a small state
     * machine (roll, then 'keep KEPT -> ROLL' up to twice, then 'score BOX [POINTS]'). A turn
     * line with a problem still joins its card as a broken turn so the numbering of the turns
     * after it is checked against the right number. Rules-dependent checks (filled boxes, joker,
     * points, kept dice in the roll) are GameRecordChecker's, shared with the JSON form.
     */

    /** A record and the problems found reading and checking it (none: the record is valid). */
    public record Result(GameRecord record, List<RecordProblem> problems) {
        public Result {
            problems = List.copyOf(problems);
        }

        public boolean isValid() {
            return problems.isEmpty();
        }
    }

    private final String source;
    private final List<RecordProblem> problems = new ArrayList<>();
    private final List<GameBuilder> games = new ArrayList<>();
    /** Every player name declared so far in the file, for carrying over into later games. */
    private final List<String> knownNames = new ArrayList<>();
    private Rules rules = Rules.OFFICIAL;
    private int rulesLine;
    private boolean turnSeen;
    private int lineNumber;

    private GameRecordParser(String source) {
        this.source = source;
    }

    /**
     * Reads a record from text and checks it. {@code rulesOverride}, if not null, replaces the
     * record's {@code rules:} line (the grader's {@code --rules}).
     *
     * @param source the file name used in problems
     */
    public static Result parse(String source, String text, Rules rulesOverride) {
        Result read = parseUnchecked(source, text, Rules.OFFICIAL);
        GameRecord record = rulesOverride == null ? read.record() : new GameRecord(rulesOverride, read.record().games());
        List<RecordProblem> all = new ArrayList<>(read.problems());
        all.addAll(GameRecordChecker.check(source, record));
        all.sort((a, b) -> a.line() != b.line() ? Integer.compare(a.line(), b.line()) : Integer.compare(a.column(), b.column()));
        return new Result(record, all);
    }

    /**
     * Reads a record from text without replaying it under the rules (no {@link GameRecordChecker}
     * problems): for {@code play}, which replays every move itself. The problems are in line order.
     *
     * @param defaultRules the rules when the record has no {@code rules:} line
     */
    public static Result parseUnchecked(String source, String text, Rules defaultRules) {
        GameRecordParser parser = new GameRecordParser(source);
        parser.rules = defaultRules;
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (String line : lines) {
            parser.lineNumber++;
            parser.line(line);
        }
        return new Result(parser.build(), parser.problems);
    }

    private GameRecord build() {
        List<GameRecord.Game> built = new ArrayList<>();
        for (GameBuilder g : games) {
            if (!g.cards.isEmpty()) {
                built.add(g.build());
            }
        }
        return new GameRecord(rules, built);
    }

    private void problem(int column, String message) {
        problems.add(new RecordProblem(source, lineNumber, column, message));
    }

    private void line(String raw) {
        int hash = raw.indexOf('#');
        String line = hash >= 0 ? raw.substring(0, hash) : raw;
        if (line.isBlank()) {
            return;
        }
        int first = firstNonBlank(line, 0);
        int colon = line.indexOf(':');
        if (colon < 0) {
            problem(first + 1, "expected a turn 'N: ROLL ... score BOX' or a header 'key: value', found '"
                    + shorten(line.strip()) + "'");
            return;
        }
        String head = line.substring(0, colon).strip();
        int lastBlank = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\t'));
        String lastWord = head.substring(lastBlank + 1);
        if (!lastWord.isEmpty() && lastWord.chars().allMatch(c -> c >= '0' && c <= '9')) {
            String name = lastBlank < 0 ? "" : head.substring(0, lastBlank).strip();
            int numberColumn = first + (lastBlank < 0 ? 0 : lastBlank + 1) + 1;
            turn(line, name, first + 1, lastWord, numberColumn, colon);
        } else if (!head.isEmpty() && lastBlank < 0) {
            header(head, first + 1, line, colon);
        } else {
            problem(first + 1, "expected a turn 'N: ...' or 'NAME N: ...' (turn number before ':') or a header "
                    + "'rules:', 'player:' or 'game:', found '" + shorten(head) + ":'");
        }
    }

    private void header(String key, int keyColumn, String line, int colon) {
        int valueStart = firstNonBlank(line, colon + 1);
        String value = line.substring(colon + 1).strip();
        int valueColumn = valueStart + 1;
        switch (key.toLowerCase(Locale.ROOT)) {
            case "rules" -> rulesHeader(value, valueColumn, keyColumn);
            case "game" -> gameHeader(value, valueColumn);
            case "player" -> playerHeader(value, valueColumn);
            default -> problem(keyColumn, "unknown header '" + shorten(key) + ":': expected rules:, player: or game: "
                    + "(notes go after '#')");
        }
    }

    private void rulesHeader(String value, int valueColumn, int keyColumn) {
        if (rulesLine > 0) {
            problem(keyColumn, "rules given twice (first on line " + rulesLine + "): expected one rules: line");
            return;
        }
        if (turnSeen) {
            problem(keyColumn, "rules: after the first turn: expected it before every turn");
            return;
        }
        rulesLine = lineNumber;
        try {
            rules = Rules.parse(value);
        } catch (IllegalArgumentException e) {
            problem(valueColumn, e.getMessage());
        }
    }

    private void gameHeader(String value, int valueColumn) {
        int number = parseNumber(value);
        int previous = games.isEmpty() ? 0 : games.get(games.size() - 1).number;
        if (number <= 0) {
            problem(valueColumn, "bad game number '" + shorten(value) + "': expected a whole number from 1");
            number = previous + 1;
        } else if (number <= previous) {
            problem(valueColumn, "game " + number + " after game " + previous + ": expected a number above " + previous);
            number = previous + 1;
        }
        games.add(new GameBuilder(number));
    }

    private void playerHeader(String name, int valueColumn) {
        if (name.isEmpty()) {
            problem(valueColumn, "expected a player name after 'player:'");
            return;
        }
        if (name.chars().allMatch(c -> c >= '0' && c <= '9' || c == ' ' || c == '\t')) {
            problem(valueColumn, "player name '" + name + "' is a number: expected a name");
            return;
        }
        GameBuilder game = currentGame();
        if (game.cards.containsKey("")) {
            problem(valueColumn, "player: after turns without a player name: expected every player: line "
                    + "of a game before its first turn");
            return;
        }
        if (game.cards.containsKey(name)) {
            problem(valueColumn, "player '" + name + "' declared twice in game " + game.number
                    + ": expected unique names");
            return;
        }
        game.cards.put(name, new CardBuilder(name, new SourcePosition(lineNumber, valueColumn)));
        game.current = name;
        if (!knownNames.contains(name)) {
            knownNames.add(name);
        }
    }

    private GameBuilder currentGame() {
        if (games.isEmpty()) {
            games.add(new GameBuilder(1));
        }
        return games.get(games.size() - 1);
    }

    private void turn(String line, String name, int nameColumn, String numberWord, int numberColumn, int colon) {
        turnSeen = true;
        GameBuilder game = currentGame();
        CardBuilder card = cardFor(game, name, nameColumn);
        if (card == null) {
            return;
        }
        int number = parseNumber(numberWord);
        TurnReader reader = new TurnReader(line, colon + 1, number < 0 ? Integer.MAX_VALUE : number,
                new SourcePosition(lineNumber, numberColumn));
        GameRecord.Turn turn = reader.read();
        if (reader.problemColumn > 0) {
            problem(reader.problemColumn, reader.problemMessage);
        }
        card.turns.add(turn);
    }

    /** The card a turn line goes to, or null after reporting why there is none. */
    private CardBuilder cardFor(GameBuilder game, String name, int nameColumn) {
        if (name.isEmpty()) {
            if (game.current != null) {
                return game.cards.get(game.current);
            }
            return game.cards.computeIfAbsent("", n -> new CardBuilder("", new SourcePosition(lineNumber, nameColumn)));
        }
        CardBuilder card = game.cards.get(name);
        if (card != null) {
            return card;
        }
        if (knownNames.contains(name) && !game.cards.containsKey("")) {
            card = new CardBuilder(name, new SourcePosition(lineNumber, nameColumn));
            game.cards.put(name, card); // a player of an earlier game plays again
            return card;
        }
        List<String> named = new ArrayList<>(game.cards.keySet());
        named.remove("");
        problem(nameColumn, "unknown player '" + shorten(name) + "': expected "
                + (named.isEmpty() ? "a 'player: " + shorten(name) + "' line before the player's first turn"
                : "one of " + String.join(", ", named) + " (or a 'player:' line first)"));
        return null;
    }

    private static int parseNumber(String word) {
        String w = word.strip();
        if (w.isEmpty() || w.length() > 6 || !w.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return -1;
        }
        return Integer.parseInt(w);
    }

    static int firstNonBlank(String line, int from) {
        int i = from;
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        return i;
    }

    static String shorten(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    private static final class GameBuilder {
        final int number;
        final Map<String, CardBuilder> cards = new LinkedHashMap<>();
        String current;

        GameBuilder(int number) {
            this.number = number;
        }

        GameRecord.Game build() {
            List<GameRecord.Card> built = new ArrayList<>();
            for (CardBuilder c : cards.values()) {
                built.add(new GameRecord.Card(c.name, c.position, c.turns));
            }
            return new GameRecord.Game(number, built);
        }
    }

    private static final class CardBuilder {
        final String name;
        final SourcePosition position;
        final List<GameRecord.Turn> turns = new ArrayList<>();

        CardBuilder(String name, SourcePosition position) {
            this.name = name;
            this.position = position;
        }
    }

    /** The words of one turn after its ':'. */
    private final class TurnReader {
        private final List<String> words = new ArrayList<>();
        private final List<Integer> columns = new ArrayList<>();
        private final int endColumn;
        private final int number;
        private final SourcePosition numberPosition;
        int problemColumn;
        String problemMessage;

        TurnReader(String line, int from, int number, SourcePosition numberPosition) {
            this.number = number;
            this.numberPosition = numberPosition;
            this.endColumn = line.stripTrailing().length() + 1;
            split(line, from);
        }

        /** Words separated by blanks, with "->" a word of its own wherever it stands. */
        private void split(String line, int from) {
            int i = from;
            while (i < line.length()) {
                i = firstNonBlank(line, i);
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
                columns.add(start + 1);
            }
        }

        private void fail(int column, String message) {
            if (problemColumn == 0) {
                problemColumn = column;
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
            if (number == Integer.MAX_VALUE) {
                fail(numberPosition.column(), "bad turn number: expected 1..13");
            }
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
                    fail(column(w), "unexpected '" + shorten(next) + "' after roll " + rolls.size()
                            + ": expected 'keep DICE -> ROLL' or 'score BOX'");
                    return broken();
                }
                if (rolls.size() == 3) {
                    fail(column(w), "a fourth roll: a turn has at most three rolls, expected 'score BOX' after the third");
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
                            + (word(w + 2) == null ? "" : ", found '" + shorten(word(w + 2)) + "'"));
                    return broken();
                }
                w += 3;
                if (!readRoll(w++, rolls, rollAt)) {
                    return broken();
                }
            }
            int boxWord = w;
            StringBuilder boxName = new StringBuilder();
            while (word(w) != null && !isInteger(word(w))) {
                boxName.append(boxName.length() == 0 ? "" : " ").append(word(w));
                w++;
            }
            if (boxName.length() == 0) {
                fail(column(boxWord), "expected a box after 'score', e.g. 'score sixes' or 'score fh'");
                return broken();
            }
            Category box;
            try {
                box = Category.parse(boxName.toString());
            } catch (IllegalArgumentException e) {
                fail(column(boxWord), e.getMessage());
                return broken();
            }
            int points = GameRecord.Turn.NO_POINTS;
            int pointsWord = w;
            if (word(w) != null) {
                points = word(w).length() > 4 ? Integer.MAX_VALUE : Integer.parseInt(word(w).replace("+", ""));
                w++;
            }
            if (word(w) != null) {
                fail(column(w), "unexpected '" + shorten(word(w)) + "': expected the turn to end after 'score BOX [POINTS]'");
                return broken();
            }
            List<SourcePosition> at = new ArrayList<>();
            at.add(numberPosition);
            at.addAll(rollAt);
            at.addAll(keptAt);
            at.add(new SourcePosition(lineNumber, column(boxWord)));
            at.add(new SourcePosition(lineNumber, column(pointsWord)));
            return new GameRecord.Turn(number, rolls, kept, box, points, problemColumn > 0, at);
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

        /** A turn whose line has a problem: it only counts for the numbering. */
        private GameRecord.Turn broken() {
            List<SourcePosition> at = List.of(numberPosition);
            return new GameRecord.Turn(number, List.of(), List.of(), Category.CHANCE, GameRecord.Turn.NO_POINTS,
                    true, at);
        }
    }

    private static boolean isInteger(String word) {
        String w = word.startsWith("+") ? word.substring(1) : word;
        return !w.isEmpty() && w.chars().allMatch(c -> c >= '0' && c <= '9');
    }
}
