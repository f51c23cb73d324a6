package org.yahtzee.cli.serve;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The executor of the HTTP server: a fixed number of workers with a bounded queue, and one more
 * thread that answers the requests they have no room for, each with a 429 at once. A request
 * runs start to end (reading, computing, answering) on one worker.
 */
final class WorkerPool implements Executor {
    /*
     * Implementation notes. The JDK's server hands each request (an exchange whose headers are
     * still to be read) to its executor; when the executor refuses one, it closes the connection
     * without a word. So a refused request goes to the overflow thread instead, which runs it
     * like any other, and the handler, seeing it is on that thread, answers 429 without doing the
     * work: the headers must be read to answer at all, and that takes microseconds. The overflow
     * thread has its own bounded queue; past it a connection is closed as the JDK would (1,024
     * requests refused at once means a flood, not a client that will read a 429).
     */

    private static final int OVERFLOW_QUEUE = 1024;

    private final ThreadPoolExecutor workers;
    private final ThreadPoolExecutor overflow;

    WorkerPool(int threads, int queue) {
        BlockingQueue<Runnable> waiting = queue == 0 ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(queue);
        workers = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS, waiting, new Named("yahtzee-serve-", false));
        overflow = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(OVERFLOW_QUEUE),
                new Named("yahtzee-serve-overflow-", true));
    }

    @Override
    public void execute(Runnable request) {
        try {
            workers.execute(request);
        } catch (RejectedExecutionException full) {
            overflow.execute(request); // its own refusal goes to the JDK's server, which closes the connection
        }
    }

    /** True on the overflow thread: the request being handled is to be answered 429. */
    static boolean isOverflow() {
        return Thread.currentThread() instanceof OverflowThread;
    }

    /** Takes no more requests; waits up to {@code millis} for those running. */
    void stop(long millis) throws InterruptedException {
        workers.shutdown();
        overflow.shutdown();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        workers.awaitTermination(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        overflow.awaitTermination(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        workers.shutdownNow();
        overflow.shutdownNow();
    }

    /** The thread that answers refused requests. */
    private static final class OverflowThread extends Thread {
        OverflowThread(Runnable task, String name) {
            super(task, name);
        }
    }

    /** Daemon threads named by role and number, for thread dumps and the server's log. */
    private static final class Named implements ThreadFactory {
        private final String prefix;
        private final boolean overflow;
        private final AtomicInteger count = new AtomicInteger();

        Named(String prefix, boolean overflow) {
            this.prefix = prefix;
            this.overflow = overflow;
        }

        @Override
        public Thread newThread(Runnable task) {
            String name = prefix + count.incrementAndGet();
            Thread thread = overflow ? new OverflowThread(task, name) : new Thread(task, name);
            thread.setDaemon(true); // the JVM's exit is the command's; a stuck worker must not hold it
            return thread;
        }
    }
}
