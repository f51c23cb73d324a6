package org.yahtzee.tables;

import static org.yahtzee.tables.GoalTableFormat.HEADER_LENGTH;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32C;
import org.yahtzee.files.IoMessage;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;
import org.yahtzee.tables.TableException.Problem;

/**
 * Opens a reach table: checks its header, length and checksums, maps the payload, and answers
 * through {@link GoalValues} with lanes decoded on request ({@link MappedGoalTable}).
 */
public final class GoalTableReader {

    private GoalTableReader() {
    }

    /**
     * The table's values, for {@code expected} rules.
     *
     * @throws TableException naming the first check that fails, in the order of the format's
     *         fields: missing or not a file, magic, version, header length and checksum, state
     *         count, rules, goal, length, payload checksum, lane index
     */
    public static GoalValues open(Path file, Rules expected) {
        try (FileChannel channel = TableReader.openChannel(file)) {
            long size = channel.size();
            ByteBuffer header = ByteBuffer.allocate((int) Math.min(size, HEADER_LENGTH)).order(GoalTableFormat.BYTE_ORDER);
            while (header.hasRemaining() && channel.read(header, header.position()) >= 0) {
                // read until full or the file ends
            }
            checkHeader(file, header, size, expected);
            ByteBuffer payload = channel.map(FileChannel.MapMode.READ_ONLY, HEADER_LENGTH, size - HEADER_LENGTH)
                    .order(GoalTableFormat.BYTE_ORDER);
            TableReader.checkPayloadCrc(file, payload, header.getInt(GoalTableFormat.OFFSET_PAYLOAD_CRC));
            int lanes = header.getInt(GoalTableFormat.OFFSET_LANE_COUNT);
            MappedGoalTable table = new MappedGoalTable(file, payload, lanes);
            return GoalValues.fromTable(expected, FinalUtility.reach(Short.toUnsignedInt(header.getShort(GoalTableFormat.OFFSET_SPAN))),
                    table, header.getInt(GoalTableFormat.OFFSET_ROOT_STATE), header.getInt(GoalTableFormat.OFFSET_ROOT_NEED),
                    Short.toUnsignedInt(header.getShort(GoalTableFormat.OFFSET_ROOT_LEAST)));
        } catch (IOException e) {
            throw new TableException(Problem.UNREADABLE, file, "unreadable: " + IoMessage.reason(e), e);
        }
    }

    private static void checkHeader(Path file, ByteBuffer header, long size, Rules expected) {
        byte[] start = Arrays.copyOf(header.array(), header.position());
        byte[] magic = GoalTableFormat.magic();
        if (start.length < magic.length || !Arrays.equals(Arrays.copyOf(start, magic.length), magic)) {
            throw new TableException(Problem.BAD_MAGIC, file, "magic: bytes are "
                    + TableFormat.hex(start, Math.min(start.length, magic.length)) + ", expected "
                    + TableFormat.hex(magic, magic.length) + " (\"YZGOL\" CR LF SUB: not a reach table)");
        }
        int version = Short.toUnsignedInt(header.getShort(GoalTableFormat.OFFSET_VERSION));
        if (version != GoalTableFormat.VERSION) {
            throw new TableException(version > GoalTableFormat.VERSION ? Problem.NEWER_VERSION : Problem.BAD_HEADER,
                    file, "format version " + version + ", this program reads " + GoalTableFormat.VERSION);
        }
        if (start.length < HEADER_LENGTH) {
            throw new TableException(Problem.TRUNCATED, file, "truncated: " + start.length
                    + " bytes, expected at least " + HEADER_LENGTH + " (the header)");
        }
        CRC32C crc = new CRC32C();
        crc.update(start, 0, GoalTableFormat.OFFSET_HEADER_CRC);
        int stored = header.getInt(GoalTableFormat.OFFSET_HEADER_CRC);
        if ((int) crc.getValue() != stored) {
            throw new TableException(Problem.BAD_HEADER, file, String.format("header checksum: header CRC32C is "
                    + "0x%08x, header says 0x%08x (the header is corrupt)", (int) crc.getValue(), stored));
        }
        expectField(file, "header length", Short.toUnsignedInt(header.getShort(GoalTableFormat.OFFSET_HEADER_LENGTH)), HEADER_LENGTH);
        expectField(file, "state count", Integer.toUnsignedLong(header.getInt(GoalTableFormat.OFFSET_STATE_COUNT)), StateIndex.STATES);
        String name = new String(start, GoalTableFormat.OFFSET_NAME, 32, StandardCharsets.UTF_8).replace("\0", "");
        if (header.getLong(GoalTableFormat.OFFSET_FINGERPRINT) != expected.fingerprint()
                || !name.equals(expected.canonicalName())) {
            throw new TableException(Problem.OTHER_RULES, file, "rules: table was solved for '" + name
                    + "', expected " + expected.canonicalName());
        }
        expectField(file, "goal kind", header.get(GoalTableFormat.OFFSET_KIND), GoalTableFormat.KIND_REACH);
        expectField(file, "quantisation bits", header.get(GoalTableFormat.OFFSET_BITS), GoalTableFormat.QUANTISATION_BITS);
        long rootState = Integer.toUnsignedLong(header.getInt(GoalTableFormat.OFFSET_ROOT_STATE));
        if (rootState >= StateIndex.STATES) {
            throw new TableException(Problem.BAD_HEADER, file, "root state: " + rootState + ", expected 0.."
                    + (StateIndex.STATES - 1));
        }
        long lanes = Integer.toUnsignedLong(header.getInt(GoalTableFormat.OFFSET_LANE_COUNT));
        if (lanes > StateIndex.STATES) {
            throw new TableException(Problem.BAD_HEADER, file, "lane count: " + lanes + ", expected at most "
                    + StateIndex.STATES);
        }
        long payload = Integer.toUnsignedLong(header.getInt(GoalTableFormat.OFFSET_PAYLOAD_LENGTH));
        long least = (long) StateIndex.STATES * Integer.BYTES + lanes * GoalTableFormat.LANE_ENTRY;
        if (payload < least) {
            throw new TableException(Problem.BAD_HEADER, file, "payload length: " + payload
                    + ", expected at least " + least + " (the state and lane index)");
        }
        if (size < HEADER_LENGTH + payload) {
            throw new TableException(Problem.TRUNCATED, file, "truncated: " + size + " bytes, expected "
                    + (HEADER_LENGTH + payload));
        } else if (size > HEADER_LENGTH + payload) {
            throw new TableException(Problem.BAD_HEADER, file, "file length: " + size + " bytes, expected "
                    + (HEADER_LENGTH + payload) + " (" + (size - HEADER_LENGTH - payload) + " trailing bytes)");
        }
    }

    private static void expectField(Path file, String field, long actual, long expected) {
        if (actual != expected) {
            throw new TableException(Problem.BAD_HEADER, file, field + ": " + actual + ", expected " + expected);
        }
    }
}
