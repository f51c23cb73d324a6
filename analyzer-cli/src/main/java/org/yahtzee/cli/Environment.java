package org.yahtzee.cli;

import java.nio.file.Path;
import org.yahtzee.cli.report.KeptFigures;
import org.yahtzee.tables.TableCache;

/**
 * What the commands take from outside their command line: the table cache, whether a person is
 * watching (for the progress line) and, in tests, exact figures kept from earlier runs. Tests
 * pass their own, so they never touch the user's cache.
 *
 * @param cacheDirectory the table cache, or null for the user's ({@link TableCache#fromEnvironment})
 * @param terminal       true if progress may be drawn on stderr with {@code \r} updates
 * @param keptFigures    exact figures kept between the runs of one JVM (tests), or null: compute
 *                       them at every run, as a real run (one command per JVM) does
 */
public record Environment(Path cacheDirectory, boolean terminal, KeptFigures keptFigures) {
    /*
     * Implementation notes. A nullable path rather than a Supplier<TableCache>: each lambda or
     * method reference on the start-up path has its class spun at run time (the JDK's own, from
     * the class-data archive, do not), and this one would run on every start, help and version
     * included.
     */

    public Environment(Path cacheDirectory, boolean terminal) {
        this(cacheDirectory, terminal, null);
    }

    /** The real one: the user's cache and the JVM's console. */
    public static Environment system() {
        // System.console() is null when stdin or stdout is redirected (Java 17): then no \r lines.
        return new Environment(null, System.console() != null);
    }

    /** Only commands that need the cache ask for it, so start-up never reads the environment. */
    public TableCache cache() {
        return cacheDirectory == null ? TableCache.fromEnvironment() : new TableCache(cacheDirectory);
    }
}
