package org.yahtzee.cli.serve;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * The header time of every connection: a connection that has begun a request and not finished
 * its headers within the limits' header time is closed. A slow-loris client (headers a byte at a
 * time) never holds a thread, as Jetty parses headers as they come, but without this it would
 * hold its connection for ever: its bytes keep the idle timeout from firing.
 */
final class ConnectionWatch implements Connection.Listener {
    /*
     * Implementation notes. Jetty has no header timeout of its own (its idle timeout counts the
     * time without a byte), so a sweep looks at each open connection a few times per header time.
     * A connection is "between requests" from its opening and from each answer's end; bytes
     * arriving then (more than were in at that moment) are a request's headers on their way, and
     * the handler's start of the request (headers complete) ends the wait. So a sweep closes a
     * connection whose bytes began arriving more than the header time ago with no request
     * started since. The sweep's period is a quarter of the header time (at most a second): a
     * slow client is cut between 1 and 1.25 header times after its first byte.
     */

    /** What the sweep knows of one connection. */
    private static final class Watched {
        /** A request is being handled: its headers are in. */
        boolean inRequest;
        /** The connection's bytes in when it was last between requests. */
        long bytesAtRest;
        /** When bytes past {@link #bytesAtRest} were first seen (System.nanoTime), or -1. */
        long arrivingSince = -1;
    }

    private final Map<Connection, Watched> open = new ConcurrentHashMap<>();
    private final Scheduler scheduler;
    private final long headerNanos;
    private final long periodMillis;
    private volatile boolean stopped;

    ConnectionWatch(Scheduler scheduler, long headerMillis) {
        this.scheduler = scheduler;
        this.headerNanos = TimeUnit.MILLISECONDS.toNanos(headerMillis);
        this.periodMillis = Math.max(10, Math.min(1000, headerMillis / 4));
    }

    /** Starts the sweeps (the scheduler must be running). */
    void start() {
        scheduler.schedule(this::sweep, periodMillis, TimeUnit.MILLISECONDS);
    }

    void stop() {
        stopped = true;
    }

    @Override
    public void onOpened(Connection connection) {
        open.put(connection, new Watched());
    }

    @Override
    public void onClosed(Connection connection) {
        open.remove(connection);
    }

    /** A request's headers are in: it is handled now, however long its body and answer take. */
    void requestStarted(Connection connection) {
        Watched w = open.get(connection);
        if (w != null) {
            synchronized (w) {
                w.inRequest = true;
                w.arrivingSince = -1;
            }
        }
    }

    /** Its answer is written: the connection waits for the next request. */
    void requestEnded(Connection connection) {
        Watched w = open.get(connection);
        if (w != null) {
            synchronized (w) {
                w.inRequest = false;
                w.bytesAtRest = connection.getBytesIn();
                w.arrivingSince = -1;
            }
        }
    }

    private void sweep() {
        if (stopped) {
            return;
        }
        long now = System.nanoTime();
        for (Map.Entry<Connection, Watched> entry : open.entrySet()) {
            Connection connection = entry.getKey();
            Watched w = entry.getValue();
            boolean late;
            synchronized (w) {
                if (w.inRequest || connection.getBytesIn() <= w.bytesAtRest) {
                    continue;
                }
                if (w.arrivingSince < 0) {
                    w.arrivingSince = now;
                }
                late = now - w.arrivingSince > headerNanos;
            }
            if (late) {
                connection.getEndPoint().close(); // no answer: a request whose headers never ended has no one to answer
            }
        }
        scheduler.schedule(this::sweep, periodMillis, TimeUnit.MILLISECONDS);
    }
}
