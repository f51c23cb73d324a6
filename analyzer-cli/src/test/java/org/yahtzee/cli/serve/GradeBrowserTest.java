package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** The grade page in headless Chromium: one of examples/ opened as a file, and a record with an error. */
final class GradeBrowserTest extends BrowserTestBase {
    /** examples/several-mistakes.txt: 235 points, 5 decisions flagged, as grade --json says (ServeApiTest). */
    @Test
    void example_openedAsAFile_isGradedAsReportGameShowsIt() throws IOException {
        browser.get("/grade", BrowserSession.DESKTOP);
        Path example = Path.of("..", "examples", "several-mistakes.txt").toAbsolutePath().normalize();
        browser.find("#file").sendKeys(example.toString());
        browser.until("document.getElementById('record').value.includes('rules: official')", 10);
        browser.find("#grade").click();
        WebElement game = browser.await("#result section.game", 30);
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

    /** A box filled twice: the problem under line 3 of the text, as the API gives it, and the cursor sent there. */
    @Test
    void recordWithAnError_isShownAtItsLine() {
        browser.get("/grade", BrowserSession.DESKTOP);
        browser.find("#record").sendKeys("# two turns\n1: 22351 score chance\n2: 22351 score chance\n");
        browser.find("#grade").click();
        browser.await("#problems", 30);
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
