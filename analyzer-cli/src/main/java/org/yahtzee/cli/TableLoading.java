package org.yahtzee.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableException;

/**
 * Gets a rule set's table from the cache for the commands that read one (advise, play): mapped
 * at once when it is there, else solved on first use with a progress line and written.
 */
final class TableLoading implements TableCache.Listener {
    /*
     * Implementation notes. A named class rather than a lambda: advise should start as fast as a
     * bare JVM, and a lambda's class is spun at run time where a named class comes from the
     * class-data archive.
     */

    private final PrintWriter err;
    private final ProgressLine progress;
    /** Without a terminal the percentage is not drawn: say once, plainly, what the wait is. */
    private final String plainNotice;
    private boolean noticeShown;

    private TableLoading(PrintWriter err, ProgressLine progress, String plainNotice) {
        this.err = err;
        this.progress = progress;
        this.plainNotice = plainNotice;
    }

    /** The values of {@code rules}; progress and rebuild notes go to {@code err}. */
    static StateValues load(Environment environment, Rules rules, PrintWriter err) {
        String label = "solving the " + rules.canonicalName() + " table (first use only)";
        try (ProgressLine line = new ProgressLine(err, label, environment.terminal())) {
            return environment.cache().load(rules,
                    new TableLoading(err, line, environment.terminal() ? null : label + " ..."));
        }
    }

    @Override
    public void solving(Rules rules, double fraction) {
        if (plainNotice != null && !noticeShown) {
            err.println(plainNotice);
            err.flush();
            noticeShown = true;
        }
        progress.accept(fraction);
    }

    @Override
    public void rebuilding(Path file, TableException why) {
        err.println("note: solving again, the cached table cannot be used: " + why.getMessage());
        err.flush();
    }
}
