package org.yahtzee.tables;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.goal.LaneSource;
import org.yahtzee.state.StateIndex;

/**
 * The lanes of a checked reach table, decoded from the mapped payload on request, the last
 * ones kept. Reads by absolute index only, and the kept lanes are immutable entries, so threads
 * may share it.
 */
final class MappedGoalTable implements LaneSource {
    /*
     * Implementation notes. A turn analysis reads the lanes of a card's next states, a few dozen,
     * about 40 times each (every roll's boxes), and a goal valued from many targets at once
     * (GoalTurn.mixture, the win goal early in a game) does that for hundreds of needs: decoded
     * afresh each time (about 5 us a lane) that was 2 million decodes, 10 s, for one turn. A
     * direct-mapped cache of KEPT decoded lanes (about 2 KB each) makes those reads array reads.
     * An entry is published whole through a final field, so a racing reader sees either the old
     * entry or the new one, never a mix.
     */

    private static final int KEPT = 1024;

    /** A decoded lane and the lane number it is. */
    private record Kept(int lane, float[] values) {
    }

    private final Kept[] kept = new Kept[KEPT];
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
        Kept hit = kept[lane & (KEPT - 1)];
        if (hit != null && hit.lane == lane) {
            return hit.values;
        }
        int at = directory + lane * GoalTableFormat.LANE_ENTRY;
        int offset = payload.getInt(at);
        int first = Short.toUnsignedInt(payload.getShort(at + 4));
        int count = Short.toUnsignedInt(payload.getShort(at + 6));
        try {
            float[] values = GoalLaneCodec.decode(payload, blocks + offset, first, count);
            kept[lane & (KEPT - 1)] = new Kept(lane, values);
            return values;
        } catch (IndexOutOfBoundsException | IllegalStateException e) {
            throw bad("lane " + lane + " of state " + stateIndex + ": " + (e instanceof IllegalStateException
                    ? e.getMessage() : "its blocks run past the payload"));
        }
    }

    private TableException bad(String detail) {
        return new TableException(Problem.BAD_VALUE, file, detail);
    }
}
