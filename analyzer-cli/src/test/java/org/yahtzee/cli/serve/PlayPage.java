package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The play page driven in a {@link BrowserSession} for {@link PlayBrowserTest}: a session started,
 * a roll, typed dice, a box scored, each step waited for on the page and the page read in the
 * same round trip ({@link State}); the coach's list and tallies read.
 */
final class PlayPage {
    /** The seed of every virtual game here: the page opened at /play?seed=2024. */
    static final int SEED = 2024;

    /** The page is waiting for no answer: what every step waits for before it looks. */
    private static final String IDLE = "document.getElementById('game').dataset.busy === 'false'";

    private final BrowserSession browser;

    PlayPage(BrowserSession browser) {
        this.browser = browser;
    }

    /** Opens the page and starts a session: players (none: alone), typed or virtual dice, a target or the average. */
    State start(String players, boolean typed, Integer target) {
        return start(players, typed, target, 1);
    }

    /** As {@link #start(String, boolean, Integer)}, a session of {@code games} games. */
    State start(String players, boolean typed, Integer target, int games) {
        browser.get("/play?seed=" + SEED, BrowserSession.DESKTOP);
        browser.find("#players").sendKeys(players);
        new Select(browser.find("#games")).selectByValue(Integer.toString(games));
        if (typed) {
            browser.press(browser.find("input[name='mode'][value='typed']"));
        }
        if (target != null) {
            new Select(browser.find("#goal")).selectByValue("reach");
            browser.find("#target").clear();
            browser.find("#target").sendKeys(target.toString());
        }
        browser.press(browser.find("#start"));
        browser.await("#game");
        return idle();
    }

    /** What {@link State} holds, read on the page. */
    private static final String STATE = "const faces = [...document.querySelectorAll('#dice .die')].map((d) => {"
            + "const face = [...d.classList].find((c) => c.startsWith('face-')); return face ? face.slice(5) : '0'; }).join('');"
            + "const column = document.querySelector('#card thead th[aria-current]');"
            + "const target = (e) => (e ? {element: e, centre: " + BrowserSession.CENTRE + "(e)} : null);"
            + "return {dice: faces, turn: document.getElementById('turn').textContent + '|' + (column ? column.textContent : ''),"
            + "focused: document.activeElement.id, last: document.getElementById('last').innerText,"
            + "firstBox: target(document.querySelector('#card button[data-score]')),"
            + "roll: target(document.getElementById('roll'))};";

    /**
     * The page, read in the round trip that waited for it to be idle: the faces showing (0 for a
     * die not rolled), whose turn it is (the turn's line, '|', the marked column's name or
     * nothing), the focused element's id, the coach's line on the last move as shown (the text
     * a look at #last gives, without the look: two round trips a move), the first box the player
     * to move may fill (null if none) and the roll button (the page's own, never drawn again),
     * each with the point a press on it goes to: the next step presses them without a look for
     * them or their place (a script's round trip a press: 26 to 52 a game).
     */
    record State(String dice, String turn, String focused, String last, Target firstBox, Target roll) {
        static State of(Object read) {
            Map<?, ?> map = (Map<?, ?>) read;
            return new State((String) map.get("dice"), (String) map.get("turn"), (String) map.get("focused"),
                    (String) map.get("last"), Target.of(map.get("firstBox")), Target.of(map.get("roll")));
        }
    }

    /** A control of the page and the point a press on it goes to ({@link BrowserSession#CENTRE}, null if out of the window). */
    record Target(WebElement element, List<Number> centre) {
        @SuppressWarnings("unchecked")
        static Target of(Object read) {
            if (read == null) {
                return null;
            }
            Map<?, ?> map = (Map<?, ?>) read;
            return new Target((WebElement) map.get("element"), (List<Number>) map.get("centre"));
        }
    }

    /** Waits until the page waits for no answer, and reads it. */
    State idle() {
        return State.of(browser.untilThen(IDLE, STATE));
    }

    /** Presses the roll button, looked up, and waits for the engine's answer. */
    State roll() {
        browser.press(browser.find("#roll"));
        return idle();
    }

    /** As {@link #roll()}, pressing the button {@code shown} read, where it read it: no look for it. */
    State roll(State shown) {
        press(shown.roll());
        return idle();
    }

    /**
     * Types {@code dice} into the dice field, which the page has focused for the next roll, and
     * presses Enter. The text goes in as one insertion (the DevTools protocol's Input.insertText:
     * the field's input events, as a paste, without a key event a character) and Enter as a key,
     * the one the page listens for: typing "1 2 3 4 5" key by key took 0.22 s against 0.02 s
     * (load average 18), 12 s of the 52 moves of a session.
     */
    State typeDice(String dice, State before) {
        assertEquals("typed-dice", before.focused(), "the dice field has the focus for the next roll");
        browser.driver.executeCdpCommand("Input.insertText", Map.of("text", dice));
        new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
        return idle();
    }

    /** Scores the dice in the first box the player to move may fill. */
    State scoreFirstBox() {
        browser.press(browser.find("#card button[data-score]"));
        return idle();
    }

    /**
     * As {@link #scoreFirstBox()}, pressing the box {@code shown} read, where it read it (a box
     * outside the window is looked up, unless the page was drawn since): no look for it.
     */
    State scoreFirstBox(State shown) {
        if (shown.firstBox() == null) {
            return scoreFirstBox();
        }
        try {
            press(shown.firstBox());
        } catch (StaleElementReferenceException drawnSince) {
            return scoreFirstBox();
        }
        return idle();
    }

    private void press(Target target) {
        browser.pressAt(target.element(), target.centre());
    }

    /**
     * The record the download button saves as {@code name}, read once the browser has written it;
     * a file of that name from an earlier test of the lane is removed first.
     */
    String download(String name) throws IOException {
        Files.deleteIfExists(browser.downloads.resolve(name));
        browser.press(browser.find("#download"));
        return Files.readString(browser.downloaded(name), StandardCharsets.UTF_8);
    }

    /** The faces showing, 0 for a die not rolled: one script, not a request per die (the game of 52 moves makes many). */
    String dice() {
        return state().dice();
    }

    /** The page as it is now, without a wait. */
    State state() {
        return State.of(browser.script(STATE));
    }

    /** The coach's lines, one a move. */
    List<WebElement> feedback() {
        return browser.findAll("#feedback li");
    }

    /** The text shown of the first element matching {@code css}, once there (WebElement.getText). */
    String text(String css) {
        return browser.text(css);
    }

    /** The points lost a player's tally shows: "lost 3.51 points". */
    double tallyLost(int player) {
        String lost = text("[data-tally='" + player + "'] [data-lost]");
        return Double.parseDouble(lost.substring("lost ".length(), lost.indexOf(" points")));
    }

    /** The sum of the coach's losses in the list (a best move is 0), each as shown (two decimals). */
    static double feedbackLoss(List<String> tags) {
        double sum = 0;
        for (String tag : tags) {
            sum += tag.equals("best") ? 0 : Double.parseDouble(tag.substring(1));
        }
        return sum;
    }

    /**
     * The coach's tags, as shown ("best", "−0.31"; the rendered text, as WebElement.getText
     * gives it), one a line: one script, where a look and a getText a line made 28 round trips.
     */
    List<String> feedbackTags() {
        List<?> tags = (List<?>) browser.script("return [...document.querySelectorAll('#feedback li')]"
                + ".map((li) => li.querySelector('.tag').innerText.trim());");
        return tags.stream().map(String.class::cast).toList();
    }

    /** The tally's loss is the list's: equal but for the rounding of each line shown (half a hundredth each). */
    void assertTallyIsTheList(String message) {
        List<String> tags = feedbackTags();
        assertEquals(feedbackLoss(tags), tallyLost(0), 0.005 * (tags.size() + 1), message);
    }

    /** Holds the dice of a keep written as the advice writes it ("keep 1 2", "reroll all five"). */
    void hold(String move) {
        List<String> kept = new ArrayList<>(move.startsWith("keep ") ? List.of(move.substring(5).split(" ")) : List.of());
        String faces = dice();
        String pressed = (String) browser.script("return [...document.querySelectorAll('#dice .die')]"
                + ".map((d) => (d.getAttribute('aria-pressed') === 'true' ? '1' : '0')).join('');");
        for (int i = 0; i < 5; i++) {
            boolean held = pressed.charAt(i) == '1';
            boolean wanted = kept.remove(String.valueOf(faces.charAt(i)));
            if (held != wanted) {
                browser.press(browser.find("#dice .die[data-die='" + i + "']"));
            }
        }
    }

    /** Every line of a list has room for its number: the list's indent holds "13. " in its font (issue 23, bug 3). */
    void assertNumbersFit(String list) {
        double room = ((Number) browser.script("const ol = document.querySelector(arguments[0]);"
                + "return parseFloat(getComputedStyle(ol).paddingLeft);", list)).doubleValue();
        double needed = ((Number) browser.script("const ctx = document.createElement('canvas').getContext('2d');"
                + "ctx.font = getComputedStyle(document.querySelector(arguments[0])).font;"
                + "return ctx.measureText('13. ').width;", list)).doubleValue();
        assertTrue(room >= needed, "the numbers need " + needed + " px, the list gives " + room);
    }

    /** The focused element's id, in one round trip. */
    String focusedId() {
        return (String) browser.script("return document.activeElement.id;");
    }
}
