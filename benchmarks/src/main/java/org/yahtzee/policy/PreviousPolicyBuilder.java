package org.yahtzee.policy;

import java.nio.ShortBuffer;
import org.yahtzee.solver.PreviousLaneTurnAnalyzer;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

/**
 * <b>Frozen:</b> the per-mask work of the {@code PolicyBuilder} of commit aaca6ae, which
 * StatePassBenchmark measures beside the current one (the split by mask and the progress are
 * PolicyBuilder's own, unchanged since): {@link PolicyBuilder#fillRow} state by state over
 * {@link PreviousLaneTurnAnalyzer}'s TurnValues. Not part of the tool.
 */
public final class PreviousPolicyBuilder {
    private PreviousPolicyBuilder() {
    }

    /** Every entry into {@code entries} ({@link PolicyTable#ENTRIES} from index 0), as PolicyBuilder.fill. */
    public static void fill(StateValues values, int threads, ShortBuffer entries) {
        PolicyBuilder.fill(threads, fraction -> { }, () -> new MaskFiller(values, entries, 0)::fill);
    }

    /**
     * The rows of the states of {@code usedMask} into {@code entries}, the mask's first state's
     * at 0 (for PreviousPassesTest: not a whole table's 270 MB).
     */
    public static void fillMask(StateValues values, int usedMask, ShortBuffer entries) {
        new MaskFiller(values, entries, StateIndex.offset(usedMask)).fill(usedMask);
    }

    /** One worker's analyses and row scratch: writes the rows of whole masks. */
    private static final class MaskFiller implements PreviousLaneTurnAnalyzer.StateVisitor {
        private final PreviousLaneTurnAnalyzer analyzer;
        private final ShortBuffer entries;
        private final short[] row = new short[PolicyTable.ROW];
        /** The state of entries' first row. */
        private final int base;

        MaskFiller(StateValues values, ShortBuffer entries, int base) {
            this.analyzer = new PreviousLaneTurnAnalyzer(values);
            this.entries = entries;
            this.base = base;
        }

        void fill(int usedMask) {
            analyzer.analyzeMask(usedMask, this);
        }

        @Override
        public void visit(int stateIndex, TurnValues turn) {
            PolicyBuilder.fillRow(turn, row);
            entries.put((stateIndex - base) * PolicyTable.ROW, row);
        }
    }
}
