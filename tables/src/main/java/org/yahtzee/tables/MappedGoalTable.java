package org.yahtzee.tables;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import org.yahtzee.goal.LaneSource;
import org.yahtzee.state.StateIndex;
import org.yahtzee.tables.TableException.Problem;

/**
 * The lanes of a checked reach table, decoded from the mapped payload on request. Reads by
 * absolute index only, so threads may share it.
 */
final class MappedGoalTable implements LaneSource {
    private final Path file;
    private final ByteBuffer payload;
    private final int lanes;
    private final int directory;
    private final int blocks;

    MappedGoalTable(Path file, ByteBuffer payload, int lanes) {
        this.file = file;
        this.payload = payload;
        this.lanes = lanes;
        this.directory = StateIndex.STATES * Integer.BYTES;
        this.blocks = directory + lanes * GoalTableFormat.LANE_ENTRY;
    }

    /**
     * @throws TableException (BAD_VALUE) if the table's index or blocks are inconsistent: the
     *         checksums held, so a faulty writer or a forgery
     */
    @Override
    public float[] lane(int stateIndex) {
        int lane = payload.getInt(stateIndex * Integer.BYTES);
        if (lane == -1) {
            return null;
        }
        if (lane < 0 || lane >= lanes) {
            throw bad("state " + stateIndex + " names lane " + lane + ", the table has 0.." + (lanes - 1));
        }
        int at = directory + lane * GoalTableFormat.LANE_ENTRY;
        int offset = payload.getInt(at);
        int first = Short.toUnsignedInt(payload.getShort(at + 4));
        int count = Short.toUnsignedInt(payload.getShort(at + 6));
        try {
            return GoalLaneCodec.decode(payload, blocks + offset, first, count);
        } catch (IndexOutOfBoundsException | IllegalStateException e) {
            throw bad("lane " + lane + " of state " + stateIndex + ": " + (e instanceof IllegalStateException
                    ? e.getMessage() : "its blocks run past the payload"));
        }
    }

    private TableException bad(String detail) {
        return new TableException(Problem.BAD_VALUE, file, detail);
    }
}
