package org.yahtzee.cli;

import java.io.PrintWriter;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.solver.StateValues;

/**
 * A rule set's second moments ({@link TableLoading#moments}) loaded on another thread while the
 * caller analyses its turn: advise's start, where mapping and checking the 4 MB moments table
 * took about as long as the turn's analysis that does not need it, interpreted both.
 * {@link #get} gives the moments, or throws what loading them threw, as if called in place.
 */
public final class BackgroundMoments implements Runnable {
    /*
     * Implementation notes. A named class and a plain thread, not a lambda or an executor
     * (docs/startup.md). Measured in advise's class-load log (load average 7-10): moments loaded
     * and checked in 19 ms of the main thread's 241 after Main, the analysis before them 67 ms.
     */

    private final Environment environment;
    private final StateValues values;
    private final PrintWriter err;
    private final Thread thread;
    private SecondMoments moments;
    private RuntimeException failure;
    private Error error;

    private BackgroundMoments(Environment environment, StateValues values, PrintWriter err) {
        this.environment = environment;
        this.values = values;
        this.err = err;
        this.thread = new Thread(this, "yahtzee-moments");
        thread.setDaemon(true);
    }

    /** Starts loading the moments of {@code values}' rules; notes and progress go to {@code err}, as in place. */
    public static BackgroundMoments start(Environment environment, StateValues values, PrintWriter err) {
        BackgroundMoments loading = new BackgroundMoments(environment, values, err);
        loading.thread.start();
        return loading;
    }

    @Override
    public void run() {
        try {
            moments = TableLoading.moments(environment, values, err);
        } catch (RuntimeException e) {
            failure = e;
        } catch (Error e) {
            error = e;
        }
    }

    /** The moments, once loaded; what loading threw, rethrown on this thread. */
    public SecondMoments get() {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join(); // join's happens-before makes the fields visible
                break;
            } catch (InterruptedException e) {
                interrupted = true; // the load cannot be abandoned half way: wait, then say so
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (error != null) {
            throw error;
        }
        if (failure != null) {
            throw failure;
        }
        return moments;
    }
}
