package org.yahtzee.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.SharedCache;

@Order(5) // 28 s of the module's run: started early (the parent pom)
final class ReportCommandTest {

    /** The tests read tables, never assert on what the cache holds: the shared one, solved once. */
    private final Path cache = SharedCache.directory();

    @TempDir
    Path work;

    @Test
    void distribution_jsonWithPngChart_publishedFigures() throws Exception {
        Path chart = work.resolve("charts").resolve("d.png");

        CommandRun run = CommandRun.run(cache, "report", "distribution", "--rules", "free-choice", "--json",
                "--chart", chart.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = JsonSchemas.assertValid("distribution", run.out());
        assertEquals(254.5896, json.get("mean").asDouble(), 0.5e-4);
        assertEquals(json.get("solverMean").asDouble(), json.get("mean").asDouble(), 1e-6);
        assertEquals(59.61, json.get("sd").asDouble(), 0.005);
        assertEquals(248, json.get("median").asInt());
        assertEquals(248, json.get("percentiles").get("50").asInt());
        assertEquals(13, json.get("boxes").size());
        assertEquals("ones", json.get("boxes").get(0).get("box").asText());
        assertTrue(json.get("pAtLeast").get("200").asDouble() > json.get("pAtLeast").get("250").asDouble());
        double total = 0;
        for (JsonNode bar : json.get("histogram")) {
            total += bar.get("probability").asDouble();
        }
        assertEquals(1.0, total, 1e-9); // each to 10 significant digits (docs/json.md, "Numbers")
        byte[] png = Files.readAllBytes(chart);
        assertEquals((byte) 0x89, png[0]);
        assertEquals('P', png[1]);
        assertEquals("", run.err());
    }

    /**
     * Free-choice rules here too, for the published figures: the exact distribution takes several
     * seconds and each rule set's is computed once per test JVM (CommandRun). The other rule
     * sets' distributions are checked in the solver's ExactDistributionTest.
     */
    @Test
    void distribution_textWithSvgChart_publishedFigures() throws Exception {
        Path chart = work.resolve("d.svg");

        CommandRun run = CommandRun.run(cache, "report", "distribution", "--rules", "free-choice", "--chart",
                chart.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        List<String> lines = run.out().lines().toList();
        assertEquals("rules           free-choice (joker=free,bonus=on)", lines.get(0));
        assertEquals("mean            254.589609 (solver: 254.589609)", lines.get(1));
        assertEquals("sd              59.6114", lines.get(2));
        assertEquals("median          248", lines.get(3));
        assertTrue(run.out().contains("\nhistogram (20-point bins)\n"), run.transcript());
        // XChart painted onto JFreeSVG: one <svg> element with its size, no prolog or DOCTYPE
        String svg = Files.readString(chart);
        assertTrue(svg.startsWith("<svg xmlns='http://www.w3.org/2000/svg' "), svg.substring(0, 100));
        assertTrue(svg.contains(" width='900' height='450' viewBox='0 0 900 450'>"), svg.substring(0, 300));
        assertTrue(svg.contains("<title>Final score under optimal play, free-choice rules</title>"));
        assertTrue(svg.contains("<clipPath id='distribution-clip-0'>"));
        assertTrue(svg.endsWith("</svg>\n"));
    }

    @Test
    void distribution_chartOfOtherType_usageError() {
        CommandRun run = CommandRun.run(cache, "report", "distribution", "--chart", work.resolve("d.pdf").toString());

        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: --chart must name a .svg or .png file"), run.transcript());
    }

    @Test
    void opening_json_all252Rolls() throws Exception {
        CommandRun run = CommandRun.run(cache, "report", "opening", "--rules", "official", "--json");

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode rolls = new ObjectMapper().readTree(run.out()).get("rolls");
        assertEquals(252, rolls.size());
        double probability = 0;
        for (JsonNode roll : rolls) {
            probability += roll.get("probability").asDouble();
            double gap = roll.get("best").get("expectedTotal").asDouble() - roll.get("runnerUp").get("expectedTotal").asDouble();
            assertEquals(gap, roll.get("gap").asDouble(), 1.5e-8); // three figures to 8 decimals
        }
        assertEquals(1.0, probability, 1e-9); // 252 probabilities to 10 significant digits
        JsonNode yahtzee = rolls.get(251);
        assertEquals("66666", yahtzee.get("dice").asText());
        assertEquals("{\"action\":\"keep\",\"keep\":\"66666\",\"box\":\"yahtzee\",\"points\":50}",
                withoutTotal(yahtzee.get("best")), "keeping all five names its box");
        for (JsonNode roll : rolls) {
            for (String move : List.of("best", "runnerUp")) {
                JsonNode m = roll.get(move);
                assertEquals(m.get("keep").asText().length() == 5, m.has("box"), roll.toString());
            }
        }
    }

    private static String withoutTotal(JsonNode move) {
        com.fasterxml.jackson.databind.node.ObjectNode copy = move.deepCopy();
        copy.remove("expectedTotal");
        return copy.toString();
    }

    @Test
    void opening_text_movesInTheVocabulary() {
        CommandRun run = CommandRun.run(cache, "report", "opening");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().matches("(?s).*\\n11111   0\\.0129%  320\\.8306  270\\.2986  50\\.5319  "
                + "keep all five and score yahtzee \\(50\\) +keep 1 1 1 1\\n.*"), run.out());
        // Standing pat on 11112 is scoring it now (4 in ones), far below keeping 111 and rolling:
        // the runner-up is that keep, not the stand pat.
        assertTrue(run.out().matches("(?s).*\\n11112   0\\.0643%  270\\.2986  254\\.9945  15\\.3041  keep 1 1 1 1 +keep 1 1 1\\n.*"),
                run.out());
    }

    @Test
    void opening_csvAndMarkdown() {
        CommandRun csv = CommandRun.run(cache, "report", "opening", "--csv");
        assertEquals(0, csv.exitCode(), csv.transcript());
        assertEquals(253, csv.out().lines().count());
        assertTrue(csv.out().startsWith("dice,probability,best_keep,"));

        CommandRun md = CommandRun.run(cache, "report", "opening", "--markdown");
        assertEquals(0, md.exitCode(), md.transcript());
        assertTrue(md.out().startsWith("# Yahtzee opening sheet (official rules)"));
        assertTrue(md.out().lines().count() < 100, "one page: " + md.out().lines().count() + " lines");

        CommandRun both = CommandRun.run(cache, "report", "opening", "--csv", "--json");
        assertEquals(2, both.exitCode(), both.transcript());
    }

    /**
     * Official rules: the policy table simulate plays is the shared cache's, built once per test
     * JVM for the policy and simulate tests. With free-choice (as before) this class built that
     * rule set's policy for itself alone, a policy build (4 CPU-seconds quiet) that no other test used.
     */
    @Test
    void simulate_json_meanWithinInterval_andSeedRepeats() throws Exception {
        SharedCache.officialPolicy(); // built once per test JVM, as simulate's first use would
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "3000", "--seed", "7", "--json", "--threads", "2");
        CommandRun again = CommandRun.run(cache, "simulate", "--games", "3000", "--seed", "7", "--json", "--threads", "1");

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = JsonSchemas.assertValid("simulation", run.out());
        JsonNode mean = json.get("statistics").get(0);
        assertEquals("mean", mean.get("name").asText());
        assertTrue(mean.get("covers").asBoolean(), mean.toString());
        assertEquals(254.587729, mean.get("exact").asDouble(), 1e-6); // official; free-choice's is checked above
        JsonNode other = new ObjectMapper().readTree(again.out());
        assertEquals(json.get("statistics"), other.get("statistics"), "same seed, same games, any thread count");
    }

    /** The mixee's command line is the one named in the usage hint, for every command that mixes it in. */
    @Test
    void distributionAndSimulate_threadsBelowOne_exit2BeforeComputing() {
        CommandRun report = CommandRun.run(cache, "report", "distribution", "--threads", "0");
        CommandRun simulate = CommandRun.run(cache, "simulate", "--games", "10", "--threads", "0");

        assertEquals(2, report.exitCode(), report.transcript());
        assertEquals(List.of("error: --threads must be at least 1, was 0",
                "try 'yahtzee report distribution --help'"), report.errLines());
        assertEquals(2, simulate.exitCode(), simulate.transcript());
        assertEquals(List.of("error: --threads must be at least 1, was 0",
                "try 'yahtzee simulate --help'"), simulate.errLines());
        assertEquals("", report.out() + simulate.out());
    }
}
