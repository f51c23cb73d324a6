package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.ScheduledExecutorScheduler;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.FailureReport;
import org.yahtzee.rules.Rules;

/**
 * The HTTP server of {@code yahtzee serve}: Jetty 12 (its core API, no servlets) with the API's
 * endpoints under {@value #PREFIX} and the pages everywhere else ({@link WebPages}), within
 * {@link ServeLimits}. Every answer of the API is JSON with the security headers
 * ({@link ApiExchange}), an error included, a request Jetty cannot read as HTTP too
 * ({@link JsonErrorHandler}); nothing a request does reaches the client as a stack trace.
 * Bound to loopback, it answers only requests for this machine's names ({@link HostCheck}).
 */
public final class ApiServer {
    /*
     * Implementation notes. Three kinds of threads: Jetty's (a few: accepting, the selector that
     * parses requests as their bytes come, writing answers as clients read them), which never
     * block and also give the answers at hand (health, pages, a report made before); and the two
     * lanes of WorkerPool, which only compute. So no client, slow or stuck, holds a worker: a
     * slow sender holds a place in a lane (its body time at most), a slow reader the memory of
     * its unread answer (its answer time at most). Jetty's thread pool is bounded (16) but its
     * work is short; its connections are closed after the idle time, and ConnectionWatch closes
     * one whose headers take longer than the header time.
     */

    static final String PREFIX = "/api/v1/";
    /** Jetty's threads: 1 acceptor, 1 selector, and the rest for reads, writes and answers at hand. */
    private static final int JETTY_THREADS = 16;
    /**
     * Connections the kernel holds completed before the acceptor takes them. The JDK's default of
     * 50 overflows when a burst of clients connects at once (the load test's 200): the kernel
     * then drops handshakes or answers with SYN cookies, and now and then a client's connection
     * is left dead, its request never read and never answered ("received no bytes"; 4 of 300
     * repetitions of ServeLoadTest, with 1,083 listen overflows in 150). The OS caps it at
     * net.core.somaxconn.
     */
    private static final int ACCEPT_QUEUE = 1024;

    private final Server server;
    private final ServerConnector connector;
    private final ApiHandler handler;
    private final WorkerPool pool;
    private final ConnectionWatch watch;
    private final ServeLimits limits;
    private Engine engine;
    /** The port listened on, known once started (the connector forgets it when closed). */
    private int port;

    private ApiServer(Server server, ServerConnector connector, ApiHandler handler, WorkerPool pool, ConnectionWatch watch,
            ServeLimits limits) {
        this.server = server;
        this.connector = connector;
        this.handler = handler;
        this.pool = pool;
        this.watch = watch;
        this.limits = limits;
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
        return start(address, environment, defaultRules, limits, log, null);
    }

    /** As above, a reach table asked for by a page built by {@code solver} (tests: a fake; null: the engine's build). */
    static ApiServer start(InetSocketAddress address, Environment environment, Rules defaultRules, ServeLimits limits,
            PrintWriter log, ReachBuild.Solver solver) throws IOException {
        QueuedThreadPool threads = new QueuedThreadPool(JETTY_THREADS, 2);
        threads.setName("yahtzee-serve-io");
        threads.setDaemon(true); // the JVM's exit is the command's
        ScheduledExecutorScheduler scheduler = new ScheduledExecutorScheduler("yahtzee-serve-timer", true);
        Server server = new Server(threads, scheduler, null);
        server.setErrorHandler(new JsonErrorHandler(log));
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(address.getAddress().getHostAddress());
        connector.setPort(address.getPort());
        connector.setIdleTimeout(limits.idleTime().toMillis());
        connector.setAcceptQueueSize(ACCEPT_QUEUE);
        server.addConnector(connector);

        WorkerPool pool = new WorkerPool(limits);
        ConnectionWatch watch = new ConnectionWatch(scheduler, limits.headerTime().toMillis());
        connector.addEventListener(watch);
        ApiHandler handler = new ApiHandler(pool, limits, HostCheck.forAddress(address.getAddress()), watch, scheduler, log);
        server.setHandler(handler);
        ApiServer api = new ApiServer(server, connector, handler, pool, watch, limits);
        Engine engine = new Engine(environment, log, solver);
        api.route("advise", Route.post(new AdviseEndpoint(engine, defaultRules), limits.bodyBytes(), WorkerPool.Lane.QUICK,
                Route.JSON));
        api.route("grade", Route.post(new GradeEndpoint(engine), limits.gradeBodyBytes(), WorkerPool.Lane.LONG, Route.JSON,
                Route.TEXT));
        api.route("value", Route.post(new ValueEndpoint(engine, defaultRules), limits.bodyBytes(), WorkerPool.Lane.LONG,
                Route.JSON));
        api.route("distribution", Route.get(new ReportEndpoint(engine, "distribution", defaultRules), WorkerPool.Lane.LONG));
        api.route("opening", Route.get(new ReportEndpoint(engine, "opening", defaultRules), WorkerPool.Lane.LONG));
        api.route("reach-table", Route.get(new ReachTableEndpoint(engine.builds(), defaultRules, false),
                WorkerPool.Lane.QUICK));
        api.route("reach-table/build", Route.post(new ReachTableEndpoint(engine.builds(), defaultRules, true),
                limits.bodyBytes(), WorkerPool.Lane.QUICK, Route.JSON));
        api.route("health", Route.get(new HealthEndpoint(engine, defaultRules), WorkerPool.Lane.QUICK));
        engine.preload(defaultRules);
        api.engine = engine;
        try {
            server.start();
        } catch (IOException e) {
            api.abandon();
            throw new IOException("cannot listen on " + address.getHostString() + ":" + address.getPort() + ": "
                    + FailureReport.describe(bindFailure(e)), e);
        } catch (Exception e) {
            api.abandon();
            throw new IllegalStateException("the HTTP server did not start", e);
        }
        watch.start();
        api.port = connector.getLocalPort();
        return api;
    }

    /** The BindException in Jetty's IOException ("Failed to bind to ..."), which the OS words best. */
    private static IOException bindFailure(IOException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BindException bind) {
                return bind;
            }
        }
        return e;
    }

    /** Adds an endpoint; tests add their own (one that blocks, to fill the workers). */
    void route(String name, Route route) {
        handler.route(PREFIX + name, route);
    }

    /** Adds a GET endpoint computed in the quick lane (tests: one that blocks, one that throws). */
    void route(String name, String method, Endpoint endpoint) {
        route(name, method.equals("GET") ? Route.get(endpoint, WorkerPool.Lane.QUICK)
                : Route.post(endpoint, limits.bodyBytes(), WorkerPool.Lane.QUICK, Route.JSON));
    }

    /** Every endpoint as "METHOD PATH", e.g. "POST /api/v1/advise", sorted by path. */
    List<String> operations() {
        List<String> operations = new ArrayList<>();
        for (Map.Entry<String, Route> route : handler.routes().entrySet()) {
            operations.add(route.getValue().method() + " " + route.getKey());
        }
        return operations;
    }

    /**
     * Makes the whole-game distribution of each rule set, as it loads, on a thread of its own if
     * the cache lacks it (6 to 25 s of two cores, once per cache): a session's win goal then finds
     * it made. {@code yahtzee serve} asks for it; a test's server does not.
     */
    public void prepareSessions() {
        engine.prepareSessions();
    }

    /** The port listened on: the one asked for, or the one chosen for port 0. */
    public int port() {
        return port;
    }

    /**
     * Stops taking connections, waits up to the limits' stop time for the requests in flight to
     * be answered, then closes every connection left.
     */
    public void stop() throws InterruptedException {
        long deadline = System.nanoTime() + limits.stopTime().toNanos();
        connector.close(); // no new connection from here on
        handler.awaitIdle(deadline - System.nanoTime());
        watch.stop();
        abandon();
        pool.stop(Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
    }

    /** Stops Jetty, closing every connection. */
    private void abandon() {
        try {
            server.stop();
        } catch (Exception e) {
            // Jetty's stop fails only if a component's does; the connections are closed regardless.
        }
    }
}
