package org.yahtzee.cli.serve;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.DoubleConsumer;
import java.util.function.Predicate;
import org.yahtzee.cli.FailureReport;
import org.yahtzee.engine.EngineListener;
import org.yahtzee.engine.TableException;
import org.yahtzee.engine.Work;
import org.yahtzee.rules.Rules;

/**
 * The reach tables the pages ask the server to build: at most one build at a time, on a thread
 * of its own (no worker is held, and the build goes on when the client that asked goes away),
 * its progress read from the engine's events. Also the listener of the server's engine: every
 * event goes on to the log's listener, and a reach table's progress is kept here besides.
 */
final class ReachBuild implements EngineListener {
    /*
     * Implementation notes. A build is about half a minute of two cores and 0.9 GB of heap
     * (Work.Kind.REACH_TABLE), so a second request for the same rules joins it (it gets the
     * status), and one for other rules while it runs is told to try later (429) rather than
     * queued: two at once would double the heap. A build that fails (the heap, a disk) is kept
     * with its message until it is asked for again. The progress comes from the engine's
     * listener (a fraction 0..1 for the work REACH_TABLE of the rules being built); a fake build
     * in the tests reports it directly.
     */

    /** Where a build stands. */
    enum State {
        /** Not in the cache, not being built. */
        MISSING,
        /** Being built; {@link Status#fraction} says how far. */
        BUILDING,
        /** In the cache (or loaded): the goals answer from it. */
        BUILT,
        /** The last build failed; {@link Status#message} says why. */
        FAILED
    }

    /** One rule set's reach table as a page is told of it. */
    record Status(Rules rules, State state, double fraction, String message) {
    }

    /** How a table is built: the engine's build, or a test's fake; progress 0..1 may also come through the listener. */
    @FunctionalInterface
    interface Solver {
        void build(Rules rules, DoubleConsumer progress);
    }

    private final EngineListener next;
    private final ExecutorService thread = Executors.newSingleThreadExecutor(ReachBuild::daemon);
    private Solver solver;
    /** Whether a rule set's table is in the cache already (the engine maps and checks it). */
    private Predicate<Rules> cached;
    /** The rules being built, or null; the fields below are guarded by this. */
    private Rules running;
    private double fraction;
    private final Map<Rules, String> failures = new HashMap<>();

    /** {@code next} hears every event of the engine (the log's lines). */
    ReachBuild(EngineListener next) {
        this.next = next;
    }

    /** The engine's build and cache look-up, given once the engine exists. */
    void use(Solver solver, Predicate<Rules> cached) {
        this.solver = solver;
        this.cached = cached;
    }

    /** True if {@code rules}' status is at hand: a build runs for it or failed (no look at the cache needed). */
    synchronized boolean known(Rules rules) {
        return rules.equals(running) || failures.containsKey(rules);
    }

    /** Where the reach table of {@code rules} stands; may map the cache's file (about 60 ms, once). */
    Status status(Rules rules) {
        synchronized (this) {
            if (rules.equals(running)) {
                return new Status(rules, State.BUILDING, fraction, null);
            }
            if (failures.containsKey(rules)) {
                return new Status(rules, State.FAILED, 0, failures.get(rules));
            }
        }
        return new Status(rules, cached.test(rules) ? State.BUILT : State.MISSING, 0, null);
    }

    /**
     * Starts building {@code rules}' table unless it is built or being built, and says where it
     * stands.
     *
     * @throws ApiError busy (429) while another rule set's table is being built
     */
    Status start(Rules rules) throws ApiError {
        refuseWhileOthersBuild(rules); // before the look at the cache, which maps a table
        Status now = status(rules);
        if (now.state() == State.BUILDING || now.state() == State.BUILT) {
            return now;
        }
        synchronized (this) {
            refuseWhileOthersBuild(rules);
            if (running == null) {
                running = rules;
                fraction = 0;
                failures.remove(rules);
                thread.execute(() -> run(rules));
            }
            return new Status(rules, State.BUILDING, fraction, null);
        }
    }

    private synchronized void refuseWhileOthersBuild(Rules rules) throws ApiError {
        if (running != null && !running.equals(rules)) {
            throw new ApiError(ApiError.Kind.BUSY, null, "the " + running.canonicalName() + " reach table is being built ("
                    + Math.round(100 * fraction) + "%): one build runs at a time; try again when it is done");
        }
    }

    private void run(Rules rules) {
        String failure = null;
        try {
            solver.build(rules, f -> advance(rules, f));
        } catch (RuntimeException | Error e) {
            failure = "the build failed: " + FailureReport.describe(e);
        }
        synchronized (this) {
            running = null;
            if (failure != null) {
                failures.put(rules, failure);
            }
        }
    }

    private synchronized void advance(Rules rules, double f) {
        if (rules.equals(running) && f > fraction) {
            fraction = Math.min(1, f);
        }
    }

    @Override
    public void progress(Work work, double f) {
        if (work.kind() == Work.Kind.REACH_TABLE) {
            advance(work.rules(), f);
        }
        next.progress(work, f);
    }

    @Override
    public void finished(Work work) {
        next.finished(work);
    }

    @Override
    public void rebuilding(Work work, Path file, TableException why) {
        next.rebuilding(work, file, why);
    }

    @Override
    public void waiting(Work work, Path file, Duration timeout) {
        next.waiting(work, file, timeout);
    }

    @Override
    public void notCached(Work work, Path file, String reason) {
        next.notCached(work, file, reason);
    }

    private static Thread daemon(Runnable task) {
        Thread t = new Thread(task, "yahtzee-serve-reach-build");
        t.setDaemon(true); // a stop does not wait a minute for a build: its file is written atomically or not at all
        return t;
    }
}
