package org.yahtzee.grade;

import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * What {@link GameGrader#gradeTurn} reads of the analysis of a turn's start state: a
 * {@link TurnValues} ({@link #of}), or one lane of a {@link LaneTurnAnalyzer}'s rows, read where
 * they are ({@link Lane}). The same doubles either way.
 */
abstract class TurnAnalysis {
    /*
     * Implementation notes.
     *  1. Why lanes are read in place: LaneTurnAnalyzer.analyze copies each lane's 1,680 roll and
     *     keep values out to a TurnValues (13 KB a state), while the grouped grader's turns read a
     *     few dozen of them (about 2.3 turns a state in batches of 4,096 cards). The copy was 10%
     *     of a whole grade's CPU samples (JFR, the 100,000-game record); analyzeRows
     *     leaves the values in the rows and fills what scoreValue and points read (the lane's
     *     TurnValues holds its state and what follows each box).
     *  2. The first roll's values are not rows but taken for the roll asked
     *     (LaneTurnAnalyzer.firstRollValue, its note 5): a turn asks for its first roll twice
     *     (the hold's best, bestKeep's maximum), so the lane keeps the last one.
     *  3. bestKeep is TurnPolicy.bestKeep's rule (the first of the roll's keeps, in tie order,
     *     within Advisor.TIE of the roll's value) over this analysis's values; TurnAnalysisTest
     *     checks it against TurnPolicy for every roll of many states.
     */

    /** {@link TurnValues#rollValue}. */
    abstract double rollValue(int rollId, int rollsLeft);

    /** {@link TurnValues#keepValue}. */
    abstract double keepValue(int keepId, int rollsLeft);

    /** The values' state and boxes: {@link TurnValues#usedMask}, {@link TurnValues#scoreValue}, {@link TurnValues#points}. */
    abstract TurnValues boxes();

    /** The hold the optimal player chooses ({@link TurnPolicy#bestKeep}, note 3). */
    int bestKeep(int rollId, int rollsLeft) {
        double max = rollValue(rollId, rollsLeft);
        for (int i = 0, n = TurnPolicy.subKeepCount(rollId); i < n; i++) {
            int keepId = TurnPolicy.subKeep(rollId, i);
            if (keepValue(keepId, rollsLeft) > max - Advisor.TIE) {
                return keepId;
            }
        }
        throw new IllegalStateException("no keep of roll " + rollId + " has a value");
    }

    /** The box the optimal player writes the final dice in ({@link Advisor#bestBox}). */
    final Category bestBox(int rollId) {
        return Advisor.bestBox(boxes(), rollId, rollValue(rollId, 0));
    }

    /** A full analysis's values. */
    static TurnAnalysis of(TurnValues turn) {
        return new TurnAnalysis() {
            @Override
            double rollValue(int rollId, int rollsLeft) {
                return turn.rollValue(rollId, rollsLeft);
            }

            @Override
            double keepValue(int keepId, int rollsLeft) {
                return turn.keepValue(keepId, rollsLeft);
            }

            @Override
            TurnValues boxes() {
                return turn;
            }

            @Override
            int bestKeep(int rollId, int rollsLeft) {
                return TurnPolicy.bestKeep(turn, rollId, rollsLeft);
            }
        };
    }

    /**
     * A lane of an analyzer's rows after {@link LaneTurnAnalyzer#analyzeSetButFirstRoll} (or
     * analyzeRows), until its next analysis (notes 1 and 2): one object for every lane in turn
     * ({@link #at}).
     */
    static final class Lane extends TurnAnalysis {
        private final LaneTurnAnalyzer analyzer;
        private int lane;
        /** The first roll last asked for in this lane (-1: none yet), and its value. */
        private int firstRollId = -1;
        private double firstRollValue;

        Lane(LaneTurnAnalyzer analyzer) {
            this.analyzer = analyzer;
        }

        /** This object, reading lane {@code lane} now. */
        Lane at(int lane) {
            this.lane = lane;
            this.firstRollId = -1;
            return this;
        }

        @Override
        double rollValue(int rollId, int rollsLeft) {
            if (rollsLeft < 2) {
                return analyzer.rollRow(rollId, rollsLeft)[lane];
            }
            if (rollId != firstRollId) {
                firstRollValue = analyzer.firstRollValue(rollId, lane);
                firstRollId = rollId;
            }
            return firstRollValue;
        }

        @Override
        double keepValue(int keepId, int rollsLeft) {
            return analyzer.keepRow(keepId, rollsLeft)[lane];
        }

        @Override
        TurnValues boxes() {
            return analyzer.turn(lane);
        }
    }
}
