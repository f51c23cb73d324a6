package org.yahtzee.tables;

import java.nio.ByteBuffer;
import java.nio.LongBuffer;
import java.nio.file.Path;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;

/**
 * The load-time check of a second-moments payload whose CRC32C holds, as {@link ValueCheck} is
 * for values: every value a float64 in 0..1575^2, and the start state's equal to the header's.
 */
final class MomentCheck {
    /*
     * Implementation notes. Non-negative doubles order like their raw bits as signed longs, and
     * -0.0, every negative value and NaN with the sign bit have negative bits; infinity and the
     * other NaNs lie above MAX_BITS. So bits is in range exactly when bits | (MAX_BITS - bits) is
     * not negative: one OR a value, accumulated, and tested once a chunk (no branch per value,
     * for a scan that runs interpreted at advise's start).
     */

    private static final long MAX_BITS = Double.doubleToRawLongBits(TableKind.SECOND_MOMENTS.maxValue);
    private static final int CHUNK = 2048;

    private MomentCheck() {
    }

    /** @throws TableException BAD_VALUE naming the first state out of range, or the start state */
    static void check(Path file, ByteBuffer payload, double headline) {
        LongBuffer bits = payload.duplicate().order(TableFormat.BYTE_ORDER).asLongBuffer();
        long[] chunk = new long[CHUNK];
        for (int from = 0, count = bits.limit(); from < count; from += CHUNK) {
            int length = Math.min(CHUNK, count - from);
            bits.get(from, chunk, 0, length);
            long any = 0;
            for (int i = 0; i < length; i++) {
                any |= chunk[i] | (MAX_BITS - chunk[i]);
            }
            if (any < 0) {
                for (int i = 0; i < length; i++) {
                    if ((chunk[i] | (MAX_BITS - chunk[i])) < 0) {
                        throw new TableException(Problem.BAD_VALUE, file, "value: state " + (from + i) + " holds "
                                + Double.longBitsToDouble(chunk[i]) + ", expected a second moment in 0.."
                                + (long) TableKind.SECOND_MOMENTS.maxValue + " (no game scores more than 1575)");
                    }
                }
            }
        }
        double start = Double.longBitsToDouble(bits.get(TableFormat.START_STATE));
        if (Double.doubleToRawLongBits(start) != Double.doubleToRawLongBits(headline)) {
            throw new TableException(Problem.BAD_VALUE, file, "start value: state " + TableFormat.START_STATE
                    + " (a new game) holds " + start + ", but the header says " + headline + " (the values were changed)");
        }
    }
}
