package org.yahtzee.cli.grade;

import java.util.List;
import java.util.function.Supplier;
import org.yahtzee.engine.Engine;
import org.yahtzee.grade.BatchGrades;
import org.yahtzee.grade.TurnPlay;

/**
 * Whether, and while, a record's batches are graded with the engine's policy table
 * ({@link Engine#gradeForFigures}): the table opened once the record is known to be large and
 * the first turns of its first cards nearly all lose nothing, then used while it spares most
 * games of a batch their analyses (GradingPipeline note 9). One record's, on its grading thread.
 */
final class PolicyUse {
    /** A record of this many bytes or more (about 20,000 games of one player in text) is large. */
    static final long FROM_BYTES = 16L << 20;
    /** A record of unknown size (standard input) is large once this many cards are graded. */
    static final int FROM_CARDS = 16384;
    /** The share of a batch's games the table must spare their analyses for it to be used for the next. */
    static final double SHARE = 0.5;
    /** The first cards whose first turns tell whether a record plays as the table. */
    static final int OPENINGS = 64;
    /** The share of them that must lose nothing for the table to be opened. */
    static final double LOSSLESS_OPENINGS = 0.9;

    /** The sizes from which a record is large: the constants but in tests. */
    private long fromBytes = FROM_BYTES;
    private int fromCards = FROM_CARDS;
    /** Whether the table was asked to open, whether it is, and whether it still spares enough analyses. */
    private boolean asked;
    private boolean opened;
    private boolean pays;

    /**
     * Whether to grade the next batch with the table: asked of {@code engine} once, when the
     * record ({@code recordBytes}, -1 if unknown; {@code cardsDone} graded so far) is large and
     * {@code openings} (its first cards' first turns) nearly all lose nothing.
     */
    boolean now(Engine engine, long recordBytes, int cardsDone, Supplier<List<TurnPlay>> openings) {
        if (!asked && (recordBytes >= fromBytes || recordBytes < 0 && cardsDone >= fromCards)) {
            asked = true;
            opened = engine.losslessOpenings(openings.get()) >= LOSSLESS_OPENINGS && engine.openPolicy();
            pays = opened;
        }
        return pays;
    }

    /** A batch graded with the table: the next is too only if it spared at least {@link #SHARE} of these games. */
    void graded(BatchGrades grades) {
        int unanalysed = 0;
        for (int g = 0; g < grades.size(); g++) {
            unanalysed += grades.unanalysed(g) ? 1 : 0;
        }
        pays = !grades.isEmpty() && unanalysed >= SHARE * grades.size();
    }

    /** Whether the table was opened for this record (tests). */
    boolean opened() {
        return opened;
    }

    /** A record is large from {@code bytes}, or {@code cards} graded of one of unknown size, instead (tests). */
    void from(long bytes, int cards) {
        fromBytes = bytes;
        fromCards = cards;
    }
}
