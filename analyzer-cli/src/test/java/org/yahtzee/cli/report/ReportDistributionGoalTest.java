package org.yahtzee.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.ReachTables;
import org.yahtzee.rules.Rules;

/**
 * {@code report distribution --goal reach:T} against a fake free-choice reach table (whose
 * exact distribution the tests keep): the reach player's simulated figures beside expected-score
 * play's exact ones. The player's own correctness is GoalStrategyTest's.
 */
@Order(5) // 25 s of the module's run: started early (the parent pom)
final class ReportDistributionGoalTest {
    @TempDir
    static Path cache;

    @BeforeAll
    static void fakeReachTable() throws IOException {
        ReachTables.writeFake(Rules.FREE_CHOICE, cache);
    }

    private static CommandRun report(String... args) {
        return CommandRun.run(cache, CommandRun.prefixed(args, "report", "distribution", "--rules", "free-choice"));
    }

    @Test
    void json_goalBesideTheExactFigures() {
        CommandRun run = report("--goal", "reach:250", "--games", "300", "--seed", "9", "--json");

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = JsonSchemas.assertValid("distribution", run.out());
        JsonNode goal = json.get("goal");
        assertEquals("reach:250", goal.get("name").asText());
        assertEquals(300, goal.get("games").asInt());
        assertEquals(9, goal.get("seed").asInt());
        assertEquals(1 - Math.pow(250 / 520.0, 2), goal.get("pBest").asDouble(), 1e-6, "the fake table's value");
        JsonNode met = goal.get("statistics").get(0);
        assertEquals("reach:250 met", met.get("name").asText());
        // Everything in a goal object to 5 decimals (docs/json.md, "Numbers").
        assertEquals(json.get("pAtLeast").get("250").asDouble(), met.get("average").asDouble(), 5e-6);
        JsonNode mean = goal.get("statistics").get(1);
        assertEquals("mean", mean.get("name").asText());
        assertEquals(json.get("mean").asDouble(), mean.get("average").asDouble(), 5e-6);
        assertTrue(mean.get("low").asDouble() <= mean.get("value").asDouble() && mean.get("value").asDouble() <= mean.get("high").asDouble());
        assertEquals("Yahtzee bonus", goal.get("statistics").get(goal.get("statistics").size() - 1).get("name").asText(),
                "the per-box rows are left out");
    }

    @Test
    void text_theGoalsTableAfterTheReport() {
        CommandRun run = report("--goal", "reach:300", "--games", "200");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("\ngoal            reach:300: the best chance of 300 or more; 200 games simulated (seed 1)\n"
                + "statistic               for the average    for reach:300  95% interval\nreach:300 met "), run.out());
        assertTrue(run.out().matches("(?s).*\\nreach:300 met: exactly 0\\.\\d{5} at best \\(the reach table\\), which the "
                + "games' interval (holds|MISSES)\\n.*"), run.out());
    }

    @Test
    void badOptions_usageErrors() {
        for (String[] args : new String[][] {
                {"--games", "10"}, {"--goal", "reach:600"}, {"--goal", "reach:250", "--games", "1"}, {"--goal", "win"}}) {
            CommandRun run = report(args);
            assertEquals(2, run.exitCode(), run.transcript());
            assertTrue(run.err().startsWith("error: --g"), run.transcript());
        }
    }
}
