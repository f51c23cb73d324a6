package org.yahtzee.grade;

import java.util.Arrays;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/**
 * The memory a batch of {@link GameGrader#gradeAll(java.util.List, int, BatchMemory)} is graded
 * in, kept for the next batch: its arrays grow to the largest batch and are reused after, so a
 * long run of batches allocates little that outlives a batch. The games graded in it read it
 * until it grades the next batch, and no longer. For one grading at a time.
 */
public final class BatchMemory {
    /*
     * Implementation notes.
     *  1. Why: a batch graded in fresh arrays (about 1.8 KB a game with its decisions packed,
     *     TurnSlots) outgrew the serial collector's survivor spaces from a few thousand games
     *     on, so each batch's arrays were promoted and the old generation filled with dead ones.
     *     Reused, they are promoted once.
     *  2. The lane analyzers (1 MB each) are kept too, for the values they were made for.
     */

    // By game: where its turns begin (one more entry for the end), its card after the last turn,
    // whether it was played as the policy table plays (GroupedGrading note 6).
    int[] firstTurn = new int[1];
    Scorecard[] lastCard = new Scorecard[0];
    boolean[] asPolicy = new boolean[0];
    // By turn in game order, then by place in state order: see GroupedGrading.
    int[] startOf = new int[0];
    long[] movesOf = new long[0];
    int[] positionOf = new int[0];
    int[] startAt = new int[0];
    long[] movesAt = new long[0];
    final TurnSlots slots = new TurnSlots(0);
    /** Counters of the sort by state, cleared for each batch. */
    int[] counters;
    /** One lane analyzer a worker, for {@link #analyzersFor}'s values. */
    LaneTurnAnalyzer[] analyzers = new LaneTurnAnalyzer[0];
    private StateValues analyzersFor;
    /** Batches graded in this memory: a graded batch that reads it checks it is still the last. */
    int generation;

    /** Memory for batches; it grows with the first ones. */
    public BatchMemory() {
    }

    /**
     * Makes room for batches of up to {@code games} games of 13 turns at once, so that batches
     * that grow up to that size (grade's first ones: GradingPipeline) do not leave the arrays
     * of each smaller one behind, promoted and dead. Arrays that large already are kept: a call
     * for each batch allocates once.
     */
    public void reserve(int games) {
        grow(games, games * Category.COUNT);
    }

    /** Makes room for a batch of {@code games} games and {@code turns} turns. */
    void fit(int games, int turns) {
        generation++;
        grow(games, turns);
        if (counters == null) {
            counters = new int[StateIndex.STATES + 1];
        } else {
            Arrays.fill(counters, 0);
        }
    }

    private void grow(int games, int turns) {
        if (lastCard.length < games) {
            firstTurn = new int[games + 1];
            lastCard = new Scorecard[games];
            asPolicy = new boolean[games];
        } else {
            Arrays.fill(lastCard, 0, games, null);
        }
        if (startOf.length < turns) {
            startOf = new int[turns];
            movesOf = new long[turns];
            positionOf = new int[turns];
            startAt = new int[turns];
            movesAt = new long[turns];
        }
        slots.fit(turns);
    }

    /** Room for a lane analyzer a worker ({@code threads}), kept if made for {@code values}: null until a worker makes its own. */
    LaneTurnAnalyzer[] analyzers(int threads, StateValues values) {
        if (analyzersFor != values || analyzers.length < threads) {
            analyzers = new LaneTurnAnalyzer[threads];
            analyzersFor = values;
        }
        return analyzers;
    }
}
