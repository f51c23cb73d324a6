package org.yahtzee.distribution;

import org.yahtzee.solver.PreviousLaneTurnAnalyzer;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnValues;

/**
 * <b>Frozen:</b> step 1 of the {@code ExactDistribution} of commit aaca6ae, which
 * StatePassBenchmark measures beside the current one (levels, pull and statistics are
 * ExactDistribution's own: since 553e79d its pull from a buffer a level, so PREVIOUS and
 * CURRENT differ in step 1 only): state by state, each reached state's outcomes by
 * {@link TurnOutcomes#of} (TurnPolicy's decisions, roll by roll) over
 * {@link PreviousLaneTurnAnalyzer}'s TurnValues. TurnOutcomes.of is the current one, whose
 * outcome list is collected from the slots it filled rather than by a sweep of all 1,326, and
 * since ea15bb4 read from a bit set (the only changes since aaca6ae on this path), so PREVIOUS
 * is if anything a little faster than aaca6ae was; ExactDistributionTiming compares whole
 * builds instead. Not part of the tool.
 */
public final class PreviousExactDistribution {
    private PreviousExactDistribution() {
    }

    /** As ExactDistribution's: from the turn-start state, with the points on its card. */
    public static ScoreDistribution compute(StateValues values, int usedMask, int upperTotal, boolean yahtzeeHolds50,
                                            int pointsSoFar, int threads) {
        return ExactDistribution.computeWith(values, usedMask, upperTotal, yahtzeeHolds50, pointsSoFar, threads,
                pass -> new Filler(values, pass));
    }

    /** One worker's analyses: the outcomes of a mask's reached states, one TurnOutcomes.of each. */
    private static final class Filler implements ExactDistribution.OutcomeFiller,
            PreviousLaneTurnAnalyzer.StateVisitor, PreviousLaneTurnAnalyzer.StateFilter {
        private final ExactDistribution pass;
        private final PreviousLaneTurnAnalyzer analyzer;
        private final TurnOutcomes.Scratch scratch = new TurnOutcomes.Scratch();

        Filler(StateValues values, ExactDistribution pass) {
            this.pass = pass;
            this.analyzer = new PreviousLaneTurnAnalyzer(values);
        }

        @Override
        public void fill(int mask) {
            analyzer.analyzeMask(mask, this, this);
        }

        @Override
        public boolean wanted(int stateIndex) {
            return pass.reached(stateIndex);
        }

        @Override
        public void visit(int stateIndex, TurnValues turn) {
            pass.outcomes(stateIndex, TurnOutcomes.of(turn, scratch));
        }
    }
}
