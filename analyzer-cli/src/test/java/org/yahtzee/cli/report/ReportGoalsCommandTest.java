package org.yahtzee.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.ReachTables;
import org.yahtzee.engine.Distribution;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.GoalTableReader;

/**
 * {@code report goals} against a fake reach table in a temporary cache (a real one takes 35 s
 * to solve): every printed P_best is the file's value at the empty card, every P_EV the exact
 * distribution's. Free-choice rules, whose exact distribution the other report tests compute
 * once per test JVM. The real table is checked end to end by {@link #realTable_endToEnd}, which
 * runs only with {@code -Dyahtzee.reach.e2e=true}.
 */
@Order(5) // 25 s of the module's run: started early (the parent pom)
final class ReportGoalsCommandTest {

    @TempDir
    Path cache;

    private GoalValues fakeTable() throws IOException {
        return GoalTableReader.open(ReachTables.writeFake(Rules.FREE_CHOICE, cache), Rules.FREE_CHOICE);
    }

    /** The exact distribution the commands of this JVM keep (computed by the first that needs it). */
    private Distribution exact() {
        Distribution d = Yahtzee.builder().cacheFolder(cache).memory(CommandRun.keptFigures()).build()
                .engine(Rules.FREE_CHOICE).distribution();
        assertEquals(254.5896, d.mean(), 0.5e-4, "the published mean: the kept figures are the real ones");
        return d;
    }

    @Test
    void text_everyRow_theTablesAndTheDistributionsFigures() throws IOException {
        GoalValues table = fakeTable();

        CommandRun run = CommandRun.run(cache, "report", "goals", "--rules", "free-choice", "--from", "200", "--to", "350",
                "--step", "50");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("", run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("rules           free-choice (joker=free,bonus=on)", lines.get(0));
        assertEquals("P_EV            P(final >= T) playing for the highest average (mean 254.59), exact", lines.get(1));
        assertEquals("P_best          P(final >= T) playing for T, from the reach table (within 1e-06)", lines.get(2));
        assertEquals("", lines.get(3));
        assertEquals("    T      P_EV    P_best      gain", lines.get(4));
        Distribution d = exact();
        int[] targets = {200, 250, 300, 350};
        assertEquals(5 + targets.length, lines.size(), run.out());
        for (int i = 0; i < targets.length; i++) {
            double ev = d.atLeast(targets[i]);
            double best = table.probability(0, 0, false, targets[i], 0);
            assertEquals(String.format(Locale.ROOT, "%5d  %.6f  %.6f  %+.6f", targets[i], ev, best, best - ev),
                    lines.get(5 + i));
        }
    }

    @Test
    void json_defaults_150To400By10_conformsAndHoldsTheFigures() throws IOException {
        GoalValues table = fakeTable();

        CommandRun run = CommandRun.run(cache, "report", "goals", "--rules", "free-choice", "--json");

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = JsonSchemas.assertValid("goals", run.out());
        assertEquals("free-choice", json.get("rules").asText());
        assertEquals(1e-6, json.get("bestErrorBound").asDouble());
        Distribution d = exact();
        assertEquals(d.mean(), json.get("evMean").asDouble(), 5e-9); // 8 decimals (docs/json.md, "Numbers")
        JsonNode rows = json.get("targets");
        assertEquals(26, rows.size());
        for (int i = 0; i < rows.size(); i++) {
            JsonNode row = rows.get(i);
            int target = 150 + 10 * i;
            assertEquals(target, row.get("target").asInt());
            // Goal figures to 5 decimals (docs/json.md, "Numbers"); gain is rounded on its own.
            assertEquals(d.atLeast(target), row.get("pEv").asDouble(), 5e-6);
            assertEquals(table.probability(0, 0, false, target, 0), row.get("pBest").asDouble(), 5e-6);
            assertEquals(row.get("pBest").asDouble() - row.get("pEv").asDouble(), row.get("gain").asDouble(), 1.5e-5);
        }
    }

    @Test
    void toNotOnAStep_lastTargetBelowIt() throws IOException {
        fakeTable();
        CommandRun run = CommandRun.run(cache, "report", "goals", "--rules", "free-choice", "--from", "0", "--to", "500",
                "--step", "170", "--json");
        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode rows = JsonSchemas.assertValid("goals", run.out()).get("targets");
        assertEquals(List.of(0, 170, 340), List.of(rows.get(0).get("target").asInt(), rows.get(1).get("target").asInt(),
                rows.get(2).get("target").asInt()));
        assertEquals(1.0, rows.get(0).get("pBest").asDouble(), "P(>= 0) = 1");
        assertEquals(1.0, rows.get(0).get("pEv").asDouble(), 1e-12);
    }

    /** Usage errors, found before any table is loaded or solved: the cache stays empty. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--from abc          | Invalid value for option '--from'",
            "--to 600            | error: --to 600 is above the reach table's range: targets 0..500",
            "--step 0            | error: --step must be 1 or more, was 0",
            "--step -5           | error: invalid value for option '--step': '-5' is not a whole number",
            "--from -1           | error: invalid value for option '--from': '-1' is not a whole number",
            "--from 300 --to 200 | error: --from 300 is above --to 200",
            "--rules offical     | error: unknown rules 'offical'"})
    void badValues_usageErrorsBeforeAnyWork(String args, String message) throws IOException {
        String[] all = Stream.concat(Stream.of("report", "goals"), Stream.of(args.strip().split(" "))).toArray(String[]::new);

        CommandRun run = CommandRun.run(cache, all);

        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().toLowerCase(Locale.ROOT).contains(message.strip().toLowerCase(Locale.ROOT)), run.transcript());
        assertTrue(run.err().contains("try 'yahtzee report goals --help'"), run.transcript());
        assertEquals("", run.out());
        try (Stream<Path> files = Files.list(cache)) {
            assertEquals(0, files.count(), "nothing solved or written");
        }
    }

    /**
     * The real official reach table, solved into an empty cache (about 35 s and 520 MB of heap,
     * so not in every build): the figures docs/goals.md and the README quote. Run with
     * {@code mvn -B -pl analyzer-cli -am test -Dtest=ReportGoalsCommandTest -Dyahtzee.reach.e2e=true
     * -Dsurefire.failIfNoSpecifiedTests=false}.
     */
    @Test
    @EnabledIfSystemProperty(named = "yahtzee.reach.e2e", matches = "true")
    void realTable_endToEnd() {
        CommandRun run = CommandRun.run(cache, "report", "goals", "--rules", "free-choice", "--json", "--from", "200",
                "--to", "300", "--step", "50");
        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode rows = JsonSchemas.assertValid("goals", run.out()).get("targets");
        double[][] published = {{0.863585, 0.910805}, {0.483693, 0.541887}, {0.143266, 0.176031}}; // docs/goals.md
        for (int i = 0; i < published.length; i++) {
            assertEquals(published[i][0], rows.get(i).get("pEv").asDouble(), 0.5e-6);
            assertEquals(published[i][1], rows.get(i).get("pBest").asDouble(), 1.5e-6);
        }
        assertTrue(Files.isRegularFile(cache.resolve("free-choice.yreach")));
    }
}
