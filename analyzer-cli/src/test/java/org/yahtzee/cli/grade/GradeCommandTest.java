package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordJson;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.files.SpecialFiles;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.ReferenceSolver;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableCache;

@Order(5) // 28 s of the module's run: started early (the parent pom)
final class GradeCommandTest {
    private static final Path EXAMPLES = Path.of("..", "examples");
    private static final ObjectMapper JSON = new ObjectMapper();

    private static CommandRun grade(String... args) {
        return CommandRun.run(SharedCache.directory(), CommandRun.prefixed(args, "grade"));
    }

    /**
     * Every decision's loss as the naive reference solver computes it from the same table, and
     * the identity score = expected - loss + luck, for each example.
     */
    @ParameterizedTest
    @ValueSource(strings = {"several-mistakes.txt", "clean-solitaire.txt", "jokers-official.txt",
        "jokers-free-choice.txt", "jokers-original.txt", "jokers-no-bonus.txt"})
    void example_lossesMatchTheReferenceSolver_andTermsAddUp(String name) throws IOException {
        Path file = EXAMPLES.resolve(name);
        CommandRun run = grade(file.toString(), "--json");
        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode root = JSON.readTree(run.out());
        GameRecord record = GameRecordReader.parse(name, Files.readString(file), null).record();
        Rules rules = record.rules();
        assertEquals(rules.canonicalName(), root.get("rules").asText());
        JsonNode game = root.get("players").get(0).get("games").get(0);
        assertIdentity(game);

        StateValues values = new TableCache(SharedCache.directory()).load(rules, TableCache.Listener.SILENT);
        ReferenceSolver reference = new ReferenceSolver(rules, values);
        Scorecard card = Scorecard.empty(rules);
        double totalLoss = 0;
        for (JsonNode d : game.get("decisions")) {
            int[] dice = digits(d.get("dice").asText());
            int left = 3 - d.get("roll").asInt();
            int mask = card.usedMask();
            int upper = card.cappedUpper();
            boolean y50 = card.yahtzeeHolds50();
            double best;
            double played;
            if (d.get("played").get("action").asText().equals("keep")) {
                best = reference.rollValue(mask, upper, y50, dice, left);
                int[] kept = digits(d.get("played").get("keep").asText());
                played = kept.length == 5 ? reference.rollValue(mask, upper, y50, dice, 0)
                        : reference.keepValue(mask, upper, y50, kept, left);
            } else {
                Category box = Category.parse(d.get("played").get("box").asText());
                best = reference.rollValue(mask, upper, y50, dice, 0);
                played = reference.scoreValue(mask, upper, y50, dice, box);
                card = card.score(KeepLattice.rollOfDice(dice), box);
            }
            double loss = best - played < 1e-9 ? 0 : best - played;
            // JSON gives 8 decimals (docs/json.md, "Numbers"): within one unit of the last.
            assertEquals(loss, d.get("loss").asDouble(), 1e-8, d.toString());
            totalLoss += loss;
        }
        assertEquals(totalLoss, game.get("totalLoss").asDouble(), 1e-8);
        assertEquals(card.total(), game.get("score").asInt());
        if (name.startsWith("clean")) {
            assertEquals(0, game.get("totalLoss").asDouble(), 0);
        }
        if (name.startsWith("several")) {
            assertTrue(game.get("flagged").asInt() >= 4, game.toString());
            assertTrue(game.get("lossClasses").get("large").asInt() >= 1, game.toString());
        }
    }

    private static void assertIdentity(JsonNode game) {
        double lhs = game.get("score").asDouble() + game.get("stillToCome").asDouble();
        double rhs = game.get("expectedAtStart").asDouble() - game.get("totalLoss").asDouble() + game.get("luck").asDouble();
        // Four figures each rounded to 8 decimals (docs/json.md, "Numbers").
        assertEquals(lhs, rhs, 2e-8, game.toString());
    }

    private static int[] digits(String s) {
        return s.chars().map(c -> c - '0').toArray();
    }

    @Test
    void twoPlayerSession_gradesEveryCard_byPlayer() throws IOException {
        CommandRun run = grade(EXAMPLES.resolve("two-player-session.txt").toString(), "--json");
        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode players = JSON.readTree(run.out()).get("players");
        assertEquals("Ann", players.get(0).get("name").asText());
        assertEquals("Bob", players.get(1).get("name").asText());
        for (JsonNode p : players) {
            assertEquals(2, p.get("games").size());
            for (JsonNode g : p.get("games")) {
                assertIdentity(g);
                assertTrue(g.get("complete").asBoolean());
                assertTrue(g.get("decisions").size() >= 26);
            }
        }
    }

    @Test
    void text_showsFlaggedDecisionsAndTheSplit() {
        CommandRun run = grade(EXAMPLES.resolve("several-mistakes.txt").toString());
        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("Sam, game 1: final score"), run.out());
        assertTrue(run.out().matches("(?s).*score \\d+ = expected 254\\.\\d+ - loss \\d+\\.\\d+ \\+ luck -?\\d+\\.\\d+.*"), run.out());
        assertTrue(run.out().contains("Verhoeff"), run.out());
        assertEquals("", run.err());
    }

    /** A straight rerolled on roll 1: the moves in the vocabulary's words, in text and in JSON. */
    @Test
    void rerolledStraight_movesInTheVocabulary_textAndJson(@TempDir Path dir) throws IOException {
        Path record = Files.writeString(dir.resolve("straight.txt"), "1: 12345 keep 1234 -> 12346 keep none -> 22456 score chance\n");

        CommandRun text = grade(record.toString());
        CommandRun json = grade(record.toString(), "--json");

        assertEquals(0, text.exitCode(), text.transcript());
        assertTrue(text.out().matches("(?s).*\\n +1 +1  12345  keep 1 2 3 4 +\\d+\\.\\d\\d   "
                + "keep all five and score large-straight \\(40\\) +\\d+\\.\\d\\d +\\d+\\.\\d\\d\\n.*"), text.out());
        assertTrue(text.out().matches("(?s).*\\n +1 +2  12346  reroll all five .*"), text.out());
        assertTrue(text.out().contains(" large (over 5)"), text.out());
        JsonNode decisions = JSON.readTree(json.out()).get("players").get(0).get("games").get(0).get("decisions");
        assertEquals("{\"action\":\"keep\",\"keep\":\"1234\"}", decisions.get(0).get("played").toString());
        assertEquals("{\"action\":\"keep\",\"keep\":\"12345\",\"box\":\"large-straight\",\"points\":40}",
                decisions.get(0).get("best").toString());
        assertEquals("{\"action\":\"keep\",\"keep\":\"\"}", decisions.get(1).get("played").toString());
        assertEquals("{\"action\":\"score\",\"box\":\"chance\",\"points\":19}", decisions.get(2).get("played").toString());
        assertEquals("12346", decisions.get(1).get("dice").asText());
    }

    @Test
    void folder_gradesEveryRecord_withASummary() throws IOException {
        CommandRun run = grade(EXAMPLES.toString());
        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("10 games, "), run.out());
        assertTrue(run.out().contains("games/s"), run.out());
        CommandRun json = grade(EXAMPLES.toString(), "--json");
        JsonNode root = JSON.readTree(json.out());
        assertEquals(7, root.get("files").size());
        assertEquals(10, root.get("summary").get("games").asInt());
    }

    @Test
    void badRecord_listsEveryProblem_exits3_withoutStackTrace(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "1: 22351 score chance\n2: 22351 score chance\n3: 2235 score ones\n");
        Path good = dir.resolve("good.txt");
        Files.copy(EXAMPLES.resolve("clean-solitaire.txt"), good);
        CommandRun run = grade(bad.toString(), good.toString());
        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.err().contains(bad + ":2:16: chance is already filled"), run.err());
        assertTrue(run.err().contains(bad + ":3:4: "), run.err());
        assertTrue(run.err().contains("error: 1 of 2 records could not be read"), run.err());
        assertFalse(run.err().contains("\tat "), run.err());
        assertTrue(run.out().contains("good.txt"), "the good record is still graded");
    }

    /**
     * Issue 21, item 9: a record with no game in it (an empty file, comments only, a header
     * only, {@code {}}, a JSON record without players) was graded as a success with no players.
     */
    @ParameterizedTest
    @ValueSource(strings = {"empty.txt|", "comments.txt|# Saturday night\n\n# nothing yet\n",
        "header.txt|rules: free-choice\n", "empty.json|{}", "players.json|{\"games\": [{\"players\": []}]}"})
    void recordWithNoGame_isAProblem_exits3(String nameAndText, @TempDir Path dir) throws IOException {
        String[] parts = nameAndText.split("\\|", -1);
        Path file = Files.writeString(dir.resolve(parts[0]), parts[1].replace("\\n", "\n"));

        CommandRun run = grade(file.toString());
        CommandRun json = grade(file.toString(), "--json");

        String expected = parts[0].endsWith(".json")
                ? "no game in the record: expected \"games\" with at least one player and their turns"
                : "no game in the record: expected at least one turn, e.g. '1: 22351 keep 22 -> 22664 score twos'";
        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(List.of(file + ":1:1: " + expected, "error: " + file + " could not be read (problems above)"),
                run.errLines());
        assertEquals("", run.out());
        assertEquals(3, json.exitCode(), json.transcript());
        assertFalse(JSON.readTree(json.out()).get("ok").asBoolean(), json.out());
    }

    @Test
    void devNull_holdsNoGame_exits3() {
        assumeTrue(Files.exists(Path.of("/dev/null")), "no /dev/null here");

        CommandRun run = grade("/dev/null");

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("/dev/null:1:1: no game in the record: expected at least one turn, e.g. '1: 22351 keep 22 -> "
                + "22664 score twos'", run.errLines().get(0));
    }

    @Test
    void missingFile_exits3() {
        CommandRun run = grade("/no/such/record.txt");
        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: no such file or directory: /no/such/record.txt"), run.err());
    }

    @Test
    void folderWithoutRecords_exits3SayingSo(@TempDir Path dir) {
        CommandRun run = grade(dir.toString());
        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: no game records (*.txt, *.json) in " + dir + "\n", run.err());
    }

    @Test
    void jsonRecord_isGradedLikeItsText(@TempDir Path dir) throws IOException {
        Path text = EXAMPLES.resolve("several-mistakes.txt");
        GameRecord record = GameRecordReader.parse("t", Files.readString(text), null).record();
        Path json = dir.resolve("game.json");
        Files.writeString(json, GameRecordJson.write(record));
        JsonNode a = JSON.readTree(grade(text.toString(), "--json").out()).get("players");
        JsonNode b = JSON.readTree(grade(json.toString(), "--json").out()).get("players");
        assertEquals(a, b);
    }

    @Test
    void jsonRecord_withAByteOrderMark_isGradedLikeWithout(@TempDir Path dir) throws IOException {
        GameRecord record = GameRecordReader.parse("t", Files.readString(EXAMPLES.resolve("several-mistakes.txt")),
                null).record();
        Path plain = dir.resolve("plain.json");
        Path marked = dir.resolve("marked.json");
        Files.writeString(plain, GameRecordJson.write(record));
        Files.writeString(marked, "\uFEFF" + GameRecordJson.write(record));
        CommandRun run = grade(marked.toString(), "--json");
        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(JSON.readTree(grade(plain.toString(), "--json").out()).get("players"),
                JSON.readTree(run.out()).get("players"));
    }

    @Test
    void jsonRecord_withAValueThatIsNotATurn_isNotGraded_exits3_atItsLineAndColumn(@TempDir Path dir) throws IOException {
        Path record = Files.writeString(dir.resolve("skip.json"), "{\"games\": [{\"game\": 1, \"players\": [\n"
                + "{\"name\": \"\", \"turns\": [{\"turn\": 1, \"rolls\": [\"22351\"], \"kept\": [], \"box\": \"chance\"},\n"
                + "  0, {\"turn\": 2, \"rolls\": [\"22351\"], \"kept\": [], \"box\": \"twos\"}]}]}]}\n");
        CommandRun run = grade(record.toString());
        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(List.of(record + ":3:3: expected a turn object, found '0'", "error: " + record + " could not be read "
                + "(problems above)"), run.errLines());
        assertEquals("", run.out());
    }

    /** A name holding a newline and an escape sequence, as JSON allows: one line for each, nothing sent raw. */
    @Test
    void controlCharacters_inNames_areEscaped_inText_andKept_inJson(@TempDir Path dir) throws IOException {
        String name = "Sam\n, game 1 final score 999 fake\u001b[31m";
        GameRecord record = GameRecordReader.parse("t", Files.readString(EXAMPLES.resolve("several-mistakes.txt")),
                null).record();
        GameRecord.Card card = record.games().get(0).cards().get(0);
        GameRecord renamed = new GameRecord(record.rules(), List.of(
                new GameRecord.Game(1, List.of(new GameRecord.Card(name, card.position(), card.turns()))),
                new GameRecord.Game(2, List.of(new GameRecord.Card(name, card.position(), card.turns())))));
        Path json = Files.writeString(dir.resolve("evil.json"), GameRecordJson.write(renamed));

        CommandRun text = grade(json.toString());

        assertEquals(0, text.exitCode(), text.transcript());
        assertFalse(text.out().contains("\u001b"), text.out());
        assertTrue(text.out().contains("\nSam\\n, game 1 final score 999 fake\\u001b[31m, game 1: final score 235\n"),
                text.out());
        assertTrue(text.out().lines().noneMatch(line -> line.startsWith(", game 1")), "no forged line");
        assertTrue(text.out().contains(" Sam\\n, game 1 final score 999 fake\\u001b[31m    1   235 "), "summary row");
        JsonNode players = JSON.readTree(grade(json.toString(), "--json").out()).get("players");
        assertEquals(name, players.get(0).get("name").asText(), "JSON keeps the name; the generator escapes it");
    }

    @Test
    void emptyPath_isAUsageError_notTheCurrentFolder() {
        CommandRun run = grade("");
        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals(List.of("error: invalid value for positional parameter at index 0..* (FILE): expected a file "
                + "name, was empty", "try 'yahtzee grade --help'"), run.errLines());
    }

    @Test
    void devZero_isRejectedAtItsFirstLine_quickly() {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "a system with /dev/zero");
        CommandRun run = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> grade("/dev/zero"));
        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(List.of("/dev/zero:1:10001: line 1 is longer than 10,000 characters: expected a line of a game "
                + "record (reading stops here)", "error: /dev/zero could not be read (problems above)"), run.errLines());
    }

    /** A FIFO ({@code <(...)}) is read once, spooled, and graded as the same file would be. */
    @Test
    void fifo_isGradedLikeTheFile(@TempDir Path dir) throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("game.fifo"));
        String record = Files.readString(EXAMPLES.resolve("several-mistakes.txt"));
        Thread writer = new Thread(() -> {
            try {
                Files.writeString(fifo, record);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        writer.start();
        CommandRun run = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> grade(fifo.toString(), "--json"));
        writer.join();
        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(JSON.readTree(grade(EXAMPLES.resolve("several-mistakes.txt").toString(), "--json").out()).get("players"),
                JSON.readTree(run.out()).get("players"));
    }

    /** Players taking turns across games are grouped by player in the JSON, in record order within each. */
    @Test
    void interleavedPlayers_areGroupedByPlayer_inJson(@TempDir Path dir) throws IOException {
        Path session = dir.resolve("session.txt");
        LargeRecords.text(session, 3, 2);

        CommandRun run = grade(session.toString(), "--json");

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode players = JSON.readTree(run.out()).get("players");
        assertEquals(2, players.size());
        for (int p = 0; p < 2; p++) {
            assertEquals("P" + (p + 1), players.get(p).get("name").asText());
            JsonNode games = players.get(p).get("games");
            assertEquals(List.of(1, 2, 3), List.of(games.get(0).get("game").asInt(), games.get(1).get("game").asInt(),
                    games.get(2).get("game").asInt()));
        }
    }

    @Test
    void rulesOption_overridesTheRecord() throws IOException {
        CommandRun run = grade(EXAMPLES.resolve("clean-solitaire.txt").toString(), "--rules", "no-bonus", "--json");
        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("no-bonus", JSON.readTree(run.out()).get("rules").asText());
    }
}
