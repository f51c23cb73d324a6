package org.yahtzee.tables;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.zip.CRC32C;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/**
 * Writes state values as a table file (see {@link TableFormat}), atomically: the path names
 * either the previous file or the complete new table, never a partial one, even if the writer is
 * killed or the machine loses power.
 */
public final class TableWriter {
    /*
     * Implementation notes. AtomicFile does the writing: a synced temp file renamed over the
     * target, so concurrent writers of one table each rename a whole table and the last wins.
     * The header and the payload are encoded in memory first (4.3 MB, EncodedTable), so a value
     * the format cannot hold is refused before any file is touched.
     */

    private TableWriter() {
    }

    /**
     * Writes {@code values} for all {@link StateIndex#STATES} states as float64, with a header
     * recording {@code values.rules()} and their expected score, replacing a regular file at
     * {@code file}, with {@link AtomicFile#write} (missing folders created, stale temp files
     * removed).
     *
     * @throws IOException              if the file cannot be written (or is not a regular file);
     *                                  the old file is left as it was and no temp file remains
     * @throws IllegalArgumentException if a value is not in 0..1575 (NaN, negative,
     *                                  infinite: a solver bug; naming the state), or the rules
     *                                  name is over 32 bytes; nothing is written
     */
    public static void write(StateValues values, Path file) throws IOException {
        AtomicFile.write(file, encode(values));
    }

    /**
     * The whole table file in memory: the values as little-endian float64 (-0.0 stored as 0.0),
     * checked to be what a reader accepts, and the header with their CRC32C and the expected
     * score, the start state's value as the double given.
     *
     * @throws IllegalArgumentException as {@link #write}
     */
    static EncodedTable encode(StateValues values) {
        // Gathered into a double[] and copied in one put: a ByteBuffer.putFloat per state took
        // 10.7 ms of a solve process (interpreted until the JIT's loop compile arrives), one put 8 ms.
        double[] stored = new double[StateIndex.STATES];
        for (int i = 0; i < stored.length; i++) {
            stored[i] = values.value(i) + 0.0; // -0.0 + 0.0 is 0.0
            // Expected points still to come are 0..1575; anything else is a solver bug, and
            // the reader would refuse the table on every load.
            if (!TableFormat.isStorable(Double.doubleToRawLongBits(stored[i]))) {
                throw new IllegalArgumentException("state " + i + " of " + values.rules().canonicalName()
                        + " has value " + values.value(i) + ", expected 0.." + TableFormat.MAX_VALUE);
            }
        }
        byte[] file = new byte[Math.toIntExact(TableFormat.fileLength())];
        ByteBuffer payload = EncodedTable.payload(file).order(TableFormat.BYTE_ORDER);
        payload.asDoubleBuffer().put(stored);
        CRC32C crc = new CRC32C();
        crc.update(payload);
        Rules rules = values.rules();
        TableHeader header = new TableHeader(TableFormat.VERSION, TableKind.VALUES, rules.fingerprint(), rules.canonicalName(),
                StateIndex.STATES, payload.capacity(), stored[TableFormat.START_STATE],
                (int) crc.getValue());
        System.arraycopy(HeaderCodec.encode(header), 0, file, 0, TableFormat.HEADER_LENGTH);
        return new EncodedTable(header, file);
    }

    /**
     * The whole second-moments file in memory ({@link TableKind#SECOND_MOMENTS}): every state's
     * E[R^2] as a little-endian float64, checked to be what a reader accepts, the start state's
     * repeated in the header.
     *
     * @throws IllegalArgumentException if a value is not a float64 in 0..1575^2 (a bug), naming the state
     */
    static EncodedTable encodeMoments(SecondMoments moments) {
        double[] stored = new double[StateIndex.STATES];
        for (int i = 0; i < stored.length; i++) {
            stored[i] = moments.secondMoment(i) + 0.0; // -0.0 + 0.0 is 0.0
            if (!(stored[i] >= 0 && stored[i] <= TableKind.SECOND_MOMENTS.maxValue)) {
                throw new IllegalArgumentException("state " + i + " of " + moments.rules().canonicalName()
                        + " has second moment " + stored[i] + ", expected 0.." + (long) TableKind.SECOND_MOMENTS.maxValue);
            }
        }
        byte[] file = new byte[Math.toIntExact(TableKind.SECOND_MOMENTS.fileLength())];
        ByteBuffer payload = EncodedTable.payload(file).order(TableFormat.BYTE_ORDER);
        payload.asDoubleBuffer().put(stored);
        CRC32C crc = new CRC32C();
        crc.update(payload);
        Rules rules = moments.rules();
        TableHeader header = new TableHeader(TableFormat.VERSION, TableKind.SECOND_MOMENTS, rules.fingerprint(),
                rules.canonicalName(), StateIndex.STATES, payload.capacity(), stored[TableFormat.START_STATE],
                (int) crc.getValue());
        System.arraycopy(HeaderCodec.encode(header), 0, file, 0, TableFormat.HEADER_LENGTH);
        return new EncodedTable(header, file);
    }

    /** Writes {@link #encodeMoments} atomically, as {@link #write} writes values. */
    public static void writeMoments(SecondMoments moments, Path file) throws IOException {
        AtomicFile.write(file, encodeMoments(moments));
    }
}
