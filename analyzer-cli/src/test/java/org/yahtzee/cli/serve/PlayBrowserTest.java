package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.yahtzee.cli.serve.PlayPage.State;

/**
 * The play page in headless Chromium: a seeded game with the coach, undo, the grade and the
 * download; a session of two games of two players with typed dice; the advice switch and a goal;
 * two players to the end playing to win; the keyboard alone; a phone.
 */
@Order(1) // the module's longest class, mostly waiting on the browser: first (the parent pom)
@ResourceLock(BrowserSession.LANE_1)
final class PlayBrowserTest extends BrowserTestBase {
    @RegisterExtension
    static final BrowserSession browser = BrowserSession.inLane(BrowserSession.LANE_1);
    private static final PlayPage page = new PlayPage(browser);

    private static final int SEED = PlayPage.SEED;
    private static final ObjectMapper JSON = new ObjectMapper();
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

    /**
     * A whole seeded game alone: the seed's dice, the advice after each roll, the coach's line
     * after each move, the tally with the turn in progress (after an undo too), the result that
     * stays, the graded game, and the record downloaded, graded again by the API.
     */
    @Test
    void seededGame_adviceCoachUndoTally_resultGradeDownload() throws IOException {
        page.start("", false, null);
        State opening = page.roll();
        int[] faces = referenceFaces(SEED, 10);
        StringBuilder first = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            first.append(faces[i]);
        }
        assertEquals(first.toString(), opening.dice());
        WebElement best = browser.find("#advice table.options tbody tr");
        assertEquals("best", best.findElement(By.cssSelector("[data-loss]")).getText());
        assertEquals(5, browser.findAll("#advice tbody tr").size(), "the first five options");

        // The worst keep held and rolled: the coach says what it lost; the tally counts the turn in progress.
        browser.press(browser.find("#advice-more"));
        List<WebElement> rows = browser.findAll("#advice tbody tr");
        String worst = rows.get(rows.size() - 1).getAttribute("data-move");
        assertTrue(worst.startsWith("keep ") || worst.equals("reroll all five"), worst);
        page.hold(worst);
        page.roll();
        assertEquals(1, page.feedback().size());
        String last = page.text("#last");
        assertTrue(last.startsWith("turn 1, roll 1: " + worst + " lost "), last);
        assertTrue(PlayPage.feedbackLoss(page.feedbackTags()) > 0, "the worst keep loses");
        page.assertTallyIsTheList("the tally holds the turn in progress");

        // A box scored, then undone: the tally is the keep's loss again, as the list says (issue 23, bug 5).
        page.scoreFirstBox();
        assertEquals(2, page.feedback().size());
        page.assertTallyIsTheList("a box scored: the grade's");
        browser.press(browser.find("#undo"));
        page.idle();
        assertEquals(1, page.feedback().size());
        page.assertTallyIsTheList("after undo the tally still counts the turn in progress");
        State now = page.scoreFirstBox();
        assertTrue(browser.find("#typed").getAttribute("hidden") != null, "virtual dice need no typing");
        for (int turn = 2; turn <= 13; turn++) {
            State rolled = page.roll(now);
            if (turn == 4) {
                browser.screenshot("web-play");
            }
            now = page.scoreFirstBox(rolled);
        }

        // The end: the result stays through later redraws (issue 23, bug 2); the graded game agrees with the card.
        browser.await("#graded section.game");
        String score = browser.find("#card td[data-sum='total']").getText();
        assertEquals("Game over: You scored " + score + ".", page.text("#result"));
        browser.press(browser.find("#show-advice")); // a redraw
        browser.press(browser.find("#show-advice"));
        assertEquals("Game over: You scored " + score + ".", page.text("#result"));
        last = page.text("#last");
        assertTrue(last.startsWith("turn 13, roll 1: score "), last);
        WebElement graded = browser.find("#graded section.game");
        assertEquals(score, graded.findElement(By.cssSelector("td[data-score]")).getText());
        assertTrue(graded.findElement(By.tagName("h2")).getText().endsWith("final score " + score));
        assertEquals(14, page.feedback().size());
        page.assertTallyIsTheList("the whole game");
        page.assertNumbersFit("#feedback");
        browser.script("document.querySelectorAll('#graded details').forEach((d) => { d.open = true; });");
        browser.assertDiceOnOneLine("#graded");

        String record = page.download("yahtzee-game-seed-" + SEED + ".txt"); // the win test's session has the same name
        List<String> turns = record.lines().filter(line -> line.matches("[0-9]+: .*")).toList();
        assertEquals(13, turns.size(), record);
        assertTrue(turns.get(0).startsWith("1: " + first + " keep "), record);
        JsonNode game = new ApiClient(browser.server.port()).post("/api/v1/grade", record).json()
                .get("players").get(0).get("games").get(0);
        assertEquals(Integer.parseInt(score), game.get("score").asInt(), record);
        assertTrue(game.get("complete").asBoolean());
    }

    /**
     * Two players, dice typed from a real table, two games to the end: a column each on the pad,
     * whose turn it is, who won each game, the session's totals and its winner, and the record of
     * both games, which the API grades to the same totals.
     */
    @Test
    void typedDice_twoPlayers_aSessionOfTwoGames() throws IOException {
        page.start("Ann, Bob", true, null, 2);
        assertEquals(List.of("Ann", "Bob"), browser.findAll("#card thead th[data-column]").stream().map(WebElement::getText).toList());
        int[] faces = referenceFaces(77, 5 * 52);
        int rolled = 0;
        List<List<Integer>> totals = new ArrayList<>();
        State now = page.state();
        for (int number = 1; number <= 2; number++) {
            for (int move = 0; move < 26; move++) {
                String who = move % 2 == 0 ? "Ann" : "Bob";
                String turn = now.turn();
                assertTrue(turn.startsWith(who + ": turn " + (move / 2 + 1) + " of 13"), turn);
                assertTrue(turn.endsWith("|" + who), "the column of the player to move is marked: " + turn);
                StringBuilder typed = new StringBuilder();
                for (int i = 0; i < 5; i++) {
                    typed.append(faces[rolled++]).append(i < 4 ? " " : "");
                }
                State entered = page.typeDice(typed.toString(), now);
                assertEquals(typed.toString().replace(" ", ""), entered.dice());
                now = page.scoreFirstBox(entered);
            }
            int ann = Integer.parseInt(page.text("#card td[data-sum='total'][data-column='0']"));
            int bob = Integer.parseInt(page.text("#card td[data-sum='total'][data-column='1']"));
            totals.add(List.of(ann, bob));
            String winner = ann == bob ? "Ann and Bob tie at " + ann : (ann > bob ? "Ann" : "Bob") + " wins with " + Math.max(ann, bob);
            browser.await("#graded section.game");
            assertEquals("Game " + (number == 1 ? "" : number + " ") + "over: Ann " + ann + ", Bob " + bob + ". " + winner + ".",
                    page.text("#result"));
            assertEquals(2, browser.findAll("#graded section.game").size(), "a graded section per player");
            assertEquals(number == 1, browser.find("#next-game").isDisplayed(), "a next game while the session has one");
            browser.press(browser.find(number == 1 ? "#next-game" : "#end-session"));
            now = page.state();
        }

        // The session: a row per game, the totals, the winner.
        WebElement table = browser.await("#session table.session-table");
        int ann = totals.get(0).get(0) + totals.get(1).get(0);
        int bob = totals.get(0).get(1) + totals.get(1).get(1);
        assertEquals(List.of("Session", Integer.toString(ann), Integer.toString(bob)),
                table.findElements(By.cssSelector("tfoot tr > *")).stream().map(WebElement::getText).toList().subList(0, 3));
        String expected = ann == bob ? "Ann and Bob tie at " + ann : (ann > bob ? "Ann" : "Bob") + " wins the session with "
                + Math.max(ann, bob);
        assertEquals(expected + " after 2 games.", page.text("[data-session-result]"));
        browser.script("document.getElementById('session').scrollIntoView({block: 'end'});"); // the session table in the picture
        browser.screenshot("web-play-session");

        String record = page.download("yahtzee-game.txt");
        assertTrue(record.contains("\ngame: 1\nplayer: Ann\nplayer: Bob\nAnn 1: ") && record.contains("\ngame: 2\n"), record);
        JsonNode players = new ApiClient(browser.server.port()).post("/api/v1/grade", record).json().get("players");
        for (int p = 0; p < 2; p++) {
            for (int g = 0; g < 2; g++) {
                assertEquals(totals.get(g).get(p).intValue(), players.get(p).get("games").get(g).get("score").asInt(), record);
            }
        }
    }

    /**
     * The advice switch: off, no options and the coach still speaks; on, the first five and every
     * option on demand. Playing for 200: ranked for the average, with the reason, until the card
     * has 6 boxes open (the test's cache has no reach table), then for the goal, the coach and the
     * tally in its probability too.
     */
    @Test
    void adviceSwitch_andPlayingForATarget() {
        page.start("", false, 200);
        page.roll();
        String note = page.text("#advice-note");
        assertTrue(note.startsWith("Not ranked for the goal yet: the official reach table is not built yet"), note);
        assertFalse(browser.find("#advice thead").getText().contains("P("), "ranked by expected total meanwhile");
        assertTrue(browser.find("#reach-build button[data-build='official']").isDisplayed(), "the build is offered");

        browser.press(browser.find("#show-advice"));
        assertTrue(browser.findAll("#advice tr").isEmpty() && !browser.find("#advice").isDisplayed());
        note = page.text("#advice-note");
        assertTrue(note.startsWith("Advice is off"), note);
        page.roll(); // nothing held: all five again
        assertEquals(1, page.feedback().size());
        String last = page.text("#last");
        assertTrue(last.startsWith("turn 1, roll 1: reroll all five"), last);
        browser.press(browser.find("#show-advice"));
        assertEquals(5, browser.findAll("#advice tbody tr").size());
        browser.press(browser.find("#advice-more"));
        assertTrue(browser.findAll("#advice tbody tr").size() > 5);
        browser.press(browser.find("#advice-more"));
        State now = page.scoreFirstBox();
        for (int turn = 2; turn <= 7; turn++) {
            now = page.scoreFirstBox(page.roll(now));
        }
        page.roll(); // turn 8: six boxes open, solved for the goal on the server
        note = page.text("#advice-note");
        assertFalse(note.startsWith("Not ranked"), note);
        String head = browser.find("#advice thead").getText();
        assertTrue(head.contains("P(\u2265200)"), head);
        String p = page.text("#advice tbody tr [data-p]");
        assertTrue(p.matches("\\d+\\.\\d\\d%"), p);
        assertEquals("best", page.text("#advice tbody tr [data-goal-loss]"));
        page.roll();
        last = page.text("#last");
        assertTrue(last.startsWith("turn 8, roll 1: "), last);
        assertTrue(last.contains(" pp of P(\u2265200)") || last.contains("the best move for the goal"), last);
        assertTrue(page.text("[data-tally='0'] [data-lost]").contains(" pp of P(\u2265200)"), page.text("[data-tally='0']"));
    }

    /**
     * Two players playing to win a session of two games, game 1 to the end (virtual dice, each
     * turn scored after its first roll, on a server whose cache holds the fake reach table and
     * whole-game distribution): the advice and the coach in P(win) against the other's card, at
     * the end of game 1 each card graded for the goal with its result, won or lost (or tied) as the
     * totals say; then game 2's first roll ranked for the session total, as the API ranks it for
     * the session's record (and not as for game 2 alone).
     */
    @Test
    void win_twoPlayers_playedToTheEnd_eachGradedWonOrLost(@TempDir Path cache) throws IOException, InterruptedException {
        ApiServer server = GoalServers.withFakeReachTable(cache);
        try {
            browser.get(server, "/play?seed=" + SEED, BrowserSession.DESKTOP);
            new Select(browser.find("#goal")).selectByValue("win");
            browser.press(browser.find("#start"));
            assertTrue(page.text("#setup-error").startsWith("beating the other players needs two or more players"),
                    page.text("#setup-error"));
            browser.find("#players").sendKeys("Ann, Bob");
            new Select(browser.find("#games")).selectByValue("2");
            browser.press(browser.find("#start"));
            browser.await("#game");
            State now = page.idle();
            for (int move = 0; move < 26; move++) {
                State rolled = page.roll(now);
                if (move == 1) {
                    String head = browser.find("#advice thead").getText();
                    assertTrue(head.contains("P(win)"), head);
                    String note = page.text("#advice-note");
                    assertFalse(note.startsWith("Not ranked"), note);
                }
                if (move == 20) {
                    browser.screenshot("web-play-win");
                }
                now = page.scoreFirstBox(rolled);
                String last = now.last();
                assertTrue(last.contains(" pp of P(win)") || last.contains("the best move for the goal"), last);
            }
            browser.await("#graded section.game [data-goal='win'] [data-outcome]");
            int ann = Integer.parseInt(page.text("#card td[data-sum='total'][data-column='0']"));
            int bob = Integer.parseInt(page.text("#card td[data-sum='total'][data-column='1']"));
            List<String> outcomes = browser.findAll("#graded [data-goal='win'] [data-outcome]").stream()
                    .map(e -> e.getAttribute("data-outcome")).toList();
            assertEquals(ann == bob ? List.of("tied", "tied") : ann > bob ? List.of("won", "lost") : List.of("lost", "won"),
                    outcomes, "Ann " + ann + ", Bob " + bob);
            assertTrue(page.text("[data-tally='1'] [data-lost]").contains(" pp of P(win)"), page.text("[data-tally='1']"));

            browser.press(browser.find("#next-game"));
            page.idle();
            page.roll();
            String note = page.text("#advice-note");
            assertTrue(note.endsWith("P(win) is of the session total: game 2 of 2, before it Ann " + ann + ", Bob " + bob + "."),
                    note);
            String record = page.download("yahtzee-game-seed-" + SEED + ".txt");
            String ask = "{\"dice\":\"" + page.dice() + "\",\"rollsLeft\":2,\"goal\":\"win\",\"top\":1,\"record\":";
            ApiClient api = new ApiClient(server.port());
            JsonNode session = api.post("/api/v1/advise", ask + JSON.valueToTree(record) + ",\"games\":2}").json();
            JsonNode alone = api.post("/api/v1/advise", ask + JSON.valueToTree(record.substring(record.indexOf("game: 2")))
                    + "}").json();
            double shown = Double.parseDouble(browser.find("#advice tbody tr [data-p]").getAttribute("data-p"));
            assertEquals(session.get("options").get(0).get("pGoal").asDouble(), shown, 0, session.toString());
            assertTrue(ann == bob || alone.get("options").get(0).get("pGoal").asDouble() != shown,
                    "game 2 alone would be ranked the same: " + alone);
        } finally {
            server.stop();
        }
    }

    /** A game by the keyboard alone: Tab to a control, Enter or Space to press it; the focus comes back to the roll. */
    @Test
    void keyboardAlone_startRollHoldScore() {
        browser.get("/play?seed=" + SEED, BrowserSession.DESKTOP);
        // The page's script sets the focus as it starts; one fresh clone read the body's empty id
        // before that (c0042f8, load 3-7), so wait until the focus has left the body, then check where.
        browser.until("document.activeElement && document.activeElement !== document.body");
        assertEquals("players", page.focusedId(), "the first field has the focus");
        browser.tabTo("#start", false, 60).sendKeys(Keys.ENTER);
        browser.await("#game");
        page.idle();
        for (int turn = 1; turn <= 2; turn++) {
            assertEquals("roll", page.focusedId());
            browser.focused().sendKeys(Keys.ENTER);
            page.idle();
            assertEquals("roll", page.focusedId(), "the focus stays on the roll");
            WebElement die = browser.tabTo("#dice .die[data-die='0']", true, 60); // the dice come before the roll
            die.sendKeys(Keys.SPACE);
            assertEquals("true", browser.find("#dice .die[data-die='0']").getAttribute("aria-pressed"));
            assertEquals("solid", browser.script("return getComputedStyle(document.activeElement).outlineStyle;"));
            browser.tabTo("#roll", false, 60).sendKeys(Keys.ENTER);
            page.idle();
            assertEquals("turn " + turn + ", roll 1: ", page.text("#last").substring(0, ("turn " + turn + ", roll 1: ").length()));
            browser.tabTo("#card button[data-score]", false, 60).sendKeys(Keys.ENTER);
            page.idle();
            assertEquals(2 * turn, page.feedback().size());
        }
    }

    /** At 390 x 844 with two players: one column, the pad and the options within the screen. */
    @Test
    void phoneSize_twoPlayers_noSidewaysScroll() throws IOException {
        browser.get("/play?seed=" + SEED, BrowserSession.PHONE);
        assertFalse(browser.scrollsSideways(), "the set-up scrolls sideways");
        browser.find("#players").sendKeys("Ann, Bob");
        browser.press(browser.find("#start"));
        browser.await("#game");
        page.idle();
        page.roll();
        assertFalse(browser.scrollsSideways(), "the game scrolls sideways");
        browser.script("window.scrollTo(0, 0);");
        browser.screenshot("web-play-phone");
        browser.driver.manage().window().setSize(BrowserSession.DESKTOP);
    }
}
