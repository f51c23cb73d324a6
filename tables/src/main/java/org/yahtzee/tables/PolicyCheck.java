package org.yahtzee.tables;

import java.nio.ByteBuffer;
import java.nio.ShortBuffer;
import java.nio.file.Path;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Category;
import org.yahtzee.state.StateIndex;

/**
 * The load-time check of a policy payload whose CRC32C holds, as {@link ValueCheck} is for
 * values: every entry a decision its state and roll can take (PolicyTable.problem), so that a
 * table written by a faulty builder is refused rather than played.
 */
final class PolicyCheck {
    /*
     * Implementation notes. The rule is PolicyTable.problem's; this is the same test without a
     * branch or a call per entry: an entry is bad when a keep field reaches the roll's sub-keep
     * count, the box is filled or past 12, or bits 14..15 are set; the bad bits of a row are
     * OR-ed together and only a row that has one is searched again with problem(), for the
     * message. 135 million entries in about a tenth of a second once the pages are in.
     */

    private static final int[] KEEP_COUNT = new int[PolicyTable.ROW];

    static {
        for (int roll = 0; roll < PolicyTable.ROW; roll++) {
            KEEP_COUNT[roll] = TurnPolicy.subKeepCount(roll);
        }
    }

    private PolicyCheck() {
    }

    /** @throws TableException BAD_VALUE naming the first state and roll whose entry cannot be a decision */
    static void check(Path file, ByteBuffer payload) {
        ShortBuffer entries = payload.duplicate().order(TableFormat.BYTE_ORDER).asShortBuffer();
        short[] row = new short[PolicyTable.ROW];
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            // a filled box's bit, with bit 13 standing for "id 13..15": no such box
            int closed = mask | ~Category.ALL_USED;
            for (int s = StateIndex.offset(mask); s < StateIndex.offset(mask + 1); s++) {
                entries.get(s * PolicyTable.ROW, row);
                int bad = 0;
                if (mask == Category.ALL_USED) {
                    for (short e : row) {
                        bad |= e;
                    }
                } else {
                    for (int roll = 0; roll < PolicyTable.ROW; roll++) {
                        int e = row[roll] & 0xFFFF;
                        int keeps = KEEP_COUNT[roll];
                        bad |= keeps - 1 - (e & 31) | keeps - 1 - (e >>> 5 & 31) | -(closed >>> (e >>> 10 & 15) & 1)
                                | -(e >>> 14);
                    }
                }
                if (mask == Category.ALL_USED ? bad != 0 : bad < 0) {
                    fail(file, s, mask, row);
                }
            }
        }
    }

    private static void fail(Path file, int stateIndex, int usedMask, short[] row) {
        for (int roll = 0; roll < PolicyTable.ROW; roll++) {
            String problem = PolicyTable.problem(row[roll] & 0xFFFF, usedMask, roll);
            if (problem != null) {
                throw new TableException(Problem.BAD_VALUE, file, "decision: state " + stateIndex + " roll " + roll
                        + ": " + problem + " (the table was built wrong)");
            }
        }
    }
}
