package org.yahtzee.tables;

import static org.yahtzee.tables.GoalTableFormat.BLOCK;
import static org.yahtzee.tables.GoalTableFormat.ONE;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;

/**
 * One lane of a reach table to bytes and back: quantised to 2^-21, cut where it is 1 before and
 * 0 after, the falls from need to need bit-packed in blocks of 16 ({@link GoalTableFormat}).
 */
final class GoalLaneCodec {
    /*
     * Implementation notes. A lane never rises with the need, and rounding keeps that, so the
     * falls are >= 0 and most are small: free-choice, 116 million stored values take 161 MB
     * (11 bits a value) against 348 MB as 3-byte values. Decoding a lane of 500 needs reads at
     * most 32 blocks: about a microsecond.
     */

    private GoalLaneCodec() {
    }

    /** Where an encoded lane starts: the first stored need and how many are stored. */
    record Span(int first, int count) {
    }

    /**
     * Appends the lane's blocks to {@code out}.
     *
     * @throws IllegalArgumentException if a value is not in 0..1, rises, or the lane is too long
     *         for the u16 fields; nothing useful is written then (the caller discards out)
     */
    static Span encode(float[] lane, ByteArrayOutputStream out) {
        int[] q = new int[lane.length];
        for (int need = 0; need < lane.length; need++) {
            long v = Math.round(lane[need] * (double) ONE);
            if (!(lane[need] >= 0 && lane[need] <= 1) || need > 0 && v > q[need - 1]) {
                throw new IllegalArgumentException("need " + need + " has value " + lane[need]
                        + ": expected 0..1, not above need " + (need - 1) + "'s");
            }
            q[need] = (int) v;
        }
        int first = 0;
        while (first < q.length && q[first] == ONE) {
            first++;
        }
        int last = q.length - 1;
        while (last >= first && q[last] == 0) {
            last--;
        }
        int count = last - first + 1;
        if (first > 0xffff || count > 0xffff) {
            throw new IllegalArgumentException("a lane of " + lane.length + " needs is over the format's 65,535");
        }
        int[] fall = new int[Math.max(0, count)];
        for (int j = 0; j < fall.length; j++) {
            fall[j] = (j == 0 ? ONE : q[first + j - 1]) - q[first + j];
        }
        for (int from = 0; from < fall.length; from += BLOCK) {
            int k = Math.min(BLOCK, fall.length - from);
            int or = 0;
            for (int j = from; j < from + k; j++) {
                or |= fall[j];
            }
            int width = 32 - Integer.numberOfLeadingZeros(or);
            out.write(width);
            long bits = 0;
            int held = 0;
            for (int j = from; j < from + k; j++) {
                bits |= (long) fall[j] << held;
                held += width;
                while (held >= 8) {
                    out.write((int) bits & 0xff);
                    bits >>>= 8;
                    held -= 8;
                }
            }
            if (held > 0) {
                out.write((int) bits & 0xff); // the block ends on a whole byte
            }
        }
        return new Span(first, Math.max(0, count));
    }

    /**
     * The lane from its blocks at {@code offset} of {@code blocks}: 1 for needs below
     * {@code first}, then the stored values; its length is first + count.
     *
     * @throws IndexOutOfBoundsException if the blocks run past the buffer
     * @throws IllegalStateException     if the falls add up to more than 1 (a damaged table)
     */
    static float[] decode(ByteBuffer blocks, int offset, int first, int count) {
        float[] lane = new float[first + count];
        java.util.Arrays.fill(lane, 0, first, 1f);
        int at = offset;
        int q = ONE;
        for (int from = 0; from < count; from += BLOCK) {
            int k = Math.min(BLOCK, count - from);
            int width = blocks.get(at++) & 0xff;
            if (width > 22) {
                throw new IllegalStateException("block of need " + (first + from) + ": bit width " + width
                        + ", at most 22");
            }
            long mask = (1L << width) - 1;
            long bits = 0;
            int held = 0;
            for (int j = 0; j < k; j++) {
                while (held < width) {
                    bits |= (long) (blocks.get(at++) & 0xff) << held;
                    held += 8;
                }
                q -= (int) (bits & mask);
                bits >>>= width;
                held -= width;
                if (q < 0) {
                    throw new IllegalStateException("need " + (first + from + j) + ": the falls exceed 1");
                }
                lane[first + from + j] = q / (float) ONE;
            }
        }
        return lane;
    }
}
