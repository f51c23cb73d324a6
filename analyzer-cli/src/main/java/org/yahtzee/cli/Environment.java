package org.yahtzee.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.yahtzee.engine.EngineListener;
import org.yahtzee.engine.FigureMemory;
import org.yahtzee.engine.WinTurnMemory;
import org.yahtzee.engine.Yahtzee;

/**
 * What the commands take from outside their command line: the table cache, whether a person is
 * at the keyboard (play's line editing), whether a person watches standard error (the progress
 * lines) and, in tests, exact figures kept from earlier runs. Tests pass their own, so they
 * never touch the user's cache.
 *
 * @param cacheDirectory the table cache, or null for the user's (the engine's default)
 * @param terminal       true if standard input and output are a terminal (a person types)
 * @param progress       true if progress may be drawn on stderr with {@code \r} updates; null:
 *                       whether stderr is a terminal, found out when a progress line first asks
 * @param memory         exact figures kept between the runs of one JVM (tests), or null: compute
 *                       them at every run, as a real run (one command per JVM) does
 * @param winTurns       the win goal's turns kept between the runs and servers of one JVM (tests
 *                       whose caches hold equal tables): a grade finds its turns there, a server's
 *                       memory asks it for those it does not hold; or null: each solves its own
 */
public record Environment(Path cacheDirectory, boolean terminal, Boolean progress, FigureMemory memory,
        WinTurnMemory winTurns) {
    /*
     * Implementation notes. A nullable path rather than a Supplier: each lambda or method
     * reference on the start-up path has its class spun at run time (the JDK's own, from the
     * class-data archive, do not), and this one would run on every start, help and version
     * included. For the same reason stderr is looked at only when a progress line is about to be
     * drawn, which a command answering from a cached table never does.
     */

    /** An environment that keeps no win turns between runs. */
    public Environment(Path cacheDirectory, boolean terminal, Boolean progress, FigureMemory memory) {
        this(cacheDirectory, terminal, progress, memory, null);
    }

    /** A test's environment: progress drawn exactly when {@code terminal} says, figures computed. */
    public Environment(Path cacheDirectory, boolean terminal) {
        this(cacheDirectory, terminal, terminal, null);
    }

    /** A test's environment that keeps exact figures between its runs. */
    public Environment(Path cacheDirectory, boolean terminal, FigureMemory memory) {
        this(cacheDirectory, terminal, terminal, memory);
    }

    /** The real one: the user's cache, the JVM's console, and stderr as it is. */
    public static Environment system() {
        // System.console() is null when stdin or stdout is redirected (Java 17).
        return new Environment(null, System.console() != null, null, null);
    }

    /**
     * True if a person may be watching standard error: progress lines are drawn there even when
     * standard output goes to a file ({@code report distribution --json > d.json}).
     */
    public boolean showsProgress() {
        return progress != null ? progress : StandardError.isTerminal();
    }

    /**
     * The engine over this environment's table cache, its work and the cache's notes told on
     * {@code err}; nothing is read until a command asks for an answer.
     */
    public Yahtzee yahtzee(PrintWriter err) {
        return builder(new TableLoading(err, this)).build();
    }

    /**
     * As {@link #yahtzee(PrintWriter)}, the engine's events told to {@code listener} instead: the
     * server's, which passes them on to a {@link TableLoading} and also watches a build's progress.
     */
    public Yahtzee yahtzee(EngineListener listener) {
        return builder(listener).build();
    }

    /** As {@link #yahtzee(PrintWriter)}, the engine's own long work on {@code threads} threads ({@code --threads}). */
    public Yahtzee yahtzee(PrintWriter err, int threads) {
        return builder(new TableLoading(err, this)).threads(threads).build();
    }

    /** The table cache's folder: this environment's, or the user's (it may not exist yet). */
    public Path cacheFolder() {
        return Yahtzee.builder().cacheFolder(cacheDirectory).build().cacheFolder();
    }

    private Yahtzee.Builder builder(EngineListener listener) {
        return Yahtzee.builder().cacheFolder(cacheDirectory).listener(listener).memory(memory);
    }
}
