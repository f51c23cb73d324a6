package org.yahtzee.cli.advise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.FakeMoments;
import org.yahtzee.cli.Commands;
import org.yahtzee.cli.OfficialTable;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.ReferenceSolver;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableReader;

@Order(4) // a moment pass and first uses, 30 s of the module's run: started early (the parent pom)
final class AdviseCommandTest {
    static final String VERHOEFF_CARD = "ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30";

    static final ObjectMapper MAPPER = new ObjectMapper();

    /** Runs advise in-process on the shared cache. */
    static CommandRun advise(String... args) {
        return CommandRun.run(SharedCache.directory(), CommandRun.prefixed(args, "advise"));
    }

    /** Runs advise in-process and reads its JSON, which must come with exit 0. */
    static JsonNode json(String... args) throws Exception {
        CommandRun run = advise(args);
        assertEquals(0, run.exitCode(), run.transcript());
        return MAPPER.readTree(run.out());
    }

    /**
     * The moments are loaded on a second thread while the turn is analysed (BackgroundMoments):
     * a damaged moments file is computed again there, its note on stderr, and the answer is the
     * one a sound cache gives.
     */
    @Test
    void damagedMoments_computedAgainOnTheSecondThread_sameAnswer(@TempDir Path cache) throws Exception {
        Files.copy(SharedCache.directory().resolve("official.ytable"), cache.resolve("official.ytable"));
        Files.write(cache.resolve("official.ymoments"), new byte[] {1, 2, 3});
        // The sound run first, so this JVM keeps the official moments whatever ran before; the
        // damaged run then has no kept figures, which would hide its file.
        CommandRun sound = advise("--dice", "12344", "--top", "all");
        String[] args = {"advise", "--dice", "12344", "--top", "all"};
        CommandRun run = CommandRun.run(Commands.commandLine(new Environment(cache, false), args), args);
        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(sound.out(), run.out());
        assertTrue(run.err().contains("note:") && run.err().contains("official.ymoments"), run.err());
    }

    @Test
    void advise_verhoeffPosition_keep234Best_keep1234At243_10() {
        CommandRun run = advise("--rules", "free-choice", "--dice", "12344", "--card", VERHOEFF_CARD, "--top", "all");

        assertEquals(0, run.exitCode(), run.transcript());
        List<String> lines = run.out().lines().toList();
        assertEquals("turn 7 of 13, roll 1 of 3, two rerolls left, 15 points short of the upper bonus", lines.get(0));
        assertTrue(lines.get(3).matches("\\s+move\\s+expected total\\s+sd\\s+loss"), run.transcript());
        // SD: Verhoeff's proficiency-test report prints 38 for both keeps.
        assertTrue(lines.get(4).matches("\\s+1\\s+keep 2 3 4\\s+243\\.41\\s+38\\.13\\s+best"), run.transcript());
        assertTrue(run.out().matches("(?s).*\\n\\s+\\d+\\s+keep 1 2 3 4\\s+243\\.10\\s+38\\.38\\s+0\\.31\\n.*"), run.transcript());
        assertEquals("", run.err());
    }

    /** Verhoeff's proficiency-test position, to the digit: the golden values of the README. */
    @Test
    void advise_json_verhoeffPosition_goldenValues() throws Exception {
        JsonNode json = json("--rules", "free-choice", "--dice", "12344", "--card", VERHOEFF_CARD, "--top", "all", "--json");

        assertEquals("yahtzee-advice/1", json.get("format").asText());
        assertEquals("free-choice", json.get("rules").asText());
        assertEquals(7, json.get("turn").asInt());
        assertEquals(2, json.get("rollsLeft").asInt());
        assertEquals("12344", json.get("dice").asText());
        assertEquals(103, json.get("cardTotal").asInt());
        assertEquals(24, json.get("optionCount").asInt());
        JsonNode best = json.get("options").get(0);
        assertEquals("{\"action\":\"keep\",\"keep\":\"234\"}", moveOf(best));
        assertEquals(243.41, best.get("expectedTotal").asDouble(), 0.005);
        assertEquals(0.0, best.get("loss").asDouble());
        JsonNode keep1234 = null;
        for (JsonNode o : json.get("options")) {
            keep1234 = o.get("keep").asText().equals("1234") ? o : keep1234;
        }
        assertEquals(243.10, keep1234.get("expectedTotal").asDouble(), 0.005);
        assertEquals(0.31, keep1234.get("loss").asDouble(), 0.005);
        // Verhoeff's report: SD 38 for both keeps (rounded to the point).
        assertEquals(38, Math.round(best.get("sd").asDouble()));
        assertEquals(38, Math.round(keep1234.get("sd").asDouble()));
        for (JsonNode o : json.get("options")) {
            double sd = o.get("sd").asDouble();
            assertTrue(sd > 20 && sd < 60, "an SD of a final score from turn 7: " + o);
        }
    }

    /** Keeping all five with rolls left scores them now: the JSON names the box and points, as the text does. */
    @Test
    void advise_json_keepAllFive_namesTheBoxAndPoints() throws Exception {
        JsonNode json = json("--dice", "12345", "--top", "all", "--json");

        JsonNode best = json.get("options").get(0);
        assertEquals("{\"action\":\"keep\",\"keep\":\"12345\",\"box\":\"large-straight\",\"points\":40}", moveOf(best));
        for (JsonNode o : json.get("options")) {
            assertEquals(o.get("keep").asText().length() == 5, o.has("box"), o.toString());
            assertEquals(o.has("box"), o.has("points"), o.toString());
        }
    }

    /** The move's own fields, in order, without the totals and the SD. */
    private static String moveOf(JsonNode option) {
        com.fasterxml.jackson.databind.node.ObjectNode move = option.deepCopy();
        move.remove(List.of("expectedTotal", "loss", "sd"));
        return move.toString();
    }

    @Test
    void advise_json_everyKeepWhileRollsLeft_sortedBestFirst() throws Exception {
        JsonNode json = json("--dice", "12344", "--rolls-left", "1", "--top", "all", "--json");

        assertEquals("official", json.get("rules").asText());
        assertEquals(1, json.get("rollsLeft").asInt());
        JsonNode options = json.get("options");
        // 2 x 2 x 2 x 3 sub-multisets of {1,2,3,4,4}, keeping all five included
        assertEquals(24, options.size());
        Set<String> keeps = new HashSet<>();
        double previous = Double.POSITIVE_INFINITY;
        for (JsonNode o : options) {
            assertEquals("keep", o.get("action").asText());
            keeps.add(o.get("keep").asText());
            double total = o.get("expectedTotal").asDouble();
            assertTrue(total <= previous + 1e-9);
            // Three figures each to 8 decimals (docs/json.md, "Numbers").
            assertEquals(options.get(0).get("expectedTotal").asDouble() - total, o.get("loss").asDouble(), 1.5e-8);
            previous = total;
        }
        assertEquals(24, keeps.size());
        assertTrue(keeps.contains("") && keeps.contains("12344"), keeps.toString());
    }

    @Test
    void advise_rollsLeft0_everyOpenBoxWithItsPoints() throws Exception {
        JsonNode json = json("--dice", "33355", "--rolls-left", "0", "--card", "chance=20,yahtzee=0", "--top", "all", "--json");

        JsonNode options = json.get("options");
        assertEquals(11, options.size());
        for (JsonNode o : options) {
            assertEquals("score", o.get("action").asText());
            Category box = Category.parse(o.get("box").asText());
            assertEquals(box.canonicalName(), o.get("box").asText());
            assertEquals(org.yahtzee.rules.Scoring.ordinary(KeepLattice.rollOfDice(3, 3, 3, 5, 5), box),
                    o.get("points").asInt(), box.toString());
        }
        assertEquals(45, json.get("cardTotal").asInt() + 25, "20 + 0 on the card");
    }

    @Test
    void advise_text_scoreOptionsShowPoints_keepAllFiveNamesTheBox() {
        CommandRun last = advise("--dice", "66655", "--rolls-left", "0", "--top", "3");
        CommandRun first = advise("--dice", "12345", "--top", "all");

        assertTrue(last.out().contains("score full-house (25)"), last.transcript());
        assertTrue(last.out().contains("(3 of 13 options; --top all lists every one)"), last.transcript());
        assertTrue(first.out().contains("keep all five and score large-straight (40)"), first.transcript());
        assertTrue(first.out().contains("reroll all five"), first.transcript());
    }

    @Test
    void loss_belowHalfACent_printsLessThan001NeverZero() {
        assertEquals("<0.01", AdviceText.loss(0));
        assertEquals("<0.01", AdviceText.loss(0.00499));
        assertEquals("0.01", AdviceText.loss(0.005));
        assertEquals("0.31", AdviceText.loss(0.3114));
    }

    @Test
    void lossOrTie_aTieAsTheRankingCountsIt_printsZero() {
        assertEquals("0.00", AdviceText.lossOrTie(0, 1));
        assertEquals("0.00", AdviceText.lossOrTie(0.9e-9, 100));
        assertEquals("<0.01", AdviceText.lossOrTie(2e-9, 1));
        assertEquals("1.20", AdviceText.lossOrTie(0.012, 100));
    }

    /** A goal every option meets (reach:0 on the last box): each is as good as the best, 0.00, not <0.01. */
    @Test
    void advise_goalMetWhateverHappens_everyLossATie() {
        CommandRun run = advise("--dice", "12344", "--goal", "reach:0", "--top", "3", "--card",
                "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,three-of-a-kind=20,four-of-a-kind=20,full-house=25,"
                        + "small-straight=30,large-straight=40,yahtzee=50");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("100.00%   best"), run.transcript());
        assertEquals(2, run.out().split("100.00%   0.00", -1).length - 1, run.transcript());
        assertFalse(run.out().contains("<0.01"), run.transcript());
    }

    @Test
    void advise_yahtzeeBonuses_addToTheTotalNotTheOrder() throws Exception {
        JsonNode none = json("--dice", "22336", "--card", "yahtzee=50,chance=22,ones=2", "--json");
        JsonNode two = json("--dice", "22336", "--card", "yahtzee=50,chance=22,ones=2", "--yahtzee-bonuses", "2", "--json");

        for (int i = 0; i < 10; i++) {
            assertEquals(none.get("options").get(i).get("keep"), two.get("options").get(i).get("keep"));
            assertEquals(none.get("options").get(i).get("expectedTotal").asDouble() + 200,
                    two.get("options").get(i).get("expectedTotal").asDouble(), 1e-8);
        }
    }

    /** A second Yahtzee of sixes, Sixes filled, the Yahtzee box holding 50: where may it go? */
    @ParameterizedTest
    @CsvSource({
            "official,    three-of-a-kind=30 four-of-a-kind=30 full-house=25 small-straight=30 large-straight=40 chance=30",
            "free-choice, ones=0 twos=0 three-of-a-kind=30 four-of-a-kind=30 full-house=25 small-straight=30 large-straight=40 chance=30",
            "original,    ones=0 twos=0 three-of-a-kind=30 four-of-a-kind=30 full-house=25 small-straight=30 large-straight=40 chance=30",
            "no-bonus,    ones=0 twos=0 three-of-a-kind=30 four-of-a-kind=30 full-house=0 small-straight=0 large-straight=0 chance=30"})
    void advise_jokerPosition_eachRuleSet(String rules, String expectedBoxes, @TempDir Path cache) throws Exception {
        // The boxes are the test, not the SD: FakeMoments beside this JVM's values (see withFakeMoments).
        CommandRun run = withFakeMoments(Rules.parse(rules), cache, "--rules", rules, "--dice", "66666",
                "--rolls-left", "0", "--top", "all", "--json", "--card", "sixes=24,yahtzee=50,threes=9,fours=12,fives=15");
        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = MAPPER.readTree(run.out());

        List<String> boxes = new ArrayList<>();
        for (JsonNode o : json.get("options")) {
            boxes.add(o.get("box").asText() + "=" + o.get("points").asInt());
        }
        List<String> expected = List.of(expectedBoxes.split(" "));
        assertEquals(new HashSet<>(expected), new HashSet<>(boxes), json.toString());
        assertEquals(expected.size(), boxes.size());
    }

    /**
     * Runs advise on a cache of its own that holds {@code rules}' value table (solved once per JVM
     * through CommandRun's memory, as every rule set the tests name) and {@link FakeMoments}: the
     * whole-game moment pass that advise's SD column needs (4 to 5 CPU-seconds a rule set, which
     * original's and no-bonus's paid for this class alone) is not computed. Its own memory keeps
     * the fake from the other tests.
     */
    private static CommandRun withFakeMoments(Rules rules, Path cache, String... args) throws IOException {
        Yahtzee.builder().memory(CommandRun.keptFigures()).build().solve(rules).writeTo(new TableCache(cache).pathFor(rules));
        FakeMoments.write(rules, cache);
        return CommandRun.runSolvingAfresh(cache, false, CommandRun.prefixed(args, "advise"));
    }

    @Test
    void advise_jokerOfficial_matchingUpperOpen_mustGoThere() throws Exception {
        JsonNode json = json("--dice", "55555", "--rolls-left", "0", "--card", "yahtzee=50", "--top", "all", "--json");

        assertEquals(1, json.get("options").size());
        assertEquals("fives", json.get("options").get(0).get("box").asText());
        assertEquals(25, json.get("options").get(0).get("points").asInt());
    }

    @Test
    void advise_lastBoxOpen_endOfTheGame() throws Exception {
        String card = "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,three-of-a-kind=20,four-of-a-kind=0,"
                + "full-house=25,small-straight=30,large-straight=40,yahtzee=0";
        JsonNode json = json("--dice", "66543", "--rolls-left", "0", "--card", card, "--json");

        assertEquals(13, json.get("turn").asInt());
        JsonNode only = json.get("options").get(0);
        assertEquals(1, json.get("options").size());
        assertEquals("chance", only.get("box").asText());
        // 178 on the card + 24 in chance, upper 63: bonus already counted in the card total
        assertEquals(213 + 24, only.get("expectedTotal").asDouble(), 1e-3);
    }

    /**
     * A first use solves the table (for real: a memory of its own) with its progress. The cache
     * holds {@link FakeMoments}: the moment pass a first use then computes (4 to 5 CPU-seconds, its
     * notice checked in a real process by ProgressOnStderrTest) is not this test's.
     */
    @Test
    void advise_noTableYet_solvesIntoTheCacheWithProgressOnATerminal(@TempDir Path empty) throws IOException {
        FakeMoments.write(Rules.NO_BONUS, empty);
        CommandRun run = CommandRun.runSolvingAfresh(empty, true, "advise", "--rules", "no-bonus", "--dice", "12345",
                "--top", "1");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.err().contains("\rsolving the no-bonus table (first use only): 100%"), run.transcript());
        assertTrue(run.out().contains("keep all five and score large-straight (40)"), run.transcript());
        assertTrue(new org.yahtzee.tables.TableCache(empty).pathFor(Rules.NO_BONUS).toFile().isFile());
    }

    /** As above without a terminal: the one plain line, and nothing else (the moments are in the cache). */
    @Test
    void advise_noTableYet_withoutTerminal_saysSoOnceInPlainText(@TempDir Path empty) throws IOException {
        FakeMoments.write(Rules.NO_BONUS, empty);
        CommandRun run = CommandRun.runSolvingAfresh(empty, false, "advise", "--rules", "no-bonus", "--dice", "12345",
                "--top", "1");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("solving the no-bonus table (first use only) ...\n", run.err(), run.transcript());
    }

    /** Every option of random reachable positions against the naive reference solver of the tests. */
    @Test
    void advise_randomPositions_agreeWithReferenceSolver() throws Exception {
        ReferenceSolver reference = new ReferenceSolver(Rules.OFFICIAL, TableReader.open(OfficialTable.file(), Rules.OFFICIAL));
        Random random = new Random(20240611);
        for (int n = 0; n < 40; n++) {
            Scorecard card = randomCard(random, 1 + random.nextInt(12));
            int[] dice = new int[5];
            for (int i = 0; i < 5; i++) {
                dice[i] = 1 + random.nextInt(6);
            }
            int rollsLeft = random.nextInt(3);
            String diceText = "" + dice[0] + dice[1] + dice[2] + dice[3] + dice[4];
            JsonNode json = json("--dice", diceText, "--rolls-left", Integer.toString(rollsLeft), "--card",
                    card.toString(), "--yahtzee-bonuses", Integer.toString(card.yahtzeeBonuses()), "--top", "all", "--json");
            assertEquals(card.total(), json.get("cardTotal").asInt());
            for (JsonNode o : json.get("options")) {
                double value = o.get("expectedTotal").asDouble() - card.total();
                double expected;
                if (o.get("action").asText().equals("keep")) {
                    int[] kept = o.get("keep").asText().chars().map(c -> c - '0').toArray();
                    expected = reference.keepValue(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), kept, rollsLeft);
                } else {
                    expected = reference.scoreValue(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), dice,
                            Category.parse(o.get("box").asText()));
                }
                assertEquals(expected, value, 1e-3, card + " " + diceText + " rolls left " + rollsLeft + " " + o);
            }
        }
    }

    /** A card reached by {@code filled} turns of random dice scored in random allowed boxes. */
    private static Scorecard randomCard(Random random, int filled) {
        Scorecard card = Scorecard.empty(Rules.OFFICIAL);
        while (card.filledCount() < filled) {
            int roll = random.nextInt(6) == 0 ? KeepLattice.rollOfDice(6, 6, 6, 6, 6) : random.nextInt(KeepLattice.ROLLS);
            Category box = Category.byId(random.nextInt(Category.COUNT));
            try {
                card = card.score(roll, box);
            } catch (IllegalArgumentException filledOrForbidden) {
                // draw again
            }
        }
        return card;
    }

}
