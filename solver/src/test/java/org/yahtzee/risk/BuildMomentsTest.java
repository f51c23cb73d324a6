package org.yahtzee.risk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.fixtures.BuildFolder;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/** The official moments shared between test JVMs: taken bit for bit, or not at all. */
final class BuildMomentsTest {
    @TempDir
    Path work;

    /** Values a quarter of the state index: fast, and another state's differ. */
    private record QuarterValues(Rules rules, double[] value) implements StateValues {
        QuarterValues(Rules rules) {
            this(rules, new double[StateIndex.STATES]);
            for (int s = 0; s < value.length; s++) {
                value[s] = s * 0.25;
            }
        }

        @Override
        public double value(int stateIndex) {
            return value[stateIndex];
        }
    }

    /** Moments whose raw bits a careless encoding would lose: -0.0, the smallest subnormal, then 1.5 a state. */
    private static SecondMoments moments(Rules rules) {
        double[] second = new double[StateIndex.STATES];
        for (int s = 0; s < second.length; s++) {
            second[s] = s * 1.5;
        }
        second[0] = -0.0;
        second[1] = Double.MIN_VALUE;
        return new SolvedMoments(rules, second);
    }

    private static void assertSameBits(SecondMoments expected, SecondMoments actual) {
        assertEquals(expected.rules(), actual.rules());
        for (int s = 0; s < StateIndex.STATES; s++) {
            int state = s;
            assertEquals(Double.doubleToRawLongBits(expected.secondMoment(s)), Double.doubleToRawLongBits(actual.secondMoment(s)),
                    () -> "state " + state);
        }
    }

    @Test
    void encode_decode_sameBits() {
        QuarterValues values = new QuarterValues(Rules.OFFICIAL);
        SecondMoments moments = moments(Rules.OFFICIAL);

        byte[] file = BuildMoments.encode(values, moments);

        assertEquals(BuildMoments.FILE_LENGTH, file.length);
        assertSameBits(moments, BuildMoments.decode(file, values).orElseThrow());
    }

    @Test
    void decode_otherValuesOrRules_refused() {
        QuarterValues values = new QuarterValues(Rules.OFFICIAL);
        byte[] file = BuildMoments.encode(values, moments(Rules.OFFICIAL));

        QuarterValues other = new QuarterValues(Rules.OFFICIAL);
        other.value()[StateIndex.STATES - 1] = Math.nextUp(other.value()[StateIndex.STATES - 1]);
        assertEquals(Optional.empty(), BuildMoments.decode(file, other), "one value's last bit");
        assertEquals(Optional.empty(), BuildMoments.decode(file, new QuarterValues(Rules.FREE_CHOICE, values.value())));
    }

    /** One byte changed anywhere (magic, fingerprint, value hash, count, moments, CRC), or the file cut or grown. */
    @Test
    void decode_damaged_refused() {
        QuarterValues values = new QuarterValues(Rules.OFFICIAL);
        byte[] file = BuildMoments.encode(values, moments(Rules.OFFICIAL));
        int length = file.length;
        for (int at : new int[] {0, 7, 8, 15, 16, 47, 48, 51, 52, length / 2, length - 5, length - 4, length - 1}) {
            byte[] damaged = file.clone();
            damaged[at] ^= 0x10;
            assertEquals(Optional.empty(), BuildMoments.decode(damaged, values), "byte " + at);
        }
        assertEquals(Optional.empty(), BuildMoments.decode(Arrays.copyOf(file, length - 1), values));
        assertEquals(Optional.empty(), BuildMoments.decode(Arrays.copyOf(file, length + 8), values));
        assertEquals(Optional.empty(), BuildMoments.decode(new byte[0], values));
    }

    @Test
    void save_take_throughTheFolder_sameBits_damagedFileRefused() throws IOException {
        BuildFolder shared = new BuildFolder(Files.createDirectories(work.resolve("shared")));
        QuarterValues values = new QuarterValues(Rules.OFFICIAL);
        SecondMoments moments = moments(Rules.OFFICIAL);
        assertEquals(Optional.empty(), BuildMoments.take(shared, values), "nothing saved yet");

        BuildMoments.save(shared, values, moments);
        assertSameBits(moments, BuildMoments.take(shared, values).orElseThrow());

        byte[] file = Files.readAllBytes(shared.file(BuildMoments.FILE));
        file[100] ^= 1;
        Files.write(shared.file(BuildMoments.FILE), file);
        assertEquals(Optional.empty(), BuildMoments.take(shared, values));
    }

    @Test
    void save_otherRules_nothingShared() throws IOException {
        BuildFolder shared = new BuildFolder(Files.createDirectories(work.resolve("shared")));

        BuildMoments.save(shared, new QuarterValues(Rules.NO_BONUS), moments(Rules.NO_BONUS));

        assertFalse(Files.exists(shared.file(BuildMoments.FILE)));
    }
}
