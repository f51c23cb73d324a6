package org.yahtzee.cli.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The same defect in the text and the JSON form of a record gives the same message: the checks
 * live once, in {@link RecordBuilder}, {@link CardReplay} and {@link RecordTokens}. Each record
 * is built in code and written in both forms by the writers. Only the first message is compared:
 * in text, turns name their player, so a player declared twice, or a bad name, also leaves turns
 * without a card ("unknown player"), where JSON's turns sit inside the rejected player.
 */
final class RecordParityTest {

    private static GameRecord.Turn turn(int number, String roll, Category box) {
        return GameRecord.Turn.of(number, List.of(roll), List.of(), box, GameRecord.Turn.NO_POINTS);
    }

    private static GameRecord.Turn turn(int number, List<String> rolls, List<String> kept, Category box, int points) {
        return GameRecord.Turn.of(number, rolls, kept, box, points);
    }

    private static GameRecord.Card card(String name, GameRecord.Turn... turns) {
        return new GameRecord.Card(name, SourcePosition.NONE, List.of(turns));
    }

    private static GameRecord record(GameRecord.Card... cards) {
        return new GameRecord(Rules.OFFICIAL, List.of(new GameRecord.Game(1, List.of(cards))));
    }

    private static GameRecord games(int... numbers) {
        List<GameRecord.Game> games = new ArrayList<>();
        for (int n : numbers) {
            games.add(new GameRecord.Game(n, List.of(card("", turn(1, "22351", Category.CHANCE)))));
        }
        return new GameRecord(Rules.OFFICIAL, games);
    }

    private static Arguments parity(String defect, GameRecord record, String message) {
        return Arguments.of(defect, record, UnaryOperator.<String>identity(), message);
    }

    /** A defect no writer writes: the same replacement made in both forms' text. */
    private static Arguments parity(String defect, GameRecord record, String from, String to, String message) {
        return Arguments.of(defect, record, (UnaryOperator<String>) text -> text.replace(from, to), message);
    }

    static Stream<Arguments> defects() {
        GameRecord.Turn chance = turn(1, "22351", Category.CHANCE);
        return Stream.of(
                parity("a die that is not 1..6", record(card("", turn(1, "22371", Category.CHANCE))),
                        "'22371' is not a roll: '7' is not a die, expected five digits 1..6"),
                parity("four dice", record(card("", turn(1, "2235", Category.CHANCE))),
                        "'2235' is not a roll: 4 dice, expected five digits 1..6"),
                parity("kept dice that are not dice", record(card("", turn(1, List.of("22351", "22664"), List.of("29"),
                        Category.CHANCE, -1))), "bad kept dice '29': '9' is not a die, expected up to five digits 1..6 or 'none'"),
                parity("kept dice not in the roll", record(card("", turn(1, List.of("22351", "66351"), List.of("66"),
                        Category.CHANCE, -1))), "kept dice 66 are not all in roll 1 12235: expected dice from that roll"),
                parity("a roll without the kept dice", record(card("", turn(1, List.of("22351", "33351"), List.of("22"),
                        Category.CHANCE, -1))), "roll 2 13335 does not contain the kept dice 22: expected them and 3 new dice"),
                parity("a fourth roll", record(card("", turn(1, List.of("22351", "22351", "22351", "22351"),
                        List.of("22", "22", "22"), Category.CHANCE, -1))), org.yahtzee.game.KeepRules.FOURTH_ROLL),
                parity("a box filled twice", record(card("", chance, turn(2, "22351", Category.CHANCE))),
                        "chance is already filled (13): expected one of ones, twos, threes, fours, fives, sixes, "
                                + "three-of-a-kind, four-of-a-kind, full-house, small-straight, large-straight, yahtzee"),
                parity("points that do not match", record(card("", turn(1, List.of("22351"), List.of(), Category.TWOS, 6))),
                        "twos scores 4 for 12235 under official rules, not 6"),
                parity("an unknown box", record(card("", chance)), "chance", "sevens",
                        "unknown box 'sevens': expected one of ones, twos, threes, fours, fives, sixes, "
                                + "three-of-a-kind, four-of-a-kind, full-house, small-straight, large-straight, yahtzee, chance or an alias "
                + "(docs/rules.md lists them)"),
                parity("a turn out of order", record(card("", turn(2, "22351", Category.CHANCE))),
                        "turn 2 out of order: expected turn 1"),
                parity("a turn number too long", record(card("", turn(1_234_567_890, "22351", Category.CHANCE))),
                        "bad turn number '1234567890': expected 1..13"),
                // A 14th turn is the one message that differs: each form says how it starts the next
                // game (ForgivingRecordTest).
                parity("an extra Yahtzee in a box the forced joker forbids", record(card("",
                        turn(1, "11111", Category.YAHTZEE), turn(2, "11111", Category.CHANCE))),
                        "under official rules (forced joker) an extra Yahtzee of 1s must go in ones while it is "
                                + "open, not in chance: expected ones"),
                parity("unknown rules", record(card("", chance)), "official", "offical",
                        "unknown rules 'offical': expected official, free-choice, original, no-bonus, or pieces like "
                                + "joker=free,bonus=off"),
                parity("game 0", games(0), "bad game number '0': expected a whole number from 1"),
                parity("game -3", games(-3), "bad game number '-3': expected a whole number from 1"),
                parity("a game repeated", games(1, 1), "game 1 after game 1: expected a number above 1"),
                parity("games going down", games(2, 1), "game 1 after game 2: expected a number above 2"),
                parity("two players of one name", record(card("Ann", chance), card("Ann", chance)),
                        "player 'Ann' twice in one game: expected unique names"),
                parity("a name that is a number", record(card("42", chance)),
                        "player name '42' is a number: expected a name"),
                parity("a name too long", record(card("n".repeat(81), chance)),
                        "player name '" + "n".repeat(77) + "...' (81 characters) is too long: expected at most 80 characters"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("defects")
    void sameDefect_sameMessages_inTextAndJson(String defect, GameRecord record, UnaryOperator<String> edit,
                                               String expected) {
        String text = edit.apply(GameRecordWriter.write(record));
        String json = edit.apply(GameRecordJson.write(record));
        List<String> fromText = messages(GameRecordReader.parse("t.txt", text, null));
        List<String> fromJson = messages(GameRecordReader.parse("t.json", json, null));
        assertFalse(fromText.isEmpty() || fromJson.isEmpty(), text + json);
        assertEquals(expected, fromText.get(0), text);
        assertEquals(expected, fromJson.get(0), json);
    }

    private static List<String> messages(GameRecordReader.Result result) {
        return result.problems().stream().map(RecordProblem::message).toList();
    }
}
