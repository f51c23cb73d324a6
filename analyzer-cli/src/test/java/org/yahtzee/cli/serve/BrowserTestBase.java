package org.yahtzee.cli.serve;

import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;

/**
 * The base of the browser tests (the *BrowserTest classes): one {@link BrowserSession}, a server
 * and a headless Chromium, for each test class, opened before its first test and closed after
 * its last (classes run one after another).
 */
@Tag(BrowserSession.TAG)
abstract class BrowserTestBase {
    static BrowserSession browser;

    @BeforeAll
    static void open() throws IOException {
        browser = BrowserSession.open();
    }

    @AfterAll
    static void close() throws InterruptedException {
        if (browser != null) {
            browser.close();
            browser = null;
        }
    }
}
