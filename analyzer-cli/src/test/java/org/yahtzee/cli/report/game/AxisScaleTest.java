package org.yahtzee.cli.report.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class AxisScaleTest {

    /** Ranges the charts meet (losses 0..16, expected totals 150..330, scores to 1575) and edges. */
    private static final double[] VALUES = {-12.5, -1, 0, 0.004, 0.3, 0.75, 1, 4.06, 7.52, 15.13, 32.17, 99.9, 100,
        150, 190.2, 196.62, 235, 254.5877, 261.53, 320.83, 1575};

    /** The naive reference: every round step from 1e-6 up, the first that covers the range in few enough intervals. */
    private static double smallestRoundStep(double min, double max, int mostTicks) {
        for (int exponent = -6; exponent <= 6; exponent++) {
            for (int mantissa : new int[] {1, 2, 5}) {
                double step = mantissa * Math.pow(10, exponent);
                double low = Math.floor(min / step) * step;
                double high = Math.max(Math.ceil(max / step) * step, low + step);
                if (Math.round((high - low) / step) <= mostTicks) {
                    return step;
                }
            }
        }
        throw new AssertionError("no step up to 5e6 for " + min + " .. " + max);
    }

    @Test
    void covering_everyPairOfValues_roundStepCoveringTheRange_theSmallestThereIs() {
        for (double min : VALUES) {
            for (double max : VALUES) {
                if (min >= max) {
                    continue;
                }
                for (int mostTicks = 2; mostTicks <= AxisScale.MOST_TICKS; mostTicks++) {
                    AxisScale scale = AxisScale.covering(min, max, mostTicks);
                    String what = min + " .. " + max + " in " + mostTicks + ": " + scale;
                    assertTrue(scale.low() <= min && scale.high() >= max, what);
                    assertTrue(scale.intervals() >= 1 && scale.intervals() <= mostTicks, what);
                    assertEquals(scale.high(), scale.tick(scale.intervals()), scale.step() * 1e-9, what);
                    assertEquals(0, Math.IEEEremainder(scale.low(), scale.step()), scale.step() * 1e-9, what);
                    assertEquals(smallestRoundStep(min, max, mostTicks), scale.step(), scale.step() * 1e-9, what);
                }
            }
        }
    }

    @Test
    void labels_asManyDecimalsAsTheStep_distinct_noNegativeZero() {
        for (double min : VALUES) {
            for (double max : VALUES) {
                if (min >= max) {
                    continue;
                }
                AxisScale scale = AxisScale.covering(min, max, AxisScale.MOST_TICKS);
                Set<String> labels = new HashSet<>();
                for (int i = 0; i <= scale.intervals(); i++) {
                    String label = scale.label(i);
                    assertTrue(labels.add(label), "label twice: " + label + " in " + scale);
                    assertFalse(label.startsWith("-0") && Double.parseDouble(label) == 0, label);
                    assertEquals(scale.tick(i), Double.parseDouble(label), scale.step() * 1e-6, label + " in " + scale);
                }
            }
        }
        AxisScale halves = AxisScale.covering(0, 3.4, 8);
        assertEquals("0.5 1.0 3.5", halves.label(1) + " " + halves.label(2) + " " + halves.label(7));
        assertEquals("-14", AxisScale.covering(-12.5, 1, 8).label(0));
    }

    @Test
    void theChartsRanges_asShown() {
        assertEquals(new AxisScale(0, 16, 2), AxisScale.covering(0, 15.13, AxisScale.MOST_TICKS), "several-mistakes' losses");
        assertEquals(new AxisScale(0, 1, 0.2), AxisScale.covering(0, 1, AxisScale.MOST_TICKS), "a clean game's axis");
        assertEquals(new AxisScale(190, 260, 10), AxisScale.covering(196.62, 254.5877, AxisScale.MOST_TICKS));
    }

    @Test
    void oneValue_getsRoomAbove_badRanges_areRefused() {
        assertEquals(new AxisScale(250, 255, 5), AxisScale.covering(250, 250, AxisScale.MOST_TICKS));
        assertEquals(new AxisScale(0, 0.02, 0.02), AxisScale.covering(0, 0, AxisScale.MOST_TICKS));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AxisScale.covering(2, 1, 8));
        assertEquals("axis range 2.0 .. 1.0 in 8 ticks: expected finite min <= max and at least one tick", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> AxisScale.covering(Double.NaN, 1, 8));
        assertThrows(IllegalArgumentException.class, () -> AxisScale.covering(0, Double.POSITIVE_INFINITY, 8));
        assertThrows(IllegalArgumentException.class, () -> AxisScale.covering(0, 1, 0));
    }
}
