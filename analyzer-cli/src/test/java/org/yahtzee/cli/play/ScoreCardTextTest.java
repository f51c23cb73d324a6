package org.yahtzee.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.yahtzee.cli.play.PlayCommandTest.row;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

final class ScoreCardTextTest {

    @Test
    void upperBonus_earnedMissedOrHowFarFrom63() {
        Scorecard empty = Scorecard.empty(Rules.OFFICIAL);
        Scorecard earned = empty.withBox(Category.SIXES, 30).withBox(Category.FIVES, 25).withBox(Category.FOURS, 8);
        Scorecard missed = empty;
        for (Category box : List.of(Category.ONES, Category.TWOS, Category.THREES, Category.FOURS, Category.FIVES,
                Category.SIXES)) {
            missed = missed.withBox(box, box.face() * 3 - (box == Category.ONES ? 1 : 0)); // 62: one short
        }

        assertEquals("35", ScoreCardText.upperBonus(earned));
        assertEquals("0", ScoreCardText.upperBonus(missed));
        assertEquals("63 to go", ScoreCardText.upperBonus(empty));
        assertEquals("8 to go", ScoreCardText.upperBonus(empty.withBox(Category.SIXES, 30).withBox(Category.FIVES, 25)));
    }

    @Test
    void twoPlayers_aColumnEach_openBoxesDashed_noBonusRowWhereTheRulesPayNone() {
        Scorecard ann = Scorecard.empty(Rules.NO_BONUS).withBox(Category.YAHTZEE, 50).withBox(Category.TWOS, 6);
        Scorecard bob = Scorecard.empty(Rules.NO_BONUS).withBox(Category.CHANCE, 23);
        StringWriter text = new StringWriter();

        ScoreCardText.print(new PrintWriter(text, true), Rules.NO_BONUS, List.of("Ann", "Bob Longname"), List.of(ann, bob));

        List<String> lines = text.toString().lines().toList();
        assertEquals("                     Ann  Bob Longname", lines.get(0));
        assertEquals("twos                   6             -", lines.get(2));
        assertEquals("upper bonus     57 to go      63 to go", lines.get(8));
        assertEquals("lower total           50            23", lines.get(16));
        assertEquals("total                 56            23", lines.get(17));
        assertEquals(18, lines.size(), "no Yahtzee bonus row: " + text);
        assertEquals(row("yahtzee", "50"), lines.get(14).substring(0, 24).stripTrailing() + "\n");
    }
}
