package org.yahtzee.cli.serve;

import com.fasterxml.jackson.core.JsonGenerator;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.grade.GradeJson;
import org.yahtzee.cli.text.UserText;

/**
 * One request and its response, as the endpoints see them: the body read within a bound, the
 * query's parameters, and responses that always carry the security headers, as JSON in one
 * piece or streamed.
 */
final class ApiExchange {
    /*
     * Implementation notes. The headers on every response (the pages' files have a policy of
     * their own, WebPages.PAGE_POLICY): the API serves JSON only, so its Content-Security-Policy
     * allows nothing at all (default-src 'none'; a browser that opened a response as a page
     * would run no script and load nothing) and no framing; nosniff keeps a
     * browser from reading JSON as HTML or script; no-referrer, as no address of this server
     * should leave it. Answers to POSTs and errors are never stored (no-store); the reports,
     * the same for a rule set as long as the program is the same, may be kept an hour.
     */

    static final String JSON_TYPE = "application/json; charset=utf-8";
    /** The policy of every JSON answer: nothing may load or run. */
    static final String JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";
    /** Seconds a client should wait after a 429. */
    static final int RETRY_AFTER_SECONDS = 1;
    /** How much of a refused body is read and dropped before the connection closes (4 MB). */
    private static final long DRAIN_BYTES = 4L << 20;

    private final HttpExchange exchange;
    private boolean responded;

    ApiExchange(HttpExchange exchange) {
        this.exchange = exchange;
    }

    String method() {
        return exchange.getRequestMethod();
    }

    String path() {
        return exchange.getRequestURI().getRawPath();
    }

    /**
     * The body, at most {@code limit} bytes.
     *
     * @throws ApiError too-large (413) past the limit, whether the length is declared or not
     */
    byte[] body(int limit) throws IOException, ApiError {
        // The JDK's server has checked that a Content-Length is digits.
        String declared = exchange.getRequestHeaders().getFirst("Content-Length");
        try (InputStream in = exchange.getRequestBody()) {
            if (declared != null && (declared.length() > 12 || Long.parseLong(declared) > limit)) {
                throw tooLarge(limit, in);
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(Math.min(limit, 8192));
            byte[] buffer = new byte[8192];
            for (int n; (n = in.read(buffer)) >= 0; ) {
                if (bytes.size() + n > limit) {
                    throw tooLarge(limit, in);
                }
                bytes.write(buffer, 0, n);
            }
            return bytes.toByteArray();
        }
    }

    /**
     * The refusal of a body over {@code limit}, after reading and dropping up to
     * {@link #DRAIN_BYTES} more of it: a client still sending when the connection closes gets a
     * reset, and loses the 413 with it (seen in CI: "bytes received: 0" for a 1 MB + 1 record).
     * Beyond that the connection is closed unread: a sender of gigabytes is not waited for.
     */
    private static ApiError tooLarge(int limit, InputStream rest) throws IOException {
        byte[] sink = new byte[8192];
        for (long dropped = 0, n; dropped < DRAIN_BYTES && (n = rest.read(sink)) >= 0; ) {
            dropped += n;
        }
        return tooLarge(limit);
    }

    private static ApiError tooLarge(int limit) {
        return new ApiError(ApiError.Kind.TOO_LARGE, null, "the request body is larger than this endpoint takes: "
                + "at most " + limit + " bytes");
    }

    /**
     * The query's parameters, decoded; each may be given once and must be one of {@code known}.
     *
     * @throws ApiError unknown-field for another name, bad-value for one given twice or not
     *                  decodable
     */
    Map<String, String> query(String... known) throws ApiError {
        Map<String, String> parameters = new LinkedHashMap<>();
        String raw = exchange.getRequestURI().getRawQuery();
        if (raw == null || raw.isEmpty()) {
            return parameters;
        }
        for (String pair : raw.split("&", -1)) {
            int eq = pair.indexOf('=');
            String name = decode(eq < 0 ? pair : pair.substring(0, eq));
            String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
            if (!java.util.List.of(known).contains(name)) {
                throw new ApiError(ApiError.Kind.UNKNOWN_FIELD, name, "unknown query parameter " + UserText.quote(name)
                        + ": expected " + (known.length == 0 ? "none" : String.join(" or ", known)));
            }
            if (parameters.put(name, value) != null) {
                throw ApiError.badValue(name, "query parameter " + UserText.quote(name)
                        + " given twice: expected it once");
            }
        }
        return parameters;
    }

    private static String decode(String text) throws ApiError {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw ApiError.badValue(null, "a query that cannot be decoded: " + UserText.quote(text));
        }
    }

    /** Sends a whole JSON object: {@code {"format": FORMAT, ...fields}} and a newline. */
    void sendJson(int status, String format, JsonOutput.Fields fields, boolean cacheable) throws IOException {
        StringWriter text = new StringWriter();
        JsonOutput.printObject(new PrintWriter(text), format, fields);
        send(status, text.toString().getBytes(StandardCharsets.UTF_8), cacheable);
    }

    /** Sends bytes that are already a JSON object. */
    void send(int status, byte[] json, boolean cacheable) throws IOException {
        headers(cacheable);
        body(status, json, false);
    }

    /** A request header's first value, or null. */
    String header(String name) {
        return exchange.getRequestHeaders().getFirst(name);
    }

    /**
     * Sends a file of the pages ({@link WebPages}): its type, its policy, its ETag, revalidated
     * at every use; {@code withBody} false for a HEAD or a 304, which carry none.
     */
    void sendFile(int status, WebPages.File file, boolean withBody) throws IOException {
        responded = true;
        Headers headers = exchange.getResponseHeaders();
        securityHeaders(headers, file.contentType(), WebPages.PAGE_POLICY);
        headers.set("Cache-Control", "no-cache");
        headers.set("ETag", file.etag());
        body(status, file.bytes(), !withBody);
    }

    private void body(int status, byte[] bytes, boolean none) throws IOException {
        exchange.sendResponseHeaders(status, bytes.length == 0 || none ? -1 : bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    /**
     * Starts a 200 response whose JSON is written as it is made (chunked: its length is not known
     * yet); the caller closes the writer. A failure after this point can only cut the response.
     */
    PrintWriter stream() throws IOException {
        headers(false);
        exchange.sendResponseHeaders(200, 0);
        return new PrintWriter(new OutputStreamWriter(exchange.getResponseBody(), StandardCharsets.UTF_8));
    }

    /** Sends the error object of {@code error} with its status, unless a response has begun. */
    void fail(ApiError error) throws IOException {
        if (responded) {
            return; // a streamed response was cut: its client sees it end early
        }
        Headers headers = exchange.getResponseHeaders();
        if (error.kind == ApiError.Kind.BUSY) {
            headers.set("Retry-After", Integer.toString(RETRY_AFTER_SECONDS));
        }
        if (error.kind == ApiError.Kind.TOO_LARGE || error.kind == ApiError.Kind.BUSY) {
            headers.set("Connection", "close"); // the body is not read (a 429) or not all of it (a 413)
        }
        sendJson(error.kind.status, JsonOutput.ERROR, new ErrorFields(error), false);
    }

    /** Sets the Allow header of a 405. */
    void allow(String method) {
        exchange.getResponseHeaders().set("Allow", method);
    }

    private void headers(boolean cacheable) {
        responded = true;
        Headers headers = exchange.getResponseHeaders();
        securityHeaders(headers, JSON_TYPE, JSON_POLICY);
        headers.set("Cache-Control", cacheable ? "public, max-age=3600" : "no-store");
    }

    private static void securityHeaders(Headers headers, String contentType, String policy) {
        headers.set("Content-Type", contentType);
        headers.set("Content-Security-Policy", policy);
        headers.set("X-Content-Type-Options", "nosniff");
        headers.set("Referrer-Policy", "no-referrer");
    }

    /** The error object: docs/schemas/error.schema.json, with {@code status} where a process has {@code exitCode}. */
    private record ErrorFields(ApiError error) implements JsonOutput.Fields {
        @Override
        public void write(JsonGenerator json) throws IOException {
            json.writeNumberField("status", error.kind.status);
            json.writeStringField("kind", error.kind.word);
            json.writeStringField("message", UserText.printable(error.getMessage()));
            if (error.field != null) {
                json.writeStringField("field", UserText.printable(error.field));
            }
            if (!error.problems.isEmpty()) {
                GradeJson.writeProblems(json, error.problems);
            }
        }
    }
}
