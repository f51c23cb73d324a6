package org.yahtzee.tables;

import java.nio.ByteBuffer;
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
 * table written by a faulty builder is refused rather than played. The reader runs it once per
 * process for a file and payload CRC32C ({@link CheckedPolicies}); the writer on every build.
 */
final class PolicyCheck {
    /*
     * Implementation notes. The rule is PolicyTable.problem's; this is the same test four entries
     * at a time, without a branch per entry: a row of 252 entries is 63 longs, little-endian, so
     * entry 4j + l is bits 16l..16l+15 of long j. A keep field is bad when it exceeds the roll's
     * sub-keep count less one: that subtracted from the count (with bit 15 of each lane set so no
     * lane borrows from the next) clears the lane's bit 15. The box field with the two bits above
     * it (6 bits, so bits 14..15 set make it 16 or more) shifts a word whose bit b is set for a
     * filled box or no box at all. Only a row with a bad bit is searched again with problem(),
     * for the message. Entry by entry this was about 0.4 CPU-seconds a load (135 million
     * entries), paid by every simulate and every load of the table; then about 70 ms warm, and
     * paid once per process for a file (CheckedPolicies). The keeps, vectorised, apart from the
     * boxes (openWordsOk): about 45 ms warm on one thread. The rows are split over two threads
     * (PolicyScan), the reader's CRC32C run beside them (RESULTS.md, 2026-11-29, issue 25 item 1).
     */

    static final int WORDS = PolicyTable.ROW / 4;
    /** Bit 15 of each 16-bit lane. */
    private static final long LANE_TOP = 0x8000_8000_8000_8000L;
    private static final long KEEP_FIELD = 0x001F_001F_001F_001FL;
    /** Per long of a row: each lane's sub-keep count less one, with the lane's bit 15 set. */
    private static final long[] KEEP_LIMIT = new long[WORDS];
    /**
     * Threads that scan a payload, the caller's among them. Two: a cold first load's wall about
     * 0.7x on an idle 2-core machine, for the same CPU; more are not measured.
     */
    static final int SCAN_THREADS = Math.min(2, Runtime.getRuntime().availableProcessors());

    static {
        if (PolicyTable.ROW % 4 != 0 || TableFormat.BYTE_ORDER != java.nio.ByteOrder.LITTLE_ENDIAN) {
            throw new AssertionError("PolicyCheck reads a row as little-endian longs of four entries");
        }
        for (int j = 0; j < WORDS; j++) {
            for (int lane = 0; lane < 4; lane++) {
                long limit = TurnPolicy.subKeepCount(4 * j + lane) - 1 | 0x8000;
                KEEP_LIMIT[j] |= limit << 16 * lane;
            }
        }
    }

    private PolicyCheck() {
    }

    /** @throws TableException BAD_VALUE naming the first state and roll whose entry cannot be a decision */
    static void check(Path file, ByteBuffer payload) {
        check(file, payload, () -> { });
    }

    /**
     * {@link #check(Path, ByteBuffer)}, with {@code alongside} (the reader's CRC32C) run on the
     * scan's other thread before it scans. Whatever {@code alongside} throws is thrown before
     * any verdict of the scan, which is then stopped: a file refused for its CRC32C is refused
     * for that, whatever its entries, as when the two ran one after the other.
     */
    static void check(Path file, ByteBuffer payload, Runnable alongside) {
        check(file, payload, alongside, SCAN_THREADS, PolicyScan.CHUNK_STATES);
    }

    /** With {@code threads} scanning (the caller among them) chunks of {@code chunkStates} states: for the tests. */
    static void check(Path file, ByteBuffer payload, Runnable alongside, int threads, int chunkStates) {
        int bad = PolicyScan.lowestBadState(payload, alongside, threads, chunkStates);
        if (bad >= 0) {
            fail(file, payload, bad, StateIndex.usedMaskOf(bad));
        }
    }

    /** Whether every entry of a row (as longs, see above) is a decision the mask's states can take. */
    static boolean rowOk(long[] row, int mask) {
        return wordsOk(row, 0, WORDS, mask);
    }

    /**
     * {@link #rowOk} for the row's longs {@code from} (inclusive) to {@code to}: the tests' way
     * in; the scan calls {@link #openWordsOk} and {@link #zero} with a scratch row of its own.
     */
    static boolean wordsOk(long[] row, int from, int to, int mask) {
        return mask == Category.ALL_USED ? zero(row, from, to) : openWordsOk(row, from, to, mask, new long[WORDS]);
    }

    /** Whether the longs {@code from} (inclusive) to {@code to} are zero: a game-over row's. */
    static boolean zero(long[] row, int from, int to) {
        long bits = 0;
        for (int j = from; j < to; j++) {
            bits |= row[j];
        }
        return bits == 0;
    }

    /**
     * {@link #wordsOk} for a mask with an open box (not {@link Category#ALL_USED}).
     *
     * @param keeps scratch of {@link #WORDS} longs, overwritten from {@code from} to {@code to}
     */
    static boolean openWordsOk(long[] row, int from, int to, int mask, long[] keeps) {
        // The keeps' verdicts as a map into an array, which C2 vectorises (as an AND over the
        // row it did not), then the boxes' variable shifts, which it does not, with the AND:
        // 0.81x the scan's CPU of the two in one loop (-XX:-UseSuperWord: no gain).
        for (int j = from; j < to; j++) {
            long w = row[j];
            long limit = KEEP_LIMIT[j];
            keeps[j] = (limit - (w & KEEP_FIELD)) & (limit - (w >>> 5 & KEEP_FIELD));
        }
        // a filled box's bit, and every bit from 13 up: no such box
        long closed = mask | ~(long) Category.ALL_USED;
        long fits = -1;
        long boxes = 0;
        for (int j = from; j < to; j++) {
            long w = row[j];
            fits &= keeps[j];
            boxes |= closed >>> (w >>> 10) | closed >>> (w >>> 26) | closed >>> (w >>> 42) | closed >>> (w >>> 58);
        }
        return (fits & LANE_TOP) == LANE_TOP && (boxes & 1) == 0;
    }

    private static void fail(Path file, ByteBuffer payload, int stateIndex, int usedMask) {
        short[] row = new short[PolicyTable.ROW];
        payload.duplicate().order(TableFormat.BYTE_ORDER).asShortBuffer().get(stateIndex * PolicyTable.ROW, row);
        for (int roll = 0; roll < PolicyTable.ROW; roll++) {
            String problem = PolicyTable.problem(row[roll] & 0xFFFF, usedMask, roll);
            if (problem != null) {
                throw new TableException(Problem.BAD_VALUE, file, "decision: state " + stateIndex + " roll " + roll
                        + ": " + problem + " (the table was built wrong)");
            }
        }
        // unreachable while rowOk and PolicyTable.problem agree (PolicyCheckTest): still refused
        throw new TableException(Problem.BAD_VALUE, file, "decision: state " + stateIndex
                + ": a bad entry (the table was built wrong)");
    }
}
