package org.yahtzee.tables;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.zip.CRC32C;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateIndex;
import org.yahtzee.solver.StateValues;

/**
 * Writes state values as a table file (see {@link TableFormat}), atomically: the path names
 * either the previous file or the complete new table, never a partial one, even if the writer is
 * killed or the machine loses power.
 */
public final class TableWriter {
    /*
     * Implementation notes. AtomicFile does the writing: a synced temp file renamed over the
     * target, so concurrent writers of one table each rename a whole table and the last wins.
     * The header and the payload are encoded in memory first (2.1 MB), so a value the format
     * cannot hold is refused before any file is touched.
     */

    private TableWriter() {
    }

    /**
     * Writes {@code values} for all {@link StateIndex#STATES} states as float32, with a header
     * recording {@code values.rules()}, replacing a regular file at {@code file}, with
     * {@link AtomicFile#write} (missing folders created, stale temp files removed).
     *
     * @throws IOException              if the file cannot be written (or is not a regular file);
     *                                  the old file is left as it was and no temp file remains
     * @throws IllegalArgumentException if a value is NaN, infinite or negative as a float32
     *                                  (naming the state), or the rules name is over 32 bytes;
     *                                  nothing is written
     */
    public static void write(StateValues values, Path file) throws IOException {
        ByteBuffer payload = encodePayload(values);
        CRC32C crc = new CRC32C();
        crc.update(payload.duplicate());
        Rules rules = values.rules();
        TableHeader header = new TableHeader(TableFormat.VERSION, rules.fingerprint(), rules.canonicalName(),
                StateIndex.STATES, payload.remaining(), (int) crc.getValue());
        AtomicFile.write(file, new Bytes(HeaderCodec.encode(header), payload.array()));
    }

    /**
     * The values as little-endian float32, checked to be finite and non-negative. Converted
     * into a float[] and copied in one put: a ByteBuffer.putFloat per state took 10.7 ms of a
     * solve process (interpreted until the JIT's loop compile arrives), this about 8 ms.
     */
    private static ByteBuffer encodePayload(StateValues values) {
        float[] stored = new float[StateIndex.STATES];
        for (int i = 0; i < stored.length; i++) {
            stored[i] = (float) values.value(i);
            // Expected points still to come are >= 0; anything else is a solver bug, and a
            // table is read for months: refuse it here rather than scan for it on every load.
            if (!(stored[i] >= 0 && stored[i] <= Float.MAX_VALUE)) {
                throw new IllegalArgumentException("state " + i + " of " + values.rules().canonicalName()
                        + " has value " + values.value(i) + ", expected a finite value >= 0 (as float32)");
            }
        }
        ByteBuffer payload = ByteBuffer.allocate(StateIndex.STATES * TableFormat.BYTES_PER_STATE)
                .order(TableFormat.BYTE_ORDER);
        payload.asFloatBuffer().put(stored);
        return payload;
    }

    /** The header, then the payload: two writes of the stream AtomicFile gives. */
    private record Bytes(byte[] header, byte[] payload) implements AtomicFile.Content {
        @Override
        public void writeTo(OutputStream out) throws IOException {
            out.write(header);
            out.write(payload);
        }
    }
}
