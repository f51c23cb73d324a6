package org.yahtzee.cli.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.game.KeepRules;
import org.yahtzee.rules.Category;

/**
 * Reads the JSON form of a game record (docs/game-record.md) token by token into a
 * {@link RecordBuilder}, so the checks of the text form apply as they are. What only JSON has is
 * checked here and in {@link JsonValues}: the shape (no unknown field, none twice, each element
 * an object of its kind, no field missing), the types, one value in the file. A value of the
 * wrong type or an unknown field is reported and skipped, and reading goes on; broken JSON (a
 * syntax error, the end too early, a duplicate field, a bound of {@link RecordLimits} passed)
 * ends it.
 */
final class JsonRecordReader {

    /** A player's turns read before its name, which may come last: at most 14 are held. */
    private record HeldTurn(String numberWord, GameRecord.Turn turn) {
    }

    private final RecordBuilder builder;
    private final RecordProblems problems;
    private JsonValues json;

    JsonRecordReader(RecordBuilder builder, RecordProblems problems) {
        this.builder = builder;
        this.problems = problems;
    }

    /** Reads the record in {@code in} to its end, or to broken JSON or too many problems. */
    void read(Reader in) throws IOException {
        try (JsonValues values = new JsonValues(in, problems)) {
            json = values;
            try {
                record();
            } catch (CharacterCodingException e) {
                values.notUtf8();
            } catch (JsonProcessingException e) {
                values.broken(e);
            }
        }
    }

    private void record() throws IOException {
        if (json.next() != JsonToken.START_OBJECT) {
            json.problem("expected a game record, a JSON object '{', found " + json.found());
            return;
        }
        while (json.nextField()) {
            SourcePosition keyAt = json.here();
            switch (json.field()) {
                case "format" -> {
                    String format = json.string("the format");
                    if (format != null && !GameRecordJson.FORMAT.equals(format)) {
                        json.problem("unknown format " + UserText.quote(format) + ": expected "
                                + GameRecordJson.FORMAT);
                    }
                }
                case "rules" -> {
                    String rules = json.string("the rules");
                    if (rules != null) {
                        builder.rules(rules, json.here(), keyAt);
                    }
                }
                case "games" -> games();
                default -> json.unknownField("format, rules or games");
            }
        }
        if (!problems.isFull() && json.next() != null) {
            json.problem("unexpected " + json.found() + " after the record's closing '}': expected the end of the "
                    + "file");
        }
    }

    private void games() throws IOException {
        if (!json.array("the games")) {
            return;
        }
        while (json.nextObject("a game object")) {
            builder.startGame();
            while (json.nextField()) {
                switch (json.field()) {
                    case "game" -> {
                        String number = json.integer("the game number");
                        if (number != null) {
                            builder.gameNumber(number, json.here());
                        }
                    }
                    case "players" -> players();
                    default -> json.unknownField("game or players");
                }
            }
            builder.endGame();
        }
    }

    private void players() throws IOException {
        if (!json.array("the players")) {
            return;
        }
        while (json.nextObject("a player object")) {
            SourcePosition start = json.here();
            boolean named = false; // a "name" field was read, good or bad: the turns then go to the card, or nowhere
            CardReplay card = null;
            List<HeldTurn> held = new ArrayList<>();
            while (json.nextField()) {
                switch (json.field()) {
                    case "name" -> {
                        named = true;
                        String name = json.string("the player's name");
                        card = name == null ? null : builder.player(name, json.here());
                        for (HeldTurn h : card == null ? List.<HeldTurn>of() : held) {
                            builder.turn(card, h.numberWord(), h.turn());
                        }
                    }
                    case "turns" -> turns(card, named, held);
                    default -> json.unknownField("name or turns");
                }
            }
            if (!named && !problems.isFull()) {
                problems.add(start, "a player without \"name\": expected \"name\": \"NAME\" (\"\" for a game's "
                        + "one player without a name)");
            }
        }
    }

    /** The turns of a player: to its card, or held until its name is read. */
    private void turns(CardReplay card, boolean named, List<HeldTurn> held) throws IOException {
        if (!json.array("the turns")) {
            return;
        }
        while (json.nextObject("a turn object")) {
            HeldTurn turn = turn();
            if (card != null) {
                builder.turn(card, turn.numberWord(), turn.turn());
            } else if (!named && held.size() <= Category.COUNT) {
                held.add(turn);
            }
        }
    }

    /** One turn object; broken if any of its fields had a problem. */
    private HeldTurn turn() throws IOException {
        SourcePosition start = json.here();
        int before = problems.count();
        String numberWord = null;
        SourcePosition numberAt = start;
        List<String> rolls = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        List<SourcePosition> rollAt = new ArrayList<>();
        List<SourcePosition> keptAt = new ArrayList<>();
        Category box = null;
        SourcePosition boxAt = start;
        int points = GameRecord.Turn.NO_POINTS;
        SourcePosition pointsAt = start;
        while (json.nextField()) {
            switch (json.field()) {
                case "turn" -> {
                    numberWord = json.integer("the turn number");
                    numberAt = json.here();
                }
                case "rolls" -> dice(rolls, rollAt, true);
                case "kept" -> dice(kept, keptAt, false);
                case "box" -> {
                    String name = json.string("the box");
                    boxAt = json.here();
                    try {
                        box = name == null ? null : RecordTokens.box(name);
                    } catch (IllegalArgumentException e) {
                        json.problem(e.getMessage());
                    }
                }
                case "points" -> {
                    String word = json.integer("the points");
                    pointsAt = json.here();
                    RecordTokens.Bad bad = word == null ? null : RecordTokens.checkPoints(word);
                    if (bad != null) {
                        json.problem(bad.message());
                    } else if (word != null) {
                        points = RecordTokens.points(word);
                    }
                }
                default -> json.unknownField("turn, rolls, kept, box or points");
            }
        }
        if (problems.count() == before) {
            missing(start, numberWord, rolls, kept, box);
        }
        int number = numberWord == null ? -1 : RecordTokens.number(numberWord);
        return new HeldTurn(numberWord, problems.count() != before ? GameRecord.Turn.broken(number, numberAt)
                : GameRecord.Turn.read(number, rolls, kept, box, points, numberAt, rollAt, keptAt, boxAt, pointsAt));
    }

    /** Reports the first field a turn lacks, if any. */
    private void missing(SourcePosition start, String numberWord, List<String> rolls, List<String> kept, Category box) {
        if (numberWord == null) {
            problems.add(start, "a turn without \"turn\": expected its number, 1..13");
        } else if (rolls.isEmpty()) {
            problems.add(start, "a turn without \"rolls\": expected one to three rolls");
        } else if (kept.size() != rolls.size() - 1) {
            problems.add(start, "a turn of " + rolls.size() + (rolls.size() == 1 ? " roll" : " rolls")
                    + " keeping dice " + kept.size() + (kept.size() == 1 ? " time" : " times")
                    + ": expected \"kept\" to hold one fewer than \"rolls\" (the dice kept before each roll after "
                    + "the first)");
        } else if (box == null) {
            problems.add(start, "a turn without \"box\": expected the box scored");
        }
    }

    /** The strings of "rolls" or "kept", each checked; at most three rolls are kept. */
    private void dice(List<String> words, List<SourcePosition> at, boolean rolls) throws IOException {
        if (!json.array(rolls ? "the rolls" : "the kept dice")) {
            return;
        }
        boolean fourth = false;
        while (json.next() != JsonToken.END_ARRAY && !problems.isFull()) {
            if (json.current() != JsonToken.VALUE_STRING) {
                json.wrongType(rolls ? "a roll as a string" : "kept dice as a string");
                continue;
            }
            String word = json.text();
            RecordTokens.Bad bad = rolls ? RecordTokens.checkRoll(word, false) : RecordTokens.checkKept(word);
            if (bad != null) {
                json.problem(bad.message());
            } else if (rolls && words.size() == 3) {
                if (!fourth) {
                    json.problem(KeepRules.FOURTH_ROLL);
                }
                fourth = true;
            } else if (words.size() < 3) {
                words.add(word);
                at.add(json.here());
            }
        }
    }
}
