package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yahtzee.cli.ChildJvm;
import org.yahtzee.cli.SharedCache;

/**
 * A stop: no new connection is taken, a request in flight is still answered, and a real
 * {@code yahtzee serve} process ended by SIGTERM (as Ctrl-C ends it, by SIGINT) exits 0.
 */
final class ServeShutdownTest {

    @Test
    void stop_refusesNewConnections_answersTheRequestInFlight() throws Exception {
        ApiServer server = ServeApiTest.start(ServeLimits.defaults());
        ServeApiTest.Blocking block = new ServeApiTest.Blocking();
        server.route("block", "GET", block);
        ApiClient client = new ApiClient(server.port());
        CompletableFuture<ApiClient.Answer> inFlight = client.sendAsync(
                HttpRequest.newBuilder(client.uri("/api/v1/block")).GET().build());
        block.entered.await();

        Thread stopping = new Thread(() -> {
            try {
                server.stop();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        long start = System.nanoTime();
        stopping.start();
        // The stop closes the listening socket first: wait for that (it takes a moment), not a fixed time.
        while (accepts(server.port())) {
            Thread.onSpinWait();
        }
        assertFalse(inFlight.isDone(), "still held by its worker");
        block.release.countDown();
        assertEquals(200, inFlight.get(10, TimeUnit.SECONDS).status());
        stopping.join();
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(ServeLimits.defaults().stopSeconds()),
                "the stop waited for the request, not for its bound");
        assertThrows(ConnectException.class, () -> new Socket(InetAddress.getLoopbackAddress(), server.port()).close());
    }

    private static boolean accepts(int port) {
        try {
            new Socket(InetAddress.getLoopbackAddress(), port).close();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Test
    void process_sigterm_stopsCleanly_exit0() throws Exception {
        Process process = ChildJvm.tool(SharedCache.directory(), ChildJvm.LIGHT, "serve", "--port", "0")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String first = out.readLine();
            Matcher url = Pattern.compile("serving http://127\\.0\\.0\\.1:(\\d+)/ .*").matcher(String.valueOf(first));
            assertTrue(url.matches(), first);
            ApiClient client = new ApiClient(Integer.parseInt(url.group(1)));
            assertEquals(200, client.post("/api/v1/advise", "{\"dice\":\"12344\"}").status());

            process.toHandle().destroy(); // SIGTERM; Process.destroy would also close our end of its output
            assertTrue(process.waitFor(30, TimeUnit.SECONDS), "stopped within its bound");
            assertEquals(0, process.exitValue());
            assertEquals("stopped", out.readLine());
        } finally {
            process.destroyForcibly();
        }
    }
}
