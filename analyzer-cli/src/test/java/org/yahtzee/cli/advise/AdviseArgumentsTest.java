package org.yahtzee.cli.advise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.yahtzee.cli.advise.AdviseCommandTest.MAPPER;
import static org.yahtzee.cli.advise.AdviseCommandTest.VERHOEFF_CARD;
import static org.yahtzee.cli.advise.AdviseCommandTest.advise;
import static org.yahtzee.cli.advise.AdviseCommandTest.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.cli.CommandRun;

/**
 * How advise reads its command line: the dice in every spelling, with the option or alone, the
 * card's boxes apart or with commas, and one clear usage error for each bad argument.
 */
final class AdviseArgumentsTest {

    @ParameterizedTest
    @ValueSource(strings = {"44321", "1,2,3,4,4", "1 2 3 4 4", "4, 4, 3, 2, 1"})
    void advise_diceSpellings_sameAdvice(String dice) throws Exception {
        JsonNode json = json("--rules", "free-choice", "--dice", dice, "--card", VERHOEFF_CARD, "--json");

        assertEquals("12344", json.get("dice").asText());
        assertEquals("234", json.get("options").get(0).get("keep").asText());
        assertEquals(243.41, json.get("options").get(0).get("expectedTotal").asDouble(), 0.005);
    }

    @Test
    void advise_diceAsFiveWords_accepted() {
        CommandRun run = advise("--dice", "1", "2", "3", "4", "4", "--rolls-left", "1");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("dice 1 2 3 4 4, official rules"), run.transcript());
    }

    /** Issue 21, item 6: --dice given twice is refused as every other repeated option is, not "the last wins". */
    @Test
    void advise_diceGivenTwice_usageError() throws Exception {
        CommandRun together = advise("--dice", "12344", "--json", "--dice", "66666");
        CommandRun apart = advise("--dice", "1", "2", "3", "4", "4", "--dice", "6", "6", "6", "6", "6");

        for (CommandRun run : List.of(together, apart)) {
            assertEquals(2, run.exitCode(), run.transcript());
            assertEquals(List.of("error: option '--dice' (DICE) should be specified only once",
                    "try 'yahtzee advise --help'"), run.errLines());
        }
        JsonNode error = MAPPER.readTree(together.out());
        assertEquals("yahtzee-error/1", error.get("format").asText(), together.out());
        assertEquals("bad-value", error.get("kind").asText());
        assertEquals("", apart.out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--dice 1234                         | '1234' is not a roll: 4 dice, expected five digits 1..6",
            "--dice 123456                       | '123456' is not a roll: 6 dice, expected five digits 1..6",
            "--dice 12347                        | '12347' is not a roll: '7' is not a die, expected five digits 1..6",
            "--dice 12344 --rolls-left 3         | --rolls-left must be 0, 1 or 2, was 3",
            "--dice 12344 --card sevens=7        | unknown box 'sevens': expected one of ones, twos,",
            "--dice 12344 --card ones=3,aces=2   | card: ones is given twice",
            "--dice 12344 --card twos=3          | card: twos cannot hold 3: expected a multiple of 2 from 0 to 10",
            "--dice 12344 --card full-house=20   | card: full-house cannot hold 20: expected 0 or 25",
            "--dice 12344 --card ones=x          | card entry 'ones=x': 'x' is not a whole number of points",
            "--dice 12344 --card ones            | card entry 'ones': expected BOX=POINTS",
            "--dice 12344 --card ones=3,upper=5  | card: upper=5 but the upper boxes given add up to 3",
            "--dice 12344 --card sixes=30,upper-bonus=35 | card: upper-bonus=35 but the upper boxes given add up to 30, short of 63",
            "--dice 12344 --yahtzee-bonuses 1    | --yahtzee-bonuses 1: a Yahtzee bonus needs 50 in the Yahtzee box",
            "--dice 12344 --top 0                | --top must be a number of options (1 or more) or all, was '0'",
            "--dice 12344 --card ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,3k=20,4k=0,fh=25,ss=30,ls=40,y=0,c=20"
                    + " | card: all 13 boxes are filled, the game is over"})
    void advise_badInput_exit2WithOneErrorLine(String args, String message) {
        CommandRun run = advise(args.strip().split(" "));

        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.errLines().get(0).startsWith("error: " + message.strip()), run.transcript());
        assertEquals(1, run.errLines().stream().filter(l -> l.startsWith("error:")).count(), run.transcript());
        assertFalse(run.err().contains("Exception"), run.transcript());
        assertEquals("", run.out());
    }

    /** A mistyped option after the dice is an unknown option with a suggestion, not more dice. */
    @Test
    void dice_thenAMistypedOption_unknownOptionWithASuggestion() {
        CommandRun run = advise("--dice", "12344", "--rule", "free-choice");

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("error: unknown option: '--rule'", run.errLines().get(0));
        assertTrue(run.err().contains("--rules"), run.transcript());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--dice=12344", "--dice 1 2 3 4 4 --top 1", "--top 1 --dice 1,2,3,4,4"})
    void dice_allSpellings_beforeOrAmongOptions(String line) {
        CommandRun run = advise(line.split(" "));

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("dice 1 2 3 4 4,"), run.transcript());
    }

    /** Issue 23, item 7: the dice alone, as a player first types them, together or apart, among options or not. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "44456                | --dice 44456",
            "4 4 4 5 6            | --dice 4 4 4 5 6",
            "--top 2 44456        | --top 2 --dice 44456",
            "6,5,4,4,4 --top 2    | --dice 6,5,4,4,4 --top 2",
            "--card ones=3 44456  | --card ones=3 --dice 44456"})
    void dice_withoutTheOption_asWithIt(String alone, String with) {
        CommandRun run = advise(alone.strip().split(" "));

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("dice 4 4 4 5 6,"), run.transcript());
        assertEquals(advise(with.strip().split(" ")).out(), run.out());
    }

    @Test
    void dice_givenTwiceOrNotAtAll_usageError() {
        CommandRun twice = advise("44456", "--dice", "12344");
        CommandRun none = advise("--top", "3");

        assertEquals(2, twice.exitCode(), twice.transcript());
        assertEquals("error: the dice are given twice, as '44456' and with --dice: give them once", twice.errLines().get(0));
        assertEquals(2, none.exitCode(), none.transcript());
        assertEquals("error: missing the dice showing, e.g. yahtzee advise 12344 (or --dice 12344)", none.errLines().get(0));
    }

    /** Issue 23, item 7: boxes separated by blanks as well as commas; a box name with a blank still reads. */
    @ParameterizedTest
    @ValueSource(strings = {"ones=3 threes=9 fours=12 sixes=24 full-house=25 small-straight=30",
            "ones=3, threes=9; fours=12  sixes=24 full house=25 ss = 30",
            " ones = 3 threes=9,fours=12,sixes=24,fh=25,small-straight=30 "})
    void card_boxesApartOrWithCommas_theSameCard(String card) {
        CommandRun run = advise("--rules", "free-choice", "--dice", "12344", "--card", card, "--top", "1");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("card 103 points: ones 3, threes 9, fours 12, sixes 24, full-house 25, small-straight 30"),
                run.transcript());
    }

    @Test
    void dice_missing_usageError() {
        CommandRun run = advise("--dice", "--top", "3");

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("error: --dice needs the dice showing, e.g. --dice 12344", run.errLines().get(0));
    }
}
