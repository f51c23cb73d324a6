package org.yahtzee.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Set;

/**
 * How every JSON output writes a number that is not an integer: rounded to the decimals that
 * are right (docs/json.md, "Numbers"; the bounds are derived in docs/precision.md). Expected
 * totals, losses, SDs and moments get {@link #DECIMALS}; the exact distribution's probabilities
 * {@link #SIGNIFICANT} significant digits; probabilities of a goal, and everything in a
 * {@code goal} object, {@link #GOAL_DECIMALS}.
 */
final class JsonNumbers extends JsonGeneratorDelegate {
    /*
     * Implementation notes. Every double of every --json output and API answer passes through
     * writeNumber(double) here (JsonGenerator.writeNumberField calls it), so no writer chooses
     * its own digits. The figures come from float64 tables and float64 arithmetic on
     * non-negative numbers (sums, products by probabilities, maxima): each value is within
     * 1e-9 of the exact rational, each SD within 4e-9 (docs/precision.md), so 8 decimals are
     * right to within one unit of the last. The exact distribution's probabilities are sums of
     * products of probabilities, within 1e-12 of exact relative to themselves, so they keep 10
     * significant digits however small (a tail of 1e-40 is not 0.0). Goal probabilities come
     * from float32 lanes quantised to 2^-22, within 1e-6 of exact (Yahtzee.REACH_ERROR_BOUND):
     * 5 decimals. A number is written as decimal text, trailing zeros dropped but one decimal
     * kept, so a figure reads as before (252.24392512, 0.0); only a probability below 1e-6 has
     * an exponent. Which kind a number is, is read from its field name and the names of the
     * objects around it (Jackson's output context): a number in an array has no name of its own.
     */

    /** Decimals of every figure but goal probabilities: their error is at most 4e-9. */
    static final int DECIMALS = 8;
    /** Decimals of a goal's probability: its error is at most 1e-6 (Yahtzee.REACH_ERROR_BOUND). */
    static final int GOAL_DECIMALS = 5;
    /** Significant digits of an exact distribution's probability: its relative error is below 1e-12. */
    static final int SIGNIFICANT = 10;
    /** Fields that hold a probability of the exact distribution, and the object whose every number is one. */
    private static final Set<String> PROBABILITY_FIELDS = Set.of("probability", "pUpperBonus", "pZero", "pGoalEv");
    private static final String PROBABILITY_OBJECT = "pAtLeast";
    /** Fields that hold a goal's probability, or a difference of two, wherever they are. */
    private static final Set<String> GOAL_FIELDS = Set.of("pGoal", "goalLoss", "pEv", "pBest", "gain", "pPlayed",
            "pAtStart", "pNow");
    /**
     * Fields written with every digit (Jackson's shortest form): a measured difference between
     * two tables' stored numbers, exact as a double, whose size is the point (2.4e-7 must not
     * read as 0.0 or as 0.00000024, which is above the 2^-22 it is checked against).
     */
    private static final Set<String> EXACT_FIELDS = Set.of("largestDifference");
    /** 10^0 .. 10^9, exact as doubles. */
    private static final double[] POWERS_OF_TEN = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9};
    /** An object of this name holds a game graded against a goal: its losses are in probability. */
    private static final String GOAL_OBJECT = "goal";

    JsonNumbers(JsonGenerator json) {
        super(json, false);
    }

    @Override
    public void writeNumber(double value) throws IOException {
        if (!Double.isFinite(value)) {
            super.writeNumber(value); // a bug upstream: shown as Jackson shows it, never rounded away
            return;
        }
        if (named(EXACT_FIELDS, getOutputContext())) {
            super.writeNumber(value);
            return;
        }
        if (isProbability(getOutputContext())) {
            super.writeNumber(significant(value, SIGNIFICANT));
            return;
        }
        super.writeNumber(format(value, decimals(getOutputContext())));
    }

    @Override
    public void writeNumber(float value) throws IOException {
        writeNumber((double) value);
    }

    /**
     * {@code value} rounded to the nearest multiple of 10^-decimals, as plain text with at least
     * one decimal. Below 2^40 units (every figure of a game: 1575 points is 1.6e11 units of 1e-8)
     * it is scaled, rounded and written as a long: a grade answer writes hundreds of thousands of
     * numbers, and the BigDecimal route took 1.7 us a number (grade --json of 2,000 games: 11%
     * more CPU than before rounding). The scaling itself rounds by at most half an ulp of the
     * scaled value, 2^-13 of a unit there: the result is within 0.5001 units of the last decimal,
     * a tie may go up instead of to even. Above 2^40 units, and for decimals outside 1..9, BigDecimal
     * rounds the exact binary value half-even.
     */
    static String format(double value, int decimals) {
        double scaled = value * POWERS_OF_TEN[Math.min(decimals, POWERS_OF_TEN.length - 1)];
        if (decimals < 1 || decimals >= POWERS_OF_TEN.length || !(Math.abs(scaled) < 0x1p40)) {
            BigDecimal rounded = new BigDecimal(value).setScale(decimals, RoundingMode.HALF_EVEN).stripTrailingZeros();
            return (rounded.scale() < 1 ? rounded.setScale(1) : rounded).toPlainString();
        }
        long units = Math.round(Math.abs(scaled));
        long unit = (long) POWERS_OF_TEN[decimals];
        StringBuilder text = new StringBuilder(24);
        if (value < 0 && units != 0) {
            text.append('-');
        }
        text.append(units / unit).append('.');
        String fraction = Long.toString(units % unit + unit).substring(1); // zero-padded to `decimals`
        int end = fraction.length();
        while (end > 1 && fraction.charAt(end - 1) == '0') {
            end--;
        }
        return text.append(fraction, 0, Math.max(end, 1)).toString();
    }

    /** {@code value} rounded half-even to {@code digits} significant digits, an exponent below 1e-6. */
    static String significant(double value, int digits) {
        if (value == 0) {
            return "0.0";
        }
        BigDecimal rounded = new BigDecimal(value).round(new java.math.MathContext(digits, RoundingMode.HALF_EVEN))
                .stripTrailingZeros();
        return rounded.scale() < 1 ? rounded.setScale(1).toPlainString() : rounded.toString();
    }

    /** True if the number about to be written in {@code context} is a probability of the exact distribution. */
    static boolean isProbability(JsonStreamContext context) {
        JsonStreamContext parent = context.getParent();
        return named(PROBABILITY_FIELDS, context) || parent != null && PROBABILITY_OBJECT.equals(parent.getCurrentName());
    }

    /** The decimals of the number about to be written in {@code context}. */
    static int decimals(JsonStreamContext context) {
        if (named(GOAL_FIELDS, context)) {
            return GOAL_DECIMALS;
        }
        for (JsonStreamContext c = context.getParent(); c != null; c = c.getParent()) {
            if (GOAL_OBJECT.equals(c.getCurrentName())) {
                return GOAL_DECIMALS;
            }
        }
        return DECIMALS;
    }

    /** True if the number about to be written has a field name in {@code names} (Set.of refuses null). */
    private static boolean named(Set<String> names, JsonStreamContext context) {
        String name = context.getCurrentName();
        return name != null && names.contains(name);
    }
}
