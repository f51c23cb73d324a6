package org.yahtzee.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import org.yahtzee.cli.report.KeptFigures;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableException;

/**
 * Gets a rule set's table from the cache for the commands that read one (advise, play, grade,
 * report game, value), its second moments ({@link #moments}: value), the reach table for
 * those that play for a target (report goals) and the policy table for simulate: mapped at
 * once when there, else solved on first use with a progress line and written. What the cache does besides (rebuild, wait for another
 * process, answer from memory) is one {@code note:} line on stderr each; the answer on stdout
 * is the same either way.
 */
public final class TableLoading implements TableCache.Listener {
    /*
     * Implementation notes. A named class rather than a lambda: advise should start as fast as a
     * bare JVM, and a lambda's class is spun at run time where a named class comes from the
     * class-data archive.
     */

    private final PrintWriter err;
    private final ProgressLine progress;
    private final String label;
    /** For the notes: "official table", "official second moments", "official reach table". */
    private final String table;
    private boolean noticeShown;

    private TableLoading(PrintWriter err, ProgressLine progress, String label, String table) {
        this.err = err;
        this.progress = progress;
        this.label = label;
        this.table = table;
    }

    /** The values of {@code rules}; progress and rebuild notes go to {@code err}. */
    public static StateValues load(Environment environment, Rules rules, PrintWriter err) {
        String table = rules.canonicalName() + " table";
        String label = "solving the " + table + " (first use only)";
        try (ProgressLine line = new ProgressLine(err, label, environment)) {
            return environment.cache().load(rules, new TableLoading(err, line, label, table));
        }
    }

    /**
     * The reach table of {@code rules} (every target 0..500), as {@link #load} gets values:
     * its first use solves it, about a minute on 2 cores (102 CPU-seconds) and 0.93 GB peak resident
     * memory (benchmarks/RESULTS.md, issue 25 item 2).
     */
    public static GoalValues loadReach(Environment environment, Rules rules, PrintWriter err) {
        String table = rules.canonicalName() + " reach table";
        String label = "solving the " + table + ", every target 0.." + GoalSolver.TARGET_MAX
                + " (first use only, about a minute)";
        try (ProgressLine line = new ProgressLine(err, label, environment)) {
            return environment.cache().loadReach(rules, new TableLoading(err, line, label, table));
        }
    }

    /**
     * The optimal player's decisions for {@code values}' rules (simulate), as {@link #load} gets
     * values: mapped from the cache, else built on {@code threads} threads on first use (about
     * half a minute on 2 cores, 270 MB of heap) with a progress line and written beside the table.
     */
    public static PolicyTable policy(Environment environment, StateValues values, int threads, PrintWriter err) {
        String table = values.rules().canonicalName() + " policy table";
        String label = "building the " + table + " (first use only, about half a minute)";
        try (ProgressLine line = new ProgressLine(err, label, environment)) {
            return environment.cache().loadPolicy(values, threads, new TableLoading(err, line, label, table)).table();
        }
    }

    /**
     * The second moments of {@code values}' rules (the spread of the final score from any
     * state): mapped from the cache, else computed on first use (seconds) with a progress line
     * and written beside the table; notes as for {@link #load}.
     */
    public static SecondMoments moments(Environment environment, StateValues values, PrintWriter err) {
        KeptFigures kept = environment.keptFigures();
        SecondMoments moments = kept != null ? kept.moments(values.rules()) : null;
        if (moments != null) {
            return moments;
        }
        String table = values.rules().canonicalName() + " second moments";
        String label = "computing the " + table + " (first use only, seconds)";
        try (ProgressLine line = new ProgressLine(err, label, environment)) {
            moments = environment.cache().loadMoments(values, new TableLoading(err, line, label, table));
        }
        if (kept != null) {
            kept.keep(moments);
        }
        return moments;
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
        note("waiting for another yahtzee process that is solving the " + table + " ("
                + file + "; at most " + timeout.toSeconds() + " s) ...");
    }

    @Override
    public void notCached(Path file, String reason) {
        note("the " + table + " was solved in memory only and will be solved again next "
                + "time: " + file + " " + reason + " (to keep the table, fix that or set YAHTZEE_TABLES to another "
                + "folder)");
    }

    /**
     * One line; a progress line being drawn is erased first, and drawn again by the next update.
     * Escaped: the cache's path is the user's, and may hold control characters.
     */
    private void note(String text) {
        progress.close();
        err.println("note: " + UserText.printable(text));
        err.flush();
    }
}
