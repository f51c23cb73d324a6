package org.yahtzee.tables;

import static org.yahtzee.tables.GoalTableFormat.HEADER_LENGTH;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.zip.CRC32C;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * Writes the solved values of a reach goal as a reach table ({@link GoalTableFormat}),
 * atomically as {@link TableWriter} does: the path names the old file or the whole new one.
 */
public final class GoalTableWriter {

    private GoalTableWriter() {
    }

    /**
     * Encodes every solved lane (a lane that states share, once) and writes the file.
     *
     * @throws IOException              if the file cannot be written; the old file stays
     * @throws IllegalArgumentException if the values are not of a reach goal, a value is not in
     *                                  0..1 or rises with the need, or the rules name does not
     *                                  fit; nothing is written
     */
    public static void write(GoalValues values, Path file) throws IOException {
        byte[] bytes = encode(values);
        AtomicFile.write(file, out -> out.write(bytes));
    }

    static byte[] encode(GoalValues values) {
        if (!values.utility().isStep()) {
            throw new IllegalArgumentException("a reach table holds a reach goal, not a general utility");
        }
        Map<float[], Integer> laneIds = new IdentityHashMap<>();
        ByteBuffer stateLanes = ByteBuffer.allocate(StateIndex.STATES * Integer.BYTES).order(GoalTableFormat.BYTE_ORDER);
        ByteArrayOutputStream directory = new ByteArrayOutputStream();
        ByteArrayOutputStream blocks = new ByteArrayOutputStream();
        ByteBuffer entry = ByteBuffer.allocate(GoalTableFormat.LANE_ENTRY).order(GoalTableFormat.BYTE_ORDER);
        for (int s = 0; s < StateIndex.STATES; s++) {
            float[] lane = values.lane(s);
            Integer id = lane == null ? Integer.valueOf(-1) : laneIds.get(lane);
            if (id == null) {
                id = laneIds.size();
                laneIds.put(lane, id);
                int offset = blocks.size();
                GoalLaneCodec.Span span = GoalLaneCodec.encode(lane, blocks);
                entry.clear();
                entry.putInt(offset).putShort((short) span.first()).putShort((short) span.count());
                directory.write(entry.array(), 0, GoalTableFormat.LANE_ENTRY);
            }
            stateLanes.putInt(id);
        }
        long payloadLength = (long) stateLanes.capacity() + directory.size() + blocks.size();
        if (payloadLength > 0xffff_ffffL) {
            throw new IllegalArgumentException("payload of " + payloadLength + " bytes: the format holds 4 GiB");
        }
        byte[] file = new byte[Math.toIntExact(HEADER_LENGTH + payloadLength)];
        ByteBuffer out = ByteBuffer.wrap(file).order(GoalTableFormat.BYTE_ORDER);
        out.position(HEADER_LENGTH);
        out.put(stateLanes.array()).put(directory.toByteArray()).put(blocks.toByteArray());
        CRC32C crc = new CRC32C();
        crc.update(file, HEADER_LENGTH, (int) payloadLength);
        header(out, values, laneIds.size(), (int) payloadLength, (int) crc.getValue());
        return file;
    }

    private static void header(ByteBuffer out, GoalValues values, int lanes, int payloadLength, int payloadCrc) {
        Rules rules = values.rules();
        byte[] name = rules.canonicalName().getBytes(StandardCharsets.UTF_8);
        if (name.length > 32) {
            throw new IllegalArgumentException("rules name '" + rules.canonicalName() + "' is over 32 bytes");
        }
        out.put(0, GoalTableFormat.magic());
        out.putShort(GoalTableFormat.OFFSET_VERSION, (short) GoalTableFormat.VERSION);
        out.putShort(GoalTableFormat.OFFSET_HEADER_LENGTH, (short) HEADER_LENGTH);
        out.putInt(GoalTableFormat.OFFSET_STATE_COUNT, StateIndex.STATES);
        out.putLong(GoalTableFormat.OFFSET_FINGERPRINT, rules.fingerprint());
        out.put(GoalTableFormat.OFFSET_NAME, name);
        out.putShort(GoalTableFormat.OFFSET_SPAN, (short) values.utility().span());
        out.put(GoalTableFormat.OFFSET_KIND, (byte) GoalTableFormat.KIND_REACH);
        out.put(GoalTableFormat.OFFSET_BITS, (byte) GoalTableFormat.QUANTISATION_BITS);
        out.putInt(GoalTableFormat.OFFSET_ROOT_STATE, values.rootState());
        out.putInt(GoalTableFormat.OFFSET_ROOT_NEED, values.rootNeed());
        out.putShort(GoalTableFormat.OFFSET_ROOT_LEAST, (short) values.rootLeast());
        out.putInt(GoalTableFormat.OFFSET_LANE_COUNT, lanes);
        out.putInt(GoalTableFormat.OFFSET_PAYLOAD_LENGTH, payloadLength);
        out.putInt(GoalTableFormat.OFFSET_PAYLOAD_CRC, payloadCrc);
        CRC32C crc = new CRC32C();
        crc.update(out.array(), 0, GoalTableFormat.OFFSET_HEADER_CRC);
        out.putInt(GoalTableFormat.OFFSET_HEADER_CRC, (int) crc.getValue());
    }
}
