package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;
import org.yahtzee.cli.FailureReport;
import org.yahtzee.cli.text.UserText;

/**
 * Every request, as Jetty hands it over with its headers read: the guards (the Host, the origin,
 * the method, the media type), then the answer: at once on this thread when it is at hand (the
 * health check, the pages, a report made before), else on a worker of the endpoint's lane once
 * its body has arrived, or 429 when the lane is full. Never blocks: a slow client holds no thread.
 */
final class ApiHandler extends Handler.Abstract.NonBlocking {
    /*
     * Implementation notes. Jetty parses a request's headers as they arrive without a thread,
     * and calls this handler (on one of its own threads, which must not block) when they are
     * complete. A refusal decided before the body is read (a 404, a 429, a foreign origin...)
     * reads and drops the body first (BodyReader.drain), so that a client still sending reads
     * the refusal, not a reset. The server's accounting (requests in flight, for a stop; the
     * connection's header time) wraps Jetty's callback, which the answer's last write completes.
     */

    /** Paths under this are the API's (JSON, a JSON 404); the others are the pages'. */
    private static final String API = "/api/";

    private final Map<String, Route> routes = new ConcurrentSkipListMap<>(); // tests add to it while it runs
    private final WebPages pages = new WebPages();
    private final WorkerPool pool;
    private final ServeLimits limits;
    private final HostCheck hostCheck;
    private final ConnectionWatch watch;
    private final Scheduler scheduler;
    private final PrintWriter log;
    /** Requests being handled; guarded by this. */
    private int inFlight;

    ApiHandler(WorkerPool pool, ServeLimits limits, HostCheck hostCheck, ConnectionWatch watch, Scheduler scheduler,
            PrintWriter log) {
        this.pool = pool;
        this.limits = limits;
        this.hostCheck = hostCheck;
        this.watch = watch;
        this.scheduler = scheduler;
        this.log = log;
    }

    void route(String path, Route route) {
        routes.put(path, route);
    }

    Map<String, Route> routes() {
        return routes;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Connection connection = request.getConnectionMetaData().getConnection();
        started(connection);
        ApiExchange exchange = new ApiExchange(request, response, new Finished(this, connection, callback), scheduler,
                limits.answerTime().toMillis());
        request.addIdleTimeoutListener(IgnoreIdle.INSTANCE);
        try {
            if (hostCheck != null) {
                hostCheck.require(exchange.header("Host"));
            }
            if (!exchange.path().startsWith(API)) {
                run(pages, exchange);
                return true;
            }
            Route route = route(exchange);
            OriginCheck.require(exchange.header("Origin"), exchange.header("Sec-Fetch-Site"), exchange.header("Host"));
            route.checkContentType(exchange.header("Content-Type"));
            if (route.endpoint().immediate(exchange)) {
                run(route.endpoint(), exchange);
            } else if (!pool.admit(route.lane(), route.bodyBytes())) {
                throw new ApiError(ApiError.Kind.BUSY, null, "the server is busy: every worker is answering and "
                        + "the queue is full; try again in " + ApiExchange.RETRY_AFTER_SECONDS + " s");
            } else if (route.bodyBytes() == 0) {
                pool.run(route.lane(), 0, new Work(this, route.endpoint(), exchange));
            } else {
                BodyReader.read(request, route.bodyBytes(), limits.bodyTime().toMillis(), scheduler,
                        new ToWorker(this, route, exchange));
            }
        } catch (ApiError e) {
            BodyReader.drain(request, e, limits.bodyTime().toMillis(), scheduler, new Refusal(this, exchange));
        } catch (RuntimeException | Error e) {
            internal(exchange, e);
        }
        return true;
    }

    private Route route(ApiExchange exchange) throws ApiError {
        Route route = routes.get(exchange.path());
        if (route == null) {
            throw new ApiError(ApiError.Kind.NOT_FOUND, null, "no such endpoint: " + UserText.quote(exchange.path())
                    + ": expected one of " + String.join(", ", routes.keySet()));
        }
        if (!route.takes(exchange.method())) {
            exchange.allow(route.allowed());
            throw new ApiError(ApiError.Kind.METHOD_NOT_ALLOWED, null, exchange.path() + " takes " + route.allowed()
                    + ", not " + UserText.quote(exchange.method()));
        }
        return route;
    }

    /** Runs an endpoint on the calling thread; whatever it throws becomes the answer. */
    void run(Endpoint endpoint, ApiExchange exchange) {
        try {
            endpoint.handle(exchange);
        } catch (ApiError e) {
            fail(exchange, e);
        } catch (IOException e) {
            exchange.abort(e); // the client went away, or the answer's write failed: there is no one to answer
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the server is stopping
            exchange.abort(e);
        } catch (RuntimeException | Error e) {
            internal(exchange, e);
        }
    }

    void fail(ApiExchange exchange, ApiError error) {
        try {
            exchange.fail(error);
        } catch (IOException | RuntimeException e) {
            exchange.abort(e);
        }
    }

    /** A bug or the memory: the log gets the stack trace, the client a 500 that names no class. */
    private void internal(ApiExchange exchange, Throwable e) {
        synchronized (log) {
            log.println("error: internal error answering " + UserText.printable(exchange.method() + " "
                    + exchange.path()) + ":");
            e.printStackTrace(log);
            log.flush();
        }
        boolean memory = e instanceof OutOfMemoryError;
        fail(exchange, new ApiError(ApiError.Kind.INTERNAL, null, memory
                ? "the server ran out of memory answering this request: " + FailureReport.describe(e)
                : "internal error: a bug, please report it with the server's log"));
    }

    private synchronized void started(Connection connection) {
        inFlight++;
        watch.requestStarted(connection);
    }

    private synchronized void ended(Connection connection) {
        watch.requestEnded(connection);
        if (--inFlight == 0) {
            notifyAll();
        }
    }

    /** Waits until no request is in flight, or {@code nanos} have passed. */
    synchronized void awaitIdle(long nanos) throws InterruptedException {
        long deadline = System.nanoTime() + nanos;
        for (long left; inFlight > 0 && (left = deadline - System.nanoTime()) > 0; ) {
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
    }

    /** Jetty's callback with the server's accounting: the request ends when its answer is written. */
    private record Finished(ApiHandler handler, Connection connection, Callback callback) implements Callback {
        @Override
        public void succeeded() {
            handler.ended(connection);
            callback.succeeded();
        }

        @Override
        public void failed(Throwable x) {
            handler.ended(connection);
            callback.failed(x);
        }

        @Override
        public InvocationType getInvocationType() {
            return InvocationType.NON_BLOCKING;
        }
    }

    /**
     * Jetty's idle time does not end a request waiting for a worker or computing: the queue and
     * the work are bounded by the lanes. A read or write that waits is ended by it all the same.
     */
    private enum IgnoreIdle implements Predicate<TimeoutException> {
        INSTANCE;

        @Override
        public boolean test(TimeoutException timeout) {
            return false;
        }
    }

    /** An endpoint's work on a worker, unless its client has gone meanwhile. */
    private record Work(ApiHandler handler, Endpoint endpoint, ApiExchange exchange) implements Runnable {
        @Override
        public void run() {
            if (!exchange.clientOpen()) {
                exchange.abort(new IOException("the client went away while its request waited"));
                return;
            }
            handler.run(endpoint, exchange);
        }
    }

    /** The body has arrived (to the lane's worker) or was refused (the place given back). */
    private record ToWorker(ApiHandler handler, Route route, ApiExchange exchange) implements BodyReader.Outcome {
        @Override
        public void body(byte[] bytes) {
            exchange.body(bytes);
            handler.pool.run(route.lane(), route.bodyBytes(), new Work(handler, route.endpoint(), exchange));
        }

        @Override
        public void refused(ApiError error) {
            handler.pool.leave(route.lane(), route.bodyBytes());
            handler.fail(exchange, error);
        }
    }

    /** A refusal decided before the body was read: sent once the body is drained. */
    private record Refusal(ApiHandler handler, ApiExchange exchange) implements BodyReader.Outcome {
        @Override
        public void body(byte[] bytes) {
            throw new IllegalStateException("a drained body is always refused");
        }

        @Override
        public void refused(ApiError error) {
            handler.fail(exchange, error);
        }
    }
}
