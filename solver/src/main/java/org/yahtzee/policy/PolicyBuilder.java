package org.yahtzee.policy;

import java.nio.ShortBuffer;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.DoubleConsumer;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.ParallelLoop;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

/**
 * Builds a {@link PolicyTable} from a rule set's values: every reachable state's turn is
 * analysed once ({@link TurnAnalyzer}) and every roll's three decisions taken with
 * {@link TurnPolicy}, the advisor's tie rule, so the table decides as the advisor does.
 */
public final class PolicyBuilder {
    /*
     * Implementation notes. Work is split by usedMask (8,192 items; a mask holds 1 to 128
     * states), each worker with its own analysis and row scratch, and every row is put at its
     * own place in the buffer, so the result does not depend on the thread count. A state
     * costs one analysis (~6 us) and 252 x (two keep scans + one box scan).
     */

    private PolicyBuilder() {
    }

    /** Builds the whole table in a new heap buffer (270 MB). */
    public static PolicyTable build(StateValues values, int threads, DoubleConsumer progress) {
        ShortBuffer entries = ShortBuffer.allocate(Math.toIntExact(PolicyTable.ENTRIES));
        fill(values, threads, progress, entries);
        return new PolicyTable(values.rules(), entries);
    }

    /**
     * Writes every entry into {@code entries} ({@link PolicyTable#ENTRIES} of them from index 0),
     * reporting the fraction of masks done (0..1, the last 1.0) from the calling thread.
     */
    public static void fill(StateValues values, int threads, DoubleConsumer progress, ShortBuffer entries) {
        TurnAnalyzer analyzer = new TurnAnalyzer(values);
        int masks = Category.ALL_USED + 1;
        TurnValues[] turns = new TurnValues[threads];
        short[][] rows = new short[threads][PolicyTable.ROW];
        AtomicInteger done = new AtomicInteger();
        int[] reportedSteps = {0}; // worker 0's: the steps of 256 masks it has reported
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-policy")) {
            loop.run(masks, (worker, usedMask) -> {
                if (usedMask != Category.ALL_USED) { // game-over rows stay zero
                    turns[worker] = fillMask(analyzer, usedMask, turns[worker], rows[worker], entries);
                }
                int finished = done.incrementAndGet();
                // Every step passed since worker 0's last report, not only the exact multiples of
                // 256 it happens to finish itself (with two workers about half of them: a test
                // asking for more than 10 of 32 reports failed once).
                if (worker == 0 && finished / 256 > reportedSteps[0]) {
                    reportedSteps[0] = finished / 256;
                    progress.accept(finished / (double) masks);
                }
            });
        }
        progress.accept(1.0);
    }

    private static TurnValues fillMask(TurnAnalyzer analyzer, int usedMask, TurnValues reuse, short[] row,
                                       ShortBuffer entries) {
        TurnValues turn = reuse;
        for (int flag = 0; flag < StateIndex.yahtzeeFlags(usedMask); flag++) {
            boolean yahtzeeHolds50 = flag == 1;
            for (long upper = StateIndex.reachableUpperTotals(usedMask); upper != 0; upper &= upper - 1) {
                int upperTotal = Long.numberOfTrailingZeros(upper);
                turn = analyzer.analyze(usedMask, upperTotal, yahtzeeHolds50, turn);
                fillRow(turn, row);
                entries.put(StateIndex.index(usedMask, upperTotal, yahtzeeHolds50) * PolicyTable.ROW, row);
            }
        }
        return turn;
    }

    /** The 252 entries of an analysed turn's state, by rollId: the one rule every table is built by. */
    public static void fillRow(TurnValues turn, short[] row) {
        for (int rollId = 0; rollId < PolicyTable.ROW; rollId++) {
            row[rollId] = (short) PolicyTable.encode(TurnPolicy.bestKeepIndex(turn, rollId, 2),
                    TurnPolicy.bestKeepIndex(turn, rollId, 1), TurnPolicy.bestBox(turn, rollId).id());
        }
    }
}
