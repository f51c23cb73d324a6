package org.yahtzee.cli.serve;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The workers that compute answers, in two lanes: {@link Lane#QUICK} for answers of microseconds
 * (advise) and {@link Lane#LONG} for those of 50 ms to seconds (value, grade, a report's first
 * computation), so that a flood of long work never delays a quick answer. A request takes a
 * place in its lane ({@link #admit}) before its body is read, and gives it back when its answer
 * is computed: a lane holds at most its workers plus its queue, and the requests admitted hold
 * at most {@link #BODY_BUDGET} bytes of bodies; a request beyond either is answered 429 at once. Nothing here reads from or writes to a client: a slow one holds a place
 * while its body arrives (within the body time), never a worker.
 */
final class WorkerPool {
    /*
     * Implementation notes. The places are a semaphore per lane of threads + queue permits, so
     * the executor's own queue (unbounded) never refuses a task: the refusal happens at admission,
     * where a 429 can still be answered, never later, where the JDK's server used to close the
     * connection without a word. The body budget is a semaphore of kilobytes, each request taking
     * its endpoint's largest body: 64 records of 1 MB may wait, or 256 values of 16 KB. The health check, the pages and the reports already made need
     * no worker at all: they are answered on the server's own threads (ApiServer).
     */

    /** Where a request's answer is computed. */
    enum Lane {
        /** Microseconds to ~20 ms: advise. */
        QUICK,
        /** 50 ms to seconds: value, grade, a report's first computation. */
        LONG
    }

    /** The most bytes of request bodies the admitted requests may hold (64 MB: 64 records to grade). */
    static final long BODY_BUDGET = 64L << 20;

    private final ThreadPoolExecutor quick;
    private final ThreadPoolExecutor slow;
    private final Semaphore quickPlaces;
    private final Semaphore slowPlaces;
    /** Kilobytes of body the admitted requests may still hold. */
    private final Semaphore bodyKilobytes = new Semaphore((int) (BODY_BUDGET >> 10));

    WorkerPool(ServeLimits limits) {
        quick = executor(limits.threads(), "yahtzee-serve-quick-");
        slow = executor(limits.longThreads(), "yahtzee-serve-long-");
        quickPlaces = new Semaphore(limits.threads() + limits.queue());
        slowPlaces = new Semaphore(limits.longThreads() + limits.longQueue());
    }

    private static ThreadPoolExecutor executor(int threads, String prefix) {
        return new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), new Named(prefix));
    }

    /**
     * Takes a place in {@code lane} for a request whose body may be {@code bodyBytes} long; false
     * if the lane is full (its workers busy and its queue full) or the bodies held are at the budget.
     */
    boolean admit(Lane lane, int bodyBytes) {
        if (!places(lane).tryAcquire()) {
            return false;
        }
        if (!bodyKilobytes.tryAcquire(kilobytes(bodyBytes))) {
            places(lane).release();
            return false;
        }
        return true;
    }

    /** Gives back a place taken by {@link #admit} whose work will not be run (the request failed first). */
    void leave(Lane lane, int bodyBytes) {
        bodyKilobytes.release(kilobytes(bodyBytes));
        places(lane).release();
    }

    /** Runs {@code work} on a worker of {@code lane}, in the place taken by {@link #admit}, then gives the place back. */
    void run(Lane lane, int bodyBytes, Runnable work) {
        (lane == Lane.QUICK ? quick : slow).execute(new Placed(work, this, lane, bodyBytes));
    }

    private static int kilobytes(int bytes) {
        return (bytes + 1023) >> 10;
    }

    private Semaphore places(Lane lane) {
        return lane == Lane.QUICK ? quickPlaces : slowPlaces;
    }

    /** Takes no more work; waits up to {@code millis} for what runs and waits, then interrupts it. */
    void stop(long millis) throws InterruptedException {
        quick.shutdown();
        slow.shutdown();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        quick.awaitTermination(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        slow.awaitTermination(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        quick.shutdownNow();
        slow.shutdownNow();
    }

    /** Work that gives its place back when it ends, however it ends. */
    private record Placed(Runnable work, WorkerPool pool, Lane lane, int bodyBytes) implements Runnable {
        @Override
        public void run() {
            try {
                work.run();
            } finally {
                pool.leave(lane, bodyBytes);
            }
        }
    }

    /** Daemon threads named by lane and number, for thread dumps and the server's log. */
    private static final class Named implements ThreadFactory {
        private final String prefix;
        private final AtomicInteger count = new AtomicInteger();

        Named(String prefix) {
            this.prefix = prefix;
        }

        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new Thread(task, prefix + count.incrementAndGet());
            thread.setDaemon(true); // the JVM's exit is the command's; a stuck worker must not hold it
            return thread;
        }
    }
}
