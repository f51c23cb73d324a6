package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.Select;

/** The reports page in headless Chromium: the distribution and the opening sheet of a rule set. */
final class ReportsBrowserTest extends BrowserTestBase {
    /** Free-choice: the published 254.5896 as the mean, 252 opening rolls, a filter that leaves one. */
    @Test
    void freeChoice_distributionAndOpeningSheet() throws IOException {
        browser.get("/reports?rules=free-choice", BrowserSession.DESKTOP);
        assertEquals("free-choice", new Select(browser.find("#rules")).getFirstSelectedOption().getText());
        browser.until("document.querySelectorAll('#opening tbody tr').length === 252 || !document.getElementById('error').hidden", 120);
        assertEquals("", browser.find("#error").getText());
        assertEquals("254.5896", browser.find("[data-stat='mean'] .n").getText());
        assertFalse(browser.findAll("#distribution svg rect.bar").isEmpty());
        assertEquals("free-choice", browser.find("#status").getText().replaceAll("^Rules ([a-z-]+):.*", "$1"));
        browser.screenshot("web-reports");
        browser.find("#filter").sendKeys("66666");
        browser.until("document.querySelectorAll('#opening tbody tr').length === 1", 10);
        assertEquals("6 6 6 6 6", browser.find("#opening tbody tr td").getText());
    }
}
