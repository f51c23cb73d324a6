package org.yahtzee.cli.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.engine.TableException;
import org.yahtzee.files.IoMessage;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.Solver;
import org.yahtzee.tables.DistributionFile;

/**
 * The solver's double-precision values and the exact score distribution of a rule set, computed
 * with progress lines: the report and simulate commands need the doubles (the mean must equal
 * the solver's expected score to 1e-6; the cached float32 table is good to ~1e-5 only). The
 * distribution, some 6-13 s of work, is kept in the table cache ({@code official.ydist}) once
 * computed, and read from there by every command after.
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

    /** The values, as {@link #values}, and the exact distribution, as {@link #distribution}. */
    public static ExactFigures compute(Rules rules, int threads, Environment environment, PrintWriter err) {
        SolvedValues values = values(rules, threads, environment, err);
        return new ExactFigures(values, distribution(rules, threads, environment, err, values));
    }

    /**
     * The exact distribution: the table cache's copy, else one kept from an earlier run in this
     * JVM (tests), else computed from a solve; written to the cache for the next run (a cache
     * that cannot keep it, or a damaged copy, gets a {@code note:}).
     */
    public static ScoreDistribution distribution(Rules rules, int threads, Environment environment, PrintWriter err) {
        return distribution(rules, threads, environment, err, null);
    }

    /** As {@link #distribution(Rules, int, Environment, PrintWriter)}; {@code values} solved already, or null. */
    private static ScoreDistribution distribution(Rules rules, int threads, Environment environment, PrintWriter err,
            SolvedValues values) {
        Path file = environment.cache().distributionPathFor(rules);
        try {
            return DistributionFile.read(file, rules);
        } catch (TableException e) {
            if (e.problem() != TableException.Problem.NOT_FOUND) {
                note(err, "computing the exact distribution again, the cached one cannot be used: " + e.getMessage());
            }
        }
        KeptFigures kept = environment.keptFigures();
        ScoreDistribution distribution = kept == null ? null : kept.distribution(rules);
        if (distribution == null) {
            SolvedValues solved = values != null ? values : values(rules, threads, environment, err);
            try (ProgressLine progress = new ProgressLine(err, "exact distribution " + rules, environment)) {
                distribution = ExactDistribution.compute(solved, threads, progress);
            }
            if (kept != null) {
                kept.keep(distribution);
            }
        }
        try {
            DistributionFile.write(distribution, file);
        } catch (IOException e) {
            note(err, "the exact distribution is not kept and will be computed again next time: " + file + ": "
                    + IoMessage.reason(e));
        }
        return distribution;
    }

    private static void note(PrintWriter err, String text) {
        err.println("note: " + text);
        err.flush();
    }
}
