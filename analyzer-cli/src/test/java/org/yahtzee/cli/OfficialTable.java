package org.yahtzee.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.Solver;
import org.yahtzee.tables.TableWriter;

/**
 * A table of the official rules, solved once per test JVM (about half a second) and shared by the
 * test classes that only read tables. Tests that change a table work on a copy.
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
                TableWriter.write(Solver.solve(Rules.OFFICIAL), table);
                file = table;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return file;
    }
}
