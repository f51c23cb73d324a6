package org.yahtzee.risk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.LaneDecisions;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.solver.RandomLanes;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;

/** {@link LaneRisk} against {@link TurnRisk} on mixed batches (MomentSolverTest checks the batches of the pass). */
final class LaneRiskTest {

    @Test
    void mixedBatches_startSecondMoments_equalTurnRiskBitForBit() {
        int checked = 0;
        for (Rules rules : new Rules[] {Rules.OFFICIAL, Rules.NO_BONUS}) {
            StateValues values = SolvedTables.of(rules);
            SecondMoments moments = SolvedMomentTables.of(rules);
            TurnAnalyzer reference = new TurnAnalyzer(values);
            TurnRisk risk = new TurnRisk(values, moments);
            LaneTurnAnalyzer lanes = new LaneTurnAnalyzer(values);
            LaneDecisions decisions = new LaneDecisions();
            LaneRisk laneRisk = new LaneRisk(values, moments);
            SplittableRandom random = new SplittableRandom(rules.fingerprint() + 7);
            for (int batch = 1; batch <= LaneTurnAnalyzer.LANES; batch += 5) {
                int[][] states = RandomLanes.fill(lanes, batch, random);
                lanes.analyzeRows(batch);
                decisions.decide(lanes, batch);
                laneRisk.analyze(lanes, decisions, batch);
                for (int lane = 0; lane < batch; lane++) {
                    int[] s = states[lane];
                    risk.analyze(reference.analyze(s[0], s[1], s[2] == 1));
                    String where = rules + " mask " + s[0] + " upper " + s[1] + " y50 " + s[2];
                    assertEquals(Double.doubleToRawLongBits(risk.startSecondMoment()),
                            Double.doubleToRawLongBits(laneRisk.startSecondMoment(lane)), where);
                    checked++;
                }
            }
        }
        assertEquals(2 * (1 + 6 + 11 + 16 + 21 + 26 + 31), checked);
    }
}
