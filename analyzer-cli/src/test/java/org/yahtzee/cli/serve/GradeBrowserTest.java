package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The grade page in headless Chromium: examples/ opened as files (a game, and the reach table's
 * build offered for a target; a session; a game graded for a target too, and a session to win)
 * and a record with an error.
 */
@ResourceLock(BrowserSession.LANE_2)
final class GradeBrowserTest extends BrowserTestBase {
    @RegisterExtension
    static final BrowserSession browser = BrowserSession.inLane(BrowserSession.LANE_2);

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

        // For a target, on this server without the reach table: the page says so and offers to build it.
        new Select(browser.find("#goal")).selectByValue("reach");
        browser.press(browser.find("#grade"));
        assertTrue(browser.await("#reach-build button[data-build='official']").isDisplayed(), "the build is offered");
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
        browser.assertDiceOnOneLine("#result");
        browser.driver.manage().window().setSize(BrowserSession.DESKTOP);
    }

    /**
     * examples/several-mistakes.txt graded for a final total of 200 as well, on a server whose
     * cache holds the fake reach table: the goal's figures as the API gives them (its chance now
     * = at the start - lost + luck, in percentage points) and the result, met (235 points).
     */
    @Test
    void goal_reach200_figuresAndResult(@TempDir Path cache) throws IOException, InterruptedException {
        ApiServer server = GoalServers.withFakeReachTable(cache);
        try {
            open(server, "several-mistakes.txt", BrowserSession.DESKTOP);
            new Select(browser.find("#goal")).selectByValue("reach");
            browser.find("#target").clear();
            browser.find("#target").sendKeys("200");
            browser.press(browser.find("#grade"));
            WebElement goal = browser.await("#result section.game [data-goal='reach:200']");
            JsonNode expected = new ApiClient(server.port()).post("/api/v1/grade?goal=reach:200",
                    Files.readString(Path.of("..", "examples", "several-mistakes.txt"), StandardCharsets.UTF_8)).json()
                    .get("players").get(0).get("games").get(0).get("goal");
            assertEquals("For the goal: P(\u2265200)", goal.findElement(By.tagName("h3")).getText());
            assertEquals(String.format(java.util.Locale.ROOT, "%.2f%% = %.2f%% \u2212 %.2f + %s", 100 * expected.get("pNow").asDouble(),
                    100 * expected.get("pAtStart").asDouble(), 100 * expected.get("totalLoss").asDouble(),
                    luck(100 * expected.get("luck").asDouble())), goal.findElement(By.cssSelector("[data-goal-equation]")).getText());
            assertEquals("met", expected.get("outcome").asText());
            assertEquals("Target met.", goal.findElement(By.cssSelector("[data-outcome='met']")).getText());
            assertEquals(expected.get("flagged").asText(),
                    goal.findElement(By.cssSelector("[data-goal-flagged]")).getAttribute("data-goal-flagged"));
            browser.script("arguments[0].scrollIntoView();", goal);
            browser.screenshot("web-grade-goal");

            // A session's record graded to win: each card's figures are of the session total, the API's
            // (which ServeGoalTest holds to grade --goal win --json's on the same record).
            String session = ServeGoalTest.earlySession();
            browser.script("const r = document.getElementById('record'); r.value = arguments[0];"
                    + "r.dispatchEvent(new Event('input'));", session);
            new Select(browser.find("#goal")).selectByValue("win");
            browser.press(browser.find("#grade"));
            browser.until("document.querySelectorAll(\"#result [data-goal='win'] [data-goal-equation]\").length === 4");
            JsonNode players = new ApiClient(server.port()).post("/api/v1/grade?goal=win", session).json().get("players");
            List<double[]> figures = new ArrayList<>(); // pNow, pAtStart, totalLoss, luck in pp, by card
            for (JsonNode player : players) {
                for (JsonNode game : player.get("games")) {
                    JsonNode g = game.get("goal");
                    figures.add(new double[] {100 * g.get("pNow").asDouble(), 100 * g.get("pAtStart").asDouble(),
                        100 * g.get("totalLoss").asDouble(), 100 * g.get("luck").asDouble()});
                }
            }
            figures.sort(java.util.Comparator.comparingDouble(f -> f[0]));
            List<String> shown = browser.findAll("#result [data-goal='win'] [data-goal-equation]").stream()
                    .map(WebElement::getText)
                    .sorted(java.util.Comparator.comparingDouble(t -> Double.parseDouble(t.substring(0, t.indexOf('%')))))
                    .toList();
            for (int card = 0; card < 4; card++) {
                // "76.82% = 74.30% − 4.53 + 7.05", the luck in brackets when negative; each to half a hundredth
                String[] parts = shown.get(card).replace("%", "").replace("(", "-").replace(")", "").split(" = | \u2212 | \\+ ");
                for (int i = 0; i < 4; i++) {
                    assertEquals(figures.get(card)[i], Double.parseDouble(parts[i]), 0.0051, shown.get(card));
                }
            }
            assertTrue(browser.find("#result").getText().contains("game 2 of a session of 2"), browser.find("#result").getText());
        } finally {
            server.stop();
        }
    }

    /** The luck as the page writes it: negative in brackets. */
    private static String luck(double pp) {
        String text = String.format(java.util.Locale.ROOT, "%.2f", pp);
        return pp < 0 ? "(" + text + ")" : text;
    }

    /** Opens examples/NAME on the page as a file, at the window size, and presses Grade; returns the file. */
    private static Path grade(String name, Dimension size) throws IOException {
        Path example = open(browser.server, name, size);
        browser.press(browser.find("#grade"));
        return example;
    }

    /** Opens examples/NAME on the grade page of {@code server} as a file, at the window size; returns the file. */
    private static Path open(ApiServer server, String name, Dimension size) throws IOException {
        browser.get(server, "/grade", size);
        Path example = Path.of("..", "examples", name).toAbsolutePath().normalize();
        browser.find("#file").sendKeys(example.toString());
        int chars = Files.readString(example, StandardCharsets.UTF_8).length(); // ASCII, lines ending \n: as the field holds it
        browser.until("document.getElementById('record').value.length === " + chars);
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
        browser.press(browser.find("#grade"));
        browser.await("#problems");
        WebElement bad = browser.find("#listing li.bad");
        assertEquals("3", bad.getAttribute("data-line"));
        assertTrue(bad.getText().startsWith("2: 22351 score chance"), bad.getText());
        assertTrue(bad.findElement(By.className("problem")).getText().startsWith("column 16: chance is already filled"),
                bad.getText());
        assertEquals(3, browser.findAll("#listing li").size() - 1); // the three lines and the empty one after the last newline
        assertTrue(browser.find("#error").getText().contains("1 problem, the first at line 3, column 16"));
        browser.press(bad.findElement(By.tagName("button")));
        assertEquals("record", browser.focused().getAttribute("id"));
        assertEquals(12 + 22 + 15, ((Number) browser.script("return document.getElementById('record').selectionStart;")).longValue());
    }
}
