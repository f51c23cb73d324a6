package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.rules.Rules;

/**
 * The load and abuse test of issue 21, short enough for every build: 200 requests of eight kinds
 * sent at once, while two slow-loris clients send headers a byte every 0.1 s and two clients
 * that posted a 1 MB record never read its answer. Every request gets an answer (200, 400, 413
 * or 429: none is reset), and health, asked one at a time all along, is never queued behind the
 * workers: its p99 stays under half a second, where a server that queues it misses by seconds.
 * The speed itself (p99 under 100 ms) is a benchmark's figure (wrk and hey, docs/reliability.md),
 * not this test's: under four builds at once on two cores this test's p99 reached 103-124 ms.
 */
// Alone: it times answers, which a parallel solve on the same two cores would decide instead of
// the server.
@Isolated
final class ServeLoadTest {
    /*
     * Implementation notes: sized for a loaded two-core machine. Health is answered on Jetty's
     * own thread, so what it measures is how long the threads of a request wait for a core
     * while the workers compute and the 200 requests are parsed: at a load average of 14 (four
     * engineers' builds on two cores) that alone reached 200 ms for a request at the start of
     * the burst. So the burst's computing is kept to about a second of CPU (values of a card
     * with 3 open boxes, small records, advice), the two stuck clients' records (a quarter of a
     * MB: 2.8 MB of answer, more than the socket buffers hold) are graded before the burst (the
     * server then holds their unread answers, not a worker), the JIT has seen every path first,
     * and p99 is taken over at least 300 health requests asked one after another, so that three
     * stalls of the machine (a garbage collection of this JVM, another process) do not decide
     * it. A server that queues health behind the workers, as the JDK's did, misses it by
     * seconds.
     */

    private static final int BURST = 200;
    private static final int PROBES = 300;
    private static final long HEALTH_P99_NANOS = TimeUnit.MILLISECONDS.toNanos(500);
    private static final Set<Integer> ANSWERED = Set.of(200, 400, 413, 429);
    /** A card with three boxes open: its exact distribution is milliseconds, where a new game's is seconds. */
    private static final String LATE_CARD = "{\"card\":\"ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,"
            + "three-of-a-kind=20,four-of-a-kind=0,full-house=25,small-straight=30\"}";

    @Test
    void burstWithSlowAndStuckClients_everyRequestAnswered_healthFast() throws Exception {
        StringWriter log = new StringWriter();
        Environment environment = new Environment(SharedCache.directory(), false, false, CommandRun.keptFigures());
        // The long lane's queue small (8), so that the burst overflows it and 429 is part of the test.
        ServeLimits defaults = ServeLimits.defaults();
        ServeLimits limits = new ServeLimits(defaults.threads(), defaults.queue(), defaults.longThreads(), 8,
                defaults.bodyBytes(), defaults.gradeBodyBytes(), defaults.headerTime(), defaults.bodyTime(),
                defaults.idleTime(), defaults.answerTime(), defaults.stopTime());
        ApiServer server = ApiServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), environment,
                Rules.OFFICIAL, limits, new PrintWriter(log, true));
        List<Socket> abusers = new ArrayList<>();
        try {
            ApiClient client = new ApiClient(server.port());
            warmUp(client);

            // A quarter of the largest record (324 games, 2.8 MB of answer: more than the socket buffers
            // take), a quarter of its grading time on a loaded machine.
            byte[] record = Sockets.record(256 * 1024);
            for (int i = 0; i < 2; i++) {
                Socket stuck = Sockets.open(server.port(), 10_000);
                Sockets.postWithoutReading(stuck, record);
                abusers.add(stuck);
            }
            // Two values queued behind the two records: once answered, the records have had the long workers
            // (their answers then wait for readers that never come, holding no worker).
            for (int i = 0; i < 2; i++) {
                assertEquals(200, client.post("/api/v1/value", LATE_CARD).status());
            }
            long lorisStart = System.nanoTime();
            long lorisUntil = lorisStart + TimeUnit.SECONDS.toNanos(30);
            // Each slow client's end: when the server cut it off, or -1 if it was still sending at lorisUntil.
            List<CompletableFuture<Long>> loris = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                Socket slow = Sockets.open(server.port(), 10_000);
                abusers.add(slow);
                loris.add(CompletableFuture.supplyAsync(() -> Sockets.slowLoris(slow, "GET /api/v1/health HTTP/1.1\r\n"
                        + "Host: localhost\r\nX-Padding: " + "x".repeat(500) + "\r\n\r\n", 100, lorisUntil)
                        ? System.nanoTime() : -1L));
            }

            ApiClient prober = new ApiClient(server.port()); // its connection open before the burst's 200
            prober.get("/api/v1/health");
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            List<CompletableFuture<HttpResponse<String>>> burst = new ArrayList<>();
            for (int i = 0; i < BURST; i++) {
                burst.add(http.sendAsync(request(client, i), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)));
            }
            CompletableFuture<Void> all = CompletableFuture.allOf(burst.toArray(new CompletableFuture<?>[0]));
            long burstStart = System.nanoTime();
            long[] health = probeHealth(prober, all);
            String slowest = slowest(health);
            long burstNanos = System.nanoTime() - burstStart;

            TreeMap<Integer, Integer> statuses = new TreeMap<>();
            for (int i = 0; i < BURST; i++) {
                HttpResponse<String> answer;
                try {
                    answer = burst.get(i).get(30, TimeUnit.SECONDS);
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new AssertionError("request " + i + " got no answer (reset?): " + e.getCause(), e.getCause());
                }
                // The headers and the JSON only: the schemas are checked by ServeApiTest, and checking 200 answers here
                // would cost this JVM the CPU the measurement needs.
                String where = "request " + i + ": " + answer.statusCode() + " " + answer.body();
                assertTrue(ANSWERED.contains(answer.statusCode()), where);
                assertEquals(ApiExchange.JSON_TYPE, answer.headers().firstValue("Content-Type").orElse(null), where);
                assertEquals(ApiExchange.JSON_POLICY, answer.headers().firstValue("Content-Security-Policy").orElse(null), where);
                assertTrue(answer.body().startsWith("{\"format\":\"yahtzee-"), where);
                statuses.merge(answer.statusCode(), 1, Integer::sum);
            }
            Arrays.sort(health);
            long p99 = health[(int) Math.ceil(0.99 * health.length) - 1];
            assertTrue(p99 < HEALTH_P99_NANOS, "health p99 " + p99 / 1_000_000.0 + " ms over " + health.length
                    + " requests in " + burstNanos / 1_000_000 + " ms; slowest " + slowest + "; answers " + statuses);
            assertTrue(statuses.getOrDefault(200, 0) >= BURST / 4, statuses.toString());
            // A slow client is held, on no thread, until its headers' time is up (10 s from their first
            // byte); the burst may outlast that on a slow machine, so a client cut off is fine then, never before.
            for (CompletableFuture<Long> slow : loris) {
                if (slow.isDone() && slow.join() >= 0) {
                    long heldNanos = slow.join() - lorisStart;
                    assertTrue(heldNanos >= limits.headerTime().toNanos(), "a slow client cut off after "
                            + heldNanos / 1_000_000 + " ms, before its headers' time of " + limits.headerTime());
                }
            }
            assertFalse(log.toString().contains("Exception") || log.toString().contains("WARN"), log.toString());
        } finally {
            for (Socket socket : abusers) {
                socket.close();
            }
            server.stop();
        }
    }

    /** Request {@code i} of the burst: eight kinds in turn. */
    private static HttpRequest request(ApiClient client, int i) {
        return switch (i % 8) {
            case 0 -> client.post("/api/v1/advise", bytes("{\"dice\":\"12344\",\"top\":4}"));
            case 1 -> client.post("/api/v1/advise", bytes("{\"dice\":\"12344\","));
            case 2 -> client.post("/api/v1/advise", bytes("{\"dice\":\"" + " ".repeat(20_000) + "12344\"}"));
            case 3 -> client.post("/api/v1/value", bytes(LATE_CARD));
            case 4 -> client.post("/api/v1/grade", bytes("1: 22351 score chance\n"));
            case 5 -> HttpRequest.newBuilder(client.uri("/api/v1/opening")).GET().build();
            case 6 -> HttpRequest.newBuilder(client.uri("/api/v1/health")).GET().build();
            default -> client.post("/api/v1/advise", bytes("{\"dice\":\"12344\",\"dices\":1}"));
        };
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** Every kind once and health a hundred times, so that the JIT has seen each path; the opening made. */
    private static void warmUp(ApiClient client) {
        for (int i = 0; i < 8; i++) {
            ApiClient.Answer answer = client.send(request(client, i));
            assertTrue(ANSWERED.contains(answer.status()), answer.toString());
        }
        for (int i = 0; i < 100; i++) {
            client.get("/api/v1/health");
        }
    }

    /** The five slowest of {@code nanos}, each "ms@index", for a failure's message. */
    private static String slowest(long[] nanos) {
        Integer[] order = new Integer[nanos.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Long.compare(nanos[b], nanos[a]));
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < Math.min(5, order.length); i++) {
            text.append(i == 0 ? "" : ", ").append(nanos[order[i]] / 1_000_000).append(" ms@").append(order[i]);
        }
        return text.toString();
    }

    /** Health asked one at a time until the burst is answered (and at least {@link #PROBES} times): each one's nanoseconds. */
    private static long[] probeHealth(ApiClient client, CompletableFuture<Void> burst) throws InterruptedException {
        long[] nanos = new long[4 * PROBES];
        int n = 0;
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (n < nanos.length && (n < PROBES || !burst.isDone()) && System.nanoTime() < until) {
            long start = System.nanoTime();
            ApiClient.Answer answer = client.get("/api/v1/health");
            nanos[n++] = System.nanoTime() - start;
            assertEquals(200, answer.status(), answer.toString());
            Thread.sleep(2);
        }
        try {
            burst.join();
        } catch (CompletionException e) {
            // each request's own failure is reported by the caller
        }
        return Arrays.copyOf(nanos, n);
    }
}
