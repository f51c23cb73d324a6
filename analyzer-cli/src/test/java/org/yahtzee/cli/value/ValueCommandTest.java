package org.yahtzee.cli.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.OfficialTable;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.text.CardParser;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableReader;

final class ValueCommandTest {
    private static final String VERHOEFF_CARD = "ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30";
    /** Every box but the Yahtzee box, which is open: 3 x face in the upper boxes (63, the bonus). */
    private static final String ALL_BUT_YAHTZEE = "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,"
            + "three-of-a-kind=21,four-of-a-kind=0,full-house=25,small-straight=30,large-straight=0,chance=23";

    private static CommandRun value(String... args) {
        return CommandRun.run(SharedCache.directory(), CommandRun.prefixed(args, "value"));
    }

    private static JsonNode json(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--json");
        CommandRun run = value(all.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("", run.err());
        return JsonSchemas.assertValid("value", run.out());
    }

    /** Only the Yahtzee box open, 197 points: 50 more takes a Yahtzee within three rolls, 2,783,176 / 6^10. */
    @ParameterizedTest
    @CsvSource({"247, 0.046028643", "198, 0.046028643", "197, 1", "0, 1", "248, 0"})
    void goal_reachOnTheLastTurn_theYahtzeeChance(int target, double p) {
        JsonNode value = json("--card", ALL_BUT_YAHTZEE, "--goal", "reach:" + target);

        assertEquals("reach:" + target, value.get("goal").asText());
        assertEquals(p, value.get("pGoal").asDouble(), 1e-5); // 5 decimals
        assertEquals(p, value.get("pGoalEv").asDouble(), 1e-9, "expected-score play chases the Yahtzee too");
    }

    @Test
    void goal_text_bothProbabilities_midGame() {
        CommandRun run = value("--card", "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=24,full-house=25,small-straight=30",
                "--goal", "reach:250");

        assertEquals(0, run.exitCode(), run.transcript());
        List<String> lines = run.out().lines().toList();
        assertEquals("goal: a final total of 250 or more", lines.get(lines.size() - 2));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("P\\(final >= 250\\)  (\\d+\\.\\d\\d)% playing for it "
                + "\\(the best any play gives\\), (\\d+\\.\\d\\d)% playing for the average \\(exact, above\\)")
                .matcher(lines.get(lines.size() - 1));
        assertTrue(m.matches(), run.transcript());
        assertTrue(Double.parseDouble(m.group(1)) > Double.parseDouble(m.group(2)), run.transcript());
    }

    @Test
    void goal_fullCard_metOrNot() {
        String full = ALL_BUT_YAHTZEE + ",yahtzee=0";
        assertEquals(1.0, json("--card", full, "--goal", "reach:197").get("pGoal").asDouble());
        assertEquals(0.0, json("--card", full, "--goal", "reach:198").get("pGoal").asDouble());
    }

    @Test
    void goal_win_refused_noOtherPlayers() {
        CommandRun run = value("--goal", "win");
        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: --goal win needs other players to beat"), run.transcript());
    }

    @Test
    void text_verhoeffCard_positionTablesAndExactFigures() {
        CommandRun run = value("--card", VERHOEFF_CARD, "--threads", "2");

        assertEquals(0, run.exitCode(), run.transcript());
        List<String> lines = run.out().lines().toList();
        assertEquals("turn 7 of 13, 15 points short of the upper bonus", lines.get(0));
        assertEquals("official rules, card 103 points: ones 3, threes 9, fours 12, sixes 24, full-house 25, "
                + "small-straight 30", lines.get(1));
        double expected = 103 + officialValue(VERHOEFF_CARD);
        String tables = String.format(java.util.Locale.ROOT, "expected final  %.2f, sd ", expected);
        assertTrue(lines.get(3).matches(java.util.regex.Pattern.quote(tables)
                + "\\d+\\.\\d\\d \\(optimal play; from the value and moment tables\\)"), run.transcript());
        assertTrue(lines.get(5).matches("exact distribution of the final score \\(7 boxes open, \\d+\\.\\d\\d s on 2 threads\\)"),
                run.transcript());
        assertTrue(lines.get(6).matches("mean {12}\\d+\\.\\d{4}"), run.transcript());
        assertTrue(lines.get(8).matches("percentiles     5%:\\d+ 25%:\\d+ 50%:\\d+ 75%:\\d+ 95%:\\d+"), run.transcript());
        assertTrue(lines.get(9).matches("P\\(final\\)        >=200:\\S+% >=250:\\S+% >=300:\\S+% >=350:\\S+%"),
                run.transcript());
        assertEquals(10, lines.size(), run.transcript());
        assertEquals("", run.err());
    }

    @Test
    void json_verhoeffCard_exactFiguresAgreeWithTheTables() {
        // Two routes: the value and moment tables (pushed back), the distribution (carried forward).
        JsonNode v = json("--card", VERHOEFF_CARD, "--at", "270,150,250");
        JsonNode exact = v.get("exact");

        assertEquals(7, v.get("turn").asInt());
        assertEquals(7, v.get("openBoxes").asInt());
        assertEquals(103, v.get("cardTotal").asInt());
        assertEquals(103 + officialValue(VERHOEFF_CARD), v.get("expectedTotal").asDouble(), 1e-8); // 8 decimals
        assertEquals(v.get("expectedTotal").asDouble(), exact.get("mean").asDouble(), 1e-4);
        assertEquals(v.get("sd").asDouble(), exact.get("sd").asDouble(), 1e-4);
        assertTrue(v.get("sd").asDouble() > 20, v.toString());
        assertEquals(List.of("150", "200", "250", "270", "300", "350"), names(exact.get("pAtLeast")));
        double total = 0;
        double mean = 0;
        for (JsonNode bar : exact.get("histogram")) {
            total += bar.get("probability").asDouble();
            mean += bar.get("score").asInt() * bar.get("probability").asDouble();
            assertTrue(bar.get("score").asInt() >= 103, bar.toString());
        }
        // Each probability to 10 significant digits, the mean to 8 decimals (docs/json.md, "Numbers").
        assertEquals(1.0, total, 1e-9);
        assertEquals(exact.get("mean").asDouble(), mean, 5e-8);
    }

    @Test
    void everyOneBoxCard_exactMeanAndSdEqualTheTables() {
        for (Category open : Category.values()) {
            String card = ALL_BUT_YAHTZEE.replaceAll("(^|,)" + open.canonicalName() + "=\\d+", "");
            card = open == Category.YAHTZEE ? card : card + ",yahtzee=50";
            JsonNode v = json("--card", card);

            assertEquals(1, v.get("openBoxes").asInt(), card);
            assertEquals(13, v.get("turn").asInt(), card);
            assertEquals(v.get("expectedTotal").asDouble(), v.get("exact").get("mean").asDouble(), 1e-4, card);
            assertEquals(v.get("sd").asDouble(), v.get("exact").get("sd").asDouble(), 1e-4, card);
            assertTrue(v.get("exact").get("lowest").asInt() >= v.get("cardTotal").asInt(), card);
        }
    }

    @Test
    void fullCard_itsTotalWithSd0_notAnError() {
        String card = ALL_BUT_YAHTZEE + ",yahtzee=50";
        JsonNode v = json("--card", card, "--yahtzee-bonuses", "0");

        assertTrue(v.get("turn") == null, "no turn once the game is over: " + v);
        assertEquals(0, v.get("openBoxes").asInt());
        assertEquals(247, v.get("cardTotal").asInt()); // upper 63 + bonus 35 + lower 21 + 25 + 30 + 50 + 23
        assertEquals(247.0, v.get("expectedTotal").asDouble());
        assertEquals(0.0, v.get("sd").asDouble());
        assertEquals(1, v.get("exact").get("histogram").size());
        assertEquals(1.0, v.get("exact").get("pAtLeast").get("200").asDouble());
        assertEquals(0.0, v.get("exact").get("pAtLeast").get("250").asDouble());

        CommandRun text = value("--card", card);
        assertEquals("game over, upper bonus earned", text.out().lines().findFirst().orElseThrow());
    }

    /**
     * A card with three boxes open: the bonuses' shift is the same from any card, and the exact
     * distribution from three open takes about a tenth of one from ten (yahtzee, chance and
     * sixes alone, as before: 2.15 s on 2 threads, twice here).
     */
    @Test
    void yahtzeeBonuses_addToEveryFigure() {
        String card = "yahtzee=50,chance=20,sixes=30,ones=3,twos=6,threes=9,fours=12,fives=15,three-of-a-kind=20,"
                + "four-of-a-kind=0";
        JsonNode none = json("--card", card);
        JsonNode two = json("--card", card, "--yahtzee-bonuses", "2");

        assertEquals(none.get("expectedTotal").asDouble() + 200, two.get("expectedTotal").asDouble(), 1e-9);
        assertEquals(none.get("exact").get("mean").asDouble() + 200, two.get("exact").get("mean").asDouble(), 1e-9);
        assertEquals(none.get("exact").get("sd").asDouble(), two.get("exact").get("sd").asDouble(), 1e-9);
        assertEquals(none.get("exact").get("percentiles").get("50").asInt() + 200,
                two.get("exact").get("percentiles").get("50").asInt());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--card twos=3                    | error: card: ",
        "--card frob=3                    | error: ",
        "--card ones=3,aces=2             | error: card: ",
        "--card chance=20 --yahtzee-bonuses 1 | error: --yahtzee-bonuses 1: ",
        "--at 2000                        | error: --at: scores are 0..1575 (no card holds more), was 2000",
        "--at -1                          | error: invalid value for option '--at' (X,Y): '-1' is not a whole number",
        "--at 250,abc                     | error: invalid value for option '--at'",
        "--threads 0                      | error: --threads must be at least 1, was 0",
        "--rules offical                  | error: unknown rules 'offical'"})
    void badInput_exit2_oneErrorLine(String args, String start) {
        CommandRun run = value(args.strip().split(" +"));

        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.errLines().get(0).startsWith(start.strip()), run.transcript());
        assertEquals("", run.out());
    }

    /** E[rest] of the card's state in the official table, read apart from the command. */
    private static double officialValue(String card) {
        Scorecard scorecard = CardParser.parse(card, Rules.OFFICIAL, 0);
        StateValues values = TableReader.open(OfficialTable.file());
        return values.value(scorecard.stateIndex());
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
