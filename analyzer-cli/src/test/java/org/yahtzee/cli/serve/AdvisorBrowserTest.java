package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;

/**
 * The advisor page in headless Chromium: Verhoeff's proficiency-test position, a target, the
 * reach table built from the page, the keyboard alone, a phone.
 */
@Order(2) // the other lane's longest, started beside it
@ResourceLock(BrowserSession.LANE_2)
final class AdvisorBrowserTest extends BrowserTestBase {
    @RegisterExtension
    static final BrowserSession browser = BrowserSession.inLane(BrowserSession.LANE_2);

    /** The position typed in: the card box by box, the dice, the rules and the rolls left. */
    private static void enterVerhoeffPosition() {
        new Select(browser.find("#rules")).selectByValue("free-choice");
        String[][] card = {{"ones", "3"}, {"threes", "9"}, {"fours", "12"}, {"sixes", "24"}, {"full-house", "25"},
            {"small-straight", "30"}};
        for (String[] box : card) {
            WebElement points = browser.find("input[data-points='" + box[0] + "']");
            points.sendKeys(box[1], Keys.TAB); // a change event re-renders the card
        }
        browser.find("#dice-input").sendKeys("12344");
        browser.press(browser.find("input[name='rolls'][value='2']"));
    }

    /**
     * The options shown once the engine has answered, read in the round trip that waited for
     * them: a look and a getText a cell made about 120 round trips of the goal's test (30 rows,
     * two cells each), 3 to 10 s of its wall.
     */
    private static List<Row> optionRows() {
        List<?> rows = (List<?>) browser.untilThen("document.querySelectorAll('#options tbody tr').length > 0 && "
                + "document.getElementById('status').textContent.startsWith('Turn')", ROWS);
        return rows.stream().map(Row::of).toList();
    }

    /**
     * What {@link Row} holds, for each row; a cell's text is its rendered text (innerText),
     * trimmed, as WebElement.getText gives it.
     */
    private static final String ROWS = "return [...document.querySelectorAll('#options tbody tr')].map((r) => ({"
            + " move: r.dataset.move, cells: [...r.cells].map((c) => c.innerText.trim()),"
            + " data: Object.fromEntries(['total', 'loss', 'p', 'goal-loss']"
            + "   .map((n) => [n, r.querySelector('[data-' + n + ']')])"
            + "   .filter(([, c]) => c !== null).map(([n, c]) => [n, c.innerText.trim()]))}));";

    /**
     * An option's row as shown: its move (data-move), its cells' text, and the text of its cells
     * by data attribute (total, loss, p, goal-loss).
     */
    private record Row(String move, List<String> cells, Map<String, String> data) {
        @SuppressWarnings("unchecked")
        static Row of(Object read) {
            Map<String, Object> row = (Map<String, Object>) read;
            return new Row((String) row.get("move"), (List<String>) row.get("cells"), (Map<String, String>) row.get("data"));
        }

        String cell(int column) {
            return cells.get(column);
        }

        /** The cell of a data attribute; a row without it fails the test, as a look for it did. */
        String cell(String data) {
            String text = this.data.get(data);
            assertNotNull(text, "no [data-" + data + "] cell in the row of " + move);
            return text;
        }
    }

    /** Published: keep 234 best at 243.41, keep 1234 at 243.10 (Verhoeff's proficiency test). */
    @Test
    void proficiencyPosition_keep234Best_at243_41_keep1234_at243_10() throws IOException {
        browser.get("/", BrowserSession.DESKTOP);
        enterVerhoeffPosition();
        browser.until("document.getElementById('status').textContent.includes('free-choice rules, dice 12344, 2 rolls left, "
                + "card 103 points')");
        List<Row> rows = optionRows();
        assertEquals("keep 2 3 4", rows.get(0).cell(1));
        assertEquals("243.41", rows.get(0).cell("total"));
        assertEquals("best", rows.get(0).cell("loss"));
        Row keep1234 = rows.stream().filter(row -> "keep 1 2 3 4".equals(row.move())).findFirst().orElseThrow();
        assertEquals("243.10", keep1234.cell("total"));
        assertEquals("0.31", keep1234.cell("loss"));
        assertEquals("38.13", rows.get(0).cell(4));
        assertEquals("103", browser.find("td[data-sum='total']").getText());
        browser.screenshot("web-advisor");

        // the best move applied: 2 3 4 kept, one roll left, two dice to enter
        browser.press(browser.find("#options tbody tr:first-child button"));
        assertTrue(browser.find("input[name='rolls'][value='1']").isSelected());
        assertEquals("234", browser.find("#dice-input").getAttribute("value"));
        assertEquals(2, browser.findAll("#dice .die.empty").size());
        browser.find("#dice-input").sendKeys("66");
        List<Row> next = optionRows();
        browser.until("document.getElementById('status').textContent.includes('dice 23466, 1 roll left')");
        assertFalse(next.isEmpty());
    }

    /**
     * A target on a new card needs the reach table, which this server's cache lacks: the page
     * offers to build it, shows the build's progress (a fake build, held at 40% until the test has
     * seen it), and once it is built ranks the options for the target without being asked again.
     */
    @Test
    void reachTable_builtFromThePage_progress_thenRankedForTheTarget(@TempDir Path cache) throws Exception {
        CountDownLatch reached = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ApiServer server = GoalServers.building(cache, GoalServers.fakeBuild(cache, 0.4, reached, release));
        try {
            browser.get(server, "/", BrowserSession.DESKTOP);
            browser.find("#dice-input").sendKeys("12344");
            new Select(browser.find("#goal")).selectByValue("reach");
            WebElement target = browser.find("#target");
            target.clear();
            target.sendKeys("250", Keys.TAB);
            // Each refusal draws the offer anew (for the target 300 the goal came with, then for 250):
            // the last one is waited for, else the button pressed could be drawn again between the
            // look and the press (1-2 of 15 runs with the compositor on the main thread, HeadlessChromium).
            browser.until("document.getElementById('status').textContent === '' && !document.getElementById('reach-build').hidden");
            browser.press(browser.await("#reach-build button[data-build='official']"));
            browser.await("#reach-build progress[data-progress='40']");
            assertTrue(reached.await(1, TimeUnit.MINUTES));
            assertEquals("Building the official reach table: 40%", browser.text("#reach-build p"));
            browser.screenshot("web-reach-build");
            release.countDown();
            browser.until("document.querySelector('#options thead') !== null && "
                    + "document.querySelector('#options thead').textContent.includes('P(\u2265250)')");
            assertTrue(browser.find("#error").getAttribute("hidden") != null, "the refusal is gone");
            assertEquals("The official reach table is built.", browser.find("#reach-build p").getAttribute("textContent"));
            assertFalse(browser.find("#reach-build").isDisplayed(), "the offer is put away once the goal is answered");
        } finally {
            server.stop();
        }
    }

    /**
     * Playing for a target shows the goal's columns, ranked by its probability, best first (the
     * proficiency position with twos filled: six boxes open, solved on the server without the
     * reach table). For 200 the best for the goal, reroll all five, is not the best for the
     * average, keep 4 4: each loss column marks its own best (issue 23, bug 1: row 1 was "best"
     * in both, and keep 4 4 showed 0.00).
     */
    @Test
    void reachGoal_rankedByItsProbability_eachLossColumnMarksItsOwnBest() {
        browser.get("/", BrowserSession.DESKTOP);
        enterVerhoeffPosition();
        browser.find("input[data-points='twos']").sendKeys("6", Keys.TAB);
        new Select(browser.find("#goal")).selectByValue("reach");
        WebElement target = browser.find("#target");
        target.clear();
        target.sendKeys("200", Keys.TAB);
        browser.until("document.querySelector('#options thead') !== null && "
                + "document.querySelector('#options thead').textContent.includes('P(\u2265200)')");
        List<Row> rows = optionRows();
        assertEquals("reroll all five", rows.get(0).cell(1));
        assertEquals("best", rows.get(0).cell("goal-loss"));
        assertEquals("0.77", rows.get(0).cell("loss"));
        assertEquals("keep 4 4", rows.get(1).cell(1));
        assertEquals("0.01", rows.get(1).cell("goal-loss"));
        assertEquals("best", rows.get(1).cell("loss"));
        assertEquals(1, rows.stream().filter(row -> row.cell("loss").equals("best")).count());
        double previous = 101;
        for (Row row : rows) {
            String p = row.cell("p");
            assertTrue(p.matches("\\d+\\.\\d\\d%"), p);
            double value = Double.parseDouble(p.substring(0, p.length() - 1));
            assertTrue(value <= previous, "ranked by the probability: " + value + " after " + previous);
            previous = value;
        }
    }

    /**
     * A bad entry in a box (issue 23, bug 6): letters, or points the box cannot hold, are said,
     * kept out of the sums and clear the options until mended; the message is the engine's.
     */
    @Test
    void badBoxEntry_saidOutOfTheSums_optionsCleared() {
        browser.get("/", BrowserSession.DESKTOP);
        browser.find("#dice-input").sendKeys("12344");
        optionRows();
        browser.find("input[data-points='ones']").sendKeys("3", Keys.TAB);
        browser.until("document.getElementById('status').textContent.includes('card 3 points')");
        browser.find("input[data-points='twos']").sendKeys("abc", Keys.TAB);
        browser.until("!document.getElementById('error').hidden");
        assertEquals("Twos: expected the points as a whole number, found \"abc\"", browser.find("#error").getText());
        assertTrue(browser.findAll("#options tbody tr").isEmpty(), "the options of the card before are gone");
        assertEquals("true", browser.find("input[data-points='twos']").getAttribute("aria-invalid"));

        browser.find("input[data-points='twos']").clear(); // each change draws the card again: found anew
        browser.find("input[data-points='twos']").sendKeys("3", Keys.TAB);
        browser.until("document.getElementById('error').textContent.includes('cannot hold')");
        String engine = new ApiClient(browser.server.port()).post("/api/v1/advise",
                "{\"dice\":\"12344\",\"card\":\"ones=3,twos=3\"}").json().get("message").asText();
        assertEquals("card: twos cannot hold 3: expected a multiple of 2 from 0 to 10", engine);
        assertEquals("Twos: " + engine.substring("card: ".length()), browser.find("#error").getText());
        assertEquals("3", browser.find("td[data-sum='upper']").getText(), "3 in twos is not added");
        assertEquals("3", browser.find("td[data-sum='total']").getText());
        assertTrue(browser.findAll("#options tbody tr").isEmpty());

        browser.find("input[data-points='twos']").clear();
        browser.find("input[data-points='twos']").sendKeys("4", Keys.TAB); // mended: the options again
        browser.until("document.getElementById('status').textContent.includes('card 7 points')");
        assertTrue(browser.find("#error").getAttribute("hidden") != null);
        assertFalse(optionRows().isEmpty());
    }

    /** The page's check of a box's points is the engine's, for every box and 0..60 points. */
    @Test
    void canHold_asTheScorecard_everyBoxAndPoints() {
        browser.get("/", BrowserSession.DESKTOP);
        Object page = browser.driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "import('/static/common.js').then((m) => done(m.BOXES.map(([box]) => box + ':'"
                + " + Array.from({length: 61}, (_, p) => (m.canHold(box, p) ? '1' : '0')).join(''))));");
        List<String> engine = new java.util.ArrayList<>();
        for (Category box : Category.values()) {
            StringBuilder holds = new StringBuilder(box.canonicalName() + ":");
            for (int points = 0; points <= 60; points++) {
                holds.append(Scorecard.canHold(box, points) ? '1' : '0');
            }
            engine.add(holds.toString());
        }
        assertEquals(engine, page);
    }

    /** One option is "1 option", not "1 options" (issue 23, bug 7). */
    @Test
    void oneOption_isSaidInTheSingular() {
        browser.get("/", BrowserSession.DESKTOP);
        String[][] card = {{"ones", "3"}, {"twos", "6"}, {"threes", "9"}, {"fours", "12"}, {"fives", "15"}, {"sixes", "18"},
            {"three-of-a-kind", "20"}, {"four-of-a-kind", "0"}, {"full-house", "25"}, {"small-straight", "30"},
            {"large-straight", "40"}, {"yahtzee", "0"}};
        for (String[] box : card) {
            browser.find("input[data-points='" + box[0] + "']").sendKeys(box[1], Keys.TAB);
        }
        browser.press(browser.find("input[name='rolls'][value='0']"));
        browser.find("#dice-input").sendKeys("12344");
        browser.until("document.getElementById('status').textContent.endsWith('1 option.')");
        assertTrue(browser.find("#status").getText().contains("0 rolls left"), browser.find("#status").getText());
        assertEquals(1, optionRows().size());
    }

    /** A box's name pressed scores the dice there with the API's points; the card and the dice start again. */
    @Test
    void pressingABox_scoresTheDiceThere() {
        browser.get("/", BrowserSession.DESKTOP);
        browser.find("#dice-input").sendKeys("66664");
        optionRows();
        browser.press(browser.find("button[data-score='sixes']"));
        browser.until("document.querySelector(\"input[data-points='sixes']\").value === '24'");
        assertEquals("24", browser.find("td[data-sum='total']").getText());
        assertEquals("", browser.find("#dice-input").getAttribute("value"));
        browser.press(browser.find("button[data-score='sixes']")); // pressed again: cleared
        browser.until("document.querySelector(\"input[data-points='sixes']\").value === ''");
    }

    /**
     * Every control by Tab and keys alone, the focus visible; Enter applies a move. The dice
     * field has the focus on load and the dice follow it (issue 23: they came after the card's
     * 28 tab stops).
     */
    @Test
    void keyboardAlone_diceFirst_entersDiceAppliesAMove_withVisibleFocus() {
        browser.get("/", BrowserSession.DESKTOP);
        // autofocus is applied at the page's next rendering update, which may come after the load
        // WebDriver waits for: at a load average of 37 the focus was not there yet
        browser.until("document.activeElement !== null && document.activeElement.id === 'dice-input'");
        assertEquals("dice-input", browser.focused().getAttribute("id"), "the dice field has the focus on load");
        browser.focused().sendKeys("12344");
        optionRows();
        browser.focused().sendKeys(Keys.TAB); // the first die
        assertEquals("0", browser.focused().getAttribute("data-die"));
        assertEquals("solid", browser.script("return getComputedStyle(document.activeElement).outlineStyle;"));
        browser.focused().sendKeys("5"); // a digit sets the face
        browser.until("document.getElementById('dice-input').value === '52344'");
        browser.focused().sendKeys(Keys.ARROW_UP); // 5 -> 6
        browser.until("document.getElementById('dice-input').value === '62344'");
        browser.until("document.getElementById('status').textContent.includes('dice 23446')");
        WebElement apply = tabToSelector("#options tbody tr:first-child button");
        assertEquals("solid", browser.script("return getComputedStyle(document.activeElement).outlineStyle;"));
        String move = apply.getAttribute("aria-label");
        apply.sendKeys(Keys.ENTER);
        assertTrue(browser.find("input[name='rolls'][value='1']").isSelected(), move);
        WebElement box = tabToSelector("button[data-score='chance']");
        box.sendKeys(Keys.SPACE); // two dice unknown: the page says so rather than score
        browser.until("!document.getElementById('error').hidden");
        assertTrue(browser.find("#error").getText().contains("enter the five dice"), browser.find("#error").getText());
    }

    /** Tab from where the focus is until the element {@code css} names, once the page shows it, has it (at most 80 presses). */
    private static WebElement tabToSelector(String css) {
        browser.find(css);
        return browser.tabTo(css, false, 80);
    }

    /** At 390 x 844 the page is one column and nothing is wider than the screen. */
    @Test
    void phoneSize_hasNoHorizontalScroll() throws IOException {
        browser.get("/", BrowserSession.PHONE);
        assertFalse(browser.scrollsSideways(), "the empty page scrolls sideways");
        enterVerhoeffPosition();
        optionRows();
        browser.until("document.getElementById('status').textContent.includes('card 103 points')");
        assertFalse(browser.scrollsSideways(), "the page with its options scrolls sideways");
        browser.script("window.scrollTo(0, 0);");
        browser.screenshot("web-advisor-phone");
        browser.driver.manage().window().setSize(BrowserSession.DESKTOP);
    }
}
