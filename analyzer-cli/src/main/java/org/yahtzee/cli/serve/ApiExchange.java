package org.yahtzee.cli.serve;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URLDecoder;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.grade.GradeJson;
import org.yahtzee.cli.text.UserText;

/**
 * One request and its response, as the endpoints see them: the body (already read, within its
 * bound), the query's parameters, and responses that always carry the security headers, as JSON
 * in one piece or streamed. Every response is written without waiting for the client, and must
 * be read within the answer time, or its connection is closed.
 */
final class ApiExchange {
    /*
     * Implementation notes. The headers on every response (the pages' files have a policy of
     * their own, WebPages.PAGE_POLICY): the API serves JSON only, so its Content-Security-Policy
     * allows nothing at all (default-src 'none'; a browser that opened a response as a page
     * would run no script and load nothing) and no framing; nosniff keeps a browser from reading
     * JSON as HTML or script; no-referrer, as no address of this server should leave it. Answers
     * to POSTs and errors are never stored (no-store); the reports, the same for a rule set as
     * long as the program is the same, may be kept an hour. The answer time starts with the
     * response's first byte and ends when its last is written: a client that has not read it by
     * then has its connection closed (Jetty's idle time also closes one that reads nothing).
     */

    static final String JSON_TYPE = "application/json; charset=utf-8";
    /** The policy of every JSON answer: nothing may load or run. */
    static final String JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";
    /** Seconds a client should wait after a 429. */
    static final int RETRY_AFTER_SECONDS = 1;

    private final Request request;
    private final Response response;
    private final Callback done;
    private final Scheduler scheduler;
    private final long answerMillis;
    private byte[] body = new byte[0];
    private final AtomicBoolean responded = new AtomicBoolean();

    /** {@code done} completes the request (Jetty's callback, with the server's accounting). */
    ApiExchange(Request request, Response response, Callback done, Scheduler scheduler, long answerMillis) {
        this.request = request;
        this.response = response;
        this.done = done;
        this.scheduler = scheduler;
        this.answerMillis = answerMillis;
    }

    String method() {
        return request.getMethod();
    }

    /** The path as sent, not decoded: {@code /api/v1/advise}. */
    String path() {
        return request.getHttpURI().getPath();
    }

    /** A request header's first value, or null. */
    String header(String name) {
        return request.getHeaders().get(name);
    }

    /** Every value of a request header (several fields, or one with commas, as sent). */
    List<String> headers(String name) {
        return request.getHeaders().getValuesList(name);
    }

    void body(byte[] bytes) {
        body = bytes;
    }

    /** The body, read before the endpoint runs, within the endpoint's bound (413 past it). */
    byte[] body() {
        return body;
    }

    /**
     * The query's parameters, decoded; each may be given once and must be one of {@code known}.
     *
     * @throws ApiError unknown-field for another name, bad-value for one given twice or not
     *                  decodable
     */
    Map<String, String> query(String... known) throws ApiError {
        Map<String, String> parameters = new LinkedHashMap<>();
        String raw = request.getHttpURI().getQuery();
        if (raw == null || raw.isEmpty()) {
            return parameters;
        }
        for (String pair : raw.split("&", -1)) {
            int eq = pair.indexOf('=');
            String name = decode(eq < 0 ? pair : pair.substring(0, eq));
            String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
            if (!List.of(known).contains(name)) {
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
        send(status, json(format, fields), cacheable);
    }

    static byte[] json(String format, JsonOutput.Fields fields) throws IOException {
        StringWriter text = new StringWriter();
        JsonOutput.printObject(new PrintWriter(text), format, fields);
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Sends bytes that are already a JSON object. */
    void send(int status, byte[] json, boolean cacheable) {
        begin(status);
        jsonHeaders(response.getHeaders(), cacheable);
        response.write(true, ByteBuffer.wrap(json), answered());
    }

    /**
     * Sends a file of the pages ({@link WebPages}): its type, its policy, its ETag, revalidated
     * at every use; {@code withBody} false for a 304, which carries none (a HEAD's body is
     * dropped by Jetty, which keeps its length).
     */
    void sendFile(int status, WebPages.File file, boolean withBody) {
        begin(status);
        HttpFields.Mutable headers = response.getHeaders();
        securityHeaders(headers, file.contentType(), WebPages.PAGE_POLICY);
        headers.put("Cache-Control", "no-cache");
        headers.put("ETag", file.etag());
        response.write(true, withBody ? ByteBuffer.wrap(file.bytes()) : ByteBuffer.allocate(0), answered());
    }

    /**
     * Starts a 200 response whose JSON is written as it is made (chunked: its length is not known
     * yet), without waiting for the client; the caller closes the writer. A failure after this
     * point can only cut the response.
     */
    PrintWriter stream() {
        begin(200);
        jsonHeaders(response.getHeaders(), false);
        return new PrintWriter(new OutputStreamWriter(new AnswerStream(response, answered()), StandardCharsets.UTF_8));
    }

    /**
     * Sends the error object of {@code error} with its status, unless a response has begun; a
     * streamed one is cut (its client sees it end early).
     */
    void fail(ApiError error) throws IOException {
        if (responded.get()) {
            abort(error);
            return;
        }
        HttpFields.Mutable headers = response.getHeaders();
        if (error.kind == ApiError.Kind.BUSY) {
            headers.put("Retry-After", Integer.toString(RETRY_AFTER_SECONDS));
        }
        if (error.kind == ApiError.Kind.TOO_LARGE || error.kind == ApiError.Kind.TIMEOUT
                || error.kind == ApiError.Kind.MALFORMED_REQUEST) {
            headers.put("Connection", "close"); // the body was not read, or not all of it
        }
        send(error.status, errorJson(error), false);
    }

    /** Ends the request without an answer, or cuts the one begun: the connection is closed. */
    void abort(Throwable cause) {
        if (responded.compareAndSet(false, true)) {
            done.failed(cause);
        } else {
            request.getConnectionMetaData().getConnection().getEndPoint().close(); // the write in flight fails and ends it
        }
    }

    /** False once the client's connection is closed (it went away, or a time ran out). */
    boolean clientOpen() {
        return request.getConnectionMetaData().getConnection().getEndPoint().isOpen();
    }

    /** Sets the Allow header of a 405. */
    void allow(String methods) {
        response.getHeaders().put("Allow", methods);
    }

    private void begin(int status) {
        if (!responded.compareAndSet(false, true)) {
            throw new IllegalStateException("a second response to one request");
        }
        response.setStatus(status);
    }

    /**
     * The callback of the response's last write: it completes the request, and until it has,
     * the answer time runs (past it the connection is closed, failing the write).
     */
    private Callback answered() {
        Scheduler.Task deadline = scheduler.schedule(new Deadline(request), answerMillis, TimeUnit.MILLISECONDS);
        return new Answered(done, deadline);
    }

    /** The answer time ran out: the connection is closed, and the write in flight fails. */
    private record Deadline(Request request) implements Runnable {
        @Override
        public void run() {
            request.getConnectionMetaData().getConnection().getEndPoint().close();
        }
    }

    /** Completes the request and stops the answer time. */
    private record Answered(Callback done, Scheduler.Task deadline) implements Callback {
        @Override
        public void succeeded() {
            deadline.cancel();
            done.succeeded();
        }

        @Override
        public void failed(Throwable x) {
            deadline.cancel();
            done.failed(x);
        }

        @Override
        public InvocationType getInvocationType() {
            return InvocationType.NON_BLOCKING;
        }
    }

    private static void jsonHeaders(HttpFields.Mutable headers, boolean cacheable) {
        securityHeaders(headers, JSON_TYPE, JSON_POLICY);
        headers.put("Cache-Control", cacheable ? "public, max-age=3600" : "no-store");
    }

    static void securityHeaders(HttpFields.Mutable headers, String contentType, String policy) {
        headers.put("Content-Type", contentType);
        headers.put("Content-Security-Policy", policy);
        headers.put("X-Content-Type-Options", "nosniff");
        headers.put("Referrer-Policy", "no-referrer");
    }

    /** The error object of {@code error}, one line. */
    static byte[] errorJson(ApiError error) throws IOException {
        return json(JsonOutput.ERROR, new ErrorFields(error));
    }

    /** The error object: docs/schemas/error.schema.json, with {@code status} where a process has {@code exitCode}. */
    private record ErrorFields(ApiError error) implements JsonOutput.Fields {
        @Override
        public void write(JsonGenerator json) throws IOException {
            json.writeNumberField("status", error.status);
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
