package org.yahtzee.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.Map;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.EngineListener;
import org.yahtzee.engine.TableException;
import org.yahtzee.engine.Work;
import org.yahtzee.engine.Yahtzee;

/**
 * What the commands say on stderr of the engine's long work and of the table cache: a progress
 * line for each piece of work while it runs (drawn when a person watches, {@link ProgressLine}),
 * and one {@code note:} line each for what the cache did besides answering (a rebuild, a wait
 * for another process, a table solved in memory only). The answer on stdout is the same either
 * way. A first-use build that no person watches says once, plainly, what the wait is.
 */
public final class TableLoading implements EngineListener {
    /*
     * Implementation notes. A named class rather than lambdas: advise should start as fast as a
     * bare JVM, and a lambda's class is spun at run time where a named class comes from the
     * class-data archive. The lines under way are kept by the Work object (identity): the second
     * moments may be computed inside a solve of P(win), each on its own line. Synchronized: a
     * server's workers share one listener.
     */

    private final PrintWriter err;
    private final Environment environment;
    private final Map<Work, Line> lines = new IdentityHashMap<>();

    public TableLoading(PrintWriter err, Environment environment) {
        this.err = err;
        this.environment = environment;
    }

    /** One piece of work's progress line, and whether its plain notice was printed. */
    private static final class Line {
        final ProgressLine progress;
        boolean noticeShown;

        Line(ProgressLine progress) {
            this.progress = progress;
        }
    }

    @Override
    public synchronized void progress(Work work, double fraction) {
        Line line = lines.get(work);
        if (line == null) {
            line = new Line(new ProgressLine(err, label(work), environment));
            lines.put(work, line);
        }
        if (isCacheBuild(work) && !line.noticeShown && !line.progress.isDrawn()) {
            // Without a person watching the percentage is not drawn: say once, plainly, what the wait is.
            err.println(label(work) + " ...");
            err.flush();
            line.noticeShown = true;
        }
        line.progress.accept(fraction);
    }

    @Override
    public synchronized void finished(Work work) {
        Line line = lines.remove(work);
        if (line != null) {
            line.progress.close();
        }
    }

    @Override
    public synchronized void rebuilding(Work work, Path file, TableException why) {
        if (work.kind() == Work.Kind.DISTRIBUTION) {
            note(work, "computing the exact distribution again, the cached one cannot be used: " + why.getMessage());
        } else {
            note(work, "solving again, the cached table cannot be used: " + why.getMessage());
        }
    }

    @Override
    public synchronized void waiting(Work work, Path file, Duration timeout) {
        note(work, "waiting for another yahtzee process that is solving the " + table(work) + " ("
                + file + "; at most " + timeout.toSeconds() + " s) ...");
    }

    @Override
    public synchronized void notCached(Work work, Path file, String reason) {
        if (work.kind() == Work.Kind.DISTRIBUTION) {
            note(work, "the exact distribution is not kept and will be computed again next time: " + file + ": "
                    + reason);
        } else {
            note(work, "the " + table(work) + " was solved in memory only and will be solved again next "
                    + "time: " + file + " " + reason + " (to keep the table, fix that or set YAHTZEE_TABLES to another "
                    + "folder)");
        }
    }

    /**
     * One line; the work's progress line, if drawn, is erased first and drawn again by the next
     * update. Escaped: the cache's path is the user's, and may hold control characters.
     */
    private void note(Work work, String text) {
        Line line = lines.get(work);
        if (line != null) {
            line.progress.close();
        }
        err.println("note: " + UserText.printable(text));
        err.flush();
    }

    /** True for the cache's first-use builds, which say what the wait is even when no percentage is drawn. */
    private static boolean isCacheBuild(Work work) {
        switch (work.kind()) {
            case TABLE:
            case MOMENTS:
            case REACH_TABLE:
            case POLICY_TABLE:
                return true;
            default:
                return false;
        }
    }

    /** For the notes: "official table", "official second moments", "official reach table", "official policy table". */
    private static String table(Work work) {
        String rules = work.rules().canonicalName();
        switch (work.kind()) {
            case MOMENTS:
                return rules + " second moments";
            case REACH_TABLE:
                return rules + " reach table";
            case POLICY_TABLE:
                return rules + " policy table";
            default:
                return rules + " table";
        }
    }

    /** The progress line's words for the work. */
    static String label(Work work) {
        String rules = work.rules().canonicalName();
        switch (work.kind()) {
            case TABLE:
                return "solving the " + table(work) + " (first use only)";
            case MOMENTS:
                return "computing the " + table(work) + " (first use only, seconds)";
            case REACH_TABLE:
                return "solving the " + table(work) + ", every target 0.." + Yahtzee.REACH_TARGET_MAX
                        + " (first use only, about half a minute)";
            case POLICY_TABLE:
                return "building the " + table(work) + " (first use only, a few seconds)";
            case SOLVE:
                return "solving " + work.rules();
            case DISTRIBUTION:
                return "exact distribution " + work.rules();
            case REACH_FROM_CARD:
                return "solving P(final >= " + work.target() + ") from this card (" + work.openBoxes() + " boxes open)";
            case WIN_FROM_CARD:
                return "solving P(win) from this card (" + work.openBoxes() + " boxes open)";
            case MOMENTS_AGAIN:
                return "computing the " + rules + " second moments again";
            case REACH_TABLE_AGAIN:
                return "solving the " + rules + " reach table again";
            case POLICY_TABLE_AGAIN:
                return "building the " + rules + " policy table again";
            case DISTRIBUTION_AGAIN:
                return "computing the " + rules + " distribution again";
            default:
                return work.kind() + " " + rules;
        }
    }
}
