package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;

/** The branch-free range test on raw bits against a plain double comparison, in every position of a step. */
final class ValueCheckTest {

    private static final Path FILE = Path.of("test.ytable");

    /** The rule, written the obvious way: 0 to 1575, NaN and -0.0 excluded. */
    private static boolean reference(double value) {
        boolean negativeZero = value == 0.0 && 1.0 / value < 0.0;
        return value >= 0.0 && value <= 1575.0 && !negativeZero;
    }

    /**
     * 21 values: two steps of eight and five left over. Every position in a step and every
     * leftover is tried.
     */
    private static final int VALUES = 21;

    /** Whether ValueCheck accepts a payload of {@link #VALUES} values with these bits at state {@code at}. */
    private static boolean accepts(long bits, int at) {
        ByteBuffer payload = ByteBuffer.allocate(VALUES * Double.BYTES).order(TableFormat.BYTE_ORDER);
        payload.putDouble(0, 254.0); // the start state, matching the expected score below
        for (int state = 1; state < VALUES; state++) {
            payload.putDouble(Double.BYTES * state, state == at ? Double.longBitsToDouble(bits) : 1575.0);
        }
        try {
            ValueCheck.check(FILE, payload, 254.0);
            return true;
        } catch (TableException e) {
            assertEquals(Problem.BAD_VALUE, e.problem());
            assertEquals("value: state " + at + " holds " + Double.longBitsToDouble(bits), e.detail().split(", expected")[0]);
            return false;
        }
    }

    @Test
    void check_edgesAndRandomBits_agreeWithReferenceInEveryPosition() {
        long max = Double.doubleToRawLongBits(1575.0);
        long[] edges = {0, 1, max - 1, max, max + 1, 0x7fef_ffff_ffff_ffffL, 0x7ff0_0000_0000_0000L,
            0x7ff0_0000_0000_0001L, 0x7ff8_0000_0000_0000L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1,
            0xbff0_0000_0000_0000L, 0xfff0_0000_0000_0000L, 0xfff8_0000_0000_0000L, -1L};
        SplittableRandom random = new SplittableRandom(7);
        for (int at = 1; at < VALUES; at++) {
            for (long bits : edges) {
                assertEquals(reference(Double.longBitsToDouble(bits)), accepts(bits, at), Long.toHexString(bits) + " at " + at);
            }
            for (int i = 0; i < 100; i++) {
                long bits = random.nextLong();
                assertEquals(reference(Double.longBitsToDouble(bits)), accepts(bits, at), Long.toHexString(bits) + " at " + at);
            }
        }
    }

    /**
     * A payload of three whole chunks and a part: a value out of range on either side of each
     * chunk boundary and last of all is found, and named by its own state.
     */
    @Test
    void check_acrossChunks_namesTheStateOutOfRange() {
        int values = 3 * ValueCheck.CHUNK_LONGS + 5;
        int[] states = {1, ValueCheck.CHUNK_LONGS - 1, ValueCheck.CHUNK_LONGS, 2 * ValueCheck.CHUNK_LONGS + 7,
            3 * ValueCheck.CHUNK_LONGS, values - 1};
        for (int at : states) {
            ByteBuffer payload = ByteBuffer.allocate(values * Double.BYTES).order(TableFormat.BYTE_ORDER);
            payload.putDouble(0, 254.0);
            for (int state = 1; state < values; state++) {
                payload.putDouble(Double.BYTES * state, state == at ? 1575.5 : state % 1576);
            }
            TableException e = assertThrows(TableException.class, () -> ValueCheck.check(FILE, payload, 254.0));
            assertEquals("value: state " + at + " holds 1575.5", e.detail().split(", expected")[0]);
        }
    }

    /**
     * The scan is a method called once a chunk of at most 256 longs, so that C1 compiles it after
     * 128 calls (about 6% of the official table) instead of at the on-stack replacement of one
     * loop over the table (about 90%): the implementation notes of {@link ValueCheck}.
     */
    @Test
    void scan_isAMethodCalledOnceASmallChunk() throws NoSuchMethodException {
        assertTrue(ValueCheck.CHUNK_LONGS <= 256, "chunks of " + ValueCheck.CHUNK_LONGS + " longs");
        assertEquals(long.class, ValueCheck.class.getDeclaredMethod("outOfRangeBits", long[].class, int.class).getReturnType());
    }

    @Test
    void check_startStateOneUlpOffTheHeader_isRefused() {
        // The header keeps the solver's double and the payload the same double: one bit apart is a forgery.
        ByteBuffer payload = ByteBuffer.allocate(2 * Double.BYTES).order(TableFormat.BYTE_ORDER);
        payload.putDouble(0, Math.nextUp(254.0)).putDouble(8, 1575.0);
        TableException e = assertThrows(TableException.class, () -> ValueCheck.check(FILE, payload, 254.0));
        assertEquals("start value: state 0 (a new game) holds " + Math.nextUp(254.0) + ", but the header's expected "
                + "score is 254.0 (the values were changed)", e.detail());
    }
}
