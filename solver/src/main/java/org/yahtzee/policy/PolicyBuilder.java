package org.yahtzee.policy;

import java.nio.ShortBuffer;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import org.yahtzee.advice.LaneDecisions;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.ParallelLoop;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * Builds a {@link PolicyTable} from a rule set's values: every reachable state's turn is
 * analysed once ({@link LaneTurnAnalyzer}: TurnAnalyzer's values, bit for bit) and every roll's
 * three decisions taken with {@link TurnPolicy}'s rule, the advisor's tie rule, so the table
 * decides as the advisor does.
 */
public final class PolicyBuilder {
    /*
     * Implementation notes. Work is split by usedMask (8,192 items; a mask holds 1 to 128
     * states), each worker with its own analysis and row scratch, and every row is put at its
     * own place in the buffer, so the result does not depend on the thread count. The states
     * of a mask are analysed 32 at a time (LaneTurnAnalyzer) and decided together
     * (LaneDecisions: TurnPolicy.bestKeepIndex and Advisor.bestBox for all lanes at once); a
     * state whose turn is the state's before it (mostly the upper totals from which the bonus is
     * out of reach: 41% of the states, LaneTurnAnalyzer note 4) takes its row.
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
        fill(threads, progress, () -> new MaskFiller(values, entries)::fill);
    }

    /**
     * {@link #fill(StateValues, int, DoubleConsumer, ShortBuffer)} with another filler per
     * thread (StatePassBenchmark's frozen one: benchmarks module, same package), each taking a
     * mask and writing its states' rows.
     */
    static void fill(int threads, DoubleConsumer progress, Supplier<IntConsumer> fillerFactory) {
        int masks = Category.ALL_USED + 1;
        IntConsumer[] fillers = new IntConsumer[threads];
        for (int w = 0; w < threads; w++) {
            fillers[w] = fillerFactory.get();
        }
        AtomicInteger done = new AtomicInteger();
        int[] reportedSteps = {0}; // worker 0's: the steps of 256 masks it has reported
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-policy")) {
            loop.run(masks, (worker, usedMask) -> {
                if (usedMask != Category.ALL_USED) { // game-over rows stay zero
                    fillers[worker].accept(usedMask);
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

    /** One worker's analyses and row scratch: writes the rows of whole masks. */
    private static final class MaskFiller
            implements LaneTurnAnalyzer.BatchVisitor, LaneTurnAnalyzer.StateFilter, LaneTurnAnalyzer.DuplicateVisitor {
        private final LaneTurnAnalyzer analyzer;
        private final LaneDecisions decisions = new LaneDecisions();
        private final ShortBuffer entries;
        private final short[] row = new short[PolicyTable.ROW];

        MaskFiller(StateValues values, ShortBuffer entries) {
            this.analyzer = new LaneTurnAnalyzer(values);
            this.entries = entries;
        }

        void fill(int usedMask) {
            analyzer.analyzeMask(usedMask, this, this, this);
        }

        @Override
        public boolean wanted(int stateIndex) {
            return true;
        }

        @Override
        public boolean sameNext(int next, int earlierNext) {
            return true; // the decisions follow from the values alone
        }

        @Override
        public void duplicate(int stateIndex, int sameAs, int upperTotal, boolean yahtzeeHolds50) {
            entries.get(sameAs * PolicyTable.ROW, row);
            entries.put(stateIndex * PolicyTable.ROW, row);
        }

        @Override
        public void visit(int[] stateIndex, int lanes) {
            decisions.decide(analyzer, lanes);
            for (int lane = 0; lane < lanes; lane++) {
                for (int rollId = 0; rollId < PolicyTable.ROW; rollId++) {
                    row[rollId] = entry(decisions.keepIndex(rollId, 2, lane), decisions.keepIndex(rollId, 1, lane),
                            decisions.boxId(rollId, lane));
                }
                entries.put(stateIndex[lane] * PolicyTable.ROW, row);
            }
        }
    }

    /**
     * The 252 entries of an analysed turn's state, by rollId, decided one state at a time: the
     * builder's lanes decide the same (LaneDecisionsTest), and the tests check tables by this.
     */
    public static void fillRow(TurnValues turn, short[] row) {
        for (int rollId = 0; rollId < PolicyTable.ROW; rollId++) {
            row[rollId] = entry(TurnPolicy.bestKeepIndex(turn, rollId, 2), TurnPolicy.bestKeepIndex(turn, rollId, 1),
                    TurnPolicy.bestBox(turn, rollId).id());
        }
    }

    private static short entry(int keepIndex2, int keepIndex1, int boxId) {
        return (short) PolicyTable.encode(keepIndex2, keepIndex1, boxId);
    }
}
