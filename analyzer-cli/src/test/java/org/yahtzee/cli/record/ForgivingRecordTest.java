package org.yahtzee.cli.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The forms a record takes as people write them (docs/game-record.md): players introduced by
 * their first turn, dice typed apart, {@code hold}; and the mistakes these forms must still catch.
 */
final class ForgivingRecordTest {

    private static GameRecordReader.Result parse(String text) {
        return GameRecordReader.parse("t.txt", text, null);
    }

    private static List<String> problems(String text) {
        return parse(text).problems().stream().map(p -> p.line() + ":" + p.column() + " " + p.message()).toList();
    }

    private static List<String> names(GameRecord.Game game) {
        return game.cards().stream().map(GameRecord.Card::name).toList();
    }

    @Test
    void turnLines_introduceTheirPlayers_inTheOrderTheyFirstPlay() {
        GameRecordReader.Result r = parse("Ann 1: 22351 score chance\nBob Lee 1: 12345 score ls\nAnn 2: 11111 score y\n"
                + "Bob Lee 2: 66666 score yahtzee\n");
        assertEquals(List.of(), r.problems());
        GameRecord.Game game = r.record().games().get(0);
        assertEquals(List.of("Ann", "Bob Lee"), names(game));
        assertEquals(2, game.cards().get(0).turns().size());
    }

    @Test
    void namesIntroducedByTurns_carryOverIntoLaterGames_andNewOnesJoin() {
        GameRecordReader.Result r = parse("Ann 1: 22351 score chance\nBob 1: 12345 score ls\ngame: 2\n"
                + "Bob 1: 11111 score y\nCat 1: 12345 score ls\nAnn 1: 22351 score chance\n");
        assertEquals(List.of(), r.problems());
        assertEquals(List.of("Bob", "Cat", "Ann"), names(r.record().games().get(1)));
    }

    /** Once a game has 'player:' lines they are its players: another name is most likely a typo. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "player: Ann~player: Bob~Anne 1: 22351 score chance|3:1 unknown player 'Anne': expected one of Ann, Bob "
                + "(or a 'player:' line first)",
        "1: 22351 score chance~Ann 1: 22351 score chance|2:1 a player without a name in a game with several players",
        "Ann 1: 22351 score chance~2: 22351 score twos|2:1 a player without a name in a game with several players",
        "game 2: 22351 score chance|1:1 player name 'game' is a header key: expected a name (a header is 'game: ...',"
                + " the ':' right after the key)",
        "42 7: 22351 score chance|1:1 player name '42' is a number: expected a name",
    })
    void aNameNoRuleAllows_isStillAProblem(String text, String problem) {
        assertStartsWith(problem, problems(text.replace('~', '\n')));
    }

    /** The first problem found starts with {@code problem} ("LINE:COLUMN message"). */
    private static void assertStartsWith(String problem, List<String> found) {
        assertTrue(!found.isEmpty() && found.get(0).startsWith(problem), "expected " + problem + ", found " + found);
    }

    @Test
    void diceTypedApart_andHold_readAsTheDigits() {
        GameRecordReader.Result r = parse("1: 2 2 3 5 1 keep 2,2 -> 2, 2, 6, 6, 4 hold 6 6->6 6 6 3 1 score sixes 18\n"
                + "2: 1,2,3,4,5 HOLD none -> 12345 score ls 40\n");
        assertEquals(List.of(), r.problems());
        List<GameRecord.Turn> turns = r.record().games().get(0).cards().get(0).turns();
        assertEquals(List.of("22351", "22664", "66631"), turns.get(0).rolls());
        assertEquals(List.of("22", "66"), turns.get(0).kept());
        assertEquals(List.of(""), turns.get(1).kept());
        assertEquals(new SourcePosition(1, 4), turns.get(0).rollPosition(0));
        assertEquals(new SourcePosition(1, 26), turns.get(0).rollPosition(1));
        assertEquals(new SourcePosition(1, 19), turns.get(0).keptPosition(0));
    }

    /** Where dice typed apart end: five single digits, or one word; anything else is named at its column. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1: 2 2 3 score chance|1:4 '2 2 3' is not a roll: 3 dice, expected five digits 1..6",
        "1: 2 2 7 5 1 score chance|1:8 '2 2 7 5 1' is not a roll: '7' is not a die, expected five digits 1..6",
        "1: 2 2 3 5 1 6 score chance|1:14 unexpected '6' after roll 1",
        "1: 22 351 score chance|1:4 '22' is not a roll: 2 dice, expected five digits 1..6",
        "1: 22351 keep 22 22664 score twos|1:18 expected '->' and the next roll after the kept dice, found '22664'",
        "1: 22351 keep 2 2 2 2 2 2 -> 22222 score twos|1:25 expected '->' and the next roll after the kept dice, "
                + "found '2'",
        "1: 22351 hold 2 9 -> 22222 score twos|1:17 bad kept dice '2 9': '9' is not a die",
        "1: 22351 keep 2 2 -> 2 2 6 6 score twos|1:22 '2 2 6 6' is not a roll: 4 dice",
    })
    void diceTypedApart_mistakes(String text, String problem) {
        assertStartsWith(problem, problems(text));
    }

    /** A turn that is rejected leaves the card as it was: the turn after it is judged on its own. */
    @Test
    void aTurnWithAWrongNumber_isNotScored() {
        assertEquals(List.of("2:1 turn 3 out of order: expected turn 2"),
                problems("1: 22351 score chance\n3: 12345 score ls\n4: 12345 score ls\n"));
        assertEquals(List.of("15:5 a 14th turn of Ann: a game has 13 turns; start the next game with a 'game: 5' line"),
                problems(thirteenTurns("game: 4\nAnn ") + "Ann 14: 22351 score chance\n").subList(0, 1));
    }

    @Test
    void aFourteenthTurnInJson_saysHowTheNextGameStarts() {
        StringBuilder turns = new StringBuilder();
        for (int t = 1; t <= 14; t++) {
            turns.append(t > 1 ? "," : "").append("{\"turn\": ").append(t)
                    .append(", \"rolls\": [\"22351\"], \"kept\": [], \"box\": \"").append(t <= 13
                            ? org.yahtzee.rules.Category.byId(t - 1).canonicalName() : "chance").append("\"}");
        }
        GameRecordReader.Result r = GameRecordReader.parse("t.json",
                "{\"games\": [{\"players\": [{\"name\": \"\", \"turns\": [" + turns + "]}]}]}", null);
        assertEquals("a 14th turn: a game has 13 turns; start the next game as another object in \"games\"",
                r.problems().get(0).message());
    }

    /** Thirteen turns of one card on one line each (the first line holds {@code head} and turn 1). */
    private static String thirteenTurns(String head) {
        StringBuilder text = new StringBuilder();
        for (int t = 1; t <= 13; t++) {
            text.append(t == 1 ? head : "Ann ").append(t).append(": 22351 score ")
                    .append(org.yahtzee.rules.Category.byId(t - 1).canonicalName()).append('\n');
        }
        return text.toString();
    }
}
