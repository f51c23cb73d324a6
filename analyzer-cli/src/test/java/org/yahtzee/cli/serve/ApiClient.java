package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;

/**
 * A client of a server under test that checks every answer as it comes: the security headers,
 * one JSON object on one line, and (for the API's own paths) a status and body that
 * docs/openapi.yaml describes.
 */
final class ApiClient {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** An answer: status, headers and the body, as text and as JSON. */
    record Answer(int status, java.net.http.HttpHeaders headers, String body, JsonNode json) {
        String header(String name) {
            return headers.firstValue(name).orElse(null);
        }

        /** The kind of an error object. */
        String kind() {
            return json.path("kind").asText();
        }

        String message() {
            return json.path("message").asText();
        }

        @Override
        public String toString() {
            return status + " " + body;
        }
    }

    private final String base;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    ApiClient(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).GET().build());
    }

    Answer post(String path, String body) {
        return send(post(path, body.getBytes(StandardCharsets.UTF_8)));
    }

    HttpRequest post(String path, byte[] body) {
        return HttpRequest.newBuilder(uri(path)).POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .header("Content-Type", "application/json").build();
    }

    URI uri(String path) {
        return URI.create(base + path);
    }

    Answer send(HttpRequest request) {
        try {
            return checked(request, http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /** Sends without waiting for the answer, which is checked when it comes. */
    CompletableFuture<Answer> sendAsync(HttpRequest request) {
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8))
                .thenApply(response -> checked(request, response));
    }

    private static Answer checked(HttpRequest request, HttpResponse<String> response) {
        String where = request.method() + " " + request.uri() + " -> " + response.statusCode() + " " + response.body();
        assertEquals("application/json; charset=utf-8", response.headers().firstValue("Content-Type").orElse(null), where);
        assertEquals("default-src 'none'; frame-ancestors 'none'",
                response.headers().firstValue("Content-Security-Policy").orElse(null), where);
        assertEquals("nosniff", response.headers().firstValue("X-Content-Type-Options").orElse(null), where);
        assertEquals("no-referrer", response.headers().firstValue("Referrer-Policy").orElse(null), where);
        assertTrue(response.headers().firstValue("Cache-Control").isPresent(), where);
        assertEquals(1, response.body().lines().count(), "one line: " + where);
        assertTrue(response.body().endsWith("\n"), where);
        JsonNode json;
        try {
            json = JSON.readTree(response.body());
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + where, e);
        }
        String path = request.uri().getRawPath();
        if (OpenApi.describes(path) || response.statusCode() >= 400) {
            OpenApi.assertDescribes(request.method(), path, response.statusCode(), json);
        }
        return new Answer(response.statusCode(), response.headers(), response.body(), json);
    }
}
