package org.yahtzee.tables;

import java.nio.FloatBuffer;
import java.nio.file.Path;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;

/**
 * State values read from a checked table file: the payload memory-mapped read-only, one float32
 * per state. Immutable and safe to share between threads. Obtained from {@link TableReader}.
 */
public final class MappedTable implements StateValues {
    /*
     * Implementation notes. FloatBuffer.get(int) is an absolute read and never moves the
     * buffer's position, so concurrent readers need no lock. The mapping lives as long as this
     * object is reachable (the JDK unmaps on GC); a table renamed over or deleted meanwhile does
     * not affect it, since writers never modify a table file in place.
     */

    private final Path file;
    private final TableHeader header;
    private final Rules rules;
    private final FloatBuffer values;

    MappedTable(Path file, TableHeader header, Rules rules, FloatBuffer values) {
        this.file = file;
        this.header = header;
        this.rules = rules;
        this.values = values;
    }

    /** The checked header of the file. */
    public TableHeader header() {
        return header;
    }

    @Override
    public Rules rules() {
        return rules;
    }

    /**
     * The stored float32 as a double.
     *
     * @throws IndexOutOfBoundsException unless 0 <= stateIndex < StateIndex.STATES
     */
    @Override
    public double value(int stateIndex) {
        return values.get(stateIndex);
    }

    @Override
    public String toString() {
        return "MappedTable[" + file + ", " + rules.canonicalName() + "]";
    }
}
