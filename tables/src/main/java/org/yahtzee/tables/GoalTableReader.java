package org.yahtzee.tables;

import static org.yahtzee.tables.GoalTableFormat.HEADER_LENGTH;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32C;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.files.IoMessage;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * Opens a reach table: checks its header, length, checksums and lane index, maps the payload,
 * and answers through {@link GoalValues} with lanes decoded on request ({@link MappedGoalTable}).
 */
public final class GoalTableReader {
    /*
     * Implementation notes. The index check on open (every state's lane number in range, every
     * lane's blocks starting inside the payload and ending by the span) reads 536,448 + 2 x
     * 359,616 numbers, copied out in bulk a chunk at a time (CHUNK): a few ms beside the 60 ms of
     * the CRC32C of 169 MB. It makes a forged index
     * (checksums recomputed) an error at open, which a cache rebuilds, instead of at the first
     * query. Falls that add up to more than 1 are found only by decoding the lane
     * (GoalTableProof.decodeEvery: 2.5 s for a whole table, for tables verify).
     */

    /**
     * Index entries read at a time: copied out in bulk, then checked in a loop over an array.
     * Read entry by entry through the buffer, the check ran interpreted for most of its 1.3
     * million reads at a process's start (the JIT's queue is long then): the first open took
     * 82 ms of thread CPU against 66 ms now (medians of 6, the CRC32C included).
     */
    private static final int CHUNK = 4096;

    private GoalTableReader() {
    }

    /**
     * True if {@code file} is a regular file that starts with the reach-table magic: tables info
     * and verify tell the kinds apart by it. Anything unreadable is false (the reader of the
     * other kind then says why).
     */
    public static boolean isReachTable(Path file) {
        byte[] magic = GoalTableFormat.magic();
        try (FileChannel channel = TableReader.openChannel(file)) {
            ByteBuffer start = ByteBuffer.allocate(magic.length);
            while (start.hasRemaining() && channel.read(start) >= 0) {
                // read until full or the file ends
            }
            return !start.hasRemaining() && Arrays.equals(start.array(), magic);
        } catch (TableException | IOException e) {
            return false;
        }
    }

    /**
     * The header of a reach table, every header field and the file's length checked (not the
     * payload).
     *
     * @throws TableException naming the first check that fails
     */
    public static GoalTableHeader readHeader(Path file) {
        try (FileChannel channel = TableReader.openChannel(file)) {
            return decodeHeader(file, readStart(channel), channel.size(), null);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /**
     * The table's values, for whatever rules its header names (which must be rules this program
     * knows, with their fingerprint).
     *
     * @throws TableException as {@link #open(Path, Rules)}
     */
    public static GoalValues open(Path file) {
        return open(file, null);
    }

    /**
     * The table's values, for {@code expected} rules (null: any).
     *
     * @throws TableException naming the first check that fails, in the order of the format's
     *         fields: missing or not a file, magic (OTHER_KIND for an expected-score table),
     *         version, header length and checksum, state count, rules, goal, length, payload
     *         checksum, lane index (BAD_VALUE)
     */
    public static GoalValues open(Path file, Rules expected) {
        try (FileChannel channel = TableReader.openChannel(file)) {
            long size = channel.size();
            GoalTableHeader header = decodeHeader(file, readStart(channel), size, expected);
            ByteBuffer payload = channel.map(FileChannel.MapMode.READ_ONLY, HEADER_LENGTH, size - HEADER_LENGTH)
                    .order(GoalTableFormat.BYTE_ORDER);
            return values(file, header, payload);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /**
     * The values of a file's bytes that were never written ({@link EncodedGoalTable}), checked
     * as a file is; {@code wouldBeFile} is for messages.
     */
    static GoalValues inMemory(byte[] bytes, Path wouldBeFile, Rules expected) {
        ByteBuffer start = ByteBuffer.wrap(bytes, 0, Math.min(bytes.length, HEADER_LENGTH)).slice()
                .order(GoalTableFormat.BYTE_ORDER);
        GoalTableHeader header = decodeHeader(wouldBeFile, start, bytes.length, expected);
        ByteBuffer payload = ByteBuffer.wrap(bytes, HEADER_LENGTH, bytes.length - HEADER_LENGTH).slice()
                .order(GoalTableFormat.BYTE_ORDER);
        return values(wouldBeFile, header, payload);
    }

    private static GoalValues values(Path file, GoalTableHeader header, ByteBuffer payload) {
        TableReader.checkPayloadCrc(file, payload, header.payloadCrc32c());
        checkIndex(file, header, payload);
        MappedGoalTable table = new MappedGoalTable(file, payload, header.lanes());
        return GoalValues.fromTable(Rules.parse(header.rulesName()), FinalUtility.reach(header.span()), table,
                header.rootState(), header.rootNeed(), header.rootLeast());
    }

    private static ByteBuffer readStart(FileChannel channel) throws IOException {
        ByteBuffer start = ByteBuffer.allocate((int) Math.min(channel.size(), HEADER_LENGTH));
        while (start.hasRemaining() && channel.read(start, start.position()) >= 0) {
            // read until full or the file ends
        }
        return start.flip().order(GoalTableFormat.BYTE_ORDER);
    }

    private static TableException unreadable(Path file, IOException e) {
        return new TableException(Problem.UNREADABLE, file, "unreadable: " + IoMessage.reason(e), e);
    }

    /** @param start the file's first bytes, up to the header's length */
    private static GoalTableHeader decodeHeader(Path file, ByteBuffer start, long size, Rules expected) {
        byte[] bytes = new byte[start.remaining()];
        start.duplicate().get(bytes);
        checkMagic(file, bytes);
        int version = Short.toUnsignedInt(start.getShort(GoalTableFormat.OFFSET_VERSION));
        HeaderCodec.checkVersion(file, version, GoalTableFormat.VERSION);
        if (bytes.length < HEADER_LENGTH) {
            throw new TableException(Problem.TRUNCATED, file, "truncated: " + bytes.length
                    + " bytes, expected at least " + HEADER_LENGTH + " (the header)");
        }
        CRC32C crc = new CRC32C();
        crc.update(bytes, 0, GoalTableFormat.OFFSET_HEADER_CRC);
        int stored = start.getInt(GoalTableFormat.OFFSET_HEADER_CRC);
        if ((int) crc.getValue() != stored) {
            throw new TableException(Problem.BAD_HEADER, file, String.format("header checksum: header CRC32C is "
                    + "0x%08x, header says 0x%08x (the header is corrupt)", (int) crc.getValue(), stored));
        }
        expectField(file, "header length", Short.toUnsignedInt(start.getShort(GoalTableFormat.OFFSET_HEADER_LENGTH)), HEADER_LENGTH);
        expectField(file, "state count", Integer.toUnsignedLong(start.getInt(GoalTableFormat.OFFSET_STATE_COUNT)), StateIndex.STATES);
        String name = new String(bytes, GoalTableFormat.OFFSET_NAME, 32, StandardCharsets.UTF_8).replace("\0", "");
        long fingerprint = start.getLong(GoalTableFormat.OFFSET_FINGERPRINT);
        checkRules(file, name, fingerprint, expected);
        expectField(file, "goal kind", start.get(GoalTableFormat.OFFSET_KIND), GoalTableFormat.KIND_REACH);
        expectField(file, "quantisation bits", start.get(GoalTableFormat.OFFSET_BITS), GoalTableFormat.QUANTISATION_BITS);
        long rootState = Integer.toUnsignedLong(start.getInt(GoalTableFormat.OFFSET_ROOT_STATE));
        if (rootState >= StateIndex.STATES) {
            throw new TableException(Problem.BAD_HEADER, file, "root state: " + rootState + ", expected 0.."
                    + (StateIndex.STATES - 1));
        }
        int span = Short.toUnsignedInt(start.getShort(GoalTableFormat.OFFSET_SPAN));
        int rootNeed = start.getInt(GoalTableFormat.OFFSET_ROOT_NEED);
        if (rootNeed < 0 || rootNeed > span) {
            throw new TableException(Problem.BAD_HEADER, file, "root need: " + rootNeed + ", expected 0.." + span
                    + " (the span less the root card's points)");
        }
        long lanes = Integer.toUnsignedLong(start.getInt(GoalTableFormat.OFFSET_LANE_COUNT));
        if (lanes > StateIndex.STATES) {
            throw new TableException(Problem.BAD_HEADER, file, "lane count: " + lanes + ", expected at most "
                    + StateIndex.STATES);
        }
        long payload = Integer.toUnsignedLong(start.getInt(GoalTableFormat.OFFSET_PAYLOAD_LENGTH));
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
        return new GoalTableHeader(version, fingerprint, name, span, (int) rootState, rootNeed,
                Short.toUnsignedInt(start.getShort(GoalTableFormat.OFFSET_ROOT_LEAST)), (int) lanes, payload,
                start.getInt(GoalTableFormat.OFFSET_PAYLOAD_CRC));
    }

    private static void checkMagic(Path file, byte[] start) {
        byte[] magic = GoalTableFormat.magic();
        int available = Math.min(start.length, magic.length);
        if (available == magic.length && Arrays.equals(Arrays.copyOf(start, magic.length), magic)) {
            return;
        }
        boolean valuesMagic = available == TableFormat.MAGIC_LENGTH;
        for (int i = 0; i < available && valuesMagic; i++) {
            valuesMagic = start[i] == TableFormat.magicByte(i);
        }
        if (valuesMagic) {
            throw new TableException(Problem.OTHER_KIND, file, "kind: the file is a table of values or second "
                    + "moments (magic \"YZTBL\"), expected a reach table (\"YZGOL\")");
        }
        throw new TableException(Problem.BAD_MAGIC, file, "magic: bytes are " + TableFormat.hex(start, available)
                + ", expected " + TableFormat.hex(magic, magic.length) + " (\"YZGOL\" CR LF SUB: not a reach table)");
    }

    /** The rules of the header: those expected, or (expected null) rules this program knows by that name. */
    private static void checkRules(Path file, String name, long fingerprint, Rules expected) {
        if (expected != null) {
            if (fingerprint != expected.fingerprint() || !name.equals(expected.canonicalName())) {
                throw new TableException(Problem.OTHER_RULES, file, "rules: table was solved for '" + name
                        + "', expected " + expected.canonicalName());
            }
            return;
        }
        Rules named;
        try {
            named = Rules.parse(name);
        } catch (IllegalArgumentException e) {
            throw new TableException(Problem.BAD_HEADER, file, "rules name: '" + name
                    + "' is not a rule set this program knows (" + e.getMessage() + ")", e);
        }
        if (named.fingerprint() != fingerprint || !named.canonicalName().equals(name)) {
            throw new TableException(Problem.BAD_HEADER, file, String.format("rules fingerprint: 0x%016x, "
                    + "expected 0x%016x for '%s'", fingerprint, named.fingerprint(), name));
        }
    }

    /** Every state names a lane the table has (or none), the root one; every lane starts in the blocks. */
    private static void checkIndex(Path file, GoalTableHeader header, ByteBuffer payload) {
        int lanes = header.lanes();
        int[] states = new int[CHUNK];
        IntBuffer index = payload.duplicate().order(GoalTableFormat.BYTE_ORDER).asIntBuffer();
        for (int from = 0; from < StateIndex.STATES; from += CHUNK) {
            int n = Math.min(CHUNK, StateIndex.STATES - from);
            index.get(from, states, 0, n);
            for (int i = 0; i < n; i++) {
                int lane = states[i];
                int s = from + i;
                if (lane < -1 || lane >= lanes || lane == -1 && s == header.rootState()) {
                    throw new TableException(Problem.BAD_VALUE, file, "lane index: state " + s + " names lane " + lane
                            + ", expected 0.." + (lanes - 1) + (s == header.rootState() ? " (the root state)" : " or -1"));
                }
            }
        }
        int directory = StateIndex.STATES * Integer.BYTES;
        long blocks = header.payloadLength() - directory - (long) lanes * GoalTableFormat.LANE_ENTRY;
        long[] entries = new long[CHUNK];
        LongBuffer directoryEntries = payload.duplicate().position(directory).slice()
                .order(GoalTableFormat.BYTE_ORDER).asLongBuffer();
        for (int from = 0; from < lanes; from += CHUNK) {
            int n = Math.min(CHUNK, lanes - from);
            directoryEntries.get(from, entries, 0, n);
            for (int i = 0; i < n; i++) {
                // an entry, little-endian: the blocks' offset (uint32), then two uint16 that add up to its end
                long entry = entries[i];
                long offset = entry & 0xFFFF_FFFFL;
                int end = (int) (entry >>> 32 & 0xFFFF) + (int) (entry >>> 48);
                if (offset > blocks || end > header.span() + 1) {
                    throw new TableException(Problem.BAD_VALUE, file, "lane " + (from + i) + ": blocks at " + offset
                            + " for needs up to " + (end - 1) + ", expected blocks within 0.." + blocks
                            + " and needs within 0.." + header.span());
                }
            }
        }
    }

    private static void expectField(Path file, String field, long actual, long expected) {
        if (actual != expected) {
            throw new TableException(Problem.BAD_HEADER, file, field + ": " + actual + ", expected " + expected);
        }
    }
}
