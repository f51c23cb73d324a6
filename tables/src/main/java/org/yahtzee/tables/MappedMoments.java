package org.yahtzee.tables;

import java.nio.DoubleBuffer;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;

/**
 * Second moments of a checked table, one float64 per state: a file's payload mapped read-only
 * ({@link TableReader#openMoments}), or, when a {@link TableCache} could not write what it
 * computed, the bytes the file would have held. Immutable and safe to share between threads.
 */
public final class MappedMoments implements SecondMoments {
    private final TableHeader header;
    private final Rules rules;
    private final DoubleBuffer moments;

    MappedMoments(TableHeader header, Rules rules, DoubleBuffer moments) {
        this.header = header;
        this.rules = rules;
        this.moments = moments;
    }

    /** The checked header of the file. */
    public TableHeader header() {
        return header;
    }

    @Override
    public Rules rules() {
        return rules;
    }

    /** The stored float64 (an absolute read: no lock needed). */
    @Override
    public double secondMoment(int stateIndex) {
        return moments.get(stateIndex);
    }
}
