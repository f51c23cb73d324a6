package org.yahtzee.risk;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.fixtures.BuildFigures;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.OncePerRules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;

/**
 * Second moments for tests, computed once per test JVM and rule set (about 3 CPU-s each), with
 * the progress each solve reported. No-bonus is solved on one thread and the others on one per
 * processor: MomentSolverTest pins every rule set's bits, so both thread counts are checked
 * without a fifth solve of the whole game on one thread of its own. Each is shared with the
 * build's later test JVMs ({@link BuildFigures}).
 */
public final class SolvedMomentTables {
    private static final OncePerRules<Solve> SOLVES = new OncePerRules<>(SolvedMomentTables::solve);

    private SolvedMomentTables() {
    }

    public static SecondMoments of(Rules rules) {
        return SOLVES.of(rules).moments();
    }

    /** The threads the moments of {@code rules} are solved on. */
    static int threads(Rules rules) {
        return rules.equals(Rules.NO_BONUS) ? 1 : Runtime.getRuntime().availableProcessors();
    }

    /** The fractions the solve of {@code rules} reported, in order (solving it first if need be). */
    static List<Double> progress(Rules rules) {
        return SOLVES.of(rules).progress();
    }

    private static Solve solve(Rules rules) {
        List<Double> fractions = new ArrayList<>();
        StateValues values = SolvedTables.of(rules);
        SecondMoments moments = MomentSolver.solve(values, threads(rules), fractions::add);
        BuildFigures.saveMoments(values, moments); // for tables' EngineFixtures and analyzer-cli's runs
        return new Solve(moments, List.copyOf(fractions));
    }

    private record Solve(SecondMoments moments, List<Double> progress) {
    }
}
