package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.ReachTables;

/**
 * {@code grade --goal reach:T}: against a fake reach table (a real one takes about half a minute; its
 * values are GoalGraderTest's and GoalTableTest's concern): the goal's part of the report holds
 * its identity, names its outcome and flags by its own threshold. The last six turns of every
 * game are solved from the card, so outcomes are real.
 */
final class GradeGoalTest {
    private static final Path EXAMPLES = Path.of("..", "examples");

    @TempDir
    static Path cache;

    @BeforeAll
    static void fakeReachTable() throws IOException {
        ReachTables.officialWithFake(cache);
    }

    private static CommandRun grade(String... args) {
        return CommandRun.run(cache, CommandRun.prefixed(args, "grade"));
    }

    @Test
    void json_everyGame_goalIdentity_outcome_andFlags() {
        CommandRun run = grade("--json", "--goal", "reach:250", "--goal-threshold", "0.5",
                EXAMPLES.resolve("several-mistakes.txt").toString());

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode report = JsonSchemas.assertValid("grade", run.out());
        int games = 0;
        for (JsonNode player : report.get("players")) {
            for (JsonNode game : player.get("games")) {
                games++;
                JsonNode goal = game.get("goal");
                assertEquals("reach:250", goal.get("name").asText());
                assertEquals(0.005, goal.get("threshold").asDouble(), 1e-15);
                // Goal figures are given to 5 decimals (docs/json.md, "Numbers"): four of them here.
                assertEquals(goal.get("pNow").asDouble(), goal.get("pAtStart").asDouble() - goal.get("totalLoss").asDouble()
                        + goal.get("luck").asDouble(), 2e-5, game.toString());
                assertEquals(game.get("score").asInt() >= 250 ? 1.0 : 0.0, goal.get("pNow").asDouble(), 1e-6);
                assertEquals(game.get("decisions").size(), goal.get("decisions").size());
                int flagged = 0;
                double loss = 0;
                for (JsonNode d : goal.get("decisions")) {
                    assertEquals(d.get("pBest").asDouble() - d.get("pPlayed").asDouble(), d.get("loss").asDouble(), 1.5e-5);
                    assertEquals(d.get("loss").asDouble() > 0.005, d.get("flagged").asBoolean(), d.toString());
                    flagged += d.get("flagged").asBoolean() ? 1 : 0;
                    loss += d.get("loss").asDouble();
                }
                assertEquals(flagged, goal.get("flagged").asInt());
                // A sum of rounded losses against the rounded sum: half a unit each.
                assertEquals(loss, goal.get("totalLoss").asDouble(), 5e-6 * (goal.get("decisions").size() + 1));
            }
        }
        assertTrue(games > 0);
    }

    @Test
    void text_goalLines_afterTheExpectedScoreReport() {
        CommandRun run = grade("--goal", "reach:200", EXAMPLES.resolve("clean-solitaire.txt").toString());

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().matches("(?s).*\\n  score \\d+ = expected .*\\n  goal reach:200: (met|missed); "
                + "P\\(>=200\\) was \\d+\\.\\d\\d% at the start under the best play for it\\n.*"), run.transcript());
        // One unit in the summary: the loss in percentage points on both lines, the same figure.
        Matcher summary = Pattern.compile("\\n  goal decisions flagged \\d+ \\(loss over 0\\.1 "
                + "percentage points\\), loss (\\d+\\.\\d\\d) pp in all\\n  goal (0\\.00|100\\.00)% = at start \\d+\\.\\d\\d% - loss "
                + "(\\d+\\.\\d\\d) pp \\+ luck -?\\d+\\.\\d\\d pp\\n").matcher(run.out());
        assertTrue(summary.find(), run.transcript());
        assertEquals(summary.group(1), summary.group(3), run.transcript());
    }

    /** The first game of the two-player example: each player against the other, a tie half a win. */
    @Test
    void win_twoPlayers_eachAgainstTheOther_outcomeByTheScores(@TempDir Path dir) throws IOException {
        List<String> lines = Files.readAllLines(EXAMPLES.resolve("two-player-session.txt"));
        Path game = Files.write(dir.resolve("game1.txt"), lines.subList(0, lines.indexOf("game: 2")));
        // Its turns are the win tests' (GradeWinResultTest's first game): asked of the test JVM's memory.
        CommandRun run = CommandRun.runKeepingTurns(cache, ReachTables.winTurns(), "grade", "--json", "--goal", "win",
                game.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode report = JsonSchemas.assertValid("grade", run.out());
        JsonNode ann = report.get("players").get(0).get("games").get(0);
        JsonNode bob = report.get("players").get(1).get("games").get(0);
        int a = ann.get("score").asInt();
        int b = bob.get("score").asInt();
        assertEquals(a > b ? 1.0 : a == b ? 0.5 : 0.0, ann.get("goal").get("pNow").asDouble(), 1e-6);
        assertEquals(b > a ? 1.0 : a == b ? 0.5 : 0.0, bob.get("goal").get("pNow").asDouble(), 1e-6);
        for (JsonNode g : List.of(ann, bob)) {
            JsonNode goal = g.get("goal");
            assertEquals("win", goal.get("name").asText());
            assertEquals(goal.get("pNow").asDouble(), goal.get("pAtStart").asDouble() - goal.get("totalLoss").asDouble()
                    + goal.get("luck").asDouble(), 1e-9, g.toString());
        }
    }

    @Test
    void win_onePlayer_notGraded_saidSo() {
        CommandRun run = grade("--goal", "win", EXAMPLES.resolve("clean-solitaire.txt").toString());
        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("\n  goal win: not graded: a game of one player has no one to beat\n"), run.transcript());
    }

    @Test
    void withoutGoal_noGoalInTheReport() {
        CommandRun run = grade("--json", EXAMPLES.resolve("clean-solitaire.txt").toString());
        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(!run.out().contains("\"goal\""), run.out());
    }

    @Test
    void badGoalThreshold_usageError() {
        CommandRun run = grade("--goal", "reach:200", "--goal-threshold", "100.5", EXAMPLES.resolve("clean-solitaire.txt").toString());
        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: --goal-threshold must be 0..100 percentage points, was 100.5"), run.transcript());
    }
}
