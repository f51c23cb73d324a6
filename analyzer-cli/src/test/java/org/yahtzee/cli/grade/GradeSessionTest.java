package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.ReachTables;

/**
 * {@code grade --goal win} of a record whose games make a session (examples/two-player-session.txt:
 * Ann and Bob, two games): the probabilities are of the highest session total, game 1 is not
 * settled when it ends, game 2 ends on the session's result (Ann 237 + 219 = 456 against Bob's
 * 186 + 236 = 422). The same games with another player in game 2 are two games on their own.
 */
@Order(5) // win analyses of two games, 15 s of the module's run: started early (the parent pom)
final class GradeSessionTest {
    private static final Path SESSION = Path.of("..", "examples", "two-player-session.txt");

    @TempDir
    static Path cache;
    @TempDir
    static Path dir;

    @BeforeAll
    static void fakeReachTable() throws IOException {
        ReachTables.officialWithFake(cache);
    }

    private static JsonNode grade(Path record) {
        CommandRun run = CommandRun.runKeepingTurns(cache, ReachTables.winTurns(), "grade", "--json", "--goal", "win",
                record.toString());
        assertEquals(0, run.exitCode(), run.transcript());
        return JsonSchemas.assertValid("grade", run.out());
    }

    private static JsonNode goal(JsonNode report, int player, int game) {
        return report.get("players").get(player).get("games").get(game).get("goal");
    }

    @Test
    void session_probabilitiesOfTheSessionTotal_settledAfterItsLastGame() {
        JsonNode report = grade(SESSION);
        for (int p = 0; p < 2; p++) {
            for (int g = 0; g < 2; g++) {
                JsonNode goal = goal(report, p, g);
                assertEquals(g + 1, goal.get("session").get("game").asInt());
                assertEquals(2, goal.get("session").get("games").asInt());
                assertEquals(goal.get("pNow").asDouble(), goal.get("pAtStart").asDouble() - goal.get("totalLoss").asDouble()
                        + goal.get("luck").asDouble(), 2e-5, goal.toString()); // four figures to 5 decimals
            }
        }
        assertEquals(0, goal(report, 0, 0).get("session").get("totalBefore").asInt());
        assertEquals(237, goal(report, 0, 1).get("session").get("totalBefore").asInt());
        assertEquals(186, goal(report, 1, 1).get("session").get("totalBefore").asInt());
        // Game 1 over, game 2 to come: Ann leads by 51, a chance, not a result.
        JsonNode annFirst = goal(report, 0, 0);
        JsonNode bobFirst = goal(report, 1, 0);
        assertFalse(annFirst.has("outcome"), annFirst.toString());
        assertTrue(annFirst.get("pNow").asDouble() > 0.6 && annFirst.get("pNow").asDouble() < 0.9, annFirst.toString());
        assertEquals(1, annFirst.get("pNow").asDouble() + bobFirst.get("pNow").asDouble(), 1e-5);
        assertEquals("won", goal(report, 0, 1).get("outcome").asText());
        assertEquals(1, goal(report, 0, 1).get("pNow").asDouble(), 0.0);
        assertEquals("lost", goal(report, 1, 1).get("outcome").asText());
    }

    @Test
    void anotherPlayerInGameTwo_noSession_eachGameOnItsOwn() throws IOException {
        List<String> lines = Files.readAllLines(SESSION);
        List<String> out = new ArrayList<>();
        boolean second = false;
        for (String line : lines) {
            second |= line.equals("game: 2");
            out.add(second ? line.replace("Bob", "Cid") : line);
        }
        JsonNode report = grade(Files.write(dir.resolve("two-games.txt"), out));
        JsonNode annSecond = goal(report, 0, 1);
        assertFalse(annSecond.has("session"), annSecond.toString());
        assertEquals("lost", annSecond.get("outcome").asText()); // 219 against Cid's 236: this game alone
    }
}
