package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;

/** The grade page in headless Chromium: examples/ opened as files (a game, a session) and a record with an error. */
final class GradeBrowserTest extends BrowserTestBase {
    /** examples/several-mistakes.txt: 235 points, 5 decisions flagged, as grade --json says (ServeApiTest). */
    @Test
    void example_openedAsAFile_isGradedAsReportGameShowsIt() throws IOException {
        grade("several-mistakes.txt", BrowserSession.DESKTOP);
        WebElement game = browser.await("#result section.game");
        assertEquals("Sam", game.getAttribute("data-player"));
        assertEquals("Sam, game 1: final score 235", game.findElement(By.tagName("h2")).getText());
        assertEquals("5", game.findElement(By.cssSelector("[data-flagged]")).getAttribute("data-flagged"));
        assertEquals(5, game.findElements(By.cssSelector("div > div.scroll table.decisions tbody tr")).size());
        assertTrue(game.findElement(By.cssSelector("[data-equation]")).getText().startsWith("235 = 254.59 \u2212 32.17 + 12.58"),
                game.findElement(By.cssSelector("[data-equation]")).getText());
        assertTrue(browser.find("#problems").getAttribute("hidden") != null);
        browser.script("document.getElementById('result').scrollIntoView();");
        browser.screenshot("web-grade");
    }

    /**
     * A record of a session (examples/two-player-session.txt: Ann and Bob, two games): each game
     * as a pad with both cards side by side and who won it, the session's totals and its winner,
     * all as the API grades it; at a phone's width the decisions' dice stay on one line.
     */
    @Test
    void session_padsPerGame_totalsAndWinner() throws IOException {
        Path example = grade("two-player-session.txt", BrowserSession.PHONE);
        browser.await("#result [data-session]");
        JsonNode players = new ApiClient(browser.server.port()).post("/api/v1/grade",
                Files.readString(example, StandardCharsets.UTF_8)).json().get("players");
        int[] session = new int[2];
        for (int g = 0; g < 2; g++) {
            int[] scores = {players.get(0).get("games").get(g).get("score").asInt(), players.get(1).get("games").get(g).get("score").asInt()};
            WebElement pad = browser.find("#result [data-pad='" + (g + 1) + "']");
            assertEquals(List.of("Ann", "Bob"), pad.findElements(By.cssSelector("thead th[data-column]")).stream()
                    .map(WebElement::getText).toList());
            for (int p = 0; p < 2; p++) {
                assertEquals(Integer.toString(scores[p]), pad.findElement(By.cssSelector("td[data-sum='total'][data-column='" + p
                        + "']")).getText());
                session[p] += scores[p];
            }
            assertEquals(winner(scores, "wins") + ".", pad.findElement(By.cssSelector("[data-game-result]")).getText());
        }
        WebElement table = browser.find("#result [data-session] table.session-table");
        assertEquals(List.of("Session", Integer.toString(session[0]), Integer.toString(session[1])),
                table.findElements(By.cssSelector("tfoot tr > *")).stream().map(WebElement::getText).toList().subList(0, 3));
        assertEquals(winner(session, "wins the session") + " after 2 games.",
                browser.find("#result [data-session-result]").getText());
        assertFalse(browser.scrollsSideways(), "the pads fit the phone");
        browser.script("document.querySelectorAll('#result details').forEach((d) => { d.open = true; });");
        PlayBrowserTest.assertDiceOnOneLine("#result");
        browser.driver.manage().window().setSize(BrowserSession.DESKTOP);
    }

    /** Opens examples/NAME on the page as a file, at the window size, and presses Grade; returns the file. */
    private static Path grade(String name, Dimension size) throws IOException {
        browser.get("/grade", size);
        Path example = Path.of("..", "examples", name).toAbsolutePath().normalize();
        browser.find("#file").sendKeys(example.toString());
        int chars = Files.readString(example, StandardCharsets.UTF_8).length(); // ASCII, lines ending \n: as the field holds it
        browser.until("document.getElementById('record').value.length === " + chars);
        browser.find("#grade").click();
        return example;
    }

    private static String winner(int[] totals, String verb) {
        return totals[0] == totals[1] ? "Ann and Bob tie at " + totals[0]
                : (totals[0] > totals[1] ? "Ann " : "Bob ") + verb + " with " + Math.max(totals[0], totals[1]);
    }

    /** A box filled twice: the problem under line 3 of the text, as the API gives it, and the cursor sent there. */
    @Test
    void recordWithAnError_isShownAtItsLine() {
        browser.get("/grade", BrowserSession.DESKTOP);
        browser.find("#record").sendKeys("# two turns\n1: 22351 score chance\n2: 22351 score chance\n");
        browser.find("#grade").click();
        browser.await("#problems");
        WebElement bad = browser.find("#listing li.bad");
        assertEquals("3", bad.getAttribute("data-line"));
        assertTrue(bad.getText().startsWith("2: 22351 score chance"), bad.getText());
        assertTrue(bad.findElement(By.className("problem")).getText().startsWith("column 16: chance is already filled"),
                bad.getText());
        assertEquals(3, browser.findAll("#listing li").size() - 1); // the three lines and the empty one after the last newline
        assertTrue(browser.find("#error").getText().contains("1 problem, the first at line 3, column 16"));
        bad.findElement(By.tagName("button")).click();
        assertEquals("record", browser.focused().getAttribute("id"));
        assertEquals(12 + 22 + 15, ((Number) browser.script("return document.getElementById('record').selectionStart;")).longValue());
    }
}
