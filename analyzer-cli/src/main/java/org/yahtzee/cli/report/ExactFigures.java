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

    /** Solves the rules now, whatever is kept: for {@code solve}, whose work this is. */
    public static SolvedValues solve(Rules rules, int threads, Environment environment, PrintWriter err) {
        try (ProgressLine progress = new ProgressLine(err, "solving " + rules, environment)) {
            progress.accept(0);
            return Solver.solve(rules, threads, progress);
        }
    }

    /** The solved values, or those the environment kept from an earlier run in this JVM (tests). */
    public static SolvedValues values(Rules rules, int threads, Environment environment, PrintWriter err) {
        KeptFigures kept = environment.keptFigures();
        SolvedValues values = kept == null ? null : kept.values(rules);
        if (values == null) {
            values = solve(rules, threads, environment, err);
            if (kept != null) {
                kept.keep(values);
            }
        }
        return values;
    }

    /** The values and the exact distribution, computed or kept as {@link #values} are. */
    public static ExactFigures compute(Rules rules, int threads, Environment environment, PrintWriter err) {
        SolvedValues values = values(rules, threads, environment, err);
        KeptFigures kept = environment.keptFigures();
        ScoreDistribution distribution = kept == null ? null : kept.distribution(rules);
        if (distribution == null) {
            try (ProgressLine progress = new ProgressLine(err, "exact distribution " + rules, environment)) {
                distribution = ExactDistribution.compute(values, threads, progress);
            }
            if (kept != null) {
                kept.keep(distribution);
            }
        }
        return new ExactFigures(values, distribution);
    }
}
