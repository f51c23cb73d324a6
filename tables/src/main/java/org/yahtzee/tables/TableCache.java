package org.yahtzee.tables;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.DoubleConsumer;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.files.IoMessage;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.risk.MomentSolver;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.Solver;
import org.yahtzee.solver.StateValues;

/**
 * A directory of table files, one per rule set, built on first use: {@link #load} maps a valid
 * table, or solves the rules, writes the table atomically and maps that. Threads and processes
 * sharing one directory solve a missing table once: one solves under a lock, the others wait
 * and read. When the table cannot be kept (a read-only folder, a folder or FIFO in its place)
 * the values are solved in memory, with a note, and are the same float64s a table would give.
 * Beside each table, {@link #loadMoments} keeps the rules' second moments the same way, and
 * {@link #loadReach} their reach table (every target 0..500).
 */
public final class TableCache {
    /*
     * Implementation notes. load() first opens the table without any lock: the path of every
     * advise once the table exists. Only a table that is missing or unusable takes the lock
     * (TableLock: threads of this JVM, then an OS lock on .NAME.lock beside the table), opens
     * it again (another process may have written it while this one waited), and only if it is
     * still missing or unusable reports a rebuild, removes every temp file of the table (while
     * the lock is held no other writer of it can be running: temps left by killed solves, up to
     * 4.3 MB each, go at the next start), solves and writes. A lock that cannot be had within
     * lockTimeout is gone without: then it is as before the lock, every waiter solves and
     * renames a whole table over the name. Without the lock, 20 advise processes started on an
     * empty cache took 24 s in all (every one solved), against 0.5 s for one.
     *
     * The table written is read back from disk rather than the solved values returned, so the
     * caller gets the values a later run will get; when it cannot be written, the
     * encoded bytes are read through the same class (EncodedTable.inMemory), for the same
     * values. Nothing that is not a regular file is ever replaced (AtomicFile refuses it too).
     *
     * Each kind of file (values, moments, reach) is a CachedFile: where it is, how it is opened
     * with every check, built and read from memory; load() is the same for all. A reach table takes
     * about half a minute to solve on 2 cores (more on a busy machine), so its waiters wait ten times the
     * lock timeout: at 60 s a second process would start its own 0.9 GB solve of half a minute or more.
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

        /**
         * Another thread or process is solving this table: load waits for it (at most the
         * {@code timeout}, then solves itself), then reads the table it wrote. Called once,
         * before the wait.
         */
        default void waiting(Path file, Duration timeout) {
        }

        /**
         * The table was solved but is not kept at {@code file}; load returns it from memory,
         * with the values a cached table would have, and the next use solves it again.
         * {@code reason} reads after the file's name, e.g. "is a folder, not a table file; it
         * is left as it is" or "cannot be written: /srv/tables: Permission denied".
         */
        default void notCached(Path file, String reason) {
        }
    }

    /** How long load waits for another solver's lock before solving itself: a solve takes ~1 s. */
    static final Duration LOCK_TIMEOUT = Duration.ofSeconds(60);

    private final Path directory;
    private final BiFunction<Rules, DoubleConsumer, ? extends StateValues> solver;
    private final BiFunction<StateValues, DoubleConsumer, ? extends SecondMoments> momentSolver;
    private final BiFunction<Rules, DoubleConsumer, EncodedGoalTable> reachSolver;
    private final Duration lockTimeout;

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
        this(directory, solver, LOCK_TIMEOUT);
    }

    /** Also another lock timeout: tests of a hung lock holder do not wait a minute. */
    TableCache(Path directory, BiFunction<Rules, DoubleConsumer, ? extends StateValues> solver, Duration lockTimeout) {
        this(directory, solver, new FullMoments(), lockTimeout);
    }

    /** Also another moment solver: the real one takes seconds, too slow for damage tests. */
    TableCache(Path directory, BiFunction<Rules, DoubleConsumer, ? extends StateValues> solver,
               BiFunction<StateValues, DoubleConsumer, ? extends SecondMoments> momentSolver, Duration lockTimeout) {
        this(directory, solver, momentSolver, null, lockTimeout);
    }

    /**
     * Also another reach solver, whose values are encoded as a whole (null: the real one, which
     * takes about half a minute and encodes as it goes).
     */
    TableCache(Path directory, BiFunction<Rules, DoubleConsumer, ? extends StateValues> solver,
               BiFunction<StateValues, DoubleConsumer, ? extends SecondMoments> momentSolver,
               BiFunction<Rules, DoubleConsumer, GoalValues> reachSolver, Duration lockTimeout) {
        this.directory = directory;
        this.solver = solver;
        this.momentSolver = momentSolver;
        this.reachSolver = reachSolver == null ? new FullReach()
                : (rules, progress) -> GoalTableWriter.encode(reachSolver.apply(rules, progress));
        this.lockTimeout = lockTimeout;
    }

    /** Every target 0..500 from the empty card, on every processor, encoded as it is solved. */
    private static final class FullReach implements BiFunction<Rules, DoubleConsumer, EncodedGoalTable> {
        @Override
        public EncodedGoalTable apply(Rules rules, DoubleConsumer progress) {
            return GoalTableWriter.solveReach(rules, Runtime.getRuntime().availableProcessors(), progress);
        }
    }

    /** The real moment solver on every processor. */
    private static final class FullMoments implements BiFunction<StateValues, DoubleConsumer, SecondMoments> {
        @Override
        public SecondMoments apply(StateValues values, DoubleConsumer progress) {
            return MomentSolver.solve(values, Runtime.getRuntime().availableProcessors(), progress);
        }
    }

    /**
     * The cache of this user: {@code $YAHTZEE_TABLES} if set, else {@code $XDG_CACHE_HOME/yahtzee},
     * else {@code ~/.cache/yahtzee}, the home folder being {@code $HOME} if set, else the JVM's
     * {@code user.home} (which the JVM takes from the password database, not from {@code $HOME}).
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
        String home = environment.get("HOME");
        // A relative HOME is as invalid as a relative XDG_CACHE_HOME: it would follow the cwd.
        boolean homeValid = home != null && !home.isBlank() && Path.of(home).isAbsolute();
        return Path.of(homeValid ? home : userHome, ".cache", "yahtzee");
    }

    /** The folder of the cache's files (it may not exist yet). */
    public Path directory() {
        return directory;
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
     * thread per processor, written atomically and mapped. If another thread or process is
     * solving the same table, waits for it ({@code listener.waiting}) and maps what it wrote. If
     * the table cannot be written, or something that is not a regular file is in its place,
     * returns the solved values from memory ({@code listener.notCached}), as a table stores them.
     *
     * @throws TableException if the table just written fails its checks (not expected)
     */
    public StateValues load(Rules rules, Listener listener) {
        return load(rules, solver, listener);
    }

    /**
     * As {@link #load(Rules, Listener)}, a missing or unusable table's values taken from
     * {@code solver} (given the rules and the progress consumer) rather than this cache's own
     * solver: the engine's, which gives values it already holds in memory, solved in this JVM.
     * The table written is the encoding of whatever doubles {@code solver} returns.
     */
    public StateValues load(Rules rules, BiFunction<Rules, DoubleConsumer, ? extends StateValues> solver,
                            Listener listener) {
        return load(new CachedFile.Values(rules, pathFor(rules), solver), listener);
    }

    /**
     * The second moments of {@code values}' rules ({@link TableKind#SECOND_MOMENTS}, in
     * {@link #momentsPathFor}), as {@link #load} gets values: the cached file if it is valid,
     * else computed from {@code values} with {@link MomentSolver} on every processor (progress
     * to {@code listener.solving}), written atomically under the file's own lock and mapped.
     *
     * @throws TableException if the file just written fails its checks (not expected)
     */
    public SecondMoments loadMoments(StateValues values, Listener listener) {
        return load(new CachedFile.Moments(values, momentsPathFor(values.rules()), momentSolver), listener);
    }

    /**
     * The reach table of {@code rules} ({@link GoalTableFormat}: every target 0..500 from every
     * state, in {@link #reachPathFor}), as {@link #load} gets values: the cached file if every
     * check passes and it was solved from the empty card up to 500, else solved on every
     * processor (about half a minute on 2 cores, 0.9 GB peak resident; progress to {@code listener.solving}),
     * written atomically under the file's own lock and mapped.
     *
     * @throws TableException if the file just written fails its checks (not expected)
     */
    public GoalValues loadReach(Rules rules, Listener listener) {
        return load(new CachedFile.Reach(rules, reachPathFor(rules), reachSolver), listener);
    }

    /**
     * The optimal player's decisions for {@code values}' rules ({@link TableKind#POLICY}, in
     * {@link #policyPathFor}), as {@link #load} gets values: the cached file if every check
     * passes and it was built from values with the same start value, else built from
     * {@code values} on {@code threads} threads (about 6 s on 2 cores, 270 MB of heap;
     * progress to {@code listener.solving}), written atomically under the file's own lock and
     * mapped.
     *
     * @throws TableException if the file just written fails its checks (not expected)
     */
    public MappedPolicy loadPolicy(StateValues values, int threads, Listener listener) {
        return load(new CachedFile.Policy(values, policyPathFor(values.rules()), threads), listener);
    }

    /**
     * The reach table of {@code rules} if the cache holds one that passes every check of
     * {@link #loadReach}, else null: never solved, and a damaged file is left for the next
     * {@code loadReach} to rebuild. For the quick paths, which answer without a table rather
     * than wait a minute for one.
     */
    public GoalValues reachIfValid(Rules rules) {
        return openIfValid(new CachedFile.Reach(rules, reachPathFor(rules), reachSolver));
    }

    /**
     * The decisions of {@link #loadPolicy} if the cache holds a file that passes every check
     * there (built from {@code values} too), else null: never built, and a damaged file is left
     * for {@code loadPolicy} to rebuild. For the win goal's opponents, whose turns it spares
     * analysing.
     */
    public MappedPolicy policyIfValid(StateValues values) {
        return openIfValid(new CachedFile.Policy(values, policyPathFor(values.rules()), 1));
    }

    private static <T> T openIfValid(CachedFile<T, ?> kind) {
        try {
            return kind.open();
        } catch (TableException missingOrUnusable) {
            return null;
        }
    }

    /** The file of the rules' policy decisions, beside their table: {@code official.ypolicy}. */
    public Path policyPathFor(Rules rules) {
        return besideTable(rules, TableKind.POLICY.extension);
    }

    /** The file of the rules' exact score distribution, beside their table: {@code official.ydist}. */
    public Path distributionPathFor(Rules rules) {
        return besideTable(rules, DistributionFile.FILE_EXTENSION);
    }

    /** The file of the rules' second moments, beside their table: {@code official.ymoments}. */
    public Path momentsPathFor(Rules rules) {
        return besideTable(rules, TableKind.SECOND_MOMENTS.extension);
    }

    /** The file of the rules' reach table, beside their table: {@code official.yreach}. */
    public Path reachPathFor(Rules rules) {
        return besideTable(rules, GoalTableFormat.FILE_EXTENSION);
    }

    private Path besideTable(Rules rules, String extension) {
        String name = fileName(rules);
        return directory.resolve(name.substring(0, name.length() - TableFormat.FILE_EXTENSION.length()) + extension);
    }

    private <T, E extends AtomicFile.Content> T load(CachedFile<T, E> kind, Listener listener) {
        Path file = kind.file;
        try {
            return kind.open();
        } catch (TableException unusable) {
            if (unusable.problem() == Problem.NOT_A_FILE) {
                return buildInMemory(kind, listener, unusable);
            }
        }
        Duration timeout = lockTimeout.multipliedBy(kind.lockTimeouts());
        try (TableLock lock = TableLock.acquire(file, timeout, () -> listener.waiting(file, timeout))) {
            try {
                return kind.open(); // written by the holder this one waited for
            } catch (TableException unusable) {
                if (unusable.problem() == Problem.NOT_A_FILE) {
                    return buildInMemory(kind, listener, unusable);
                } else if (unusable.problem() != Problem.NOT_FOUND) {
                    listener.rebuilding(file, unusable);
                }
            }
            if (lock.held()) {
                AtomicFile.removeTemps(file, Instant.now());
            }
            return buildAndWrite(kind, listener);
        }
    }

    /**
     * Writes {@code values} as the table of their rules, replacing the one there, under the
     * table's lock: a {@link #load} of the same table meanwhile waits and reads it, rather than
     * solving too and removing this write's temp file. For {@code yahtzee solve}.
     *
     * @return the file written
     * @throws IOException as {@link TableWriter#write}
     */
    @SuppressWarnings("try") // the lock is held for the block, never used in it
    public Path write(StateValues values, Listener listener) throws IOException {
        Path file = pathFor(values.rules());
        try (TableLock lock = TableLock.acquire(file, lockTimeout, () -> listener.waiting(file, lockTimeout))) {
            TableWriter.write(values, file);
        }
        return file;
    }

    private <T, E extends AtomicFile.Content> T buildAndWrite(CachedFile<T, E> kind, Listener listener) {
        long start = System.nanoTime();
        Path file = kind.file;
        E table = build(kind, listener);
        try {
            AtomicFile.write(file, table);
        } catch (IOException e) {
            // "/srv/tables: Permission denied", but not the table's own name again
            boolean aboutTheFile = e instanceof FileSystemException fse
                    && file.toAbsolutePath().toString().equals(fse.getFile());
            listener.notCached(file, "cannot be written: " + (aboutTheFile ? IoMessage.reason(e) : IoMessage.of(e)));
            return kind.inMemory(table);
        }
        listener.written(file, (System.nanoTime() - start) / 1e9);
        return kind.open();
    }

    /** Something that is not a file is where the table belongs: never replaced, never opened. */
    private <T, E extends AtomicFile.Content> T buildInMemory(CachedFile<T, E> kind, Listener listener, TableException notAFile) {
        E table = build(kind, listener);
        listener.notCached(kind.file, notAFile.detail() + "; it is left as it is");
        return kind.inMemory(table);
    }

    private <E extends AtomicFile.Content> E build(CachedFile<?, E> kind, Listener listener) {
        Rules rules = kind.rules;
        double[] last = {0};
        E table = kind.build(fraction -> {
            last[0] = fraction;
            listener.solving(rules, fraction);
        });
        if (last[0] < 1.0) {
            listener.solving(rules, 1.0); // the contract promises a final 1.0
        }
        return table;
    }
}
