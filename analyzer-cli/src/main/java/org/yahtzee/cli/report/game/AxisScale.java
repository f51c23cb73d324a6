package org.yahtzee.cli.report.game;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The value range of a chart axis and its ticks: round numbers (a step of 1, 2 or 5 times a
 * power of ten) from a multiple of the step at or below the data to one at or above it.
 *
 * @param low   the axis's lowest value, a multiple of {@code step}
 * @param high  the axis's highest value, a multiple of {@code step}, above {@code low}
 * @param step  the distance between ticks
 */
record AxisScale(double low, double high, double step) {

    /** Room for most ticks: 4 to 8 on an axis of 250 px keep their labels 30 px or more apart. */
    static final int MOST_TICKS = 8;

    /**
     * The scale with the smallest round step that covers {@code min..max} in at most
     * {@code mostTicks} intervals; a range of one value is taken as a tenth of the value wide (at
     * least 0.1), so that 250 alone gets the axis 250..255, not steps of a billionth.
     */
    static AxisScale covering(double min, double max, int mostTicks) {
        if (!(min <= max) || Double.isInfinite(min) || Double.isInfinite(max) || mostTicks < 1) {
            throw new IllegalArgumentException("axis range " + min + " .. " + max + " in " + mostTicks
                    + " ticks: expected finite min <= max and at least one tick");
        }
        double span = max > min ? max - min : Math.max(1, Math.abs(max)) / 10;
        double step = roundStepAtLeast(span / mostTicks);
        while (true) {
            double low = Math.floor(min / step) * step;
            double high = Math.ceil(max / step) * step;
            if (high == low) {
                high = low + step;
            }
            if (Math.round((high - low) / step) <= mostTicks) {
                return new AxisScale(low, high, step);
            }
            step = roundStepAtLeast(step * 1.000001); // rounding out took one interval too many: next round step
        }
    }

    /** The smallest of 1, 2, 5 times a power of ten that is at least {@code wanted} (> 0). */
    static double roundStepAtLeast(double wanted) {
        double power = Math.pow(10, Math.floor(Math.log10(wanted)));
        for (int mantissa : new int[] {1, 2, 5, 10}) {
            if (mantissa * power >= wanted * (1 - 1e-12)) {
                return mantissa * power;
            }
        }
        return 10 * power; // not reached: 10 * power > wanted by the floor above
    }

    /** How many intervals: the ticks are {@code low + i * step} for i in 0..intervals. */
    int intervals() {
        return (int) Math.round((high - low) / step);
    }

    double tick(int i) {
        return low + i * step;
    }

    /** A tick's label: as many decimals as the step has (0.5 steps: "1.5"; 20: "240"), no "-0". */
    String label(int i) {
        BigDecimal stepDigits = BigDecimal.valueOf(step).stripTrailingZeros();
        int decimals = Math.max(0, stepDigits.scale());
        BigDecimal value = BigDecimal.valueOf(tick(i)).setScale(decimals, RoundingMode.HALF_EVEN);
        return value.signum() == 0 ? BigDecimal.ZERO.setScale(decimals).toPlainString() : value.toPlainString();
    }

    /** Where {@code value} falls on the axis, 0 at {@code low} to 1 at {@code high}. */
    double fraction(double value) {
        return (value - low) / (high - low);
    }
}
