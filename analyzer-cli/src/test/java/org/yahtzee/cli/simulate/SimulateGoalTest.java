package org.yahtzee.cli.simulate;

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
import org.yahtzee.cli.SharedCache;

/**
 * {@code simulate --goal reach:T} and reach players in {@code --versus}, on a fake reach table
 * (its values are not the game's: the player's own correctness is GoalStrategyTest's, which
 * plays it out against the solved probability).
 */
@Order(3) // four whole games of the win player, 40 s of the module's run: started early (the parent pom)
final class SimulateGoalTest {
    @TempDir
    static Path cache;

    @BeforeAll
    static void fakeReachTable() throws IOException {
        ReachTables.officialWithFake(cache);
        SharedCache.copyOfficialPolicyInto(cache); // the match's opponent plays it: not built again here
    }

    @Test
    void goal_json_theGoalRowFirst_besideTheTablesProbability() {
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "2", "--goal", "reach:250", "--json");

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = JsonSchemas.assertValid("simulation", run.out());
        assertEquals("reach:250", json.get("goal").asText());
        JsonNode goal = json.get("statistics").get(0);
        assertEquals("reach:250 met", goal.get("name").asText());
        assertEquals(1 - Math.pow(250 / 520.0, 2), goal.get("exact").asDouble(), 1e-6, "the fake table's P(>=250)");
        assertTrue(goal.get("value").asDouble() >= goal.get("low").asDouble());
        assertTrue(!json.get("statistics").get(1).has("exact"), "the goal player's other figures have no exact value");
        assertEquals(254.587729, json.get("evExact").get("mean").asDouble(), 1e-6);
    }

    @Test
    void goal_text_namesThePlayer_andExpectedScorePlaysExactFigures() {
        // Seed 1 (the default) plays no game of 300 in two, so the goal's row is the one of the first
        // pattern; 200 games printed it OUTSIDE the fake table's 0.667, the second pattern's case.
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "2", "--seed", "1", "--goal", "reach:300");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("\nplayer          reach:300: the best chance of 300 or more (the reach table)\n"),
                run.out());
        assertTrue(run.out().matches("(?s).*\\nreach:300 met\\s+0\\.\\d{5}  \\[.*\\n1 of 1 intervals contain the exact value.*"
                + "|(?s).*\\n0 of 1 intervals.*"), run.out());
        assertTrue(run.out().contains("\nexpected-score play, exact: mean 254.588, P(>=300) 0.14326\n"), run.out());
    }

    @Test
    void versus_reachPlayer_againstExpectedScore() {
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "2", "--versus", "ev,reach:250", "--json");

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = JsonSchemas.assertValid("versus", run.out());
        assertEquals("reach:250", json.get("players").get(1).get("policy").asText());
    }

    /** Two whole games of the win player (its early turns on the fake table), in JSON and as text. */
    @Test
    void versus_winPlayer_againstExpectedScore_withThePairedEstimate() {
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "2", "--versus", "ev,win", "--json");

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = JsonSchemas.assertValid("versus", run.out());
        JsonNode ev = json.get("players").get(0);
        JsonNode win = json.get("players").get(1);
        assertEquals("win", win.get("policy").asText());
        assertEquals(ev.get("wins").asInt(), win.get("losses").asInt());
        assertEquals(2, win.get("wins").asInt() + win.get("draws").asInt() + win.get("losses").asInt());
        JsonNode match = json.get("winMatch");
        double paired = match.get("pairedChance").get("value").asDouble();
        assertTrue(paired >= 0 && paired <= 1, match.toString());
        // Two games rarely differ from the shadow's: the interval was then the one point 0.5.
        double low = match.get("pairedChance").get("low").asDouble();
        double high = match.get("pairedChance").get("high").asDouble();
        assertTrue(0 <= low && low <= paired && paired <= high && high <= 1 && low < high, match.toString());
        double own = (win.get("wins").asInt() + win.get("draws").asInt() / 2.0) / 2;
        assertEquals(own, (match.get("chanceSeatedFirst").asDouble() + match.get("chanceSeatedSecond").asDouble()) / 2,
                1e-12, "one game in each seat");

        CommandRun text = CommandRun.run(cache, "simulate", "--games", "2", "--versus", "win,ev");
        assertEquals(0, text.exitCode(), text.transcript());
        assertTrue(text.out().contains("\nwin against ev, paired: an ev player also plays the win player's own dice"),
                text.out());
        assertTrue(text.out().matches("(?s).*\\n1       win .*\\n2       ev .*"), text.out());
    }
}
