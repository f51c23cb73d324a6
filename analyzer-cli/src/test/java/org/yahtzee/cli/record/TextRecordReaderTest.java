package org.yahtzee.cli.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.yahtzee.rules.Rules;

final class TextRecordReaderTest {
    static final Path EXAMPLES = Path.of("..", "examples");

    static Stream<Path> examples() throws IOException {
        return Files.list(EXAMPLES).filter(p -> p.toString().endsWith(".txt")).sorted();
    }

    private static GameRecordReader.Result parse(String text) {
        return GameRecordReader.parse("t.txt", text, null);
    }

    @ParameterizedTest
    @MethodSource("examples")
    void examples_areValid_andRoundTripThroughTextAndJson(Path file) throws IOException {
        GameRecordReader.Result r = GameRecordReader.parse(file.toString(), Files.readString(file), null);
        assertTrue(r.isValid(), r.problems().toString());
        String text = GameRecordWriter.write(r.record());
        GameRecordReader.Result again = parse(text);
        assertTrue(again.isValid(), again.problems().toString());
        assertEquals(text, GameRecordWriter.write(again.record()));
        String json = GameRecordJson.write(r.record());
        GameRecordReader.Result fromJson = GameRecordReader.parse("t.json", json, null);
        assertTrue(fromJson.isValid(), fromJson.problems().toString());
        assertEquals(text, GameRecordWriter.write(fromJson.record()));
        assertEquals(json, GameRecordJson.write(fromJson.record()));
    }

    @Test
    void aliases_spacesAndArrowsTouching_areRead() {
        GameRecordReader.Result r = parse("# notes\nrules: Official\n\n1: 22351 keep 22->22664 keep 66 -> 66631 score 6s 18 # ok\n"
                + "2: 12345 score Large Straight\n");
        assertTrue(r.isValid(), r.problems().toString());
        assertEquals(2, r.record().games().get(0).cards().get(0).turns().size());
    }

    /** 100 players make a game; the 101st is a problem at its line (play --players takes the same limit). */
    @Test
    void players_atMostAHundredInAGame() {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 101; i++) {
            text.append("player: P").append(i).append('\n');
        }

        GameRecordReader.Result r = parse(text.toString());

        assertEquals(List.of("t.txt:101:9: more than 100 players in one game: expected at most 100"),
                r.problems().stream().map(RecordProblem::toString).toList());
    }

    /** Each kind of problem, at its line and column. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1: 22351 score sixes 6|1|22|sixes scores 0",
        "1: 22371 score chance|1|7|'7' is not a die",
        "1: 2235 score chance|1|4|4 dice",
        "1: 22351 keep 66 -> 66351 score chance|1|15|not all in roll 1",
        "1: 22351 keep 22 -> 33351 score chance|1|21|does not contain the kept dice",
        "1: 22351 keep 22 -> 22351 keep 22 -> 22351 keep 22 -> 22351 score chance|1|44|a fourth roll",
        "1: 22351 keep 22 -> 22351|1|26|the turn ends after roll 2",
        "1: 22351 score sevens|1|16|unknown box 'sevens'",
        "1: 22351 score chance 13 14|1|26|unexpected '14'",
        "2: 22351 score chance|1|1|turn 2 out of order: expected turn 1",
        "1: 22351 score chance~1: 22351 score chance|2|1|turn 1 out of order",
        "1: 22351 score chance~2: 22351 score chance|2|16|chance is already filled",
        "rules: offical|1|8|unknown rules 'offical'",
        "1: 11111 score yahtzee~2: 11111 score chance|2|16|must go in ones",
        "date: today|1|1|unknown header 'date:'",
        "player: Bob~Ann 1: 22351 score chance|2|1|unknown player 'Ann': expected one of Bob",
        "player: Ann~player: Ann|2|9|player 'Ann' twice in one game",
        "rules: original~1: 22351 score chance~rules: official|3|1|rules given twice (first on line 1)",
        "garbage|1|1|expected a turn",
        "game: 2~game: 1|2|7|game 1 after game 2",
        "game: -3|1|7|bad game number '-3'",
        "game: 0|1|7|bad game number '0'",
        "1: 22351 score chance~player: Bob|2|9|a player without a name in a game with several players",
        "game: 1~player: Ann~Ann 1: 22351 score chance~game: 2~Ann 1: 22351 score chance~2: 22351 score ones|6|1|"
                + "a player without a name in a game with several players",
        "5: 2237 score chance|1|1|turn 5 out of order",
        "1234567890: 22351 score chance|1|1|bad turn number '1234567890': expected 1..13",
        "1: 22351 score chance 99999999999|1|23|bad points '99999999999'",
        "player: 42|1|9|player name '42' is a number",
        "\uD83D\uDE00\uD83D\uDE00 1: 22371 score chance|1|10|'7' is not a die",
        "player: \uD83D\uDE00\uD83D\uDE00~\uD83D\uDE00\uD83D\uDE00 1: 22371 score chance|2|10|'7' is not a die",
    })
    void problem_isReportedAtItsLineAndColumn(String text, int line, int column, String message) {
        List<RecordProblem> problems = parse(unescape(text).replace('~', '\n')).problems();
        assertTrue(!problems.isEmpty(), "no problem found in " + text);
        RecordProblem p = problems.get(0);
        assertEquals(line + ":" + column, p.line() + ":" + p.column(), p.toString());
        assertTrue(p.message().contains(message), p.toString());
        assertTrue(p.toString().startsWith("t.txt:" + line + ":" + column + ": "));
    }

    /** The {@code \\uXXXX} escapes of a CSV case (the emoji, kept out of the source file). */
    private static String unescape(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            if (text.startsWith("\\u", i)) {
                out.append((char) Integer.parseInt(text.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                out.append(text.charAt(i));
            }
        }
        return out.toString();
    }

    /** A rules: line after the turns names the rules they are read under (the record is read again). */
    @Test
    void rulesAfterTheTurns_theTurnsAreReadUnderThem() {
        GameRecordReader.Result read = parse("1: 11111 score yahtzee 50\n2: 11111 score fh 25\nrules: original\n");

        assertEquals(List.of(), read.problems());
        assertEquals(org.yahtzee.rules.Rules.ORIGINAL, read.record().rules());
    }

    @Test
    void onlyTheFirstProblemOfALine_isReported() {
        List<RecordProblem> problems = parse("3: 2237 score sevens\n").problems();
        assertEquals(List.of("t.txt:1:1: turn 3 out of order: expected turn 1"),
                problems.stream().map(RecordProblem::toString).toList());
    }

    @Test
    void aLineOverTheBound_stopsTheReadingThere() {
        String text = "1: 22351 score chance\n# " + "x".repeat(RecordLimits.LINE_CHARACTERS - 2) + "\n"
                + "2: 22351 score twos\n#" + "\uD83D\uDE00".repeat(RecordLimits.LINE_CHARACTERS) + "\n3: bad line\n";
        List<RecordProblem> problems = parse(text).problems();
        // Line 2 is 10,000 characters, at the bound; line 4 is 10,001 (an emoji is one), and nothing after it is read.
        assertEquals(List.of("t.txt:4:10001: line 4 is longer than 10,000 characters: expected a line of a game record "
                + "(reading stops here)"), problems.stream().map(RecordProblem::toString).toList());
    }

    @Test
    void aHugeWord_isEchoedCut() {
        List<RecordProblem> problems = parse("1: " + "1".repeat(9000) + " score chance\n").problems();
        assertEquals("'" + "1".repeat(77) + "...' (9000 characters) is not a roll: 9000 dice, expected five digits 1..6",
                problems.get(0).message());
    }

    @Test
    void problems_stopAfterTheBound() {
        List<RecordProblem> problems = parse("nonsense\n".repeat(1000)).problems();
        assertEquals(RecordLimits.PROBLEMS + 1, problems.size());
        assertEquals("t.txt:100:1: 100 problems: reading stops here (is this a game record?)",
                problems.get(RecordLimits.PROBLEMS).toString());
    }

    @Test
    void controlCharacters_inAName_areEscapedInProblems() {
        List<RecordProblem> problems = parse("player: A\u001b[31m\nB 1: 22351 score chance\n").problems();
        assertEquals("t.txt:2:1: unknown player 'B': expected one of A\\u001b[31m (or a 'player:' line first)",
                problems.get(0).toString());
    }

    @Test
    void fourteenthTurn_isReported() throws IOException {
        String clean = Files.readString(EXAMPLES.resolve("clean-solitaire.txt"));
        List<RecordProblem> problems = parse(clean + "14: 22351 score chance\n").problems();
        assertEquals(1, problems.size(), problems.toString());
        assertEquals("a 14th turn: a game has 13 turns; start the next game with a 'game: 2' line",
                problems.get(0).message());
    }

    @Test
    void severalProblems_areAllReported() {
        List<RecordProblem> problems = parse("1: 22371 score chance\n2: 22351 score sevens\n3: 1234 score ones\n").problems();
        assertEquals(List.of(1, 2, 3), problems.stream().map(RecordProblem::line).toList());
    }

    @Test
    void rulesOverride_replacesTheHeader() {
        assertEquals(Rules.NO_BONUS, GameRecordReader.parse("t", "rules: official\n", Rules.NO_BONUS).record().rules());
    }

    @Test
    void jsonProblems_carryLineAndColumn() {
        GameRecordReader.Result r = GameRecordReader.parse("t.json",
                "{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n"
                        + "  {\"turn\": 1, \"rolls\": [\"22371\"], \"kept\": [], \"box\": \"chance\"}]}]}]}", null);
        assertEquals(2, r.problems().get(0).line(), r.problems().toString());
        GameRecordReader.Result bad = GameRecordReader.parse("t.json", "{\"games\": [", null);
        assertTrue(bad.problems().get(0).message().startsWith("the JSON ends too early"), bad.problems().toString());
    }

    /** Thousands of mutated records: never an exception, every problem inside the text. */
    @Test
    void mutatedRecords_neverThrow_andProblemsPointIntoTheText() throws IOException {
        List<String> bases = examples().map(p -> {
            try {
                return Files.readString(p);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).toList();
        String alphabet = "0123456789:->#keepscorenone \n\t{}[]\"";
        SplittableRandom random = new SplittableRandom(42);
        int withProblems = 0;
        for (int i = 0; i < 5000; i++) {
            StringBuilder text = new StringBuilder(bases.get(random.nextInt(bases.size())));
            for (int m = 1 + random.nextInt(4); m > 0; m--) {
                if (text.length() == 0) {
                    break;
                }
                int at = random.nextInt(text.length());
                switch (random.nextInt(4)) {
                    case 0 -> text.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    case 1 -> text.deleteCharAt(at);
                    case 2 -> text.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    default -> text.setLength(at); // truncated
                }
            }
            String s = text.toString();
            GameRecordReader.Result r = i % 10 == 0 ? GameRecordReader.parse("m", GameRecordJson.write(parse(bases.get(0)).record())
                    .substring(0, 1 + random.nextInt(200)), null) : parse(s);
            long lines = s.lines().count() + 1;
            for (RecordProblem p : r.problems()) {
                assertTrue(p.line() >= 1 && p.column() >= 1, p.toString());
                if (i % 10 != 0) {
                    assertTrue(p.line() <= lines, p + " in\n" + s);
                }
            }
            withProblems += r.isValid() ? 0 : 1;
        }
        assertTrue(withProblems > 3000, "mutations found: " + withProblems);
    }
}
