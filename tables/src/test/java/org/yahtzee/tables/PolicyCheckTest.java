package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Category;

/** The four-at-a-time row check against the rule it stands for, PolicyTable.problem, entry by entry. */
final class PolicyCheckTest {

    /** No box filled, every box but the ones, every other box, every box. */
    private static final int[] MASKS = {0, Category.ALL_USED - 1, 0b1_0101_0101_0101, Category.ALL_USED};

    /** A row as PolicyCheck reads it: the entries, little-endian, as longs. */
    private static long[] rowOf(short[] entries) {
        ByteBuffer bytes = ByteBuffer.allocate(entries.length * Short.BYTES).order(TableFormat.BYTE_ORDER);
        bytes.asShortBuffer().put(entries);
        long[] row = new long[entries.length / 4];
        bytes.asLongBuffer().get(row);
        return row;
    }

    private static boolean allGood(short[] entries, int mask) {
        for (int roll = 0; roll < entries.length; roll++) {
            if (PolicyTable.problem(entries[roll] & 0xFFFF, mask, roll) != null) {
                return false;
            }
        }
        return true;
    }

    /** A row whose every entry is good for the mask: the first open box, keeps 0 (or zero for a full card). */
    private static short[] goodRow(int mask) {
        short[] entries = new short[PolicyTable.ROW];
        if (mask != Category.ALL_USED) {
            java.util.Arrays.fill(entries, (short) PolicyTable.encode(0, 0, Integer.numberOfTrailingZeros(~mask)));
        }
        return entries;
    }

    @Test
    void everyEntryValue_inEachKindOfPlace_agreesWithTheRule() {
        // All 65,536 values of one entry in an otherwise good long of a row, in one place for each pair of
        // lane (the entry's 16 bits within its long) and sub-keep count, for four masks.
        // The rule's verdicts are worked out once for each mask and sub-keep count (the only part
        // of the roll PolicyTable.problem reads) and used for all four lanes: problem() words a
        // message for each bad value, most of the 65,536, and asking it again in each lane made
        // four times the messages.
        java.util.Set<Integer> kinds = new java.util.HashSet<>();
        java.util.Map<Integer, boolean[]> verdicts = new java.util.HashMap<>();
        for (int roll = 0; roll < PolicyTable.ROW; roll++) {
            int subKeeps = org.yahtzee.advice.TurnPolicy.subKeepCount(roll);
            if (!kinds.add(roll % 4 * 64 + subKeeps)) {
                continue;
            }
            for (int mask : MASKS) {
                int r = roll;
                boolean[] good = verdicts.computeIfAbsent(mask * 64 + subKeeps, k -> verdicts(mask, r));
                long[] row = rowOf(goodRow(mask));
                int shift = 16 * (roll % 4);
                long others = row[roll / 4] & ~(0xFFFFL << shift);
                for (int value = 0; value <= 0xFFFF; value++) {
                    row[roll / 4] = others | (long) value << shift;
                    boolean expected = good[value];
                    if (PolicyCheck.wordsOk(row, roll / 4, roll / 4 + 1, mask) != expected) {
                        throw new AssertionError("mask " + mask + " roll " + roll + " entry " + value + ": expected "
                                + (expected ? "good" : "bad"));
                    }
                }
            }
        }
        assertEquals(true, kinds.size() > 12, kinds.size() + " kinds of place");
    }

    /** Whether PolicyTable.problem finds each of the 65,536 entry values good for the mask and roll. */
    private static boolean[] verdicts(int mask, int roll) {
        boolean[] good = new boolean[1 << 16];
        for (int value = 0; value <= 0xFFFF; value++) {
            good[value] = PolicyTable.problem(value, mask, roll) == null;
        }
        return good;
    }

    @Test
    void randomRows_agreeWithTheRule() {
        SplittableRandom random = new SplittableRandom(11);
        int bad = 0;
        for (int i = 0; i < 5_000; i++) {
            int mask = random.nextInt(Category.ALL_USED + 1);
            short[] entries = goodRow(mask);
            for (int k = random.nextInt(3); k > 0; k--) {
                entries[random.nextInt(PolicyTable.ROW)] = (short) random.nextInt(1 << 14);
            }
            boolean expected = allGood(entries, mask);
            bad += expected ? 0 : 1;
            assertEquals(expected, PolicyCheck.rowOk(rowOf(entries), mask), "mask " + mask);
        }
        assertEquals(true, bad > 500 && bad < 4_500, "both kinds of row tried: " + bad + " bad");
    }
}
