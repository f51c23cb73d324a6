package org.yahtzee.cli.options;

import org.yahtzee.cli.text.UserText;

/**
 * The one reader of the numbers a person types: every numeric option, the points of
 * {@code --card}, the target of {@code reach:T}, a record's points and numbers, and (through
 * {@link #parseDecimal}) any other front end that takes a number as text. A whole number is
 * plain ASCII digits; a decimal is digits with at most one point between digits. Nothing else:
 * Java's own parsers take any Unicode digit ({@code Integer.parseInt("٣")} is 3), a sign
 * ({@code +5}, {@code -0}) and, for doubles, {@code .5}, {@code 1e1}, {@code NaN},
 * {@code 0x1p-3} and {@code 1d}, none of which the docs or the messages promise.
 */
public final class StrictNumbers {
    /*
     * Implementation notes. No sign at all: no value the tool takes is negative (a seed is any
     * long, but 0..2^63-1 are seeds enough), and "-0" or "+15" is a typo more often than a
     * number. The range checks of each option then see only values a person can have meant.
     * picocli reads the numeric options through NumberConverters; this class names no picocli
     * type, so advise's common command lines, read without picocli, use it too (QuickParser).
     */

    /** What a whole number is, for messages: {@code expected digits 0-9}. */
    public static final String WHOLE_WORDS = "digits 0-9";
    /** What a decimal is, for messages. */
    public static final String DECIMAL_WORDS = "digits 0-9 with at most one point between them, e.g. 0.5";

    private StrictNumbers() {
    }

    /** True if {@code text} is one or more ASCII digits and nothing else. */
    public static boolean isDigits(String text) {
        return digitsFrom(text, 0) == text.length() && !text.isEmpty();
    }

    /**
     * A whole number: ASCII digits only, 0 or more.
     *
     * @throws IllegalArgumentException {@code 'TEXT' is not a whole number: expected digits 0-9}
     *                                  (the text cut to 80 characters) or {@code 'TEXT' is too large}
     */
    public static long parseLong(String text) {
        if (!isDigits(text)) {
            throw new IllegalArgumentException(UserText.quote(text) + " is not a whole number: expected " + WHOLE_WORDS);
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(UserText.quote(text) + " is too large: expected at most "
                    + Long.MAX_VALUE, e);
        }
    }

    /** As {@link #parseLong}, and within the range of an int. */
    public static int parseInt(String text) {
        long value = parseLong(text);
        if (value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(UserText.quote(text) + " is too large: expected at most "
                    + Integer.MAX_VALUE);
        }
        return (int) value;
    }

    /**
     * A decimal number, 0 or more: digits, then optionally a point and more digits
     * ({@code 2}, {@code 0.5}, {@code 007.250}); not {@code .5}, {@code 5.}, {@code 1e1} or a sign.
     *
     * @throws IllegalArgumentException {@code 'TEXT' is not a number: expected ...}, or
     *                                  {@code 'TEXT' is too large} for digits beyond a double's range
     */
    public static double parseDecimal(String text) {
        int point = digitsFrom(text, 0);
        boolean plain = point > 0 && (point == text.length()
                || text.charAt(point) == '.' && point + 1 < text.length() && digitsFrom(text, point + 1) == text.length());
        if (!plain) {
            throw new IllegalArgumentException(UserText.quote(text) + " is not a number: expected " + DECIMAL_WORDS);
        }
        double value = Double.parseDouble(text);
        if (Double.isInfinite(value)) { // 310 digits or more
            throw new IllegalArgumentException(UserText.quote(text) + " is too large: expected at most "
                    + Double.MAX_VALUE);
        }
        return value;
    }

    /** The index of the first character at or after {@code from} that is not an ASCII digit. */
    private static int digitsFrom(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        return i;
    }
}
