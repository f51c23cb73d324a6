package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.ReachTables;
import org.yahtzee.engine.SharedWinTurns;

/**
 * {@code grade --goal win} of finished games: the outcome and pNow follow the final totals (won 1,
 * tied 1/2, lost 0) for every seat, even where the last player could still overtake the first
 * at the first's last turn. The games are the first of examples/two-player-session.txt with
 * Ann's 10th and Bob's 11th and 13th turns rewritten: before her last turn Ann leads by 46 or
 * 50 and Bob still has his Yahtzee box open. The records share most of their turns (all of them
 * but Cid's game, and Ann's and Bob's last after Ann's 10th), and the first nine rounds with the
 * other win tests' grades of the game: each turn is solved by the first grade of it in the test
 * JVM ({@link ReachTables#winTurns}).
 */
@Order(4) // win analyses of whole games, 11-18 s of the module's run: started early (the parent pom)
final class GradeWinResultTest {
    private static final Path EXAMPLES = Path.of("..", "examples");
    /** Ann's 10th turn: three of a kind 18 (Ann ends on 232) or 22 (236). */
    private static final String ANN_18 = "Ann 10: 45156 keep 55 -> 65552 keep 555 -> 15552 score three-of-a-kind 18";
    private static final String ANN_22 = "Ann 10: 45156 keep 55 -> 65552 keep 555 -> 55525 score three-of-a-kind 22";
    /** Bob's last turn: no Yahtzee (Bob ends on 186) or a Yahtzee (236). */
    private static final String BOB_0 = "Bob 13: 21113 keep 111 -> 21111 keep 1111 -> 21111 score yahtzee 0";
    private static final String BOB_50 = "Bob 13: 21113 keep 111 -> 21111 keep 1111 -> 11111 score yahtzee 50";

    @TempDir
    static Path cache;
    @TempDir
    static Path dir;
    /** This class's grades' turns, each asked once of the test JVM's; null after the class. */
    private static SharedWinTurns turns;

    @BeforeAll
    static void fakeReachTable() throws IOException {
        ReachTables.officialWithFake(cache);
        turns = new SharedWinTurns(ReachTables.winTurns());
    }

    @AfterAll
    static void forgetTurns() {
        turns = null; // the test JVM's memory keeps what the others may find
    }

    /** The record: game 1 rewritten, with Cid playing Ann's turns as a third player if asked. */
    private static Path record(String name, String annTen, String bobThirteen, boolean cid) throws IOException {
        List<String> lines = Files.readAllLines(EXAMPLES.resolve("two-player-session.txt"));
        List<String> out = new ArrayList<>();
        for (String line : lines.subList(0, lines.indexOf("game: 2"))) {
            if (line.startsWith("Ann 10:")) {
                line = annTen;
            } else if (line.startsWith("Bob 11:")) {
                line = "Bob 11: 56665 score three-of-a-kind 28";
            } else if (line.startsWith("Bob 13:")) {
                line = bobThirteen;
            }
            out.add(line);
            if (cid && line.equals("player: Bob")) {
                out.add("player: Cid");
            } else if (cid && line.startsWith("Bob ")) { // Cid plays Ann's turn after Bob
                out.add("Cid" + out.get(out.size() - 2).substring(3));
            }
        }
        return Files.write(dir.resolve(name), out);
    }

    private static JsonNode grade(Path record) {
        CommandRun run = CommandRun.runKeepingTurns(cache, turns, "grade", "--json", "--goal", "win", record.toString());
        assertEquals(0, run.exitCode(), run.transcript());
        return JsonSchemas.assertValid("grade", run.out());
    }

    private static void assertResult(JsonNode report, int seat, int score, String outcome, double pNow) {
        JsonNode game = report.get("players").get(seat).get("games").get(0);
        JsonNode goal = game.get("goal");
        assertEquals(score, game.get("score").asInt(), game.toString());
        assertEquals(outcome, goal.get("outcome").asText(), goal.toString());
        assertEquals(pNow, goal.get("pNow").asDouble(), 0.0);
        assertEquals(goal.get("pNow").asDouble(), goal.get("pAtStart").asDouble() - goal.get("totalLoss").asDouble()
                + goal.get("luck").asDouble(), 2e-5, goal.toString()); // four figures to 5 decimals
    }

    @Test
    void firstPlayerWins_thoughTheSecondCouldStillOvertakeAtHerLastTurn() throws IOException {
        JsonNode report = grade(record("first.txt", ANN_18, BOB_0, false));
        assertResult(report, 0, 232, "won", 1);
        assertResult(report, 1, 186, "lost", 0);
    }

    @Test
    void secondPlayerWins_withTheLastRoll() throws IOException {
        JsonNode report = grade(record("second.txt", ANN_18, BOB_50, false));
        assertResult(report, 0, 232, "lost", 0);
        assertResult(report, 1, 236, "won", 1);
    }

    @Test
    void tie_halfAWinEach_inTextToo() throws IOException {
        Path tie = record("tie.txt", ANN_22, BOB_50, false);
        JsonNode report = grade(tie);
        assertResult(report, 0, 236, "tied", 0.5);
        assertResult(report, 1, 236, "tied", 0.5);
        int solves = turns.solves();
        assertTrue(solves > 0);

        CommandRun text = CommandRun.runKeepingTurns(cache, turns, "grade", "--goal", "win", tie.toString());
        assertEquals(0, text.exitCode(), text.transcript());
        assertEquals(solves, turns.solves(), "the same record graded again: every turn found");
        assertEquals(2, text.out().split("\n  goal win: tied \\(half a win\\);", -1).length - 1, text.out());
        assertTrue(text.out().matches("(?s).*\\n  goal 50\\.00% = at start \\d+\\.\\d\\d% - loss \\d+\\.\\d\\d pp \\+ luck -?\\d+\\.\\d\\d pp\\n.*"),
                text.out());
    }

    @Test
    void threePlayers_aTieForFirstIsHalf_theThirdLost() throws IOException {
        JsonNode report = grade(record("three.txt", ANN_18, BOB_0, true));
        assertResult(report, 0, 232, "tied", 0.5);
        assertResult(report, 1, 186, "lost", 0);
        assertResult(report, 2, 232, "tied", 0.5);
    }
}
