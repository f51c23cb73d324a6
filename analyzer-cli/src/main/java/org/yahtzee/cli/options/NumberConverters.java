package org.yahtzee.cli.options;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine;

/**
 * picocli's converters of every numeric option: {@link StrictNumbers}' readers, registered for
 * int, long and double (boxed too) on the whole command tree.
 */
public final class NumberConverters {
    /*
     * Implementation notes. Named classes, not lambdas: they are registered on every start (see
     * Environment on lambdas and start-up). picocli reports a TypeConversionException as
     * "invalid value for option '--games': MESSAGE", naming the option. Apart from
     * StrictNumbers, which names no picocli type: verifying a class that registered them loaded
     * picocli's converter interface in advise's common runs, which never read picocli's model.
     */

    private NumberConverters() {
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

    private static final class Whole implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return StrictNumbers.parseLong(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    private static final class WholeInt implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            try {
                return StrictNumbers.parseInt(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    private static final class Decimal implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            try {
                return StrictNumbers.parseDecimal(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
