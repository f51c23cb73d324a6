package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** The advisor page in headless Chromium: Verhoeff's proficiency-test position, the keyboard alone, a phone. */
final class AdvisorBrowserTest extends BrowserTestBase {
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
        browser.find("input[name='rolls'][value='2']").click();
    }

    private static List<WebElement> optionRows() {
        browser.until("document.querySelectorAll('#options tbody tr').length > 0 && "
                + "document.getElementById('status').textContent.startsWith('Turn')", 30);
        return browser.findAll("#options tbody tr");
    }

    private static String cell(WebElement row, int column) {
        return row.findElements(org.openqa.selenium.By.tagName("td")).get(column).getText();
    }

    /** Published: keep 234 best at 243.41, keep 1234 at 243.10 (Verhoeff's proficiency test). */
    @Test
    void proficiencyPosition_keep234Best_at243_41_keep1234_at243_10() throws IOException {
        browser.get("/", BrowserSession.DESKTOP);
        enterVerhoeffPosition();
        browser.until("document.getElementById('status').textContent.includes('free-choice rules, dice 12344, 2 rolls left, "
                + "card 103 points')", 30);
        List<WebElement> rows = optionRows();
        assertEquals("keep 2 3 4", cell(rows.get(0), 1));
        assertEquals("243.41", cell(rows.get(0), 2));
        assertEquals("best", cell(rows.get(0), 3));
        WebElement keep1234 = browser.find("#options tr[data-move='keep 1 2 3 4']");
        assertEquals("243.10", cell(keep1234, 2));
        assertEquals("0.31", cell(keep1234, 3));
        assertEquals("38.13", cell(rows.get(0), 4));
        assertEquals("103", browser.find("td[data-sum='total']").getText());
        browser.screenshot("web-advisor");

        // the best move applied: 2 3 4 kept, one roll left, two dice to enter
        rows.get(0).findElement(org.openqa.selenium.By.tagName("button")).click();
        assertTrue(browser.find("input[name='rolls'][value='1']").isSelected());
        assertEquals("234", browser.find("#dice-input").getAttribute("value"));
        assertEquals(2, browser.findAll("#dice .die.empty").size());
        browser.find("#dice-input").sendKeys("66");
        List<WebElement> next = optionRows();
        browser.until("document.getElementById('status').textContent.includes('dice 23466, 1 roll left')", 30);
        assertFalse(next.isEmpty());
    }

    /**
     * Playing for a target shows the goal's columns, ranked by its probability, best first (the
     * proficiency position with twos filled: six boxes open, solved on the server without the
     * reach table).
     */
    @Test
    void reachGoal_optionsRankedByItsProbability() {
        browser.get("/", BrowserSession.DESKTOP);
        enterVerhoeffPosition();
        browser.find("input[data-points='twos']").sendKeys("6", Keys.TAB);
        new Select(browser.find("#goal")).selectByValue("reach");
        WebElement target = browser.find("#target");
        target.clear();
        target.sendKeys("250", Keys.TAB);
        browser.until("document.getElementById('goal-heading').textContent === 'P(>=250)' && "
                + "document.querySelectorAll('#options tbody tr').length > 0 && "
                + "document.getElementById('options').classList.contains('with-goal')", 30);
        List<WebElement> rows = optionRows();
        assertEquals("best", cell(rows.get(0), 6));
        double previous = 101;
        for (WebElement row : rows) {
            String p = cell(row, 5);
            assertTrue(p.matches("\\d+\\.\\d\\d%"), p);
            double value = Double.parseDouble(p.substring(0, p.length() - 1));
            assertTrue(value <= previous, "ranked by the probability: " + value + " after " + previous);
            previous = value;
        }
    }

    /** A box's name pressed scores the dice there with the API's points; the card and the dice start again. */
    @Test
    void pressingABox_scoresTheDiceThere() {
        browser.get("/", BrowserSession.DESKTOP);
        browser.find("#dice-input").sendKeys("66664");
        optionRows();
        browser.find("button[data-score='sixes']").click();
        browser.until("document.querySelector(\"input[data-points='sixes']\").value === '24'", 10);
        assertEquals("24", browser.find("td[data-sum='total']").getText());
        assertEquals("", browser.find("#dice-input").getAttribute("value"));
        browser.find("button[data-score='sixes']").click(); // pressed again: cleared
        browser.until("document.querySelector(\"input[data-points='sixes']\").value === ''", 10);
    }

    /** Every control by Tab and keys alone, the focus visible; Enter applies a move. */
    @Test
    void keyboardAlone_entersDiceAppliesAMove_withVisibleFocus() {
        browser.get("/", BrowserSession.DESKTOP);
        tabTo("dice-input");
        browser.focused().sendKeys("12344");
        optionRows();
        browser.focused().sendKeys(Keys.TAB); // the first die
        assertEquals("0", browser.focused().getAttribute("data-die"));
        assertEquals("solid", browser.script("return getComputedStyle(document.activeElement).outlineStyle;"));
        browser.focused().sendKeys("5"); // a digit sets the face
        browser.until("document.getElementById('dice-input').value === '52344'", 10);
        browser.focused().sendKeys(Keys.ARROW_UP); // 5 -> 6
        browser.until("document.getElementById('dice-input').value === '62344'", 10);
        browser.until("document.getElementById('status').textContent.includes('dice 23446')", 30);
        WebElement apply = tabToSelector("#options tbody tr:first-child button");
        assertEquals("solid", browser.script("return getComputedStyle(document.activeElement).outlineStyle;"));
        String move = apply.getAttribute("aria-label");
        apply.sendKeys(Keys.ENTER);
        assertTrue(browser.find("input[name='rolls'][value='1']").isSelected(), move);
        WebElement box = tabToSelector("button[data-score='chance']");
        box.sendKeys(Keys.SPACE); // two dice unknown: the page says so rather than score
        browser.until("!document.getElementById('error').hidden", 10);
        assertTrue(browser.find("#error").getText().contains("enter the five dice"), browser.find("#error").getText());
    }

    /** Tab from where the focus is until the element with that id has it (at most 80 presses). */
    private static void tabTo(String id) {
        tabToSelector("#" + id);
    }

    private static WebElement tabToSelector(String css) {
        WebElement target = browser.find(css);
        for (int i = 0; i < 80; i++) {
            if (browser.focused().equals(target)) {
                return target;
            }
            browser.driver.switchTo().activeElement().sendKeys(Keys.TAB);
        }
        throw new AssertionError("Tab never reached " + css);
    }

    /** At 390 x 844 the page is one column and nothing is wider than the screen. */
    @Test
    void phoneSize_hasNoHorizontalScroll() throws IOException {
        browser.get("/", BrowserSession.PHONE);
        assertFalse(browser.scrollsSideways(), "the empty page scrolls sideways");
        enterVerhoeffPosition();
        optionRows();
        browser.until("document.getElementById('status').textContent.includes('card 103 points')", 30);
        assertFalse(browser.scrollsSideways(), "the page with its options scrolls sideways");
        browser.script("window.scrollTo(0, 0);");
        browser.screenshot("web-advisor-phone");
        browser.driver.manage().window().setSize(BrowserSession.DESKTOP);
    }
}
