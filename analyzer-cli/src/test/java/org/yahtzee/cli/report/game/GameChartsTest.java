package org.yahtzee.cli.report.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GradedGame;

final class GameChartsTest {
    private static final Pattern ID = Pattern.compile("\\bid='([^']*)'");
    private static final Pattern LONG_DECIMAL = Pattern.compile("\\d\\.\\d{3,}");

    @Test
    void lossPerTurn_isEachTurnsDecisionsSummed_addingUpToTheGamesLoss() throws IOException {
        GradedGame game = GradedExamples.first("several-mistakes.txt", 13);

        double[] loss = GameCharts.lossPerTurn(game);

        assertEquals(13, loss.length);
        double sum = 0;
        for (int turn = 1; turn <= 13; turn++) {
            double naive = 0;
            for (Decision d : game.decisions()) {
                naive += d.turn() == turn ? d.loss() : 0;
            }
            assertEquals(naive, loss[turn - 1], 1e-12, "turn " + turn);
            sum += loss[turn - 1];
        }
        assertEquals(game.totalLoss(), sum, 1e-9);
        assertEquals(3, GameCharts.lossPerTurn(GradedExamples.first("several-mistakes.txt", 3)).length, "a game in progress");
    }

    /** From the expected score at the start to the final score; each decision drops by its loss at one x. */
    @Test
    void expectedTotalLine_startsAtTheExpectedScore_dropsByEachLoss_endsAtTheScore() throws IOException {
        GradedGame game = GradedExamples.first("several-mistakes.txt", 13);

        double[] xy = GameCharts.expectedTotalLine(game);

        assertEquals(2 * (2 + 2 * game.decisions().size()), xy.length);
        assertEquals(0.5, xy[0]);
        assertEquals(game.expectedAtStart(), xy[1]);
        for (int i = 0; i < game.decisions().size(); i++) {
            Decision d = game.decisions().get(i);
            int at = 2 + 4 * i;
            assertEquals(xy[at], xy[at + 2], "best and played at the same x");
            assertTrue(xy[at] > d.turn() - 0.5 && xy[at] < d.turn() + 0.5, "inside its turn");
            // equal x: a stand pat with rolls left, then its box, both after the same roll
            assertTrue(i == 0 || xy[at] >= xy[at - 2], "x never goes back");
            assertEquals(d.loss(), xy[at + 1] - xy[at + 3], 1e-9, "the drop is the loss");
        }
        assertEquals(13.5, xy[xy.length - 2]);
        assertEquals(235, xy[xy.length - 1]);
        assertEquals(2 * (1 + 2 * 9), GameCharts.expectedTotalLine(GradedExamples.first("several-mistakes.txt", 3)).length,
                "in progress: no end point");
    }

    @Test
    void lossChart_svgElement_textAsText_idsPrefixed_twoDecimals_sameEachTime() throws IOException {
        GradedGame game = GradedExamples.first("several-mistakes.txt", 13);

        String svg = GameCharts.lossPerTurn(game, "s1-loss");

        assertTrue(svg.startsWith("<svg id='s1-loss' "), svg.substring(0, 80));
        assertTrue(svg.endsWith("</svg>"));
        assertFalse(svg.contains("<?xml") || svg.contains("<!DOCTYPE"), "an element, not a document");
        assertTrue(svg.contains("<title>Expected points lost in each turn</title>"));
        // 9 y labels (0, 2, .. 16), 13 turn numbers, 2 axis titles; no glyph outlines
        assertEquals(9 + 13 + 2, count(svg, "<text "));
        assertTrue(svg.contains(">expected points lost</text>") && svg.contains(">turn</text>"));
        assertTrue(svg.contains(">16</text>") && svg.contains(">13</text>"));
        assertIdsStartWith("s1-loss", svg);
        Matcher decimal = LONG_DECIMAL.matcher(svg);
        assertFalse(decimal.find(), () -> "more than two decimals: " + decimal.group());
        assertEquals(svg, GameCharts.lossPerTurn(game, "s1-loss"), "no fonts measured, no hash codes: the same SVG");
    }

    @Test
    void expectedChart_marksEachFlaggedDecision_legendOnlyWhenAny() throws IOException {
        GradedGame mistakes = GradedExamples.first("several-mistakes.txt", 13);
        String svg = GameCharts.expectedTotal(mistakes, 0.01, "s2-expected");
        assertEquals(5 + 1, count(svg, "<ellipse"), "the 5 flagged decisions and the legend's mark");
        assertTrue(svg.contains(">after a flagged decision</text>"));
        assertIdsStartWith("s2-expected", svg);
        assertEquals(1 + 1, count(GameCharts.expectedTotal(mistakes, 10, "x"), "<ellipse"), "threshold 10: 15.13 alone");

        String clean = GameCharts.expectedTotal(GradedExamples.first("clean-solitaire.txt", 13), 0.01, "s1-expected");
        assertEquals(0, count(clean, "<ellipse"));
        assertFalse(clean.contains("flagged"));
        assertTrue(clean.contains(">expected final score</text>"), "the line's legend entry");
    }

    private static void assertIdsStartWith(String prefix, String svg) {
        Matcher id = ID.matcher(svg);
        List<String> ids = id.results().map(m -> m.group(1)).toList();
        assertTrue(ids.contains(prefix), ids.toString());
        for (String each : ids) {
            assertTrue(each.startsWith(prefix), each);
        }
        Matcher reference = Pattern.compile("url\\(#([^)]*)\\)").matcher(svg);
        while (reference.find()) {
            assertTrue(ids.contains(reference.group(1)), "a reference to no element: " + reference.group());
        }
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + part.length())) {
            n++;
        }
        return n;
    }
}
