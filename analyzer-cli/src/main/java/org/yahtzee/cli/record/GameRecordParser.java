package org.yahtzee.cli.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
        TurnLineReader reader = new TurnLineReader(line, lineNumber, colon + 1, number < 0 ? Integer.MAX_VALUE : number,
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
}
