package org.yahtzee.tables;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.file.Path;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;

/**
 * The load-time check of a payload whose CRC32C holds: every value in 0..1575, and the start
 * state's value equal to the header's expected score as float32. A table whose values were
 * edited and whose checksums were computed again passes the CRCs; this catches every edit that
 * makes a value impossible or moves the expected score. ({@link TableProof} catches the rest by
 * solving again.)
 */
final class ValueCheck {
    /*
     * Implementation notes. It runs on every advise start, in a fresh JVM, where the loop starts
     * in the interpreter and the JIT's compiler threads share 2 cores with start-up. So it is
     * built for the interpreter: few bytecodes a value, no call and no branch. Values are
     * compared by their raw bits (TableFormat.MAX_VALUE_BITS), two at a time in a long, SWAR
     * style: with K = 0x7fffffff - MAX_VALUE_BITS in each half,
     *   x | (x + K)
     * has the top bit of a half set exactly when that value is out of range: a negative value
     * (or -0.0) has it in x; a non-negative one gets it from the addition exactly when it is
     * above MAX_VALUE_BITS, and cannot carry into the next half (below 2^31 plus K is below
     * 2^32). Only a negative low half carries, and it has flagged itself already. The longs come
     * 2048 at a time from bulk gets (a memory copy) into a long[], and four are taken a step:
     * 67,056 loop back-edges for the official table, so C1 compiles the loop (on-stack
     * replacement at 60,000) but C2 never does (40,000 more in C1 code), whose compile cost more
     * CPU than the whole scan.
     *
     * Measured inside `yahtzee advise` (a build with the scan switchable, 40-50 runs each
     * alternating, 2 shared cores at load 3.5-4; medians of user+sys CPU): no scan 356 ms, one
     * long a step 391 ms (C2 compiled the loop), four longs a step 357 ms; time in the check on
     * the main thread 4-7 ms either way, 7-8 ms with one int a value. In a standalone fresh JVM:
     * one long a step 2.3 ms, one int 2.8 ms, IntBuffer.get(i) with Integer.compareUnsigned per
     * value 8.1 ms. Warm, all take about 0.17 ms.
     */

    private static final int CHUNK_LONGS = 2048;
    private static final long K = (0x7fff_ffffL - TableFormat.MAX_VALUE_BITS) * 0x1_0000_0001L;
    private static final long TOP_BITS = 0x8000_0000_8000_0000L;

    private ValueCheck() {
    }

    /**
     * @param payload the payload bytes (position 0, limit the payload length)
     * @throws TableException BAD_VALUE naming the first state out of range, or the start state
     */
    static void check(Path file, ByteBuffer payload, double expectedScore) {
        IntBuffer values = payload.duplicate().order(TableFormat.BYTE_ORDER).asIntBuffer();
        LongBuffer pairs = payload.duplicate().order(TableFormat.BYTE_ORDER).asLongBuffer();
        long[] chunk = new long[CHUNK_LONGS];
        long any = 0;
        for (int from = 0, count = pairs.limit(); from < count; from += CHUNK_LONGS) {
            int length = Math.min(CHUNK_LONGS, count - from);
            pairs.get(from, chunk, 0, length);
            int i = 0;
            for (; i + 3 < length; i += 4) {
                long a = chunk[i];
                long b = chunk[i + 1];
                long c = chunk[i + 2];
                long d = chunk[i + 3];
                any |= a | (a + K) | b | (b + K) | c | (c + K) | d | (d + K);
            }
            for (; i < length; i++) {
                any |= chunk[i] | (chunk[i] + K);
            }
            if ((any & TOP_BITS) != 0) {
                throw outOfRange(file, values, 2 * from);
            }
        }
        if (values.limit() % 2 == 1 && !TableFormat.isStorable(values.get(values.limit() - 1))) {
            throw outOfRange(file, values, values.limit() - 1); // an odd last value has no pair
        }
        int start = values.get(TableFormat.START_STATE);
        if (start != Float.floatToRawIntBits((float) expectedScore)) {
            throw new TableException(Problem.BAD_VALUE, file, "start value: state " + TableFormat.START_STATE
                    + " (a new game) holds " + Float.intBitsToFloat(start) + ", but the header's expected score "
                    + expectedScore + " is " + (float) expectedScore + " as float32 (the values were changed)");
        }
    }

    /** The first value out of range at or after state {@code from}, as an exception. */
    private static TableException outOfRange(Path file, IntBuffer values, int from) {
        int state = from;
        while (TableFormat.isStorable(values.get(state))) {
            state++;
        }
        return new TableException(Problem.BAD_VALUE, file, "value: state " + state + " holds "
                + Float.intBitsToFloat(values.get(state)) + ", expected a value in 0.." + TableFormat.MAX_VALUE
                + " (no game scores more; the values were not written by this program's solver)");
    }
}
