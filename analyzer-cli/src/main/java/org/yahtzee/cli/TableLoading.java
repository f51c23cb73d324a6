package org.yahtzee.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableException;

/**
 * Gets a rule set's table from the cache for the commands that read one (advise, play, grade,
 * report game, value), and its second moments ({@link #moments}, value): mapped at once when
 * there, else solved on first use with a progress line and written. What the cache does
 * besides (rebuild, wait for another process, answer from memory) is one {@code note:} line on
 * stderr each; the answer on stdout is the same either way.
 */
public final class TableLoading implements TableCache.Listener {
    /*
     * Implementation notes. A named class rather than a lambda: advise should start as fast as a
     * bare JVM, and a lambda's class is spun at run time where a named class comes from the
     * class-data archive.
     */

    private final PrintWriter err;
    private final Rules rules;
    private final ProgressLine progress;
    private final String label;
    private boolean noticeShown;

    private TableLoading(PrintWriter err, Rules rules, ProgressLine progress, String label) {
        this.err = err;
        this.rules = rules;
        this.progress = progress;
        this.label = label;
    }

    /** The values of {@code rules}; progress and rebuild notes go to {@code err}. */
    public static StateValues load(Environment environment, Rules rules, PrintWriter err) {
        String label = "solving the " + rules.canonicalName() + " table (first use only)";
        try (ProgressLine line = new ProgressLine(err, label, environment)) {
            return environment.cache().load(rules, new TableLoading(err, rules, line, label));
        }
    }

    /**
     * The second moments of {@code values}' rules (the spread of the final score from any
     * state): mapped from the cache, else computed on first use (seconds) with a progress line
     * and written beside the table; notes as for {@link #load}.
     */
    public static SecondMoments moments(Environment environment, StateValues values, PrintWriter err) {
        String label = "computing the " + values.rules().canonicalName() + " second moments (first use only)";
        try (ProgressLine line = new ProgressLine(err, label, environment)) {
            return environment.cache().loadMoments(values, new TableLoading(err, values.rules(), line, label));
        }
    }

    @Override
    public void solving(Rules rules, double fraction) {
        if (!noticeShown && !progress.isDrawn()) {
            // Without a person watching the percentage is not drawn: say once, plainly, what the wait is.
            err.println(label + " ...");
            err.flush();
            noticeShown = true;
        }
        progress.accept(fraction);
    }

    @Override
    public void rebuilding(Path file, TableException why) {
        note("solving again, the cached table cannot be used: " + why.getMessage());
    }

    @Override
    public void waiting(Path file, Duration timeout) {
        note("waiting for another yahtzee process that is solving the " + rules.canonicalName() + " table ("
                + file + "; at most " + timeout.toSeconds() + " s) ...");
    }

    @Override
    public void notCached(Path file, String reason) {
        note("the " + rules.canonicalName() + " table was solved in memory only and will be solved again next "
                + "time: " + file + " " + reason + " (to keep the table, fix that or set YAHTZEE_TABLES to another "
                + "folder)");
    }

    /** One line; a progress line being drawn is erased first, and drawn again by the next update. */
    private void note(String text) {
        progress.close();
        err.println("note: " + text);
        err.flush();
    }
}
