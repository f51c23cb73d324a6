package org.yahtzee.cli.grade;

import java.util.Locale;

/**
 * Fixed-point decimals exactly as {@code String.format(Locale.ROOT, "%W.Nf", x)} writes them,
 * for the report lines printed once a graded game, without the Formatter's cost, into a {@link TextBlock}.
 */
final class Decimals {
    /*
     * Implementation notes. The Formatter made up 155 of the 204 CPU samples of printing a
     * 100,000-game grade (JFR): it parses its pattern at every call. Formatter rounds the
     * double's shortest decimal digits half up; those differ from the double itself by under
     * half an ulp (1.2e-10 below 1e6, times 10^4 after scaling: 1.2e-6), so rounding the
     * scaled double directly gives the same digits unless its fraction lies within that of a
     * half. Values within 1e-3 of a half (0.2% of them), at or above 1e6, or not finite go to
     * the Formatter itself.
     */

    private static final long[] POWERS = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000};
    /** +0.0 at each number of places: five of the nine figures of a game that lost nothing (its report and summary row). */
    private static final String[] ZEROS = {"0", "0.0", "0.00", "0.000", "0.0000", "0.00000", "0.000000"};
    /** Fractions this close to a half are left to the Formatter (note). */
    private static final double NEAR_HALF = 1e-3;

    private Decimals() {
    }

    /** Appends {@code x} with {@code places} decimals (0..6), right-aligned in {@code width} characters. */
    static TextBlock append(TextBlock out, double x, int places, int width) {
        int start = out.length();
        if (!appendFast(out, x, places)) {
            out.setLength(start);
            out.append(String.format(Locale.ROOT, "%." + places + "f", x));
        }
        return out.padLeft(start, width);
    }

    /** Appends {@code x} with {@code places} decimals, as wide as it takes. */
    static TextBlock append(TextBlock out, double x, int places) {
        return append(out, x, places, 0);
    }

    private static boolean appendFast(TextBlock out, double x, int places) {
        if (Double.doubleToRawLongBits(x) == 0) { // +0.0: most games' loss, written without arithmetic
            out.append(ZEROS[places]);
            return true;
        }
        double magnitude = Math.abs(x);
        if (!(magnitude < 1e6)) {
            return false; // NaN, infinite or large: the scaled value's own rounding error grows
        }
        double scaled = magnitude * POWERS[places];
        double floor = Math.floor(scaled);
        double fraction = scaled - floor;
        if (Math.abs(fraction - 0.5) < NEAR_HALF) {
            return false;
        }
        long units = (long) floor + (fraction > 0.5 ? 1 : 0);
        if (Double.doubleToRawLongBits(x) < 0) {
            out.append('-'); // as the Formatter: -0.001 at two places is "-0.00", -0.0 "-0.00"
        }
        out.append(units / POWERS[places]);
        if (places > 0) {
            out.append('.').appendDigits(units % POWERS[places], places);
        }
        return true;
    }
}
