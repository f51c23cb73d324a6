package org.yahtzee.cli.simulate;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.report.ExactFigures;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.files.IoMessage;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.DistributionFile;
import org.yahtzee.tables.TableException;

/**
 * The exact score distribution simulate compares with: read from the table cache
 * ({@code official.ydist}), else computed once as {@code report distribution} computes it
 * (about 13 s on 2 cores, with its progress lines) and kept there for the next run.
 */
final class ExactCache {
    /*
     * Implementation notes. No lock: two first runs at once both compute and each renames a
     * whole file over the name (DistributionFile writes atomically); the figures are the same.
     * The figures come from the solver's doubles, as the report's, while the games are played
     * from the cached float32 table's decisions; the two players differ only where two moves
     * are within float32 rounding of each other, far below any interval's width.
     */

    private ExactCache() {
    }

    static ScoreDistribution load(Environment environment, Rules rules, int threads, PrintWriter err) {
        Path file = environment.cache().distributionPathFor(rules);
        try {
            return DistributionFile.read(file, rules);
        } catch (TableException e) {
            if (e.problem() != TableException.Problem.NOT_FOUND) {
                note(err, "computing the exact distribution again, the cached one cannot be used: " + e.getMessage());
            }
        }
        ScoreDistribution exact = ExactFigures.compute(rules, threads, environment, err).distribution();
        try {
            DistributionFile.write(exact, file);
        } catch (IOException e) {
            note(err, "the exact distribution is not kept and will be computed again next time: " + file + ": "
                    + IoMessage.reason(e));
        }
        return exact;
    }

    private static void note(PrintWriter err, String text) {
        err.println("note: " + text);
        err.flush();
    }
}
