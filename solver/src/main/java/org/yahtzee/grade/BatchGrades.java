package org.yahtzee.grade;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The games of one batch of {@link GameGrader#gradeAll(List, int, BatchMemory)}: each game made
 * when it is read, and, cheaper, its {@link #figures} alone. Both read the batch's memory, so
 * only until it grades the next batch: then they throw IllegalStateException.
 */
public final class BatchGrades extends AbstractList<GradedGame> implements RandomAccess {
    /*
     * Implementation notes. A game made from the memory reads each of its decisions (five
     * arrays, the slots in state order, so scattered) and makes a Decision of each, 38 a game:
     * 53% of the printer thread's CPU samples of a text grade of 100,000 games (JFR, 62 of
     * 117; making the card's records again 15 more), where a game with nothing flagged prints
     * only its figures. figures reads the losses alone, as the game's own sum does.
     */

    /** The grading whose memory is read, or null for games graded one by one (eager). */
    private final GroupedGrading grading;
    private final int generation;
    private final List<GradedGame> eager;

    /** Games of a grouped grading, made from its memory when read. */
    BatchGrades(GroupedGrading grading, int generation) {
        this.grading = grading;
        this.generation = generation;
        this.eager = null;
    }

    /** Games graded already (a batch too small to group). */
    BatchGrades(List<GradedGame> eager) {
        this.grading = null;
        this.generation = 0;
        this.eager = eager;
    }

    @Override
    public GradedGame get(int g) {
        if (eager != null) {
            return eager.get(g);
        }
        check();
        return grading.assemble(Objects.checkIndex(g, size()));
    }

    /** Game {@code g}'s figures, without making the game: the same as {@code get(g).figures()}. */
    public GameFigures figures(int g) {
        if (eager != null) {
            return eager.get(g).figures();
        }
        check();
        return grading.figures(Objects.checkIndex(g, size()));
    }

    /**
     * Whether game {@code g} was graded from a policy table, its turns not analysed
     * ({@link GameGrader#gradeAll(List, int, BatchMemory, org.yahtzee.policy.PolicyTable)}).
     */
    public boolean unanalysed(int g) {
        if (eager != null) {
            return false;
        }
        check();
        return grading.asPolicy(Objects.checkIndex(g, size()));
    }

    @Override
    public int size() {
        return eager != null ? eager.size() : grading.games();
    }

    private void check() {
        if (grading.generation() != generation) {
            throw new IllegalStateException("a graded batch was read after its memory graded the next");
        }
    }
}
