package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What BrowserSession decides without a browser. */
final class BrowserSessionTest {
    /** A download is read only once it is there, not empty, and no longer growing. */
    @Test
    void isWhole_notThereEmptyOrGrowing_no_sameSizeTwice_yes() {
        assertFalse(BrowserSession.isWhole(-1, -1), "not there");
        assertFalse(BrowserSession.isWhole(0, -1), "created, not written");
        assertFalse(BrowserSession.isWhole(0, 0), "created, not written, at two looks");
        assertFalse(BrowserSession.isWhole(120, 0), "written since the look before");
        assertFalse(BrowserSession.isWhole(240, 120), "still growing");
        assertTrue(BrowserSession.isWhole(240, 240));
    }
}
