package org.yahtzee.cli.report;

import java.io.PrintWriter;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.Solver;

/**
 * The solver's double-precision values and the exact score distribution of a rule set, computed
 * with progress lines: the report and simulate commands need the doubles (the mean must equal
 * the solver's expected score to 1e-6; the cached float32 table is good to ~1e-5 only).
 */
public record ExactFigures(SolvedValues values, ScoreDistribution distribution) {

    public static SolvedValues solve(Rules rules, int threads, Environment environment, PrintWriter err) {
        try (ProgressLine progress = new ProgressLine(err, "solving " + rules, environment)) {
            progress.accept(0);
            return Solver.solve(rules, threads, progress);
        }
    }

    public static ExactFigures compute(Rules rules, int threads, Environment environment, PrintWriter err) {
        SolvedValues values = solve(rules, threads, environment, err);
        ScoreDistribution distribution;
        try (ProgressLine progress = new ProgressLine(err, "exact distribution " + rules, environment)) {
            distribution = ExactDistribution.compute(values, threads, progress);
        }
        return new ExactFigures(values, distribution);
    }
}
