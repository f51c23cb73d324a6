package org.yahtzee.cli.record;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The JSON form of a game record (docs/game-record.md), read and written with Jackson's
 * streaming parser and generator (no object mapper). Problems carry the line and column of the
 * JSON value at fault; a syntax error stops the reading there.
 */
public final class GameRecordJson {
    /** The {@code format} written and accepted. */
    public static final String FORMAT = "yahtzee-game-record/1";

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .enable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .build();

    private final String source;
    private final JsonParser json;
    private final List<RecordProblem> problems = new ArrayList<>();

    private GameRecordJson(String source, JsonParser json) {
        this.source = source;
        this.json = json;
    }

    /** The record as pretty JSON (one turn a line), ending with a newline. */
    public static String write(GameRecord record) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            g.writeStringField("format", FORMAT);
            g.writeStringField("rules", record.rules().canonicalName());
            g.writeArrayFieldStart("games");
            for (GameRecord.Game game : record.games()) {
                g.writeRaw("\n  ");
                g.writeStartObject();
                g.writeNumberField("game", game.number());
                g.writeArrayFieldStart("players");
                for (GameRecord.Card card : game.cards()) {
                    g.writeRaw("\n    ");
                    g.writeStartObject();
                    g.writeStringField("name", card.name());
                    g.writeArrayFieldStart("turns");
                    for (GameRecord.Turn turn : card.turns()) {
                        g.writeRaw("\n      ");
                        writeTurn(g, turn);
                    }
                    g.writeEndArray();
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return out.append('\n').toString();
    }

    private static void writeTurn(JsonGenerator g, GameRecord.Turn turn) throws IOException {
        g.writeStartObject();
        g.writeNumberField("turn", turn.number());
        g.writeArrayFieldStart("rolls");
        for (String roll : turn.rolls()) {
            g.writeString(roll);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("kept");
        for (String kept : turn.kept()) {
            g.writeString(GameRecordWriter.keptText(kept));
        }
        g.writeEndArray();
        g.writeStringField("box", turn.box().canonicalName());
        if (turn.points() != GameRecord.Turn.NO_POINTS) {
            g.writeNumberField("points", turn.points());
        }
        g.writeEndObject();
    }

    /** Reads and checks a JSON record; {@code rulesOverride}, if not null, replaces its rules. */
    public static GameRecordParser.Result read(String source, String text, Rules rulesOverride) {
        try (JsonParser parser = FACTORY.createParser(text)) {
            GameRecordJson reader = new GameRecordJson(source, parser);
            GameRecord record = reader.readRecord(rulesOverride);
            List<RecordProblem> all = new ArrayList<>(reader.problems);
            if (all.isEmpty()) {
                all.addAll(GameRecordChecker.check(source, record));
            }
            return new GameRecordParser.Result(record, all);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String message = e.getOriginalMessage().lines().findFirst().orElse("bad JSON");
            return new GameRecordParser.Result(new GameRecord(Rules.OFFICIAL, List.of()), List.of(
                    new RecordProblem(source, at == null ? 1 : Math.max(1, at.getLineNr()),
                            at == null ? 1 : Math.max(1, at.getColumnNr()), "bad JSON: " + message)));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // reading a String does not fail
        }
    }

    private SourcePosition here() {
        JsonLocation at = json.currentTokenLocation();
        return new SourcePosition(at.getLineNr(), at.getColumnNr());
    }

    private void problem(SourcePosition at, String message) {
        problems.add(new RecordProblem(source, at.line(), at.column(), message));
    }

    /** Moves to the next token and requires it to be {@code expected}; false (reported) if not. */
    private boolean expect(JsonToken expected, String what) throws IOException {
        JsonToken t = json.nextToken();
        if (t != expected) {
            problem(here(), "expected " + what + ", found " + (t == null ? "the end" : json.getText()));
            if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                json.skipChildren();
            }
            return false;
        }
        return true;
    }

    private GameRecord readRecord(Rules rulesOverride) throws IOException {
        Rules rules = Rules.OFFICIAL;
        List<GameRecord.Game> games = new ArrayList<>();
        if (!expect(JsonToken.START_OBJECT, "a JSON object '{'")) {
            return new GameRecord(rules, games);
        }
        while (json.nextToken() == JsonToken.FIELD_NAME) {
            String field = json.currentName();
            switch (field) {
                case "format" -> {
                    if (expect(JsonToken.VALUE_STRING, "a string") && !FORMAT.equals(json.getText())) {
                        problem(here(), "unknown format '" + json.getText() + "': expected " + FORMAT);
                    }
                }
                case "rules" -> {
                    if (expect(JsonToken.VALUE_STRING, "the rules as a string")) {
                        try {
                            rules = Rules.parse(json.getText());
                        } catch (IllegalArgumentException e) {
                            problem(here(), e.getMessage());
                        }
                    }
                }
                case "games" -> {
                    if (expect(JsonToken.START_ARRAY, "an array of games")) {
                        while (json.nextToken() == JsonToken.START_OBJECT) {
                            games.add(readGame(games.size() + 1));
                        }
                    }
                }
                default -> unknownField(field);
            }
        }
        return new GameRecord(rulesOverride != null ? rulesOverride : rules, games);
    }

    private void unknownField(String field) throws IOException {
        problem(here(), "unknown field '" + field + "'");
        json.nextToken();
        json.skipChildren();
    }

    private int readInt(String what) throws IOException {
        return expect(JsonToken.VALUE_NUMBER_INT, what) && json.getValueAsLong() >= 0
                && json.getValueAsLong() < 1_000_000 ? json.getIntValue() : Integer.MAX_VALUE;
    }

    private GameRecord.Game readGame(int defaultNumber) throws IOException {
        int number = defaultNumber;
        List<GameRecord.Card> cards = new ArrayList<>();
        while (json.nextToken() == JsonToken.FIELD_NAME) {
            String field = json.currentName();
            switch (field) {
                case "game" -> number = readInt("the game number");
                case "players" -> {
                    if (expect(JsonToken.START_ARRAY, "an array of players")) {
                        while (json.nextToken() == JsonToken.START_OBJECT) {
                            cards.add(readCard());
                        }
                    }
                }
                default -> unknownField(field);
            }
        }
        return new GameRecord.Game(number, cards);
    }

    private GameRecord.Card readCard() throws IOException {
        String name = "";
        SourcePosition at = here();
        List<GameRecord.Turn> turns = new ArrayList<>();
        while (json.nextToken() == JsonToken.FIELD_NAME) {
            String field = json.currentName();
            switch (field) {
                case "name" -> {
                    if (expect(JsonToken.VALUE_STRING, "the player's name as a string")) {
                        name = json.getText();
                        at = here();
                    }
                }
                case "turns" -> {
                    if (expect(JsonToken.START_ARRAY, "an array of turns")) {
                        while (json.nextToken() == JsonToken.START_OBJECT) {
                            turns.add(readTurn());
                        }
                    }
                }
                default -> unknownField(field);
            }
        }
        return new GameRecord.Card(name, at, turns);
    }

    private GameRecord.Turn readTurn() throws IOException {
        SourcePosition start = here();
        int number = Integer.MAX_VALUE;
        SourcePosition numberAt = start;
        List<String> rolls = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        List<SourcePosition> rollAt = new ArrayList<>();
        List<SourcePosition> keptAt = new ArrayList<>();
        Category box = null;
        SourcePosition boxAt = start;
        int points = GameRecord.Turn.NO_POINTS;
        SourcePosition pointsAt = start;
        int before = problems.size();
        while (json.nextToken() == JsonToken.FIELD_NAME) {
            String field = json.currentName();
            switch (field) {
                case "turn" -> {
                    number = readInt("the turn number");
                    numberAt = here();
                }
                case "rolls" -> readWords(rolls, rollAt, true);
                case "kept" -> readWords(kept, keptAt, false);
                case "box" -> {
                    if (expect(JsonToken.VALUE_STRING, "the box as a string")) {
                        boxAt = here();
                        try {
                            box = Category.parse(json.getText());
                        } catch (IllegalArgumentException e) {
                            problem(boxAt, e.getMessage());
                        }
                    }
                }
                case "points" -> {
                    points = readInt("the points as a number");
                    pointsAt = here();
                }
                default -> unknownField(field);
            }
        }
        if (problems.size() == before) {
            if (rolls.isEmpty() || rolls.size() > 3) {
                problem(start, "a turn has 1 to 3 rolls, not " + rolls.size());
            } else if (kept.size() != rolls.size() - 1) {
                problem(start, "a turn of " + rolls.size() + " rolls has " + (rolls.size() - 1)
                        + " kept dice, not " + kept.size());
            } else if (box == null) {
                problem(start, "the turn has no box: expected \"box\"");
            }
        }
        boolean broken = problems.size() != before;
        List<SourcePosition> at = new ArrayList<>();
        at.add(numberAt);
        at.addAll(rollAt);
        at.addAll(keptAt);
        at.add(boxAt);
        at.add(pointsAt);
        return new GameRecord.Turn(number, broken ? List.of() : rolls, broken ? List.of() : kept,
                box == null ? Category.CHANCE : box, points, broken, broken ? List.of(numberAt) : at);
    }

    private void readWords(List<String> words, List<SourcePosition> at, boolean rolls) throws IOException {
        if (!expect(JsonToken.START_ARRAY, "an array of strings")) {
            return;
        }
        while (json.nextToken() == JsonToken.VALUE_STRING) {
            String word = json.getText();
            RecordTokens.Bad bad = rolls ? RecordTokens.checkRoll(word) : RecordTokens.checkKept(word);
            if (bad != null) {
                problem(here(), bad.message());
            }
            words.add(word);
            at.add(here());
        }
        if (json.currentToken() != JsonToken.END_ARRAY) {
            problem(here(), "expected a string of dice, found " + json.getText());
            json.skipChildren();
            while (json.currentToken() != JsonToken.END_ARRAY && json.nextToken() != null) {
                json.skipChildren();
            }
        }
    }
}
