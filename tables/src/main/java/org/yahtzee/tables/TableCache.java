package org.yahtzee.tables;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.DoubleConsumer;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.Solver;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableException.Problem;

/**
 * A directory of table files, one per rule set, built on first use: {@link #load} maps a valid
 * table, or solves the rules, writes the table atomically and maps that. Several processes may
 * share one directory and race to build the same table; each ends up with a valid table.
 */
public final class TableCache {
    /*
     * Implementation notes. No locks: two processes that both miss a table both solve it (about
     * a second each) and both rename a complete file over the name; whichever rename comes last
     * wins, and each process maps whatever whole table the name points to when it opens it. A
     * lock file would save that second at the price of stale locks after a crash. The table is
     * reopened from disk after writing rather than the solved values returned, so the caller
     * always gets float32 values that a later run reading the cache will also get.
     */

    /** Told what {@link #load} is doing; called from the thread that called load. */
    public interface Listener {
        /** Ignores every event. */
        Listener SILENT = new Listener() {
            @Override
            public void solving(Rules rules, double fraction) {
            }

            @Override
            public void rebuilding(Path file, TableException why) {
            }
        };

        /**
         * Solving progress: fractions 0..1, non-decreasing, the last exactly 1.0 (about a
         * dozen calls over a second).
         */
        void solving(Rules rules, double fraction);

        /** The file exists but cannot be used, so it is solved again and replaced. */
        void rebuilding(Path file, TableException why);

        /** A new table was written; {@code seconds} covers solving and writing. */
        default void written(Path file, double seconds) {
        }
    }

    private final Path directory;
    private final BiFunction<Rules, DoubleConsumer, ? extends StateValues> solver;

    /** A cache in {@code directory}, created when the first table is written. */
    public TableCache(Path directory) {
        this(directory, new FullSolve());
    }

    /** The real solver on every processor; a class, not a lambda, to keep lambdas off start-up. */
    private static final class FullSolve implements BiFunction<Rules, DoubleConsumer, StateValues> {
        @Override
        public StateValues apply(Rules rules, DoubleConsumer progress) {
            return Solver.solve(rules, Runtime.getRuntime().availableProcessors(), progress);
        }
    }

    /** A cache with another solver: tests use a fast fake to exercise rebuilds and races. */
    TableCache(Path directory, BiFunction<Rules, DoubleConsumer, ? extends StateValues> solver) {
        this.directory = directory;
        this.solver = solver;
    }

    /**
     * The cache of this user: {@code $YAHTZEE_TABLES} if set, else {@code $XDG_CACHE_HOME/yahtzee},
     * else {@code ~/.cache/yahtzee}.
     */
    public static TableCache fromEnvironment() {
        return new TableCache(defaultDirectory(System.getenv(), System.getProperty("user.home")));
    }

    static Path defaultDirectory(Map<String, String> environment, String userHome) {
        String tables = environment.get("YAHTZEE_TABLES");
        if (tables != null && !tables.isBlank()) {
            return Path.of(tables);
        }
        String xdg = environment.get("XDG_CACHE_HOME");
        // The XDG spec says a relative XDG_CACHE_HOME is invalid and must be ignored.
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "yahtzee");
        }
        return Path.of(userHome, ".cache", "yahtzee");
    }

    /**
     * The file of the rules' table: the canonical name made filename-safe plus
     * {@code .ytable}, e.g. {@code official.ytable}, {@code joker-forced_bonus-off.ytable}.
     */
    public Path pathFor(Rules rules) {
        return directory.resolve(fileName(rules));
    }

    /**
     * '=' becomes '-', ',' becomes '_', anything else outside [a-z0-9-] becomes '_'. Two rule
     * sets that ever mapped to one name would still be told apart by the header's fingerprint
     * (OTHER_RULES, then a rebuild), never mixed up.
     */
    static String fileName(Rules rules) {
        String name = rules.canonicalName().toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder(name.length() + TableFormat.FILE_EXTENSION.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean safe = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-';
            out.append(safe ? c : c == '=' ? '-' : '_');
        }
        return out.append(TableFormat.FILE_EXTENSION).toString();
    }

    /**
     * The values of {@code rules}: the cached table if it is valid; otherwise (missing, or
     * unusable for any {@link Problem}, reported to {@code listener.rebuilding}) solved with one
     * thread per processor, written atomically and mapped.
     *
     * @throws UncheckedIOException if the table has to be built and cannot be written
     * @throws TableException       if the table just written fails its checks (not expected)
     */
    public StateValues load(Rules rules, Listener listener) {
        Path file = pathFor(rules);
        try {
            return TableReader.open(file, rules);
        } catch (TableException e) {
            if (e.problem() != Problem.NOT_FOUND) {
                listener.rebuilding(file, e);
            }
        }
        long start = System.nanoTime();
        StateValues solved = solve(rules, listener);
        try {
            TableWriter.write(solved, file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write table " + file + ": " + e
                    + " (set YAHTZEE_TABLES to a writable directory)", e);
        }
        listener.written(file, (System.nanoTime() - start) / 1e9);
        return TableReader.open(file, rules);
    }

    private StateValues solve(Rules rules, Listener listener) {
        double[] last = {0};
        StateValues solved = solver.apply(rules, fraction -> {
            last[0] = fraction;
            listener.solving(rules, fraction);
        });
        if (last[0] < 1.0) {
            listener.solving(rules, 1.0); // the contract promises a final 1.0
        }
        return solved;
    }
}
