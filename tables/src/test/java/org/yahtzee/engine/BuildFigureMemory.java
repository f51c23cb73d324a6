package org.yahtzee.engine;

import org.yahtzee.fixtures.BuildFigures;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.Solver;
import org.yahtzee.solver.StateValues;

/**
 * A {@link FigureMemory} for a test JVM's in-process runs that starts with the figures the
 * solver's test JVM computed ({@link BuildFigures}): for each rule set named, the values are
 * solved now (as the first run would) and the exact distribution and second moments shared for
 * those values, bit for bit, are kept. A figure not shared (outside Maven, or other values) is
 * computed by the first run that asks, as in any memory. analyzer-cli's in-process runs
 * computed official's distribution and free-choice's distribution and moments again, three
 * whole-game computations a build (benchmarks/RESULTS.md, issue 20, branch ctest8).
 */
public final class BuildFigureMemory {
    private BuildFigureMemory() {
    }

    /** A memory holding the values of each of {@code rules} and the figures the build shared for them. */
    public static FigureMemory of(Rules... rules) {
        FigureMemory memory = new FigureMemory();
        for (Rules r : rules) {
            keepShared(memory, memory.values(r, () -> Solver.solve(r)));
        }
        return memory;
    }

    /** Keeps in {@code memory} the distribution and the moments the build shared for {@code values}, if any. */
    static void keepShared(FigureMemory memory, StateValues values) {
        BuildFigures.takeDistribution(values).ifPresent(memory::keep);
        BuildFigures.takeMoments(values).ifPresent(memory::keep);
    }
}
