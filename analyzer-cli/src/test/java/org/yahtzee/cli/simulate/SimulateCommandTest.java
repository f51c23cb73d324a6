package org.yahtzee.cli.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.DistributionFile;

/**
 * simulate in-process on the shared official cache: its first run builds the policy table
 * (seconds) and the exact distribution's file (or reads them, if another test did).
 */
@Order(4) // 16 simulations, 33 s of the module's run: started early (the parent pom)
final class SimulateCommandTest {
    private final Path cache = SharedCache.directory();
    @TempDir
    Path work;

    @Test
    void json_meanWithinInterval_sameSeedSameGamesOnAnyThreads_exactReadFromTheCache() throws IOException {
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "40000", "--seed", "3", "--json", "--threads", "2");
        assertEquals(0, run.exitCode(), run.transcript());
        CommandRun again = CommandRun.run(cache, "simulate", "--games", "40000", "--seed", "3", "--json", "--threads", "3");
        assertEquals(0, again.exitCode(), again.transcript());
        assertEquals("", again.err(), "the second run computes nothing: policy and exact figures are cached");
        assertTrue(Files.isRegularFile(cache.resolve("official.ydist")));
        assertTrue(Files.isRegularFile(cache.resolve("official.ypolicy")));

        JsonNode json = JsonSchemas.assertValid("simulation", run.out());
        JsonNode mean = json.get("statistics").get(0);
        assertEquals("mean", mean.get("name").asText());
        assertTrue(mean.get("covers").asBoolean(), mean.toString());
        assertEquals(254.587729, mean.get("exact").asDouble(), 1e-6);
        assertEquals(json.get("statistics"), new ObjectMapper().readTree(again.out()).get("statistics"));
    }

    @Test
    void text_severalSeeds_meanInterval_containsTheExactMean() {
        for (String seed : List.of("1", "2", "99")) {
            CommandRun run = CommandRun.run(cache, "simulate", "--games", "30000", "--seed", seed);
            assertEquals(0, run.exitCode(), run.transcript());
            String meanLine = run.out().lines().filter(l -> l.startsWith("mean ")).findFirst().orElseThrow();
            assertTrue(meanLine.endsWith("254.588  ok"), meanLine);
        }
    }

    @Test
    void noExact_omitsTheComparison() {
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "5000", "--no-exact", "--json");
        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = JsonSchemas.assertValid("simulation", run.out());
        assertFalse(json.get("statistics").get(0).has("exact"));
        CommandRun text = CommandRun.run(cache, "simulate", "--games", "5000", "--no-exact");
        assertFalse(text.out().contains("exact"), text.out());
        assertFalse(text.out().contains("intervals contain"), text.out());
    }

    /**
     * The fewest games allowed (it was an internal error: the SD's interval wanted 4), and few:
     * every interval holds its value, none goes below 0, none is one point (10 games printed
     * [0, 0] for the Yahtzee bonus and [25, 25] for Full House, every game alike), and a
     * percentile no order statistic bounds reaches the score's end (it stopped at the least
     * score seen).
     */
    @ParameterizedTest
    @ValueSource(strings = {"2", "3", "4", "10"})
    void fewGames_everyRowWithAnHonestInterval(String games) throws IOException {
        CommandRun run = CommandRun.run(cache, "simulate", "--games", games, "--no-exact", "--json");

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode sd = null;
        for (JsonNode row : JsonSchemas.assertValid("simulation", run.out()).get("statistics")) {
            double low = row.get("low").asDouble();
            double high = row.get("high").asDouble();
            double value = row.get("value").asDouble();
            assertTrue(0 <= low && low <= value && value <= high && low < high, row.toString());
            if (row.get("name").asText().equals("percentile 1")) {
                assertEquals(0.0, low, 0.0, row.toString());
            }
            if (row.get("name").asText().equals("sd")) {
                sd = row;
            }
        }
        assertTrue(sd != null && sd.get("low").asDouble() <= sd.get("value").asDouble()
                && sd.get("value").asDouble() <= sd.get("high").asDouble(), run.out());
    }

    /** One line per game, in order, whose mean is the reported one. */
    @Test
    void eachGame_writesEveryScore() throws IOException {
        Path file = work.resolve("scores.txt");
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "2500", "--seed", "5", "--each-game",
                file.toString(), "--json", "--no-exact");
        assertEquals(0, run.exitCode(), run.transcript());
        List<String> lines = Files.readAllLines(file);
        assertEquals(2500, lines.size());
        long sum = 0;
        for (int i = 0; i < lines.size(); i++) {
            String[] fields = lines.get(i).split(" ");
            assertEquals(String.valueOf(i + 1), fields[0]);
            sum += Integer.parseInt(fields[1]);
        }
        double mean = JsonSchemas.assertValid("simulation", run.out()).get("statistics").get(0).get("value").asDouble();
        assertEquals(mean, sum / 2500.0, 1e-9);
    }

    /** The games as a record: grade reads it, and finds no mistake in the optimal player's games. */
    @Test
    void eachGameRecords_areAGameRecordThatGradeReads() throws IOException {
        Path file = work.resolve("games.txt");
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "20", "--seed", "8", "--each-game",
                file.toString(), "--records", "--no-exact");
        assertEquals(0, run.exitCode(), run.transcript());
        String record = Files.readString(file);
        assertTrue(record.startsWith("rules: official\n\ngame: 1\n# score "), record);
        CommandRun grade = CommandRun.run(cache, "grade", "--json", file.toString());
        assertEquals(0, grade.exitCode(), grade.transcript());
        JsonNode graded = new ObjectMapper().readTree(grade.out());
        assertTrue(grade.out().contains("\"totalLoss\":0.0"), grade.out().substring(0, Math.min(2000, grade.out().length())));
        assertTrue(graded.toString().length() > 100);
    }

    @Test
    void versus_json_countsAddUp_optimalBeatsTheBaseline() {
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "20000", "--seed", "4", "--versus", "ev,heuristic",
                "--json");
        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = JsonSchemas.assertValid("versus", run.out());
        JsonNode ev = json.get("players").get(0);
        JsonNode heuristic = json.get("players").get(1);
        assertEquals("ev", ev.get("policy").asText());
        for (JsonNode p : json.get("players")) {
            assertEquals(20000, p.get("wins").asLong() + p.get("draws").asLong() + p.get("losses").asLong());
            long games = 0;
            for (JsonNode m : p.get("margins")) {
                games += m.get("games").asLong();
            }
            assertEquals(20000, games);
        }
        assertEquals(ev.get("wins").asLong(), heuristic.get("losses").asLong());
        assertTrue(ev.get("winRate").get("low").asDouble() > 0.5, ev.toString());
        assertEquals(254.59, ev.get("meanScore").get("value").asDouble(), 2.0);
        CommandRun text = CommandRun.run(cache, "simulate", "--games", "2000", "--versus", "heuristic,heuristic,ev");
        assertEquals(0, text.exitCode(), text.transcript());
        assertTrue(text.out().contains("margin: the player's score minus the best other player's"), text.out());
    }

    /** A damaged exact-distribution file is said, computed again and replaced; the games are played all the same. */
    @Test
    void damagedExactFile_isComputedAgain_withANote() throws IOException {
        Path own = work.resolve("cache");
        SharedCache.copyOfficialPolicyInto(own);
        Files.writeString(own.resolve("official.ydist"), "not a distribution");
        CommandRun run = CommandRun.run(own, "simulate", "--games", "1000");
        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.errLines().get(0).startsWith("note: computing the exact distribution again, the cached one "
                + "cannot be used: " + own.resolve("official.ydist") + ": magic: bytes are"), run.err());
        assertEquals(254.587729, DistributionFile.read(own.resolve("official.ydist"), Rules.OFFICIAL).mean(), 1e-6);
    }

    @Test
    void badOptions_exit2_withOneLine() {
        expectUsage("error: --versus needs two or more policies separated by commas, e.g. ev,heuristic; was 'ev'",
                "--versus", "ev");
        String accepted = "expected ev (optimal expected score), heuristic (the human-like baseline), reach:T (the "
                + "best chance of T or more, T in 0..500) or win (the best chance of beating ev, as --versus win,ev)";
        expectUsage("error: --versus: unknown policy 'max': " + accepted, "--versus", "ev,max");
        expectUsage("error: --versus: unknown policy 'reach:600': " + accepted + ": reach:600 is beyond the "
                + "reach table: simulated targets are 0..500", "--versus", "ev,reach:600");
        expectUsage("error: --goal win needs other players to beat: simulate plays it against expected-score play "
                + "with --versus win,ev", "--goal", "win");
        expectUsage("error: --versus: win plays one opponent, ev: --versus win,ev, not win,heuristic",
                "--versus", "win,heuristic");
        expectUsage("error: --versus: win plays one opponent, ev: --versus win,ev, not ev,win,ev",
                "--versus", "ev,win,ev");
        CommandRun tooMany = CommandRun.run(cache, "simulate", "--games", "2000000", "--versus", "win,ev");
        assertEquals(2, tooMany.exitCode(), tooMany.transcript());
        assertEquals("error: --games must be 2 to 1000000 with win (a few games a second), was 2000000",
                tooMany.errLines().get(0));
        expectUsage("error: --goal reach:600 is beyond the reach table: simulated targets are 0..500",
                "--goal", "reach:600");
        expectUsage("error: --goal plays one policy; with --versus name each player's, e.g. --versus ev,reach:300",
                "--goal", "reach:300", "--versus", "ev,heuristic");
        expectUsage("error: --records needs --each-game FILE: the file to write them to", "--records");
        expectUsage("error: --versus compares policies with each other: --each-game and --no-exact are for a single "
                + "policy", "--versus", "ev,ev", "--no-exact");
    }

    private void expectUsage(String message, String... args) {
        CommandRun run = CommandRun.run(cache, CommandRun.prefixed(args, "simulate", "--games", "100"));
        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals(message, run.errLines().get(0));
        assertEquals("", run.out());
    }
}
