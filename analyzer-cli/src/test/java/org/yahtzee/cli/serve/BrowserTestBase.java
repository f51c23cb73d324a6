package org.yahtzee.cli.serve;

import org.junit.jupiter.api.Tag;

/**
 * The base of the browser tests (the *BrowserTest classes, tagged "browser"). Each class takes one
 * of two lanes ({@code @ResourceLock} of {@link BrowserSession#LANE_1} or
 * {@link BrowserSession#LANE_2}) and drives the lane's {@link BrowserSession}, a server and a
 * headless Chromium shared by the lane's classes, from a static {@code @RegisterExtension} field:
 * at most two browsers at once, beside the other test classes. One lane made the four classes one
 * chain of about three minutes, the end of the module's run; the play page's class is about as
 * long as the other three together, so it has a lane of its own.
 */
@Tag(BrowserSession.TAG)
abstract class BrowserTestBase {
}
