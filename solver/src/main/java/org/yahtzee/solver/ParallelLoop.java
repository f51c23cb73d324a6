package org.yahtzee.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs the items 0..n-1 of a loop on a fixed number of workers, the calling thread being worker
 * 0. Items are handed out through one atomic counter, so which worker runs an item varies: the
 * callers write each item's result to a slot of its own and combine the slots in item order,
 * which keeps their results independent of the thread count.
 */
public final class ParallelLoop implements AutoCloseable {

    /** The body of the loop: {@code worker} (0..threads-1) selects per-worker scratch. */
    @FunctionalInterface
    public interface Body {
        void run(int worker, int item);
    }

    private final int threads;
    private final ExecutorService pool;

    public ParallelLoop(int threads, String name) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        this.threads = threads;
        this.pool = threads == 1 ? null : Executors.newFixedThreadPool(threads - 1, r -> {
            Thread thread = new Thread(r, name);
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Runs {@code body} for every item 0..count-1 and returns when all are done. If an item
     * fails, or the calling thread is interrupted, no further item is started and this waits for
     * the items already running before it throws: a caller that clears its arrays on the way
     * out (ExactDistribution's kept pass) must find no worker still writing into them.
     */
    public void run(int count, Body body) {
        AtomicInteger next = new AtomicInteger();
        List<Future<?>> helpers = new ArrayList<>();
        for (int w = 1; w < threads; w++) {
            int worker = w;
            helpers.add(pool.submit(() -> drain(count, next, worker, body)));
        }
        Throwable failure = null;
        try {
            drain(count, next, 0, body);
        } catch (RuntimeException | Error e) {
            failure = e;
            next.set(count);
        }
        InterruptedException interrupted = null;
        for (Future<?> helper : helpers) {
            while (true) {
                try {
                    helper.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = interrupted == null ? e : interrupted;
                    next.set(count); // and wait on: the running items end soon
                } catch (ExecutionException e) {
                    failure = failure == null ? e.getCause() : failure;
                    next.set(count);
                    break;
                }
            }
        }
        if (interrupted != null) {
            Thread.currentThread().interrupt();
            failure = failure == null ? new IllegalStateException("interrupted", interrupted) : failure;
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failure instanceof Error error) {
            throw error;
        }
        if (failure != null) {
            throw new IllegalStateException("worker failed", failure);
        }
    }

    private static void drain(int count, AtomicInteger next, int worker, Body body) {
        for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
            body.run(worker, i);
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
