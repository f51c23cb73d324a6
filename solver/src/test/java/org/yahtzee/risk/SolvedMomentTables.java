package org.yahtzee.risk;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;

/**
 * Second moments for tests, computed once per test JVM and rule set (about 3 CPU-s each), with
 * the progress each solve reported. No-bonus is solved on one thread and the others on one per
 * processor: MomentSolverTest pins every rule set's bits, so both thread counts are checked
 * without a fifth solve of the whole game on one thread of its own.
 */
public final class SolvedMomentTables {
    private static final Map<Rules, SecondMoments> MOMENTS = new HashMap<>();
    private static final Map<Rules, List<Double>> PROGRESS = new HashMap<>();

    private SolvedMomentTables() {
    }

    public static synchronized SecondMoments of(Rules rules) {
        SecondMoments moments = MOMENTS.get(rules);
        if (moments == null) {
            List<Double> fractions = new ArrayList<>();
            moments = MomentSolver.solve(SolvedTables.of(rules), threads(rules), fractions::add);
            MOMENTS.put(rules, moments);
            PROGRESS.put(rules, List.copyOf(fractions));
        }
        return moments;
    }

    /** The threads the moments of {@code rules} are solved on. */
    static int threads(Rules rules) {
        return rules.equals(Rules.NO_BONUS) ? 1 : Runtime.getRuntime().availableProcessors();
    }

    /** The fractions the solve of {@code rules} reported, in order (solving it first if need be). */
    static synchronized List<Double> progress(Rules rules) {
        of(rules);
        return PROGRESS.get(rules);
    }
}
