package org.yahtzee.tables;

import java.nio.ByteBuffer;
import java.nio.LongBuffer;
import java.nio.file.Path;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;

/**
 * The load-time check of a payload whose CRC32C holds: every value in 0..1575, and the start
 * state's value equal to the header's expected score, bit for bit. A table whose values were
 * edited and whose checksums were computed again passes the CRCs; this catches every edit that
 * makes a value impossible or moves the expected score. ({@link TableProof} catches the rest by
 * solving again.)
 */
final class ValueCheck {
    /*
     * Implementation notes. It runs on every advise start, in a fresh JVM, where the loop starts
     * in the interpreter and the JIT's compiler threads share 2 cores with start-up. So it is
     * built for the interpreter: few bytecodes a value, no call and no branch a value. Values are
     * compared by their raw bits (TableFormat.MAX_VALUE_BITS), as longs: with
     * K = 0x7fffffffffffffff - MAX_VALUE_BITS,
     *   x | (x + K)
     * has the top bit set exactly when the value is out of range: a negative value (or -0.0)
     * has it in x; a non-negative one gets it from the addition exactly when it is above
     * MAX_VALUE_BITS (x and K are both below 2^63, so the sum is below 2^64 and its top bit says
     * whether it reached 2^63). The longs come 256 at a time from bulk gets (a memory copy) into
     * a long[], and eight are taken a step, in a method of its own called once a chunk (2,096
     * calls for the official table). C1 compiles a method after 128 calls, so the scan runs
     * interpreted for about 6% of the table; as one loop over the table (67,056 back-edges), it ran
     * interpreted up to the on-stack replacement at 60,000, about 90%: the first check of a
     * process took 4.2-5.4 ms of CPU, now 1.5-2.4 (a fresh JVM, 5 runs each). C2 never compiles it
     * under the launchers' thresholds (docs/startup.md), whose compile cost more than the scan.
     *
     * Measured with the float32 payload of format 3 (two values a long, four longs a step, the
     * same 67,056 back-edges), inside `yahtzee advise` (40-50 runs each alternating, 2 shared
     * cores at load 3.5-4; medians of user+sys CPU): no scan 356 ms, one long a step 391 ms (C2
     * compiled the loop), four longs a step 357 ms; time in the check on the main thread 4-7 ms.
     */

    /** Longs a call of {@link #outOfRangeBits}: small, so that the call count brings C1 in early. */
    static final int CHUNK_LONGS = 256;
    private static final long K = Long.MAX_VALUE - TableFormat.MAX_VALUE_BITS;

    private ValueCheck() {
    }

    /**
     * @param payload the payload bytes (position 0, limit the payload length)
     * @throws TableException BAD_VALUE naming the first state out of range, or the start state
     */
    static void check(Path file, ByteBuffer payload, double expectedScore) {
        LongBuffer values = payload.duplicate().order(TableFormat.BYTE_ORDER).asLongBuffer();
        long[] chunk = new long[CHUNK_LONGS];
        long any = 0;
        for (int from = 0, count = values.limit(); from < count; from += CHUNK_LONGS) {
            int length = Math.min(CHUNK_LONGS, count - from);
            values.get(from, chunk, 0, length);
            any |= outOfRangeBits(chunk, length);
            if (any < 0) {
                throw outOfRange(file, values, from);
            }
        }
        long start = values.get(TableFormat.START_STATE);
        if (start != Double.doubleToRawLongBits(expectedScore)) {
            throw new TableException(Problem.BAD_VALUE, file, "start value: state " + TableFormat.START_STATE
                    + " (a new game) holds " + Double.longBitsToDouble(start) + ", but the header's expected score is "
                    + expectedScore + " (the values were changed)");
        }
    }

    /** The OR of x | (x + K) over the first {@code length} longs: negative if one is out of range. */
    private static long outOfRangeBits(long[] chunk, int length) {
        long any = 0;
        int i = 0;
        for (; i + 7 < length; i += 8) {
            long a = chunk[i];
            long b = chunk[i + 1];
            long c = chunk[i + 2];
            long d = chunk[i + 3];
            long e = chunk[i + 4];
            long f = chunk[i + 5];
            long g = chunk[i + 6];
            long h = chunk[i + 7];
            any |= a | (a + K) | b | (b + K) | c | (c + K) | d | (d + K)
                    | e | (e + K) | f | (f + K) | g | (g + K) | h | (h + K);
        }
        for (; i < length; i++) {
            any |= chunk[i] | (chunk[i] + K);
        }
        return any;
    }

    /** The first value out of range at or after state {@code from}, as an exception. */
    private static TableException outOfRange(Path file, LongBuffer values, int from) {
        int state = from;
        while (TableFormat.isStorable(values.get(state))) {
            state++;
        }
        return new TableException(Problem.BAD_VALUE, file, "value: state " + state + " holds "
                + Double.longBitsToDouble(values.get(state)) + ", expected a value in 0.." + TableFormat.MAX_VALUE
                + " (no game scores more; the values were not written by this program's solver)");
    }
}
