package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.engine.Work;
import org.yahtzee.rules.Rules;

/**
 * A reach table built at a page's request ({@link ReachBuild}), by a fake build that writes
 * ReachTables' fake table (GoalServers.fakeBuild) when the test lets it: the status before, during (its
 * progress, polled) and after; a second request that joins the build, one for other rules told
 * that a build runs; a client that goes away at once; and the goal answered from the table
 * once it is there.
 */
final class ServeReachBuildTest {
    private static final String BUILD = "/api/v1/reach-table/build";
    private static final String EARLY_REACH = "{\"dice\":\"12344\",\"goal\":\"reach:250\"}";

    @TempDir
    Path cache;

    @Test
    void build_oneAtATime_progressPolled_joined_thenTheGoalAnswers() throws Exception {
        CountDownLatch halfway = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger builds = new AtomicInteger();
        ReachBuild.Solver fake = (rules, progress) -> {
            builds.incrementAndGet();
            GoalServers.fakeBuild(cache, 0.5, halfway, release).build(rules, progress);
        };
        ApiServer server = GoalServers.building(cache, fake);
        try {
            ApiClient client = new ApiClient(server.port());
            assertEquals("missing", client.get("/api/v1/reach-table").json().get("state").asText());
            ApiClient.Answer early = client.post("/api/v1/advise", EARLY_REACH);
            assertEquals(400, early.status(), early.toString());
            assertTrue(early.message().contains("official " + AdviseEndpoint.NOT_BUILT), early.toString());

            // The first request goes away before its answer: the build goes on without it.
            try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
                socket.getOutputStream().write(("POST " + BUILD + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
                        + "application/json\r\nContent-Length: 2\r\n\r\n{}").getBytes(StandardCharsets.US_ASCII));
            }
            assertTrue(halfway.await(2, TimeUnit.MINUTES));
            ApiClient.Answer polled = client.get("/api/v1/reach-table?rules=official");
            assertEquals("building", polled.json().get("state").asText(), polled.toString());
            assertEquals(0.5, polled.json().get("fraction").asDouble());
            ApiClient.Answer joined = client.post(BUILD, "{\"rules\":\"official\"}");
            assertEquals("building", joined.json().get("state").asText(), joined.toString());
            ApiClient.Answer other = client.post(BUILD, "{\"rules\":\"free-choice\"}");
            assertEquals(429, other.status(), other.toString());
            assertTrue(other.message().startsWith("the official reach table is being built (50%): one build runs at a time"),
                    other.toString());

            release.countDown();
            for (long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
                    !client.get("/api/v1/reach-table").body().contains("\"built\""); ) {
                assertTrue(System.nanoTime() < end, "the build never ended");
                Thread.sleep(20);
            }
            assertEquals(1, builds.get(), "one build, joined");
            assertEquals("built", client.post(BUILD, "{}").json().get("state").asText());
            assertEquals(1, builds.get(), "a table in the cache is not built again");
            assertEquals(200, client.post("/api/v1/advise", EARLY_REACH).status());
        } finally {
            server.stop();
        }
    }

    @Test
    void build_thatFails_saysWhy_andIsTriedAgainWhenAsked() throws Exception {
        AtomicInteger builds = new AtomicInteger();
        ApiServer server = GoalServers.building(cache, (rules, progress) -> {
            builds.incrementAndGet();
            throw new OutOfMemoryError("Java heap space");
        });
        try {
            ApiClient client = new ApiClient(server.port());
            client.post(BUILD, "{}");
            ApiClient.Answer failed = client.get("/api/v1/reach-table");
            for (long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(2); !failed.body().contains("\"failed\"");
                    failed = client.get("/api/v1/reach-table")) {
                assertTrue(System.nanoTime() < end, "the build never failed");
                Thread.sleep(20);
            }
            assertTrue(failed.json().get("message").asText().startsWith("the build failed: "), failed.toString());
            assertFalse(failed.json().has("fraction"));
            client.post(BUILD, "{}");
            for (long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(2); builds.get() < 2; ) {
                assertTrue(System.nanoTime() < end, "the build was not tried again");
                Thread.sleep(20);
            }
        } finally {
            server.stop();
        }
    }

    /** The engine's own progress reaches the status: a REACH_TABLE event of the rules being built, none of others. */
    @Test
    void listener_reachTableProgressOfTheRulesBuilt_passedOn() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger passedOn = new AtomicInteger();
        ReachBuild builds = new ReachBuild(new org.yahtzee.engine.EngineListener() {
            @Override
            public void progress(Work work, double fraction) {
                passedOn.incrementAndGet();
            }
        });
        builds.use((rules, progress) -> {
            try {
                release.await(2, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, rules -> false);
        builds.start(Rules.OFFICIAL);
        builds.progress(new Work(Work.Kind.REACH_TABLE, Rules.OFFICIAL, -1, -1), 0.25);
        builds.progress(new Work(Work.Kind.REACH_TABLE, Rules.FREE_CHOICE, -1, -1), 0.75);
        builds.progress(new Work(Work.Kind.MOMENTS, Rules.OFFICIAL, -1, -1), 0.9);
        assertEquals(0.25, builds.status(Rules.OFFICIAL).fraction());
        assertEquals(3, passedOn.get());
        release.countDown();
    }
}
