package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
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

    /** Closes run side by side: each close here waits for the other's, which one after the other never comes. */
    @Test
    void backgroundCloses_eachOnItsOwnThread_allEnded() throws Exception {
        CyclicBarrier both = new CyclicBarrier(2);
        boolean[] closed = new boolean[2];
        BackgroundCloses closes = new BackgroundCloses();
        closes.start(() -> {
            both.await(10, TimeUnit.SECONDS);
            closed[0] = true;
        });
        closes.start(() -> {
            both.await(10, TimeUnit.SECONDS);
            closed[1] = true;
        });
        closes.awaitAll();
        assertArrayEquals(new boolean[] {true, true}, closed);
    }

    /** A close that fails fails the wait, once every other close has ended; later failures ride along. */
    @Test
    void backgroundCloses_failures_firstThrownOthersSuppressed_afterAllEnded() {
        boolean[] closed = new boolean[1];
        IOException first = new IOException("first");
        IllegalStateException second = new IllegalStateException("second");
        BackgroundCloses closes = new BackgroundCloses();
        closes.start(() -> {
            throw first;
        });
        closes.start(() -> {
            Thread.sleep(200);
            closed[0] = true;
        });
        closes.start(() -> {
            throw second;
        });
        Exception thrown = assertThrows(IOException.class, closes::awaitAll);
        assertEquals(first, thrown);
        assertEquals(List.of(second), Arrays.asList(thrown.getSuppressed()));
        assertTrue(closed[0], "the wait returned after the slow close had ended");
    }

    /**
     * A lane ends with the last of its classes on the class path, in any order; a class of the
     * other lane, or one ended again, ends nothing.
     */
    @Test
    void laneClasses_theLastOfTheLaneEndsIt() {
        LaneClasses lane2 = new LaneClasses(BrowserSession.LANE_2);
        assertFalse(lane2.ended(PlayBrowserTest.class), "lane 1's class");
        assertFalse(lane2.ended(GradeBrowserTest.class));
        assertFalse(lane2.ended(GradeBrowserTest.class), "the same class again");
        assertFalse(lane2.ended(ReportsBrowserTest.class));
        assertTrue(lane2.ended(AdvisorBrowserTest.class), "lane 2's last class");
        assertTrue(new LaneClasses(BrowserSession.LANE_1).ended(PlayBrowserTest.class), "lane 1's only class");
    }
}
