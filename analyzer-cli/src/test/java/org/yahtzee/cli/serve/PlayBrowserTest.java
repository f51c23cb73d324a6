package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The play page in headless Chromium: a seeded game with the coach, undo, the grade and the
 * download; a session of two games of two players with typed dice; the advice switch and a goal;
 * two players to the end playing to win; the keyboard alone; a phone.
 */
@ResourceLock(BrowserSession.LANE_1)
final class PlayBrowserTest extends BrowserTestBase {
    @RegisterExtension
    static final BrowserSession browser = BrowserSession.perClass();

    private static final int SEED = 2024;
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The page is waiting for no answer: what every step waits for before it looks. */
    private static final String IDLE = "document.getElementById('game').dataset.busy === 'false'";

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

    /** Opens the page and starts a session: players (none: alone), typed or virtual dice, a target or the average. */
    private static State start(String players, boolean typed, Integer target) {
        return start(players, typed, target, 1);
    }

    /** As {@link #start(String, boolean, Integer)}, a session of {@code games} games. */
    private static State start(String players, boolean typed, Integer target, int games) {
        browser.get("/play?seed=" + SEED, BrowserSession.DESKTOP);
        browser.find("#players").sendKeys(players);
        new Select(browser.find("#games")).selectByValue(Integer.toString(games));
        if (typed) {
            browser.find("input[name='mode'][value='typed']").click();
        }
        if (target != null) {
            new Select(browser.find("#goal")).selectByValue("reach");
            browser.find("#target").clear();
            browser.find("#target").sendKeys(target.toString());
        }
        browser.find("#start").click();
        browser.await("#game");
        return idle();
    }

    /** What {@link State} holds, read on the page. */
    private static final String STATE = "const faces = [...document.querySelectorAll('#dice .die')].map((d) => {"
            + "const face = [...d.classList].find((c) => c.startsWith('face-')); return face ? face.slice(5) : '0'; }).join('');"
            + "const column = document.querySelector('#card thead th[aria-current]');"
            + "return {dice: faces, turn: document.getElementById('turn').textContent + '|' + (column ? column.textContent : ''),"
            + "focused: document.activeElement.id, firstBox: document.querySelector('#card button[data-score]'),"
            + "roll: document.getElementById('roll')};";

    /**
     * The page, read in the round trip that waited for it to be idle: the faces showing (0 for a
     * die not rolled), whose turn it is (the turn's line, '|', the marked column's name or
     * nothing), the focused element's id, the first box the player to move may fill (null if
     * none), which the next step presses unless the page was drawn again meanwhile, and the roll
     * button (the page's own, never drawn again): the next step needs no look for them.
     */
    private record State(String dice, String turn, String focused, WebElement firstBox, WebElement roll) {
        static State of(Object read) {
            Map<?, ?> map = (Map<?, ?>) read;
            return new State((String) map.get("dice"), (String) map.get("turn"), (String) map.get("focused"),
                    (WebElement) map.get("firstBox"), (WebElement) map.get("roll"));
        }
    }

    private static State idle() {
        return State.of(browser.untilThen(IDLE, STATE));
    }

    private static State roll() {
        browser.press(browser.find("#roll"));
        return idle();
    }

    /** As {@link #roll()}, pressing the button {@code shown} read. */
    private static State roll(State shown) {
        browser.press(shown.roll());
        return idle();
    }

    /**
     * Types {@code dice} into the dice field, which the page has focused for the next roll, and
     * presses Enter. The text goes in as one insertion (the DevTools protocol's Input.insertText:
     * the field's input events, as a paste, without a key event a character) and Enter as a key,
     * the one the page listens for: typing "1 2 3 4 5" key by key took 0.22 s against 0.02 s
     * (load average 18), 12 s of the 52 moves of a session.
     */
    private static State typeDice(String dice, State before) {
        assertEquals("typed-dice", before.focused(), "the dice field has the focus for the next roll");
        browser.driver.executeCdpCommand("Input.insertText", Map.of("text", dice));
        new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
        return idle();
    }

    /** Scores the dice in the first box the player to move may fill. */
    private static State scoreFirstBox() {
        browser.press(browser.find("#card button[data-score]"));
        return idle();
    }

    /** As {@link #scoreFirstBox()}, pressing the box {@code shown} read unless the page has been drawn since (one round trip less). */
    private static State scoreFirstBox(State shown) {
        if (shown.firstBox() == null) {
            return scoreFirstBox();
        }
        try {
            browser.press(shown.firstBox());
        } catch (StaleElementReferenceException drawnSince) {
            return scoreFirstBox();
        }
        return idle();
    }

    /** The faces showing, 0 for a die not rolled: one script, not a request per die (the game of 52 moves makes many). */
    private static String dice() {
        return State.of(browser.script(STATE)).dice();
    }

    private static List<WebElement> feedback() {
        return browser.findAll("#feedback li");
    }

    private static String text(String css) {
        return browser.find(css).getText();
    }

    /** The points lost a player's tally shows: "lost 3.51 points". */
    private static double tallyLost(int player) {
        String lost = text("[data-tally='" + player + "'] [data-lost]");
        return Double.parseDouble(lost.substring("lost ".length(), lost.indexOf(" points")));
    }

    /** The sum of the coach's losses in the list (a best move is 0), each as shown (two decimals). */
    private static double feedbackLoss(List<String> tags) {
        double sum = 0;
        for (String tag : tags) {
            sum += tag.equals("best") ? 0 : Double.parseDouble(tag.substring(1));
        }
        return sum;
    }

    /** The coach's tags, as shown ("best", "−0.31"), one line each: one script, not two requests a line. */
    private static List<String> feedbackTags() {
        List<?> tags = (List<?>) browser.script("return [...document.querySelectorAll('#feedback li')]"
                + ".map((li) => li.querySelector('.tag').innerText.trim());");
        return tags.stream().map(String.class::cast).toList();
    }

    /** The tally's loss is the list's: equal but for the rounding of each line shown (half a hundredth each). */
    private static void assertTallyIsTheList(String message) {
        List<String> tags = feedbackTags();
        assertEquals(feedbackLoss(tags), tallyLost(0), 0.005 * (tags.size() + 1), message);
    }

    /** Holds the dice of a keep written as the advice writes it ("keep 1 2", "reroll all five"). */
    private static void hold(String move) {
        List<String> kept = new ArrayList<>(move.startsWith("keep ") ? List.of(move.substring(5).split(" ")) : List.of());
        String faces = dice();
        String pressed = (String) browser.script("return [...document.querySelectorAll('#dice .die')]"
                + ".map((d) => (d.getAttribute('aria-pressed') === 'true' ? '1' : '0')).join('');");
        for (int i = 0; i < 5; i++) {
            boolean held = pressed.charAt(i) == '1';
            boolean wanted = kept.remove(String.valueOf(faces.charAt(i)));
            if (held != wanted) {
                browser.find("#dice .die[data-die='" + i + "']").click();
            }
        }
    }

    /** Every line of a list has room for its number: the list's indent holds "13. " in its font (issue 23, bug 3). */
    private static void assertNumbersFit(String list) {
        double room = ((Number) browser.script("const ol = document.querySelector(arguments[0]);"
                + "return parseFloat(getComputedStyle(ol).paddingLeft);", list)).doubleValue();
        double needed = ((Number) browser.script("const ctx = document.createElement('canvas').getContext('2d');"
                + "ctx.font = getComputedStyle(document.querySelector(arguments[0])).font;"
                + "return ctx.measureText('13. ').width;", list)).doubleValue();
        assertTrue(room >= needed, "the numbers need " + needed + " px, the list gives " + room);
    }

    /**
     * A whole seeded game alone: the seed's dice, the advice after each roll, the coach's line
     * after each move, the tally with the turn in progress (after an undo too), the result that
     * stays, the graded game, and the record downloaded, graded again by the API.
     */
    @Test
    void seededGame_adviceCoachUndoTally_resultGradeDownload() throws IOException {
        start("", false, null);
        State opening = roll();
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
        browser.find("#advice-more").click();
        List<WebElement> rows = browser.findAll("#advice tbody tr");
        String worst = rows.get(rows.size() - 1).getAttribute("data-move");
        assertTrue(worst.startsWith("keep ") || worst.equals("reroll all five"), worst);
        hold(worst);
        roll();
        assertEquals(1, feedback().size());
        String last = text("#last");
        assertTrue(last.startsWith("turn 1, roll 1: " + worst + " lost "), last);
        assertTrue(feedbackLoss(feedbackTags()) > 0, "the worst keep loses");
        assertTallyIsTheList("the tally holds the turn in progress");

        // A box scored, then undone: the tally is the keep's loss again, as the list says (issue 23, bug 5).
        scoreFirstBox();
        assertEquals(2, feedback().size());
        assertTallyIsTheList("a box scored: the grade's");
        browser.find("#undo").click();
        idle();
        assertEquals(1, feedback().size());
        assertTallyIsTheList("after undo the tally still counts the turn in progress");
        State now = scoreFirstBox();
        assertTrue(browser.find("#typed").getAttribute("hidden") != null, "virtual dice need no typing");
        for (int turn = 2; turn <= 13; turn++) {
            State rolled = roll(now);
            if (turn == 4) {
                browser.screenshot("web-play");
            }
            now = scoreFirstBox(rolled);
        }

        // The end: the result stays through later redraws (issue 23, bug 2); the graded game agrees with the card.
        browser.await("#graded section.game");
        String score = browser.find("#card td[data-sum='total']").getText();
        assertEquals("Game over: You scored " + score + ".", text("#result"));
        browser.find("#show-advice").click(); // a redraw
        browser.find("#show-advice").click();
        assertEquals("Game over: You scored " + score + ".", text("#result"));
        last = text("#last");
        assertTrue(last.startsWith("turn 13, roll 1: score "), last);
        WebElement graded = browser.find("#graded section.game");
        assertEquals(score, graded.findElement(By.cssSelector("td[data-score]")).getText());
        assertTrue(graded.findElement(By.tagName("h2")).getText().endsWith("final score " + score));
        assertEquals(14, feedback().size());
        assertTallyIsTheList("the whole game");
        assertNumbersFit("#feedback");
        browser.script("document.querySelectorAll('#graded details').forEach((d) => { d.open = true; });");
        browser.assertDiceOnOneLine("#graded");

        Path file = browser.downloads.resolve("yahtzee-game-seed-" + SEED + ".txt");
        Files.deleteIfExists(file); // the win test's session downloads under the same name
        browser.find("#download").click();
        new WebDriverWait(browser.driver, Duration.ofSeconds(10)).until(d -> Files.exists(file));
        String record = Files.readString(file, StandardCharsets.UTF_8);
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
        start("Ann, Bob", true, null, 2);
        assertEquals(List.of("Ann", "Bob"), browser.findAll("#card thead th[data-column]").stream().map(WebElement::getText).toList());
        int[] faces = referenceFaces(77, 5 * 52);
        int rolled = 0;
        List<List<Integer>> totals = new ArrayList<>();
        State now = State.of(browser.script(STATE));
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
                State entered = typeDice(typed.toString(), now);
                assertEquals(typed.toString().replace(" ", ""), entered.dice());
                now = scoreFirstBox(entered);
            }
            int ann = Integer.parseInt(text("#card td[data-sum='total'][data-column='0']"));
            int bob = Integer.parseInt(text("#card td[data-sum='total'][data-column='1']"));
            totals.add(List.of(ann, bob));
            String winner = ann == bob ? "Ann and Bob tie at " + ann : (ann > bob ? "Ann" : "Bob") + " wins with " + Math.max(ann, bob);
            browser.await("#graded section.game");
            assertEquals("Game " + (number == 1 ? "" : number + " ") + "over: Ann " + ann + ", Bob " + bob + ". " + winner + ".",
                    text("#result"));
            assertEquals(2, browser.findAll("#graded section.game").size(), "a graded section per player");
            assertEquals(number == 1, browser.find("#next-game").isDisplayed(), "a next game while the session has one");
            browser.find(number == 1 ? "#next-game" : "#end-session").click();
            now = State.of(browser.script(STATE));
        }

        // The session: a row per game, the totals, the winner.
        WebElement table = browser.await("#session table.session-table");
        int ann = totals.get(0).get(0) + totals.get(1).get(0);
        int bob = totals.get(0).get(1) + totals.get(1).get(1);
        assertEquals(List.of("Session", Integer.toString(ann), Integer.toString(bob)),
                table.findElements(By.cssSelector("tfoot tr > *")).stream().map(WebElement::getText).toList().subList(0, 3));
        String expected = ann == bob ? "Ann and Bob tie at " + ann : (ann > bob ? "Ann" : "Bob") + " wins the session with "
                + Math.max(ann, bob);
        assertEquals(expected + " after 2 games.", text("[data-session-result]"));
        browser.script("document.getElementById('session').scrollIntoView({block: 'end'});"); // the session table in the picture
        browser.screenshot("web-play-session");

        browser.find("#download").click();
        Path file = browser.downloads.resolve("yahtzee-game.txt");
        new WebDriverWait(browser.driver, Duration.ofSeconds(10)).until(d -> Files.exists(file));
        String record = Files.readString(file, StandardCharsets.UTF_8);
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
        start("", false, 200);
        roll();
        String note = text("#advice-note");
        assertTrue(note.startsWith("Not ranked for the goal yet: the official reach table is not built yet"), note);
        assertFalse(browser.find("#advice thead").getText().contains("P("), "ranked by expected total meanwhile");
        assertTrue(browser.find("#reach-build button[data-build='official']").isDisplayed(), "the build is offered");

        browser.find("#show-advice").click();
        assertTrue(browser.findAll("#advice tr").isEmpty() && !browser.find("#advice").isDisplayed());
        note = text("#advice-note");
        assertTrue(note.startsWith("Advice is off"), note);
        roll(); // nothing held: all five again
        assertEquals(1, feedback().size());
        String last = text("#last");
        assertTrue(last.startsWith("turn 1, roll 1: reroll all five"), last);
        browser.find("#show-advice").click();
        assertEquals(5, browser.findAll("#advice tbody tr").size());
        browser.find("#advice-more").click();
        assertTrue(browser.findAll("#advice tbody tr").size() > 5);
        browser.find("#advice-more").click();
        State now = scoreFirstBox();
        for (int turn = 2; turn <= 7; turn++) {
            now = scoreFirstBox(roll(now));
        }
        roll(); // turn 8: six boxes open, solved for the goal on the server
        note = text("#advice-note");
        assertFalse(note.startsWith("Not ranked"), note);
        String head = browser.find("#advice thead").getText();
        assertTrue(head.contains("P(\u2265200)"), head);
        String p = text("#advice tbody tr [data-p]");
        assertTrue(p.matches("\\d+\\.\\d\\d%"), p);
        assertEquals("best", text("#advice tbody tr [data-goal-loss]"));
        roll();
        last = text("#last");
        assertTrue(last.startsWith("turn 8, roll 1: "), last);
        assertTrue(last.contains(" pp of P(\u2265200)") || last.contains("the best move for the goal"), last);
        assertTrue(text("[data-tally='0'] [data-lost]").contains(" pp of P(\u2265200)"), text("[data-tally='0']"));
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
            browser.find("#start").click();
            assertTrue(text("#setup-error").startsWith("beating the other players needs two or more players"),
                    text("#setup-error"));
            browser.find("#players").sendKeys("Ann, Bob");
            new Select(browser.find("#games")).selectByValue("2");
            browser.find("#start").click();
            browser.await("#game");
            State now = idle();
            for (int move = 0; move < 26; move++) {
                State rolled = roll(now);
                if (move == 1) {
                    String head = browser.find("#advice thead").getText();
                    assertTrue(head.contains("P(win)"), head);
                    String note = text("#advice-note");
                    assertFalse(note.startsWith("Not ranked"), note);
                }
                if (move == 20) {
                    browser.screenshot("web-play-win");
                }
                now = scoreFirstBox(rolled);
                String last = text("#last");
                assertTrue(last.contains(" pp of P(win)") || last.contains("the best move for the goal"), last);
            }
            browser.await("#graded section.game [data-goal='win'] [data-outcome]");
            int ann = Integer.parseInt(text("#card td[data-sum='total'][data-column='0']"));
            int bob = Integer.parseInt(text("#card td[data-sum='total'][data-column='1']"));
            List<String> outcomes = browser.findAll("#graded [data-goal='win'] [data-outcome]").stream()
                    .map(e -> e.getAttribute("data-outcome")).toList();
            assertEquals(ann == bob ? List.of("tied", "tied") : ann > bob ? List.of("won", "lost") : List.of("lost", "won"),
                    outcomes, "Ann " + ann + ", Bob " + bob);
            assertTrue(text("[data-tally='1'] [data-lost]").contains(" pp of P(win)"), text("[data-tally='1']"));

            browser.find("#next-game").click();
            idle();
            roll();
            String note = text("#advice-note");
            assertTrue(note.endsWith("P(win) is of the session total: game 2 of 2, before it Ann " + ann + ", Bob " + bob + "."),
                    note);
            Path file = browser.downloads.resolve("yahtzee-game-seed-" + SEED + ".txt");
            Files.deleteIfExists(file);
            browser.find("#download").click();
            new WebDriverWait(browser.driver, Duration.ofSeconds(10)).until(d -> Files.exists(file));
            String record = Files.readString(file, StandardCharsets.UTF_8);
            String ask = "{\"dice\":\"" + dice() + "\",\"rollsLeft\":2,\"goal\":\"win\",\"top\":1,\"record\":";
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
        assertEquals("players", focusedId(), "the first field has the focus");
        browser.tabTo("#start", false, 60).sendKeys(Keys.ENTER);
        browser.await("#game");
        idle();
        for (int turn = 1; turn <= 2; turn++) {
            assertEquals("roll", focusedId());
            browser.focused().sendKeys(Keys.ENTER);
            idle();
            assertEquals("roll", focusedId(), "the focus stays on the roll");
            WebElement die = browser.tabTo("#dice .die[data-die='0']", true, 60); // the dice come before the roll
            die.sendKeys(Keys.SPACE);
            assertEquals("true", browser.find("#dice .die[data-die='0']").getAttribute("aria-pressed"));
            assertEquals("solid", browser.script("return getComputedStyle(document.activeElement).outlineStyle;"));
            browser.tabTo("#roll", false, 60).sendKeys(Keys.ENTER);
            idle();
            assertEquals("turn " + turn + ", roll 1: ", text("#last").substring(0, ("turn " + turn + ", roll 1: ").length()));
            browser.tabTo("#card button[data-score]", false, 60).sendKeys(Keys.ENTER);
            idle();
            assertEquals(2 * turn, feedback().size());
        }
    }

    /** The focused element's id, in one round trip. */
    private static String focusedId() {
        return (String) browser.script("return document.activeElement.id;");
    }

    /** At 390 x 844 with two players: one column, the pad and the options within the screen. */
    @Test
    void phoneSize_twoPlayers_noSidewaysScroll() throws IOException {
        browser.get("/play?seed=" + SEED, BrowserSession.PHONE);
        assertFalse(browser.scrollsSideways(), "the set-up scrolls sideways");
        browser.find("#players").sendKeys("Ann, Bob");
        browser.find("#start").click();
        browser.await("#game");
        idle();
        roll();
        assertFalse(browser.scrollsSideways(), "the game scrolls sideways");
        browser.script("window.scrollTo(0, 0);");
        browser.screenshot("web-play-phone");
        browser.driver.manage().window().setSize(BrowserSession.DESKTOP);
    }
}
