package org.yahtzee.cli.advise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.OfficialTable;
import org.yahtzee.cli.text.CardParser;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalAdvisor;
import org.yahtzee.goal.GoalOption;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.tables.TableReader;

/**
 * {@code advise --goal reach:T} on cards late enough to be solved from the card (no reach
 * table: the table's own tests are in the tables module and GoalTableTest).
 */
final class AdviseGoalTest {
    /** Five boxes open, upper bonus earned, 159 points. */
    private static final String LATE_CARD = "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=24,full-house=25,small-straight=30";

    private static CommandRun advise(String... args) {
        return AdviseCommandTest.advise(args);
    }

    private static JsonNode json(String... args) throws Exception {
        return AdviseCommandTest.json(args);
    }

    @ParameterizedTest
    @CsvSource({"12344, 2", "12344, 1", "66653, 2", "66653, 0", "11225, 0"})
    void reach_everyOption_probabilityAndOrderOfTheGoalAdvisor(String dice, int rollsLeft) throws Exception {
        JsonNode advice = json("--dice", dice, "--rolls-left", Integer.toString(rollsLeft), "--card", LATE_CARD,
                "--goal", "reach:250", "--top", "all", "--json");

        Scorecard card = CardParser.parse(LATE_CARD, Rules.OFFICIAL, 0);
        GoalValues solved = GoalSolver.solveFrom(Rules.OFFICIAL, card.usedMask(), card.cappedUpper(), false,
                card.total(), FinalUtility.reach(250), 1, f -> { });
        GoalTurn goal = GoalTurn.analyze(solved, card.usedMask(), card.cappedUpper(), false, 250 - card.total());
        TurnValues turn = new TurnAnalyzer(TableReader.open(OfficialTable.file())).analyze(card.usedMask(),
                card.cappedUpper(), false);
        int roll = KeepLattice.rollOfDice(dice.chars().map(c -> c - '0').toArray());
        List<GoalOption> expected = GoalAdvisor.options(goal, turn, roll, rollsLeft);

        assertEquals("reach:250", advice.get("goal").asText());
        assertEquals(expected.size(), advice.get("options").size());
        double bestTotal = turn.rollValue(roll, rollsLeft);
        for (int i = 0; i < expected.size(); i++) {
            JsonNode o = advice.get("options").get(i);
            GoalOption e = expected.get(i);
            String where = dice + ", " + rollsLeft + " rolls left, option " + i + ": " + o;
            if (e.kind() == org.yahtzee.advice.Option.Kind.KEEP) {
                assertEquals(org.yahtzee.cli.text.JsonWords.dice(e.keepId()), o.get("keep").asText(), where);
            } else {
                assertEquals(e.category().canonicalName(), o.get("box").asText(), where);
            }
            // JSON gives goal figures 5 decimals, the others 8 (docs/json.md, "Numbers").
            assertEquals(e.value(), o.get("pGoal").asDouble(), 5e-6, where);
            assertEquals(expected.get(0).value() - e.value(), o.get("goalLoss").asDouble(), 5e-6, where);
            assertEquals(card.total() + e.average(), o.get("expectedTotal").asDouble(), 5e-9, where);
            assertEquals(bestTotal - e.average(), o.get("loss").asDouble(), 5e-9, where);
            assertTrue(o.get("sd").asDouble() > 0, where);
        }
    }

    /** Reach 0 is met whatever comes: every option has probability 1 and the order is expected score's. */
    @Test
    void reachZero_everyOptionCertain_rankedAsWithoutAGoal() throws Exception {
        JsonNode goal = json("--dice", "12344", "--card", LATE_CARD, "--goal", "reach:0", "--top", "all", "--json");
        JsonNode ev = json("--dice", "12344", "--card", LATE_CARD, "--top", "all", "--json");

        assertFalse(ev.has("goal"));
        assertEquals(ev.get("options").size(), goal.get("options").size());
        for (int i = 0; i < ev.get("options").size(); i++) {
            JsonNode g = goal.get("options").get(i);
            assertEquals(1.0, g.get("pGoal").asDouble(), 1e-6);
            assertEquals(ev.get("options").get(i).get("keep").asText(), g.get("keep").asText(), "option " + i);
            assertEquals(ev.get("options").get(i).get("sd").asDouble(), g.get("sd").asDouble(), 1e-9, "option " + i);
        }
    }

    @Test
    void reach_text_probabilityColumnFirst_lossInPercentagePoints() {
        CommandRun run = advise("--dice", "12344", "--card", LATE_CARD, "--goal", "reach:250", "--top", "3");

        assertEquals(0, run.exitCode(), run.transcript());
        List<String> lines = run.out().lines().toList();
        assertEquals("goal: a final total of 250 or more; P = its probability under the best play for it,", lines.get(2));
        assertTrue(lines.get(5).matches("\\s+move\\s+P\\(>=250\\)\\s+loss\\s+expected total\\s+sd"), run.transcript());
        assertTrue(lines.get(6).matches("\\s+1\\s+keep [1-6 ]+\\s+\\d+\\.\\d\\d%\\s+best\\s+\\d+\\.\\d\\d\\s+\\d+\\.\\d\\d"),
                run.transcript());
        assertTrue(lines.get(7).matches("\\s+2\\s+keep [1-6 ]+\\s+\\d+\\.\\d\\d%\\s+(<0\\.01|\\d+\\.\\d\\d)\\s+\\d+\\.\\d\\d\\s+\\d+\\.\\d\\d"),
                run.transcript());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "reach:abc|error: --goal 'reach:abc': the target must be a whole number of points, e.g. reach:300",
            "reach:-5|error: --goal 'reach:-5': the target must be a whole number of points, e.g. reach:300",
            "reach:1576|error: --goal 'reach:1576': the target must be 0..1575 points (no card scores more), was 1576",
            "win|error: --goal win needs other players to beat: use it in play --players",
            "maximum|error: --goal 'maximum': expected ev, reach:T"})
    void badGoal_usageError_namesTheGoal(String goal, String message) {
        CommandRun run = advise("--dice", "12344", "--goal", goal);

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith(message), run.transcript());
    }
}
