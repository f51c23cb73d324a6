package org.yahtzee.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.Session;
import org.yahtzee.goal.WinAnalyzer;
import org.yahtzee.goal.WinMatch;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.Solver;
import org.yahtzee.solver.StaticTables;
import org.yahtzee.state.StateIndex;
import org.yahtzee.tables.GoalTableFormat;
import org.yahtzee.tables.GoalTableProof;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableFormat;
import org.yahtzee.tables.TableReader;

/**
 * The engine's one entry point: a table cache and the engines that answer from it, one per rule
 * set ({@link #engine}). Made by {@link #builder()}: the cache's folder (the user's by default),
 * who hears of the engine's long work and of what the cache did ({@link EngineListener}), and
 * the threads of that work. Besides the engines it solves a rule set from scratch
 * ({@link #solve}) and checks the files of a cache ({@link #inspect}, {@link #verify}).
 * Thread-safe: the engines it hands out are shared by every thread that asks.
 *
 * <pre>{@code
 * Engine engine = Yahtzee.builder().build().engine(Rules.OFFICIAL);
 * Advice advice = engine.advise(Scorecard.empty(Rules.OFFICIAL), Dice.of(1, 2, 3, 4, 4), 2);
 * }</pre>
 */
public final class Yahtzee {
    /*
     * Implementation notes. Nothing is read or built when an instance is made: the user's cache
     * folder is looked up (the environment) when a table is first needed, so that a command
     * that needs none (help, version) starts as fast as a bare JVM. The engines' map is filled
     * with get and putIfAbsent rather than computeIfAbsent and a lambda: advise goes through here
     * at every start, and a lambda's class is spun at run time (docs/startup.md).
     */

    /** The highest total a card can hold: every box at its best and twelve Yahtzee bonuses. */
    public static final int MAX_SCORE = ScoreDistribution.MAX_SCORE;
    /** The reachable turn-start states, the entries of every table. */
    public static final int STATES = StateIndex.STATES;
    /** The highest target the reach table answers: the range of {@link Policy#reach}. */
    public static final int REACH_TARGET_MAX = GoalSolver.TARGET_MAX;
    /** How far a reach table's values may be from an exact solve's (they are quantised). */
    public static final double REACH_ERROR_BOUND = GoalTableProof.ERROR_BOUND;
    /** A reach table keeps each P(final total at least T) quantised to 2^-this. */
    public static final int REACH_QUANTISATION_BITS = GoalTableFormat.QUANTISATION_BITS;
    /** The format version of the value tables this engine reads and writes. */
    public static final int TABLE_FORMAT_VERSION = TableFormat.VERSION;
    /**
     * Under the win goal, the advice and a decision's judgement ({@link GoalPlay#advise},
     * {@link GoalPlay#hold}, {@link GoalPlay#box}, {@link GoalPlay#gradeAsAdvised}) are exact from
     * this many open boxes on; before, an estimate.
     */
    public static final int WIN_EXACT_OPEN_MAX = WinAnalyzer.DECISION_EXACT_OPEN_MAX;
    /**
     * Under the win goal, a graded game ({@link GoalPlay#grade}) is exact from this many open boxes
     * on; before, an estimate.
     */
    public static final int WIN_GRADE_EXACT_OPEN_MAX = WinAnalyzer.GRADE_EXACT_OPEN_MAX;
    /** The most games a session has (the rule sheets' six). */
    public static final int SESSION_MAX_GAMES = Session.MAX_GAMES;
    /** The most games of {@link Simulation#winMatch}: a few a second. */
    public static final int WIN_MATCH_MAX_GAMES = WinMatch.MAX_GAMES;

    private final Path folder;
    private final EngineListener listener;
    private final FigureMemory memory;
    private final int threads;
    private final Map<Rules, Engine> engines = new ConcurrentHashMap<>();
    private volatile TableCache cache;

    private Yahtzee(Builder b) {
        this.folder = b.folder;
        this.listener = b.listener;
        this.memory = b.memory;
        this.threads = b.threads;
    }

    /** A builder of an instance: the user's cache, a silent listener, every processor. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Starts building the solver's static tables (the numbering of dice and states, about 15 ms
     * interpreted) on a second thread, so that a program that starts for one answer does other
     * work meanwhile: the command line reads its arguments.
     */
    public static void prepareInBackground() {
        StaticTables.buildInBackground();
    }

    /** The engine of {@code rules}: made on first use, then the same for every caller. */
    public Engine engine(Rules rules) {
        Engine engine = engines.get(rules);
        if (engine == null) {
            engine = new Engine(this, rules);
            Engine first = engines.putIfAbsent(rules, engine);
            if (first != null) {
                engine = first;
            }
        }
        return engine;
    }

    /**
     * The folder of the cache (it may not exist yet): the builder's, or the user's:
     * {@code $YAHTZEE_TABLES} if set, else {@code $XDG_CACHE_HOME/yahtzee}, else
     * {@code ~/.cache/yahtzee}.
     */
    public Path cacheFolder() {
        return cache().directory();
    }

    /** The cache's file of the value table of {@code rules}, e.g. {@code official.ytable}. */
    public Path tableFile(Rules rules) {
        return cache().pathFor(rules);
    }

    /**
     * Solves {@code rules} from scratch, whatever the cache holds, in double precision on the
     * builder's threads (about half a second on two cores); the progress goes to the listener
     * ({@link Work.Kind#SOLVE}). An instance given a {@link FigureMemory} that holds the rules'
     * values takes those instead, with no progress: the same doubles, solved in this JVM.
     */
    public SolvedTable solve(Rules rules) {
        long start = System.nanoTime();
        SolvedValues values = solveNow(rules);
        return new SolvedTable(this, values, (System.nanoTime() - start) / 1e9);
    }

    /**
     * What {@code file}, a file of a table cache of any kind, holds: its kind and header, and
     * whether the rest checks out ({@link TableFile#problem}).
     *
     * @throws TableException if its header does not read: the reader's error (not found, not a
     *                        regular file, bad magic, ...)
     * @throws IOException    if its size cannot be read
     */
    public TableFile inspect(Path file) throws IOException {
        return new CacheFiles(this).inspect(file);
    }

    /**
     * Checks {@code file} completely, as the engine checks a file before it uses it: header,
     * rules ({@code expected}, or null for any), length, CRC32C, every value's range; with
     * {@code deep} also computes it again from a new solve and compares every value (half a
     * second to a minute by the kind; progress to the listener).
     *
     * @throws TableException naming the first check that fails
     * @throws IOException    if its size cannot be read
     */
    public TableFile verify(Path file, Rules expected, boolean deep) throws IOException {
        return new CacheFiles(this).verify(file, expected, deep);
    }

    /**
     * Why the header of {@code file} does not read as a value table's, or null if it does: a
     * caller about to replace a file can tell a table (even a damaged one) from something else
     * ({@link TableException.Problem#BAD_MAGIC}).
     */
    public static TableException tableHeaderProblem(Path file) {
        try {
            TableReader.readHeader(file);
            return null;
        } catch (TableException e) {
            return e;
        }
    }

    TableCache cache() {
        TableCache c = cache;
        if (c == null) {
            c = folder == null ? TableCache.fromEnvironment() : new TableCache(folder);
            cache = c;
        }
        return c;
    }

    EngineListener listener() {
        return listener;
    }

    /** The figures kept between instances, or null. */
    FigureMemory memory() {
        return memory;
    }

    /** The threads of the engines' own long work: solves in double precision, distributions, solves from a card. */
    int threads() {
        return threads;
    }

    /**
     * The rules' values in double precision: the memory's if it holds them (nothing told to the
     * listener: nothing is solved), else solved now on the builder's threads, their progress
     * (from 0) to the listener, and kept in the memory if there is one. A solve gives the same
     * doubles on any number of threads (SolverTest compares them bit for bit), so kept values
     * are what a solve here would give.
     */
    SolvedValues solveNow(Rules rules) {
        return memory == null ? solveWithProgress(rules) : memory.values(rules, () -> solveWithProgress(rules));
    }

    private SolvedValues solveWithProgress(Rules rules) {
        try (CacheEvents events = new CacheEvents(listener, Work.of(Work.Kind.SOLVE, rules))) {
            events.accept(0);
            return Solver.solve(rules, threads, events);
        }
    }

    /** Sets up a {@link Yahtzee}; every setting has a default. Not thread-safe. */
    public static final class Builder {
        private Path folder;
        private EngineListener listener = EngineListener.SILENT;
        private FigureMemory memory;
        private int threads = Runtime.getRuntime().availableProcessors();

        private Builder() {
        }

        /** The cache's folder (made when the first file is written); null: the user's (the default). */
        public Builder cacheFolder(Path folder) {
            this.folder = folder;
            return this;
        }

        /** Who hears of the engine's long work and of what the cache did (default {@link EngineListener#SILENT}). */
        public Builder listener(EngineListener listener) {
            if (listener == null) {
                throw new IllegalArgumentException("listener must not be null: EngineListener.SILENT hears nothing");
            }
            this.listener = listener;
            return this;
        }

        /** Exact figures shared with other instances in this JVM (default none). */
        public Builder memory(FigureMemory memory) {
            this.memory = memory;
            return this;
        }

        /**
         * The threads of the engines' own long work: solves in double precision, exact
         * distributions, solves from a card (default one per processor; the cache's first-use
         * solves of its tables take every processor). Answers are the same on any number.
         *
         * @throws IllegalArgumentException for fewer than one
         */
        public Builder threads(int threads) {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be 1 or more, was " + threads);
            }
            this.threads = threads;
            return this;
        }

        /** The instance; nothing is read or built yet. */
        public Yahtzee build() {
            return new Yahtzee(this);
        }
    }
}
