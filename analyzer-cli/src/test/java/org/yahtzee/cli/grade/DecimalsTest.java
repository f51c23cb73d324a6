package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Decimals} writes what the Formatter writes, character for character. */
final class DecimalsTest {

    private static void assertSame(double x, int places, int width) {
        String expected = String.format(Locale.ROOT, "%" + (width > 0 ? width : "") + "." + places + "f", x);
        assertEquals(expected, Decimals.append(new TextBlock(4), x, places, width).toString(),
                x + " at " + places + " places, width " + width);
    }

    @Test
    void randomValuesOfEveryScale_sameAsTheFormatter() {
        SplittableRandom random = new SplittableRandom(25);
        for (int i = 0; i < 6_000; i++) {
            double x = (random.nextDouble() - 0.4) * Math.pow(10, random.nextInt(-6, 8));
            assertSame(x, 2 + i % 3, i % 2 == 0 ? 0 : 9);
        }
    }

    /** Ties and near ties in the decimal digits, where the Formatter rounds its shortest digits half up. */
    @Test
    void halvesAndNearHalves_sameAsTheFormatter() {
        for (int units = -300; units <= 300; units++) {
            for (int places = 0; places <= 4; places++) {
                double half = (units + 0.5) / Math.pow(10, places);
                assertSame(half, places, 0);
                assertSame(Math.nextUp(half), places, 0);
                assertSame(Math.nextDown(half), places, 0);
            }
        }
    }

    @Test
    void signsZerosAndTheUnusual_sameAsTheFormatter() {
        double[] values = {0.0, -0.0, -0.001, -0.004999, 0.005, 1.005, 2.675, 254.58770751953125, 999_999.99999,
            1e6, 1e15, -1e300, Double.MIN_VALUE, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double x : values) {
            for (int places = 0; places <= 6; places++) {
                assertSame(x, places, 0);
                assertSame(x, places, 12);
            }
        }
    }
}
