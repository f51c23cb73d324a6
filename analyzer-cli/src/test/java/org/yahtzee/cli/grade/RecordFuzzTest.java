package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordJson;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.GameRecordWriter;

/**
 * A mutation fuzzer of game records, text and JSON, run for a fixed number of cases: each seed of the
 * checked-in corpus (src/test/resources/fuzz, and examples/) is edited at random by
 * {@link RecordMutator} and graded with {@code grade --json}. Whatever the input:
 * <ul>
 *   <li>the exit code is 0 or 3, never a crash (1) and no stack trace;</li>
 *   <li>every error line is short and free of control characters;</li>
 *   <li>standard output is one valid JSON object;</li>
 *   <li>a record that is accepted replays under its rules in {@link RecordReplay}, a second
 *       reading of the rules, to the scores grade printed, and its text and JSON forms grade
 *       alike.</li>
 * </ul>
 * Every build runs the same {@value #CASES} cases (the seed is fixed, so CI repeats itself
 * exactly, whatever the machine's load: a build that ran for ten seconds instead did from 137 to
 * 1,864 cases while other test classes ran beside it). {@code -Dyahtzee.fuzz.cases=N} runs N
 * cases, {@code -Dyahtzee.fuzz.seconds=N} runs for N seconds instead, and
 * {@code -Dyahtzee.fuzz.seed=S} takes another seed. An input that fails is kept in
 * target/fuzz-failures with the seed and the case number.
 */
@Order(3) // 2,000 grades in process, 66 s of the module's run: started early (the parent pom)
final class RecordFuzzTest {
    /** Cases of a build: about four CPU-seconds. */
    private static final int CASES = 2_000;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path work;

    @Test
    void mutatedRecords_neverCrash_acceptedOnesReplay() throws IOException {
        long seed = Long.getLong("yahtzee.fuzz.seed", 20_261_123L);
        Long seconds = Long.getLong("yahtzee.fuzz.seconds");
        long deadline = seconds == null ? Long.MAX_VALUE : System.nanoTime() + seconds * 1_000_000_000L;
        int budget = seconds == null ? Integer.getInteger("yahtzee.fuzz.cases", CASES) : Integer.MAX_VALUE;
        List<String> corpus = corpus();
        Random random = new Random(seed);
        RecordMutator mutator = new RecordMutator(random);
        int cases = 0;
        int accepted = 0;
        while (cases < budget && System.nanoTime() < deadline || cases < corpus.size()) {
            String base = corpus.get(cases % corpus.size());
            byte[] input = cases < corpus.size() ? base.getBytes(StandardCharsets.UTF_8) // each seed as it is
                    : mutator.bytes(mutator.mutate(base, corpus.get(random.nextInt(corpus.size()))));
            try {
                boolean ok = gradeOne(input, cases);
                // Each seed as it is must be valid (a count over the whole run would let one slip by).
                assertTrue(ok || cases >= corpus.size(), "seed " + cases + " of the corpus is not a valid record");
                accepted += ok ? 1 : 0;
            } catch (AssertionError | RuntimeException e) {
                Path kept = keep(input, seed, cases);
                fail("fuzz case " + cases + " (seed " + seed + ", input kept in " + kept + "): " + e.getMessage(), e);
            }
            cases++;
        }
        System.out.println("record fuzzer: " + cases + " cases (" + accepted + " accepted), seed " + seed);
    }

    /** Grades one input; true if it was accepted. */
    private boolean gradeOne(byte[] bytes, int number) throws IOException {
        String input = new String(bytes, StandardCharsets.UTF_8); // what an accepted record must read as
        Path file = work.resolve("case" + number + (input.stripLeading().startsWith("{") ? ".json" : ".txt"));
        Files.write(file, bytes);
        CommandRun run = CommandRun.run(SharedCache.directory(), "grade", "--json", file.toString());
        Files.delete(file);

        assertTrue(run.exitCode() == 0 || run.exitCode() == 3, "exit " + run.exitCode() + "\n" + run.transcript());
        assertTrue(!run.err().contains("Exception") && !run.err().contains("\tat "), run.transcript());
        for (String line : run.errLines()) {
            assertTrue(line.length() <= 400, "an error line of " + line.length() + " characters");
            assertTrue(line.chars().noneMatch(Character::isISOControl), "a control character in: " + line);
        }
        JsonNode printed = JSON.readTree(run.out());
        assertTrue(printed != null && printed.isObject(), "standard output is not one JSON object: " + run.out());
        if (run.exitCode() != 0) {
            assertEquals(false, printed.get("ok").asBoolean(), run.out());
            return false;
        }
        GameRecordReader.Result read = GameRecordReader.parse(file.toString(), input, null);
        assertTrue(read.isValid(), "grade accepted what the reader rejects: " + read.problems());
        assertEquals(RecordReplay.totals(read.record()), scores(printed), "scores printed against the replay");
        Map<String, List<String>> plain = RecordReplay.textCards(input);
        if (plain != null) {
            assertEquals(plain, cards(read.record(), plain), "the cards and turns against a plain reading of the lines");
        }
        if (!read.record().games().isEmpty()) {
            assertSameGrades(read.record(), printed, number);
        }
        return true;
    }

    /** The record written back as text and as JSON grades to the same players and games. */
    private void assertSameGrades(GameRecord record, JsonNode printed, int number) throws IOException {
        for (String form : new String[] {"txt", "json"}) {
            Path again = work.resolve("again" + number + "." + form);
            Files.writeString(again, form.equals("txt") ? GameRecordWriter.write(record) : GameRecordJson.write(record));
            CommandRun run = CommandRun.run(SharedCache.directory(), "grade", "--json", again.toString());
            Files.delete(again);
            assertEquals(0, run.exitCode(), form + " form: " + run.transcript());
            assertEquals(printed.get("players"), JSON.readTree(run.out()).get("players"), "the " + form + " form grades alike");
        }
    }

    /**
     * The cards of a record with turns, by "GAME/NAME", in the form of {@link RecordReplay#textCards};
     * each box is checked against the one that reading found typed.
     */
    private static Map<String, List<String>> cards(GameRecord record, Map<String, List<String>> plain) {
        Map<String, List<String>> cards = new HashMap<>();
        for (GameRecord.Game game : record.games()) {
            for (GameRecord.Card card : game.cards()) {
                String key = game.number() + "/" + card.name();
                List<String> typed = plain.getOrDefault(key, List.of());
                List<String> turns = new ArrayList<>();
                for (int t = 0; t < card.turns().size(); t++) {
                    String line = t < typed.size() ? typed.get(t) : " score ?";
                    turns.add(RecordReplay.plainTurn(card.turns().get(t), line.substring(line.lastIndexOf(" score ") + 7)));
                }
                if (!turns.isEmpty()) {
                    cards.put(key, turns);
                }
            }
        }
        return cards;
    }

    /** The score of every graded card, by "GAME/NAME" (as RecordReplay gives them). */
    private static Map<String, Integer> scores(JsonNode printed) {
        Map<String, Integer> scores = new HashMap<>();
        for (JsonNode player : printed.get("players")) {
            for (JsonNode game : player.get("games")) {
                scores.put(game.get("game").asInt() + "/" + player.get("name").asText(), game.get("score").asInt());
            }
        }
        return scores;
    }

    private static List<String> corpus() throws IOException {
        List<String> seeds = new ArrayList<>();
        for (Path folder : new Path[] {Path.of("src", "test", "resources", "fuzz"), Path.of("..", "examples")}) {
            try (Stream<Path> files = Files.list(folder)) {
                // Files only: examples/ also holds the library's example program (examples/library).
                for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                    seeds.add(Files.readString(file, StandardCharsets.UTF_8));
                }
            }
        }
        return seeds;
    }

    private static Path keep(byte[] input, long seed, int number) {
        try {
            Path folder = Files.createDirectories(Path.of("target", "fuzz-failures"));
            return Files.write(folder.resolve("seed" + seed + "-case" + number + ".record"), input);
        } catch (IOException e) {
            return Path.of("(not kept: " + e.getMessage() + ")");
        }
    }
}
