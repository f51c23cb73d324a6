package org.yahtzee.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the library's two module descriptors ({@code src/main/module/module-info.java} of solver
 * and tables) export to every module: the one home of the API's package list, read from the
 * sources by the tests that hold the code to it (the API's documentation here, the command
 * line's imports in analyzer-cli's ArchitectureTest). The descriptors are compiled only when the
 * jars are packaged, after the tests.
 */
public final class ModuleDescriptors {
    /** The library's modules, as folders of the repository, in dependency order. */
    public static final List<String> MODULES = List.of("solver", "tables");

    private ModuleDescriptors() {
    }

    /** The repository's root: the parent of the module whose tests run (surefire's working folder). */
    public static Path repository() {
        return Path.of("..").toAbsolutePath().normalize();
    }

    /** The packages {@code module} (a folder of {@link #MODULES}) exports to every module, in order. */
    public static List<String> exports(String module) {
        Path descriptor = repository().resolve(module).resolve("src/main/module/module-info.java");
        try {
            List<String> packages = new ArrayList<>();
            Matcher m = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;").matcher(Files.readString(descriptor));
            while (m.find()) {
                packages.add(m.group(1));
            }
            return packages;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
