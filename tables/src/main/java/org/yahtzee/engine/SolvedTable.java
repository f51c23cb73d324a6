package org.yahtzee.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableReader;
import org.yahtzee.tables.TableWriter;

/**
 * A rule set solved from scratch ({@link Yahtzee#solve}), in double precision, ready to be
 * written as a value table: into the cache, replacing the one there, or to a file of one's own.
 */
public final class SolvedTable {
    private final Yahtzee owner;
    private final SolvedValues values;
    private final double seconds;

    SolvedTable(Yahtzee owner, SolvedValues values, double seconds) {
        this.owner = owner;
        this.values = values;
        this.seconds = seconds;
    }

    /** The rules solved. */
    public Rules rules() {
        return values.rules();
    }

    /** The expected final score of a new game under optimal play, in double precision (the table stores the same double). */
    public double expectedScore() {
        return values.expectedScore();
    }

    /** The time the solve took. */
    public double seconds() {
        return seconds;
    }

    /**
     * Writes the table into the cache, replacing the one there, under the cache's lock: a first
     * use of the table elsewhere meanwhile waits for this one and reads it, rather than solving
     * too.
     *
     * @return the file written
     * @throws IOException if it cannot be written
     */
    public Path writeToCache() throws IOException {
        // Silent, as solve has always been: it reports what it wrote, not what it waited for.
        return owner.cache().write(values, TableCache.Listener.SILENT);
    }

    /**
     * Writes the table to {@code file}, atomically (never over something that is not a regular file).
     *
     * @throws IOException if it cannot be written
     */
    public void writeTo(Path file) throws IOException {
        TableWriter.write(values, file);
    }

    /**
     * The table written at {@code file} read back with every check, for these rules: what is
     * reported written is a valid table.
     *
     * @throws TableException if it does not check out
     * @throws IOException    if its size cannot be read
     */
    public TableFile check(Path file) throws IOException {
        return CacheFiles.table(file, TableReader.open(file, rules()).header(), Files.size(file)).build();
    }
}
