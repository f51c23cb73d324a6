package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;

/** The play page in headless Chromium: a whole seeded game, with the coach, undo, the grade and the download. */
final class PlayBrowserTest extends BrowserTestBase {
    private static final int SEED = 2024;
    /** The page's generator written again plainly (mulberry32): the faces a seed rolls, from its start. */
    static int[] referenceFaces(int seed, int count) {
        int[] faces = new int[count];
        int state = seed;
        for (int i = 0; i < count; i++) {
            state += 0x6D2B79F5;
            int t = (state ^ (state >>> 15)) * (1 | state);
            t = (t + (t ^ (t >>> 7)) * (61 | t)) ^ t;
            long u = (t ^ (t >>> 14)) & 0xffffffffL;
            faces[i] = 1 + (int) ((u * 6) >>> 32);
        }
        return faces;
    }

    private static String dice() {
        StringBuilder faces = new StringBuilder();
        for (WebElement die : browser.findAll("#dice .die")) {
            String classes = die.getAttribute("class");
            faces.append(classes.contains("face-") ? classes.substring(classes.indexOf("face-") + 5, classes.indexOf("face-") + 6) : "0");
        }
        return faces.toString();
    }

    private static int feedbackCount() {
        return browser.findAll("#feedback li").size();
    }

    /** Waits for the page to be idle on a rolled position (the boxes it may score shown). */
    private static void awaitRolled() {
        browser.until("document.querySelectorAll('#card button[data-score]').length > 0 && !document.getElementById('roll').disabled"
                + " || document.querySelectorAll('#card button[data-score]').length > 0 && document.getElementById('turn')"
                + ".textContent.includes('roll 3 of 3')", 30);
    }

    private static void scoreFirstBox(int turnsPlayed) {
        browser.find("#card button[data-score]").click();
        browser.until("document.getElementById('turn').textContent.includes('turn " + (turnsPlayed + 1) + " of 13, roll the dice')"
                + " || document.getElementById('turn').textContent === 'The game is over.'", 30);
        browser.until("!document.getElementById('undo').disabled", 30);
    }

    @Test
    void seededGame_playedToTheEnd_coachUndoGradeDownload() throws IOException, InterruptedException {
        browser.get("/play?seed=" + SEED, BrowserSession.DESKTOP);
        assertEquals(Integer.toString(SEED), browser.find("#seed").getAttribute("value"));
        browser.find("#start").click();
        browser.await("#game", 10);

        // Turn 1: the seed's first five faces; two dice held and the rest rolled again; undone; redone alike.
        browser.find("#roll").click();
        awaitRolled();
        int[] faces = referenceFaces(SEED, 8);
        StringBuilder first = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            first.append(faces[i]);
        }
        assertEquals(first.toString(), dice());
        browser.find("#dice .die[data-die='0']").click();
        browser.find("#dice .die[data-die='1']").click();
        assertEquals("true", browser.find("#dice .die[data-die='1']").getAttribute("aria-pressed"));
        browser.find("#roll").click();
        awaitRolled();
        String second = dice();
        assertEquals("" + faces[0] + faces[1] + faces[5] + faces[6] + faces[7], second);
        assertEquals(1, feedbackCount());
        String keep = faces[0] < faces[1] ? "" + faces[0] + " " + faces[1] : "" + faces[1] + " " + faces[0];
        assertTrue(browser.find("#last").getText().startsWith("turn 1, roll 1: keep " + keep), browser.find("#last").getText());
        browser.find("#undo").click();
        awaitRolled();
        assertEquals(first.toString(), dice());
        assertEquals(0, feedbackCount());
        browser.find("#roll").click(); // the same two dice still held: the same dice again
        awaitRolled();
        assertEquals(second, dice());
        scoreFirstBox(1);
        assertEquals(2, feedbackCount()); // the keep, then the box scored with a roll left (its stand pat counted in)
        assertTrue(browser.find("#typed").getAttribute("hidden") != null, "virtual dice need no typing");

        for (int turn = 2; turn <= 13; turn++) {
            browser.find("#roll").click();
            awaitRolled();
            if (turn == 4) {
                browser.screenshot("web-play");
            }
            scoreFirstBox(turn);
        }

        // The end: graded by the API, the same score on the card, the coach and the report.
        browser.await("#final", 30);
        WebElement graded = browser.await("#graded section.game", 30);
        String score = graded.findElement(org.openqa.selenium.By.cssSelector("td[data-score]")).getText();
        assertTrue(graded.findElement(org.openqa.selenium.By.tagName("h2")).getText().endsWith("final score " + score));
        assertTrue(browser.find("#tally").getText().contains(score), browser.find("#tally").getText());
        assertEquals(14, feedbackCount());

        browser.find("#download").click();
        Path file = browser.downloads.resolve("yahtzee-game-seed-" + SEED + ".txt");
        for (int i = 0; i < 100 && !Files.exists(file); i++) {
            Thread.sleep(100);
        }
        String record = Files.readString(file, StandardCharsets.UTF_8);
        List<String> turns = record.lines().filter(line -> line.matches("[0-9]+: .*")).toList();
        assertEquals(13, turns.size(), record);
        assertTrue(turns.get(0).startsWith("1: " + first + " keep " + keep.replace(" ", "") + " -> " + second + " score "), record);
        ApiClient.Answer answer = new ApiClient(browser.server.port()).post("/api/v1/grade", record);
        JsonNode game = answer.json().get("players").get(0).get("games").get(0);
        assertEquals(Integer.parseInt(score), game.get("score").asInt(), record);
        assertTrue(game.get("complete").asBoolean());
    }
}
