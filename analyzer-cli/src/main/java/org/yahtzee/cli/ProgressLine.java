package org.yahtzee.cli;

import java.io.PrintWriter;
import java.util.function.DoubleConsumer;

/**
 * A percentage on stderr, redrawn in place with {@code \r}, while a long step runs; erased when
 * it is closed. Only when a person watches stderr ({@link Environment#showsProgress}): otherwise
 * it prints nothing, so logs and captured stderr stay clean.
 */
public final class ProgressLine implements DoubleConsumer, AutoCloseable {
    private final PrintWriter err;
    private final String label;
    private final Environment environment;
    /** Whether the line is drawn: asked of the environment at the first update, not before. */
    private Boolean drawn;
    private int shownPercent = -1;
    private int width;

    public ProgressLine(PrintWriter err, String label, Environment environment) {
        this.err = err;
        this.label = label;
        this.environment = environment;
    }

    /** True if the percentage is drawn (a person watches stderr). */
    public boolean isDrawn() {
        if (drawn == null) {
            drawn = environment.showsProgress();
        }
        return drawn;
    }

    /** Shows {@code fraction} (0..1) as a whole percentage, if it changed. */
    @Override
    public void accept(double fraction) {
        int percent = (int) Math.floor(Math.max(0, Math.min(1, fraction)) * 100);
        if (percent == shownPercent || !isDrawn()) {
            return;
        }
        shownPercent = percent;
        String text = label + ": " + percent + "%";
        err.print("\r" + text);
        err.flush();
        width = Math.max(width, text.length());
    }

    /** Erases the line, leaving the cursor at its start for the next output. */
    @Override
    public void close() {
        if (width > 0) { // something was drawn
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
        }
    }
}
