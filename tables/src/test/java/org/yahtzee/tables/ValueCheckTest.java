package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;

/** The two-values-a-long range test against a plain float comparison, in either half of a long. */
final class ValueCheckTest {

    private static final Path FILE = Path.of("test.ytable");

    /** The rule, written the obvious way: 0 to 1575, NaN and -0.0 excluded. */
    private static boolean reference(float value) {
        boolean negativeZero = value == 0f && 1f / value < 0f;
        return value >= 0f && value <= 1575f && !negativeZero;
    }

    /**
     * 43 values: 21 longs, five steps of four and one left over, and an odd last value. Every
     * position in a step, each half of a long, the leftover long and the odd value are tried.
     */
    private static final int VALUES = 43;

    /** Whether ValueCheck accepts a payload of {@link #VALUES} values with these bits at state {@code at}. */
    private static boolean accepts(int bits, int at) {
        ByteBuffer payload = ByteBuffer.allocate(VALUES * 4).order(TableFormat.BYTE_ORDER);
        payload.putFloat(0, 254f); // the start state, matching the expected score below
        for (int state = 1; state < VALUES; state++) {
            payload.putFloat(4 * state, state == at ? Float.intBitsToFloat(bits) : 1575f);
        }
        try {
            ValueCheck.check(FILE, payload, 254.0);
            return true;
        } catch (TableException e) {
            assertEquals(Problem.BAD_VALUE, e.problem());
            assertEquals("value: state " + at + " holds " + Float.intBitsToFloat(bits), e.detail().split(", expected")[0]);
            return false;
        }
    }

    @Test
    void check_edgesAndRandomBits_agreeWithReferenceInEveryPosition() {
        int max = Float.floatToRawIntBits(1575f);
        int[] edges = {0, 1, max - 1, max, max + 1, 0x7f7f_ffff, 0x7f80_0000, 0x7f80_0001, 0x7fc0_0000, 0x7fff_ffff,
            0x8000_0000, 0x8000_0001, 0xbf80_0000, 0xff80_0000, 0xffc0_0000, 0xffff_ffff};
        SplittableRandom random = new SplittableRandom(7);
        for (int at = 1; at < VALUES; at++) {
            for (int bits : edges) {
                assertEquals(reference(Float.intBitsToFloat(bits)), accepts(bits, at), Integer.toHexString(bits) + " at " + at);
            }
            for (int i = 0; i < 100; i++) {
                int bits = random.nextInt();
                assertEquals(reference(Float.intBitsToFloat(bits)), accepts(bits, at), Integer.toHexString(bits) + " at " + at);
            }
        }
    }

    @Test
    void check_negativeLowHalfCarryingIntoAValidHighHalf_isFound() {
        // 0xffffffff + K carries into the high half; the low half must still be named.
        ByteBuffer payload = ByteBuffer.allocate(4 * 4).order(TableFormat.BYTE_ORDER);
        payload.putFloat(0, 254f).putInt(4, 0).putInt(8, 0xffff_ffff).putFloat(12, 1575f);
        TableException e = assertThrows(TableException.class, () -> ValueCheck.check(FILE, payload, 254.0));
        assertEquals("value: state 2 holds NaN", e.detail().split(", expected")[0]);
    }
}
