package org.yahtzee.cli.serve;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.yahtzee.cli.ErrorReporter;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.rules.Rules;

/**
 * The HTTP server of {@code yahtzee serve}: the JDK's own ({@code com.sun.net.httpserver}) with
 * the API's endpoints under {@value #PREFIX} and the pages everywhere else ({@link WebPages}),
 * run on a {@link WorkerPool} within {@link ServeLimits}. Every answer of the API is JSON with
 * the security headers ({@link ApiExchange}), an error included; nothing a request does reaches
 * the client as a stack trace. Bound to loopback, it answers only requests for this machine's
 * names ({@link HostCheck}).
 */
public final class ApiServer implements HttpHandler {
    /*
     * Implementation notes. The JDK's server reads its timeouts from system properties once,
     * when its first server is made (sun.net.httpserver.ServerConfig): they are set here before
     * that unless the user set them (-D...). maxReqTime closes a connection whose request has
     * not wholly arrived in time (headers and body: a client that sends slowly holds a worker no
     * longer than that); maxRspTime one whose answer a client does not read in time. One context
     * at "/" takes every path, so an unknown path under /api/ gets the API's JSON 404 rather
     * than the JDK's, and any other the pages' HTML 404.
     */

    static final String PREFIX = "/api/v1/";
    /** Paths under this are the API's (JSON, a JSON 404); the others are the pages'. */
    private static final String API = "/api/";
    /** The longest a client may take to read an answer, seconds: a graded record of 1 MB is ~15 MB. */
    private static final int RESPONSE_SECONDS = 60;

    /** An endpoint with the one method it takes. */
    private record Route(String method, Endpoint endpoint) {
    }

    private final HttpServer server;
    private final WorkerPool pool;
    private final ServeLimits limits;
    private final PrintWriter log;
    /** Whether requests must name this machine (HostCheck): bound to a loopback address. */
    private final boolean loopback;
    private final WebPages pages = new WebPages();
    /** Requests being handled; guarded by this. */
    private int inFlight;
    private final Map<String, Route> routes = new ConcurrentSkipListMap<>(); // tests add to it while it runs

    private ApiServer(HttpServer server, WorkerPool pool, ServeLimits limits, PrintWriter log, boolean loopback) {
        this.server = server;
        this.loopback = loopback;
        this.pool = pool;
        this.limits = limits;
        this.log = log;
    }

    /**
     * Binds {@code address} (port 0: any free port) and starts answering.
     *
     * @param log where the server writes what no client should see: a bug's stack trace, notes
     *            of the table cache
     * @throws IOException if the address cannot be bound (in use, not this machine's)
     */
    public static ApiServer start(InetSocketAddress address, Environment environment, Rules defaultRules,
            ServeLimits limits, PrintWriter log) throws IOException {
        setIfUnset("sun.net.httpserver.maxReqTime", Integer.toString(limits.requestSeconds()));
        setIfUnset("sun.net.httpserver.maxRspTime", Integer.toString(RESPONSE_SECONDS));
        // Headers and body go out as two writes: with Nagle's algorithm the body waited for the
        // client's delayed ACK, 40 ms an answer (688 answers/s at 32 connections, p50 44 ms).
        setIfUnset("sun.net.httpserver.nodelay", "true");
        HttpServer http;
        try {
            http = HttpServer.create(address, 0);
        } catch (IOException e) {
            throw new IOException("cannot listen on " + address.getHostString() + ":" + address.getPort() + ": "
                    + ErrorReporter.describe(e), e);
        }
        WorkerPool pool = new WorkerPool(limits.threads(), limits.queue());
        ApiServer api = new ApiServer(http, pool, limits, log, address.getAddress().isLoopbackAddress());
        Engine engine = new Engine(environment, log);
        api.route("advise", "POST", new AdviseEndpoint(engine, defaultRules, limits.bodyBytes()));
        api.route("grade", "POST", new GradeEndpoint(engine, limits.gradeBodyBytes()));
        api.route("value", "POST", new ValueEndpoint(engine, defaultRules, limits.bodyBytes()));
        api.route("distribution", "GET", new ReportEndpoint(engine, "distribution", defaultRules));
        api.route("opening", "GET", new ReportEndpoint(engine, "opening", defaultRules));
        api.route("health", "GET", new HealthEndpoint(engine, defaultRules));
        http.createContext("/", api);
        http.setExecutor(pool);
        engine.preload(defaultRules);
        http.start();
        return api;
    }

    /** Adds an endpoint; tests add their own (one that blocks, to fill the workers). */
    void route(String name, String method, Endpoint endpoint) {
        routes.put(PREFIX + name, new Route(method, endpoint));
    }

    /** Every endpoint as "METHOD PATH", e.g. "POST /api/v1/advise", sorted by path. */
    java.util.List<String> operations() {
        java.util.List<String> operations = new java.util.ArrayList<>();
        for (Map.Entry<String, Route> route : routes.entrySet()) {
            operations.add(route.getValue().method + " " + route.getKey());
        }
        return operations;
    }

    private static void setIfUnset(String property, String value) {
        if (System.getProperty(property) == null) {
            System.setProperty(property, value);
        }
    }

    /** The port listened on: the one asked for, or the one chosen for port 0. */
    public int port() {
        return server.getAddress().getPort();
    }

    /**
     * Stops taking connections, waits up to the limits' stop seconds for the requests in flight
     * to be answered, then closes every connection left.
     */
    public void stop() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(limits.stopSeconds());
        // JDK 17's stop(delay) closes the listening socket, then waits the whole delay unless
        // an exchange ends meanwhile (JDK-8304065, fixed in 21): with nothing in flight a stop
        // took 10 s. So it waits on its own thread while this one watches the requests in
        // flight; once they are answered, stop(0) ends its wait and closes what is left.
        Thread closing = new Thread(new Closing(server, limits.stopSeconds()), "yahtzee-serve-closing");
        closing.start();
        synchronized (this) {
            for (long left; inFlight > 0 && (left = deadline - System.nanoTime()) > 0; ) {
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }
        server.stop(0);
        closing.join();
        pool.stop(Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
    }

    /** The JDK server's own stop, which waits for the requests in flight. */
    private record Closing(HttpServer server, int seconds) implements Runnable {
        @Override
        public void run() {
            server.stop(seconds);
        }
    }

    private synchronized void started() {
        inFlight++;
    }

    private synchronized void ended() {
        if (--inFlight == 0) {
            notifyAll();
        }
    }

    @Override
    public void handle(HttpExchange http) throws IOException {
        ApiExchange exchange = new ApiExchange(http);
        started();
        try {
            if (WorkerPool.isOverflow()) {
                throw new ApiError(ApiError.Kind.BUSY, null, "the server is busy: all " + limits.threads()
                        + " workers are answering and " + limits.queue() + " requests wait; try again in "
                        + ApiExchange.RETRY_AFTER_SECONDS + " s");
            }
            if (loopback) {
                HostCheck.require(exchange.header("Host"));
            }
            (exchange.path().startsWith(API) ? route(exchange).endpoint : pages).handle(exchange);
        } catch (ApiError e) {
            exchange.fail(e);
        } catch (IOException e) {
            // The client went away or sent a body that broke off: there is no one to answer.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the server is stopping: the connection is closed below
        } catch (RuntimeException | Error e) {
            internal(exchange, e);
        } finally {
            http.close();
            ended();
        }
    }

    private Route route(ApiExchange exchange) throws ApiError {
        Route route = routes.get(exchange.path());
        if (route == null) {
            throw new ApiError(ApiError.Kind.NOT_FOUND, null, "no such endpoint: " + UserText.quote(exchange.path())
                    + ": expected one of " + String.join(", ", routes.keySet()));
        }
        if (!route.method.equals(exchange.method())) {
            exchange.allow(route.method);
            throw new ApiError(ApiError.Kind.METHOD_NOT_ALLOWED, null, exchange.path() + " takes " + route.method
                    + ", not " + UserText.quote(exchange.method()));
        }
        return route;
    }

    /** A bug or the memory: the log gets the stack trace, the client a 500 that names no class. */
    private void internal(ApiExchange exchange, Throwable e) throws IOException {
        synchronized (log) {
            log.println("error: internal error answering " + UserText.printable(exchange.method() + " "
                    + exchange.path()) + ":");
            e.printStackTrace(log);
            log.flush();
        }
        boolean memory = e instanceof OutOfMemoryError;
        exchange.fail(new ApiError(ApiError.Kind.INTERNAL, null, memory
                ? "the server ran out of memory answering this request: " + ErrorReporter.describe(e)
                : "internal error: a bug, please report it with the server's log"));
    }
}
