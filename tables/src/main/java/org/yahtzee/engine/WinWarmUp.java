package org.yahtzee.engine;

import org.yahtzee.goal.SolverWarmUp;

/**
 * The win goal's warm-up for one engine: the first decision asked on an early card (more than
 * {@link Yahtzee#WIN_EXACT_OPEN_MAX} open boxes, the look-ahead's) starts {@link SolverWarmUp} on
 * a background thread, once, so that the game's first exact decision, a few turns later, finds
 * the solver's code compiled. Safe for concurrent use.
 */
final class WinWarmUp {
    /*
     * Implementation notes. The thread is a daemon of the lowest priority: no answer waits for
     * it, a process ends without it, and nothing reads what it solved (SolverWarmUp keeps nothing).
     * It runs on one thread beside the game's first turns, each a few milliseconds of the
     * look-ahead, while a player reads the advice and rolls. Its cost: RESULTS.md, win18. It
     * opens the policy table as the decisions do (under the tables' lock, once a process), and a
     * failure there (a damaged file) is left for the decision that asks for it to meet and report:
     * a warm-up never prints.
     */

    private final LoadedTables tables;
    /** The warm-up's thread once started; null before. */
    private Thread thread;

    WinWarmUp(LoadedTables tables) {
        this.tables = tables;
    }

    /** Starts the warm-up unless it was started before. */
    synchronized void start() {
        if (thread != null) {
            return;
        }
        thread = new Thread(this::run, "yahtzee-win-warm-up");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }

    private void run() {
        try {
            SolverWarmUp.run(tables.values(), tables.policyTableIfCached());
        } catch (RuntimeException | OutOfMemoryError leftForTheDecisions) {
            // the decisions open the same tables and report what fails; a warm-up that does not
            // fit the heap (its solve about 15 MB) drops what it made, and the decision it would
            // have sped up meets the same limit on the asking thread, where it is reported
        }
    }

    /** True once {@link #start} has started the thread (for the tests). */
    synchronized boolean started() {
        return thread != null;
    }

    /** Waits for the warm-up to end, if it was started (for the tests). */
    void await() throws InterruptedException {
        Thread t;
        synchronized (this) {
            t = thread;
        }
        if (t != null) {
            t.join();
        }
    }
}
