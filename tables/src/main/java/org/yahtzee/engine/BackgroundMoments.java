package org.yahtzee.engine;

import org.yahtzee.risk.SecondMoments;

/**
 * A rule set's second moments loaded on another thread while the caller analyses its turn, the
 * first time an answer with an SD needs them: advise's start, where mapping and checking the
 * 4 MB moments table took about as long as the turn's analysis that does not need it,
 * interpreted both. {@link #get} gives the moments, or throws what loading them threw, as if
 * called in place. Once the moments are loaded, no thread is started.
 */
final class BackgroundMoments implements Runnable {
    /*
     * Implementation notes. A named class and a plain thread, not a lambda or an executor
     * (docs/startup.md). Measured in advise's class-load log (load average 7-10): moments loaded
     * and checked in 19 ms of the main thread's 241 after Main, the analysis before them 67 ms.
     * The listener hears of the load (a note, a rebuild's progress) on this thread.
     */

    private final LoadedTables tables;
    private final Thread thread;
    /** False if the moments were loaded before: no thread was started. */
    private boolean started;
    private SecondMoments moments;
    private RuntimeException failure;
    private Error error;

    private BackgroundMoments(LoadedTables tables) {
        this.tables = tables;
        this.thread = new Thread(this, "yahtzee-moments");
        thread.setDaemon(true);
    }

    /**
     * Starts loading the moments of {@code tables} unless they are loaded. The value table is
     * loaded first, on the calling thread: a first use's solve of it is heard of there, before
     * the moments it is needed for.
     */
    static BackgroundMoments start(LoadedTables tables) {
        tables.values();
        BackgroundMoments loading = new BackgroundMoments(tables);
        if (tables.momentsLoaded()) {
            loading.moments = tables.moments();
        } else {
            loading.started = true;
            loading.thread.start();
        }
        return loading;
    }

    @Override
    public void run() {
        try {
            moments = tables.moments();
        } catch (RuntimeException e) {
            failure = e;
        } catch (Error e) {
            error = e;
        }
    }

    /** The moments, once loaded; what loading threw, rethrown on this thread. */
    SecondMoments get() {
        if (!started) {
            return moments;
        }
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
