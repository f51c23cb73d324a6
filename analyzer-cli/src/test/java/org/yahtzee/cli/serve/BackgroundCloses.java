package org.yahtzee.cli.serve;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Closes of the browser tests' lanes (BrowserSession), each on a thread of its own, and the wait
 * for them. A browser's quit is about 1.3 s of waiting with no core busy (chromedriver's end,
 * then Selenium's wait for its output to go quiet): closed one after the other after the
 * module's last class, the two lanes were 3-4 s of the build's wall with both cores idle
 * (RESULTS.md, 2026-11-29).
 */
final class BackgroundCloses {
    private final List<FutureTask<Void>> started = new ArrayList<>();

    /** A close, which may throw what a close may. */
    interface Close {
        void run() throws Exception;
    }

    /** Starts {@code close} on a thread of its own. */
    synchronized void start(Close close) {
        FutureTask<Void> task = new FutureTask<>(() -> {
            close.run();
            return null;
        });
        Thread closer = new Thread(task, "browser-test-close");
        closer.setDaemon(true);
        closer.start();
        started.add(task);
    }

    /**
     * Returns once every close started has ended; the first failure is thrown, with the others
     * suppressed in it.
     */
    void awaitAll() throws Exception {
        List<FutureTask<Void>> closes;
        synchronized (this) {
            closes = new ArrayList<>(started);
            started.clear();
        }
        Exception failure = null;
        for (FutureTask<Void> close : closes) {
            try {
                close.get();
            } catch (ExecutionException e) {
                Exception cause = e.getCause() instanceof Exception exception ? exception : e;
                if (failure == null) {
                    failure = cause;
                } else {
                    failure.addSuppressed(cause);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
