package org.yahtzee.tables;

import static org.yahtzee.tables.GoalTableFormat.HEADER_LENGTH;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.zip.CRC32C;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.goal.SolvedMasks;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * Encodes a reach table ({@link GoalTableFormat}) mask by mask, as the goal solver finishes
 * them, then lays the parts out in the file's order: the lanes of the whole table are never
 * held at once. Masks may be handed in from several threads at once, each mask once.
 */
final class GoalTableEncoder implements SolvedMasks {
    /*
     * Implementation notes. The file numbers lanes in state order (a lane that states share at
     * the first of them) and stores their blocks in that order. The solver finishes masks from
     * the most boxes filled down, several at a time, so each mask's own lanes are encoded, in
     * state order, into a chunk of their own by the thread that solved the mask, and numbered
     * only at the end, when the chunks are laid out in mask order, which is state order
     * (StateIndex numbers the states mask by mask). The bytes are those of encoding the whole
     * table in one pass, to the bit: the official and free-choice tables have the CRC32C of the
     * tables written that way. Held meanwhile: the chunks (169 MB for a whole table, against
     * 506 MB of float lanes) and 12 bytes a state of index.
     */

    private static final int MASKS = Category.ALL_USED + 1;
    /** A lane's first stored need and count, each a u16, packed in an int: first << 16 | count. */
    private static final int COUNT_BITS = 16;

    private final byte[][] chunks = new byte[MASKS][];
    /** Per state, the state whose lane it has: itself, an earlier state sharing it, or -1 (none). */
    private final int[] owner = new int[StateIndex.STATES];
    /** Per state owning a lane: the lane's offset in its mask's chunk. */
    private final int[] chunkOffset = new int[StateIndex.STATES];
    /** Per state owning a lane: first << 16 | count (GoalLaneCodec.Span). */
    private final int[] spans = new int[StateIndex.STATES];
    /** Lanes met so far, when lanes may be shared across masks (one thread); null: within a mask only. */
    private final Map<float[], Integer> sharedAcrossMasks;

    /**
     * @param acrossMasks whether a lane may be shared by states of different masks (values made
     *                    by hand, handed in by one thread): the solver shares lanes only within a
     *                    mask, which lets its threads encode without a common map
     */
    GoalTableEncoder(boolean acrossMasks) {
        Arrays.fill(owner, -1);
        this.sharedAcrossMasks = acrossMasks ? new IdentityHashMap<>() : null;
    }

    /**
     * Encodes the lanes of the mask's states.
     *
     * @throws IllegalArgumentException naming the state if a value is not in 0..1 or rises with the need
     */
    @Override
    public void solved(int usedMask, GoalValues values) {
        Map<float[], Integer> seen = sharedAcrossMasks != null ? sharedAcrossMasks : new IdentityHashMap<>();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int end = StateIndex.offset(usedMask) + StateIndex.statesOf(usedMask);
        for (int s = StateIndex.offset(usedMask); s < end; s++) {
            float[] lane = values.lane(s);
            Integer earlier = lane == null ? null : seen.putIfAbsent(lane, s);
            owner[s] = lane == null ? -1 : earlier != null ? earlier : s;
            if (owner[s] != s) {
                continue;
            }
            chunkOffset[s] = out.size();
            try {
                GoalLaneCodec.Span span = GoalLaneCodec.encode(lane, out);
                spans[s] = span.first() << COUNT_BITS | span.count();
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("state " + s + ": " + e.getMessage(), e);
            }
        }
        chunks[usedMask] = out.toByteArray();
    }

    /**
     * The file of the lanes handed in, for the goal they solve: its rules, span and root
     * (state, need, least score; see GoalValues).
     *
     * @throws IllegalArgumentException if the rules name is over 32 bytes or the payload over 4 GiB
     */
    EncodedGoalTable finish(Rules rules, int span, int rootState, int rootNeed, int rootLeast) {
        int lanes = 0;
        long blocks = 0;
        for (int s = 0; s < StateIndex.STATES; s++) {
            lanes += owner[s] == s ? 1 : 0;
        }
        for (byte[] chunk : chunks) {
            blocks += chunk == null ? 0 : chunk.length;
        }
        long payloadLength = (long) StateIndex.STATES * Integer.BYTES + (long) lanes * GoalTableFormat.LANE_ENTRY + blocks;
        if (payloadLength > 0xffff_ffffL) {
            throw new IllegalArgumentException("payload of " + payloadLength + " bytes: the format holds 4 GiB");
        }
        ByteBuffer stateLanes = ByteBuffer.allocate(StateIndex.STATES * Integer.BYTES).order(GoalTableFormat.BYTE_ORDER);
        ByteBuffer directory = ByteBuffer.allocate(lanes * GoalTableFormat.LANE_ENTRY).order(GoalTableFormat.BYTE_ORDER);
        int[] laneOf = new int[StateIndex.STATES];
        int lane = 0;
        long chunkStart = 0;
        for (int mask = 0; mask < MASKS; mask++) {
            int end = StateIndex.offset(mask) + StateIndex.statesOf(mask);
            for (int s = StateIndex.offset(mask); s < end; s++) {
                if (owner[s] == s) {
                    laneOf[s] = lane++;
                    directory.putInt((int) (chunkStart + chunkOffset[s])) // a u32
                            .putShort((short) (spans[s] >>> COUNT_BITS)).putShort((short) spans[s]);
                }
                stateLanes.putInt(owner[s] < 0 ? -1 : laneOf[owner[s]]); // an owner comes first
            }
            chunkStart += chunks[mask] == null ? 0 : chunks[mask].length;
        }
        CRC32C crc = new CRC32C();
        crc.update(stateLanes.array());
        crc.update(directory.array());
        for (byte[] chunk : chunks) {
            if (chunk != null) {
                crc.update(chunk);
            }
        }
        byte[] header = header(rules, span, rootState, rootNeed, rootLeast, lanes, (int) payloadLength, (int) crc.getValue());
        return new EncodedGoalTable(header, stateLanes.array(), directory.array(), chunks);
    }

    private static byte[] header(Rules rules, int span, int rootState, int rootNeed, int rootLeast, int lanes,
            int payloadLength, int payloadCrc) {
        byte[] name = rules.canonicalName().getBytes(StandardCharsets.UTF_8);
        if (name.length > 32) {
            throw new IllegalArgumentException("rules name '" + rules.canonicalName() + "' is over 32 bytes");
        }
        ByteBuffer out = ByteBuffer.allocate(HEADER_LENGTH).order(GoalTableFormat.BYTE_ORDER);
        out.put(0, GoalTableFormat.magic());
        out.putShort(GoalTableFormat.OFFSET_VERSION, (short) GoalTableFormat.VERSION);
        out.putShort(GoalTableFormat.OFFSET_HEADER_LENGTH, (short) HEADER_LENGTH);
        out.putInt(GoalTableFormat.OFFSET_STATE_COUNT, StateIndex.STATES);
        out.putLong(GoalTableFormat.OFFSET_FINGERPRINT, rules.fingerprint());
        out.put(GoalTableFormat.OFFSET_NAME, name);
        out.putShort(GoalTableFormat.OFFSET_SPAN, (short) span);
        out.put(GoalTableFormat.OFFSET_KIND, (byte) GoalTableFormat.KIND_REACH);
        out.put(GoalTableFormat.OFFSET_BITS, (byte) GoalTableFormat.QUANTISATION_BITS);
        out.putInt(GoalTableFormat.OFFSET_ROOT_STATE, rootState);
        out.putInt(GoalTableFormat.OFFSET_ROOT_NEED, rootNeed);
        out.putShort(GoalTableFormat.OFFSET_ROOT_LEAST, (short) rootLeast);
        out.putInt(GoalTableFormat.OFFSET_LANE_COUNT, lanes);
        out.putInt(GoalTableFormat.OFFSET_PAYLOAD_LENGTH, payloadLength);
        out.putInt(GoalTableFormat.OFFSET_PAYLOAD_CRC, payloadCrc);
        CRC32C crc = new CRC32C();
        crc.update(out.array(), 0, GoalTableFormat.OFFSET_HEADER_CRC);
        out.putInt(GoalTableFormat.OFFSET_HEADER_CRC, (int) crc.getValue());
        return out.array();
    }
}
