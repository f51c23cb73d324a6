package org.yahtzee.cli.options;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.yahtzee.cli.text.UserText;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads every file name of the command line. An empty name is a usage error: {@code Path.of("")}
 * is the current folder, so {@code grade ""} graded every record below it and {@code --html ''}
 * aimed at a folder.
 */
public final class PathConverter implements ITypeConverter<Path> {

    @Override
    public Path convert(String value) {
        if (value.isEmpty()) {
            throw new TypeConversionException("expected a file name, was empty");
        }
        try {
            return Path.of(value);
        } catch (InvalidPathException e) {
            throw new TypeConversionException(UserText.quote(value) + " is not a file name: " + e.getReason());
        }
    }
}
