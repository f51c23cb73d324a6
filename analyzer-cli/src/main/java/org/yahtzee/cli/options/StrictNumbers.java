package org.yahtzee.cli.options;

import org.yahtzee.cli.text.UserText;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine;

/**
 * The converters of every numeric option: ASCII digits only. Java's own parsers take any
 * Unicode digit ({@code Integer.parseInt("٣")} is 3) and {@code Double.parseDouble} takes
 * {@code NaN}, {@code 0x1p-3} and {@code 1d}: none of them is a number a user means to type.
 */
public final class StrictNumbers {
    /*
     * Implementation notes. Named classes, not lambdas: they are registered on every start
     * (see Environment on lambdas and start-up). picocli reports a TypeConversionException as
     * "invalid value for option '--games': MESSAGE", naming the option.
     */

    private StrictNumbers() {
    }

    /** Registers the converters for int, long and double (boxed too) on the whole tree. */
    public static void registerOn(CommandLine commandLine) {
        commandLine.registerConverter(Integer.class, new WholeInt());
        commandLine.registerConverter(int.class, new WholeInt());
        commandLine.registerConverter(Long.class, new Whole());
        commandLine.registerConverter(long.class, new Whole());
        commandLine.registerConverter(Double.class, new Decimal());
        commandLine.registerConverter(double.class, new Decimal());
    }

    /**
     * A whole number: an optional sign, then ASCII digits.
     *
     * @throws IllegalArgumentException naming the text (cut to 80 characters), else the number
     */
    public static long parseLong(String text) {
        int start = text.startsWith("-") || text.startsWith("+") ? 1 : 0;
        boolean digits = text.length() > start;
        for (int i = start; i < text.length() && digits; i++) {
            digits = text.charAt(i) >= '0' && text.charAt(i) <= '9';
        }
        if (!digits) {
            throw new IllegalArgumentException(UserText.quote(text) + " is not a whole number: expected digits 0-9");
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(UserText.quote(text) + " is too large", e);
        }
    }

    /** As {@link #parseLong}, and within the range of an int. */
    public static int parseInt(String text) {
        long value = parseLong(text);
        if (value != (int) value) {
            throw new IllegalArgumentException(UserText.quote(text) + " is too large: expected at most "
                    + Integer.MAX_VALUE);
        }
        return (int) value;
    }

    private static final class Whole implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return parseLong(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    private static final class WholeInt implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            try {
                return parseInt(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** A decimal number: digits with an optional point and exponent, e.g. 0.5, 2, 1e-3. */
    private static final class Decimal implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            if (!value.matches("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?")) {
                throw new TypeConversionException(UserText.quote(value)
                        + " is not a number: expected digits 0-9 with an optional point, e.g. 0.5");
            }
            return Double.parseDouble(value);
        }
    }
}
