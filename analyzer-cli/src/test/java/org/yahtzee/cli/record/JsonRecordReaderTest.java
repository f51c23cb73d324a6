package org.yahtzee.cli.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The JSON form's defects, each reported at its line and column (in characters), none skipped silently. */
final class JsonRecordReaderTest {

    private static List<String> problems(String json) {
        List<String> found = new ArrayList<>();
        for (RecordProblem p : GameRecordReader.parse("t.json", json, null).problems()) {
            found.add(p.line() + ":" + p.column() + " " + p.message());
        }
        return found;
    }

    private static Arguments defect(String json, List<String> expected) {
        return Arguments.of(json.length() > 200 ? json.substring(0, 200) + "..." : json, json, expected);
    }

    static Stream<Arguments> defects() {
        return Stream.of(
            // a value that is not a turn is reported, and the turns after it are still read
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"turn\": 1, \"rolls\": [\"22351\"], \"kept\": [], \"box\": \"chance\"},\n0,\n{\"turn\": 2, \"rolls\": [\"22351\"], \"kept\": [], \"box\": \"chance\"}]}]}]}", List.of("3:1 expected a turn object, found '0'", "4:52 chance is already filled")),
            // unterminated
            defect("{\"games\":[[[", List.of("1:11 expected a game object, found an array", "1:13 the JSON ends too early")),
            // brackets at the root
            defect("[".repeat(100_000), List.of("1:1 expected a game record, a JSON object '{', found an array")),
            // brackets deeper than the bound
            defect("{\"games\": [" + "[".repeat(100_000), List.of("1:12 expected a game object, found an array", "1:26 JSON nested deeper than 16")),
            // garbage after the record
            defect("{\"games\": []}\nx", List.of("2:1 bad JSON: Unrecognized token 'x'")),
            // a second value after the record
            defect("{\"games\": []} {}", List.of("1:15 unexpected an object after the record's closing '}'")),
            // a duplicate field
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"turn\": 1, \"rolls\": [\"22351\"], \"kept\": [], \"box\": \"chance\", \"box\": \"twos\"}]}]}]}", List.of("2:62 field 'box' given twice in one object")),
            // a duplicate field at the top
            defect("{\"games\": [],\n \"games\": []}", List.of("2:2 field 'games' given twice in one object")),
            // two players of one name
            defect("{\"games\": [{\"game\": 1, \"players\": [\n{\"name\": \"Ann\", \"turns\": []},\n{\"name\": \"Ann\", \"turns\": []}]}]}", List.of("3:10 player 'Ann' twice in one game")),
            // two players without a name
            defect("{\"games\": [{\"game\": 1, \"players\": [\n{\"name\": \"\", \"turns\": []},\n{\"name\": \"\", \"turns\": []}]}]}", List.of("3:10 a player without a name in a game with several players")),
            // a named player after one without a name
            defect("{\"games\": [{\"game\": 1, \"players\": [\n{\"name\": \"\", \"turns\": []},\n{\"name\": \"Bob\", \"turns\": []}]}]}", List.of("3:10 a player without a name in a game with several players")),
            // game 0
            defect("{\"games\": [{\"game\": 0, \"players\": []}]}", List.of("1:21 bad game number '0': expected a whole number from 1")),
            // game -3
            defect("{\"games\": [{\"game\": -3, \"players\": []}]}", List.of("1:21 bad game number '-3': expected a whole number from 1")),
            // a repeated game
            defect("{\"games\": [{\"game\": 2, \"players\": []},\n{\"game\": 2, \"players\": []}]}", List.of("2:10 game 2 after game 2: expected a number above 2")),
            // a decreasing game
            defect("{\"games\": [{\"game\": 2, \"players\": []},\n{\"game\": 1, \"players\": []}]}", List.of("2:10 game 1 after game 2: expected a number above 2")),
            // a game number as a string
            defect("{\"games\": [{\"game\": \"1\", \"players\": []}]}", List.of("1:21 expected the game number as a whole number, found the string '1'")),
            // rolls as a string
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"turn\": 1, \"rolls\": \"22351\", \"kept\": [], \"box\": \"chance\"}]}]}]}", List.of("2:22 expected the rolls as an array, found the string '22351'")),
            // a turn number as a string
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"turn\": \"1\", \"rolls\": [\"22351\"], \"kept\": [], \"box\": \"chance\"}]}]}]}", List.of("2:10 expected the turn number as a whole number, found the string '1'")),
            // a name as a number
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": 5, \"turns\": []}]}]}", List.of("1:45 expected the player's name as a string, found '5'")),
            // games as an object
            defect("{\"games\": {}}", List.of("1:11 expected the games as an array, found an object")),
            // kept dice as a number
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"turn\": 1, \"rolls\": [\"22351\", \"22664\"], \"kept\": [22], \"box\": \"chance\"}]}]}]}", List.of("2:51 expected kept dice as a string, found '22'")),
            // an unknown field at the top
            defect("{\"game\": 1, \"games\": []}", List.of("1:2 unknown field 'game': expected format, rules or games")),
            // an unknown field in a game
            defect("{\"games\": [{\"game\": 1, \"date\": \"today\", \"players\": []}]}", List.of("1:24 unknown field 'date': expected game or players")),
            // an unknown field in a player
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"Ann\", \"age\": 7, \"turns\": []}]}]}", List.of("1:52 unknown field 'age': expected name or turns")),
            // an unknown field in a turn
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"turn\": 1, \"rolls\": [\"22351\"], \"kept\": [], \"box\": \"chance\", \"note\": \"good\"}]}]}]}", List.of("2:62 unknown field 'note': expected turn, rolls, kept, box or points")),
            // a string over the bound
            defect("{\"games\": [], \"rules\": \"" + "x".repeat(20_000) + "\"}", List.of("1:24 a JSON string longer than 10,000 characters")),
            // a turn without a box
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"turn\": 1, \"rolls\": [\"22351\"], \"kept\": []}]}]}]}", List.of("2:1 a turn without \"box\"")),
            // a turn without rolls
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"turn\": 1, \"kept\": [], \"box\": \"chance\"}]}]}]}", List.of("2:1 a turn without \"rolls\"")),
            // a turn without a number
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"rolls\": [\"22351\"], \"kept\": [], \"box\": \"chance\"}]}]}]}", List.of("2:1 a turn without \"turn\"")),
            // a player without a name
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"turns\": []}]}]}", List.of("1:36 a player without \"name\"")),
            // kept dice missing
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"turn\": 1, \"rolls\": [\"22351\", \"22664\"], \"kept\": [], \"box\": \"chance\"}]}]}]}", List.of("2:1 a turn of 2 rolls keeping dice 0 times")),
            // a fourth roll
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"turn\": 1, \"rolls\": [\"22351\", \"22351\", \"22351\", \"22351\"], \"kept\": [\"\", \"\", \"\"], \"box\": \"chance\"}]}]}]}", List.of("2:50 a fourth roll")),
            // an unknown format
            defect("{\"format\": \"yahtzee/9\", \"games\": []}", List.of("1:12 unknown format 'yahtzee/9': expected yahtzee-game-record/1")),
            // rules given twice, the second after the games
            defect("{\"rules\": \"official\", \"games\": [],\n\"rules\": \"original\"}", List.of("2:1 field 'rules' given twice in one object")),
            // negative points
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n{\"turn\": 1, \"rolls\": [\"22351\"], \"kept\": [], \"box\": \"chance\", \"points\": -5}]}]}]}", List.of("2:72 bad points '-5': expected a whole number, 0 or more")),
            // a 14th turn
            defect(fourteenTurns(), List.of("15:10 a 14th turn: a game has 13 turns; start the next game as another object in \"games\"")),
            // an emoji before a bad roll counts as one column
            defect("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\uD83D\uDE00\uD83D\uDE00\", \"turns\": [{\"turn\": 1, \"rolls\": [\"2235x\"], \"kept\": [], \"box\": \"chance\"}]}]}]}", List.of("1:83 '2235x' is not a roll: 'x' is not a die")));
    }

    /** Each expected entry is "LINE:COLUMN" and the start of the message. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("defects")
    void defect_isReportedAtItsLineAndColumn(String shown, String json, List<String> expected) {
        List<String> found = problems(json);
        assertEquals(expected.size(), found.size(), found.toString());
        for (int i = 0; i < expected.size(); i++) {
            assertTrue(found.get(i).startsWith(expected.get(i)), "expected " + expected.get(i) + "\nfound    " + found.get(i));
        }
    }

    /**
     * Keys sorted, as many JSON writers do: "rules" comes after "games". The second turn, a joker
     * full house while ones is open, is allowed by the original rules only, so the record reads
     * right only when its turns are replayed under the rules it names last.
     */
    @Test
    void rulesAfterTheGames_theTurnsAreReadUnderThem() {
        String sorted = "{\"format\": \"yahtzee-game-record/1\", \"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", "
                + "\"turns\": [{\"box\": \"yahtzee\", \"kept\": [], \"points\": 50, \"rolls\": [\"11111\"], \"turn\": 1}, "
                + "{\"box\": \"full-house\", \"kept\": [], \"points\": 25, \"rolls\": [\"11111\"], \"turn\": 2}]}]}], "
                + "\"rules\": \"original\"}";

        GameRecordReader.Result read = GameRecordReader.parse("t.json", sorted, null);

        assertEquals(List.of(), read.problems());
        assertEquals(org.yahtzee.rules.Rules.ORIGINAL, read.record().rules());
        assertEquals(2, read.record().games().get(0).cards().get(0).turns().size());
        List<String> official = problems(sorted.replace("\"original\"", "\"official\""));
        assertEquals(1, official.size(), official.toString());
        assertTrue(official.get(0).contains("must go in ones"), official.toString());
    }

    /** Thirteen turns, one for each box, then a 14th on line 15 with its number at column 10. */
    private static String fourteenTurns() {
        String[] boxes = {"ones", "twos", "threes", "fours", "fives", "sixes", "three-of-a-kind", "four-of-a-kind",
            "full-house", "small-straight", "large-straight", "yahtzee", "chance"};
        StringBuilder json = new StringBuilder("{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n");
        for (int n = 1; n <= 14; n++) {
            json.append("{\"turn\": ").append(n).append(", \"rolls\": [\"22351\"], \"kept\": [], \"box\": \"")
                    .append(boxes[(n - 1) % 13]).append("\"}").append(n < 14 ? ",\n" : "");
        }
        return json.append("]}]}]}").toString();
    }
}
