package org.yahtzee.solver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableCache;

/**
 * The memory-mapped tables the advise and grade benchmarks read, as the tool reads them: solved
 * into a throwaway table cache on first use, so a run never depends on or touches the user's.
 */
final class BenchmarkTables {
    private static Path directory;

    private BenchmarkTables() {
    }

    static synchronized StateValues load(Rules rules) {
        try {
            if (directory == null) {
                directory = BenchmarkFolders.temporary("yahtzee-benchmark-tables");
            }
            TableCache cache = new TableCache(directory);
            StateValues values = cache.load(rules, TableCache.Listener.SILENT);
            return values;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
