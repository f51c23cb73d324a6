package org.yahtzee.cli.serve;

import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The base of the browser tests (the *BrowserTest classes): one {@link BrowserSession}, a server
 * and a headless Chromium, for each test class, opened before its first test and closed after
 * its last. Test classes run in parallel, but the browser classes one after another: they share
 * this class's {@link #browser}, and two Chromiums on two cores only wait on each other.
 */
@Tag(BrowserSession.TAG)
@ResourceLock(BrowserSession.TAG)
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
