package org.yahtzee.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.fixtures.BuildFigures;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/** A memory that starts with the build's shared figures: those of its values, bit for bit, and no others. */
final class BuildFigureMemoryTest {

    /** In a Maven build the solver's tests shared official's figures: the memory answers with them and computes nothing. */
    @Test
    void of_official_keepsTheSharedFigures_computesNone() {
        SolvedValues values = SolvedTables.of(Rules.OFFICIAL);
        Optional<ScoreDistribution> distribution = BuildFigures.takeDistribution(values);
        Optional<SecondMoments> moments = BuildFigures.takeMoments(values);
        assumeTrue(distribution.isPresent() && moments.isPresent(),
                "no figures shared for these values (a run outside Maven, or without the solver's tests)");

        FigureMemory memory = BuildFigureMemory.of(Rules.OFFICIAL);

        ScoreDistribution kept = memory.distribution(Rules.OFFICIAL, () -> fail("the distribution computed again"));
        SecondMoments keptMoments = memory.moments(Rules.OFFICIAL, () -> fail("the moments computed again"));
        for (int s = 0; s <= ScoreDistribution.MAX_SCORE; s++) {
            assertEquals(Double.doubleToRawLongBits(distribution.get().probability(s)), Double.doubleToRawLongBits(kept.probability(s)));
        }
        assertEquals(Double.doubleToRawLongBits(distribution.get().meanYahtzeeBonus()),
                Double.doubleToRawLongBits(kept.meanYahtzeeBonus()));
        for (int s = 0; s < StateIndex.STATES; s++) {
            assertEquals(Double.doubleToRawLongBits(moments.get().secondMoment(s)),
                    Double.doubleToRawLongBits(keptMoments.secondMoment(s)));
        }
    }

    /** Values nobody shared figures for: the memory keeps none, and the first to ask computes them. */
    @Test
    void keepShared_valuesNobodySharedFor_keepsNothing() {
        StateValues unshared = new StateValues() {
            @Override
            public Rules rules() {
                return Rules.OFFICIAL;
            }

            @Override
            public double value(int stateIndex) {
                return stateIndex % 5000 / 4.0; // not the game's values
            }
        };
        FigureMemory memory = new FigureMemory();
        ScoreDistribution computed = new ScoreDistribution(Rules.OFFICIAL, new double[] {1}, new double[13], new double[13], 0, 0);

        BuildFigureMemory.keepShared(memory, unshared);

        assertSame(computed, memory.distribution(Rules.OFFICIAL, () -> computed));
    }
}
