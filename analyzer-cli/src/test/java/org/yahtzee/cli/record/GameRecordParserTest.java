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

final class GameRecordParserTest {
    static final Path EXAMPLES = Path.of("..", "examples");

    static Stream<Path> examples() throws IOException {
        return Files.list(EXAMPLES).filter(p -> p.toString().endsWith(".txt")).sorted();
    }

    private static GameRecordParser.Result parse(String text) {
        return GameRecordParser.parse("t.txt", text, null);
    }

    @ParameterizedTest
    @MethodSource("examples")
    void examples_areValid_andRoundTripThroughTextAndJson(Path file) throws IOException {
        GameRecordParser.Result r = GameRecordParser.parse(file.toString(), Files.readString(file), null);
        assertTrue(r.isValid(), r.problems().toString());
        String text = GameRecordWriter.write(r.record());
        GameRecordParser.Result again = parse(text);
        assertTrue(again.isValid(), again.problems().toString());
        assertEquals(text, GameRecordWriter.write(again.record()));
        String json = GameRecordJson.write(r.record());
        GameRecordParser.Result fromJson = GameRecordJson.read("t.json", json, null);
        assertTrue(fromJson.isValid(), fromJson.problems().toString());
        assertEquals(text, GameRecordWriter.write(fromJson.record()));
        assertEquals(json, GameRecordJson.write(fromJson.record()));
    }

    @Test
    void aliases_spacesAndArrowsTouching_areRead() {
        GameRecordParser.Result r = parse("# notes\nrules: Official\n\n1: 22351 keep 22->22664 keep 66 -> 66631 score 6s 18 # ok\n"
                + "2: 12345 score Large Straight\n");
        assertTrue(r.isValid(), r.problems().toString());
        assertEquals(2, r.record().games().get(0).cards().get(0).turns().size());
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
        "Ann 1: 22351 score chance|1|1|unknown player 'Ann'",
        "player: Ann~player: Ann|2|9|declared twice",
        "1: 22351 score chance~rules: official|2|1|rules: after the first turn",
        "garbage|1|1|expected a turn",
        "game: 2~game: 1|2|7|game 1 after game 2",
    })
    void problem_isReportedAtItsLineAndColumn(String text, int line, int column, String message) {
        List<RecordProblem> problems = parse(text.replace('~', '\n')).problems();
        assertTrue(!problems.isEmpty(), "no problem found in " + text);
        RecordProblem p = problems.get(0);
        assertEquals(line + ":" + column, p.line() + ":" + p.column(), p.toString());
        assertTrue(p.message().contains(message), p.toString());
        assertTrue(p.toString().startsWith("t.txt:" + line + ":" + column + ": "));
    }

    @Test
    void fourteenthTurn_isReported() throws IOException {
        String clean = Files.readString(EXAMPLES.resolve("clean-solitaire.txt"));
        List<RecordProblem> problems = parse(clean + "14: 22351 score chance\n").problems();
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).message().contains("a 14th turn"), problems.toString());
    }

    @Test
    void severalProblems_areAllReported() {
        List<RecordProblem> problems = parse("1: 22371 score chance\n2: 22351 score sevens\n3: 1234 score ones\n").problems();
        assertEquals(List.of(1, 2, 3), problems.stream().map(RecordProblem::line).toList());
    }

    @Test
    void rulesOverride_replacesTheHeader() {
        assertEquals(Rules.NO_BONUS, GameRecordParser.parse("t", "rules: official\n", Rules.NO_BONUS).record().rules());
    }

    @Test
    void jsonProblems_carryLineAndColumn() {
        GameRecordParser.Result r = GameRecordJson.read("t.json",
                "{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"\", \"turns\": [\n"
                        + "  {\"turn\": 1, \"rolls\": [\"22371\"], \"kept\": [], \"box\": \"chance\"}]}]}]}", null);
        assertEquals(2, r.problems().get(0).line(), r.problems().toString());
        GameRecordParser.Result bad = GameRecordJson.read("t.json", "{\"games\": [", null);
        assertTrue(bad.problems().get(0).message().startsWith("bad JSON"), bad.problems().toString());
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
            GameRecordParser.Result r = i % 10 == 0 ? GameRecordJson.read("m", GameRecordJson.write(parse(bases.get(0)).record())
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
