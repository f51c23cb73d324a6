package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Category;
import org.yahtzee.state.StateIndex;

/**
 * The scan split over threads and chunks finds what one pass in state order finds: the lowest
 * bad state, whatever the split; and the work run alongside (the reader's CRC32C) is run once,
 * before any verdict, its failure thrown rather than the scan's.
 */
final class PolicyScanTest {
    /** (threads, chunk states): one pass; a chunk a state; chunks that end mid-mask; the real ones; one chunk. */
    private static final int[][] SPLITS = {{1, PolicyScan.CHUNK_STATES}, {2, 1}, {3, 777}, {2, PolicyScan.CHUNK_STATES},
        {2, StateIndex.STATES}};
    private static final Path FILE = Path.of("scanned.ypolicy");
    /** A payload of good decisions, in the heap (the reader's is mapped; the scan reads either). */
    private static ByteBuffer payload;

    @BeforeAll
    static void makeAGoodPayload() {
        payload = ByteBuffer.allocate(Math.toIntExact(PolicyTable.BYTES)).order(TableFormat.BYTE_ORDER);
        TableFixtures.fillGoodPolicy(payload);
    }

    @Test
    void goodPayload_noBadState_anySplit() {
        for (int[] split : SPLITS) {
            assertEquals(-1, PolicyScan.lowestBadState(payload, () -> { }, split[0], split[1]), split[0] + " threads");
        }
    }

    /**
     * Bad entries in three states: one late in the last chunk with an open box, one early in a
     * later chunk, and the lowest in the middle of an early chunk; each split names the lowest,
     * then the next once the lowest is good again, as one pass in state order does.
     */
    @Test
    void badStates_theLowestFound_anySplit() {
        int late = StateIndex.offset(Category.ALL_USED) - 1;
        int early = 5 * PolicyScan.CHUNK_STATES + 3;
        int lowest = 2 * PolicyScan.CHUNK_STATES + PolicyScan.CHUNK_STATES / 2;
        int[] bad = {late, early, lowest};
        short[] was = new short[bad.length];
        try {
            for (int i = 0; i < bad.length; i++) {
                was[i] = spoil(bad[i], 40 + i);
            }
            for (int i = bad.length - 1; i >= 0; i--) {
                for (int[] split : SPLITS) {
                    assertEquals(bad[i], PolicyScan.lowestBadState(payload, () -> { }, split[0], split[1]),
                            split[0] + " threads, chunks of " + split[1]);
                    TableException e = assertThrows(TableException.class,
                            () -> PolicyCheck.check(FILE, payload, () -> { }, split[0], split[1]));
                    assertEquals("decision: state " + bad[i] + " roll " + (40 + i) + ": box " + filledBox(bad[i])
                            + " is not an open box (0..12) (the table was built wrong)", e.detail());
                }
                restore(bad[i], 40 + i, was[i]);
            }
        } finally {
            for (int i = 0; i < bad.length; i++) {
                restore(bad[i], 40 + i, was[i]);
            }
        }
    }

    /**
     * Two chunks, a bad state at the end of each, the second thread 5 ms late (its work alongside
     * first): the first chunk's is found first, the second's later; the lowest is still the answer.
     */
    @Test
    void badStateAtTheEndOfEachChunk_theLowestFound_whicheverIsFoundLast() {
        int open = StateIndex.offset(Category.ALL_USED);
        int chunk = (open + 1) / 2;
        int[] bad = {chunk - 1, open - 1};
        short[] was = new short[bad.length];
        try {
            for (int i = 0; i < bad.length; i++) {
                was[i] = spoil(bad[i], 9);
            }
            for (int run = 0; run < 3; run++) {
                assertEquals(bad[0], PolicyScan.lowestBadState(payload, () -> sleep(5), 2, chunk), "run " + run);
            }
        } finally {
            for (int i = 0; i < bad.length; i++) {
                restore(bad[i], 9, was[i]);
            }
        }
    }

    /** A game-over row not zero, scanned apart from the chunks: found by every split, and below it nothing bad. */
    @Test
    void gameOverRowNotZero_found_anySplit() {
        int state = StateIndex.STATES - 1;
        int at = (state * PolicyTable.ROW + 251) * Short.BYTES;
        payload.putShort(at, (short) 1);
        try {
            for (int[] split : SPLITS) {
                assertEquals(state, PolicyScan.lowestBadState(payload, () -> { }, split[0], split[1]), split[0] + " threads");
            }
        } finally {
            payload.putShort(at, (short) 0);
        }
    }

    /** The work alongside is run once, and the verdict given only after it has ended. */
    @Test
    void alongside_runOnce_beforeTheVerdict() {
        for (int[] split : SPLITS) {
            AtomicInteger runs = new AtomicInteger();
            boolean[] ended = {false};
            int bad = PolicyScan.lowestBadState(payload, () -> {
                runs.incrementAndGet();
                sleep(30);
                ended[0] = true;
            }, split[0], split[1]);
            assertEquals(-1, bad);
            assertEquals(1, runs.get(), split[0] + " threads");
            assertTrue(ended[0], "ended before the verdict, " + split[0] + " threads");
        }
    }

    /**
     * A payload whose CRC32C fails and whose entries are bad too is refused for the CRC32C, as
     * when the two ran one after the other; no scanning thread is left running.
     */
    @Test
    void alongsideFails_itsFailureThrown_notTheScans() {
        short was = spoil(PolicyScan.CHUNK_STATES + 1, 7);
        try {
            for (int[] split : SPLITS) {
                TableException checksum = new TableException(Problem.CHECKSUM, FILE, "checksum: (a test's)");
                Thread[] ranOn = new Thread[1];
                TableException e = assertThrows(TableException.class, () -> PolicyCheck.check(FILE, payload, () -> {
                    ranOn[0] = Thread.currentThread();
                    throw checksum;
                }, split[0], split[1]));
                assertSame(checksum, e, split[0] + " threads");
                assertFalse(ranOn[0] != Thread.currentThread() && ranOn[0].isAlive(), "its thread left running");
            }
        } finally {
            restore(PolicyScan.CHUNK_STATES + 1, 7, was);
        }
    }

    /** Writes a filled box into one entry of a state; returns the entry that was there. */
    private static short spoil(int stateIndex, int rollId) {
        int at = (stateIndex * PolicyTable.ROW + rollId) * Short.BYTES;
        short was = payload.getShort(at);
        payload.putShort(at, (short) PolicyTable.encode(0, 0, filledBox(stateIndex)));
        return was;
    }

    private static void restore(int stateIndex, int rollId, short entry) {
        payload.putShort((stateIndex * PolicyTable.ROW + rollId) * Short.BYTES, entry);
    }

    /** A box filled in the state's card (each spoiled state has one). */
    private static int filledBox(int stateIndex) {
        return Integer.numberOfTrailingZeros(StateIndex.usedMaskOf(stateIndex));
    }

    private static void sleep(int millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
