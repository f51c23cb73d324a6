package org.yahtzee.tables;

import java.nio.DoubleBuffer;
import java.nio.file.Path;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/**
 * State values of a checked table, one float64 per state: the payload of a file memory-mapped
 * read-only (from {@link TableReader}), or, when a {@link TableCache} could not write the table
 * it solved, the bytes the file would have held, in memory. Either way the values are the same
 * float64s. Immutable and safe to share between threads.
 */
public final class MappedTable implements StateValues {
    /*
     * Implementation notes. DoubleBuffer.get(int) is an absolute read and never moves the
     * buffer's position, so concurrent readers need no lock. The mapping lives as long as this
     * object is reachable (the JDK unmaps on GC); a table renamed over or deleted meanwhile does
     * not affect it, since writers never modify a table file in place.
     */

    private final Path file;
    private final TableHeader header;
    private final Rules rules;
    private final DoubleBuffer values;
    private final boolean mapped;

    MappedTable(Path file, TableHeader header, Rules rules, DoubleBuffer values, boolean mapped) {
        this.file = file;
        this.header = header;
        this.rules = rules;
        this.values = values;
        this.mapped = mapped;
    }

    /** The checked header of the file. */
    public TableHeader header() {
        return header;
    }

    /** The table file; for a table in memory, the file the cache could not write. */
    Path file() {
        return file;
    }

    /** True if the values are mapped from {@link #file}; false if they are held in memory. */
    boolean isMapped() {
        return mapped;
    }

    @Override
    public Rules rules() {
        return rules;
    }

    /**
     * The stored float64.
     *
     * @throws IndexOutOfBoundsException unless 0 <= stateIndex < StateIndex.STATES
     */
    @Override
    public double value(int stateIndex) {
        return values.get(stateIndex);
    }

    @Override
    public String toString() {
        return "MappedTable[" + (mapped ? "" : "in memory, not ") + file + ", " + rules.canonicalName() + "]";
    }
}
