package org.yahtzee.tables;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.DoubleConsumer;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * Writes the solved values of a reach goal as a reach table ({@link GoalTableFormat}),
 * atomically as {@link TableWriter} does: the path names the old file or the whole new one.
 */
public final class GoalTableWriter {

    private GoalTableWriter() {
    }

    /**
     * Encodes every solved lane (a lane that states share, once) and writes the file.
     *
     * @throws IOException              if the file cannot be written; the old file stays
     * @throws IllegalArgumentException if the values are not of a reach goal, a value is not in
     *                                  0..1 or rises with the need, or the rules name does not
     *                                  fit; nothing is written
     */
    public static void write(GoalValues values, Path file) throws IOException {
        AtomicFile.write(file, encode(values));
    }

    /** The file of values held whole (lanes may be shared by any states), encoded on this thread. */
    static EncodedGoalTable encode(GoalValues values) {
        if (!values.utility().isStep()) {
            throw new IllegalArgumentException("a reach table holds a reach goal, not a general utility");
        }
        GoalTableEncoder encoder = new GoalTableEncoder(true);
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            encoder.solved(mask, values);
        }
        return encoder.finish(values.rules(), values.utility().span(), values.rootState(), values.rootNeed(),
                values.rootLeast());
    }

    /**
     * The reach table of {@code rules}, every target 0..{@link GoalSolver#TARGET_MAX} from the
     * empty card, solved on {@code threads} threads (progress as GoalSolver reports it), each
     * mask encoded by the thread that solved it as soon as it is solved: two levels of float
     * lanes and the encoded file are held, not the whole table's lanes.
     */
    static EncodedGoalTable solveReach(Rules rules, int threads, DoubleConsumer progress) {
        GoalTableEncoder encoder = new GoalTableEncoder(false);
        GoalSolver.solveFrom(rules, 0, 0, false, 0, FinalUtility.reach(GoalSolver.TARGET_MAX), threads, progress, encoder);
        return encoder.finish(rules, GoalSolver.TARGET_MAX, StateIndex.index(0, 0, false), GoalSolver.TARGET_MAX, 0);
    }
}
