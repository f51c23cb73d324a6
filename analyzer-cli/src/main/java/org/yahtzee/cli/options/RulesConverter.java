package org.yahtzee.cli.options;

import org.yahtzee.cli.ErrorReporter;
import org.yahtzee.cli.Commands;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.ITypeConverter;

/**
 * Reads a {@code --rules} value with {@link Rules#parse}. Registered for the type {@link Rules} on
 * the whole command tree by {@link Commands#commandLine}, so every option of that type uses it. Its
 * {@link IllegalArgumentException} reaches {@link ErrorReporter}, which prints the message as is:
 * {@code error: unknown rules 'x': expected ...}, exit 2.
 */
public final class RulesConverter implements ITypeConverter<Rules> {

    @Override
    public Rules convert(String value) {
        return Rules.parse(value);
    }
}
