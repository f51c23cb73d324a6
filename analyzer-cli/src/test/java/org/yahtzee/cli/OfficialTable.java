package org.yahtzee.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;

/**
 * A table of the official rules, solved once per test JVM (about half a second) and shared by the
 * test classes that only read tables. Tests that change a table work on a copy. The solve goes
 * through the engine with the in-process runs' memory ({@link CommandRun#keptFigures}), so that
 * their {@code solve}, {@code tables verify --deep} and first uses of official tables take these
 * values rather than solve again (about 14 solves a run of this module's tests).
 */
public final class OfficialTable {
    private static Path file;

    private OfficialTable() {
    }

    public static synchronized Path file() {
        if (file == null) {
            try {
                Path directory = Files.createTempDirectory("yahtzee-cli-test");
                Path table = directory.resolve("official.ytable");
                // deleteOnExit runs in reverse order of registration: the file, then its directory.
                directory.toFile().deleteOnExit();
                table.toFile().deleteOnExit();
                Yahtzee.builder().memory(CommandRun.keptFigures()).build().solve(Rules.OFFICIAL).writeTo(table);
                file = table;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return file;
    }
}
