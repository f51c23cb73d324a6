package org.yahtzee.cli.serve;

import java.util.List;
import org.yahtzee.cli.record.RecordProblem;
import org.yahtzee.cli.text.UserText;

/**
 * A request the server answers with an error: the HTTP status, the {@code kind} of the error
 * object (the CLI's words where the CLI has the same error, docs/json.md), the message, and the
 * request field at fault or the problems of a game record when there are such. Thrown by the
 * endpoints, written by {@link ApiExchange#fail}.
 */
final class ApiError extends Exception {
    private static final long serialVersionUID = 1L;

    /** The kinds of errors the API reports, each with its one status. */
    enum Kind {
        /** A request that is not well-formed HTTP: a bad path or query encoding, a bad length, a broken chunk. */
        MALFORMED_REQUEST("malformed-request", 400),
        /** The body is not JSON, or JSON that ends early or goes on after its object. */
        MALFORMED_JSON("malformed-json", 400),
        /** A field (or query parameter) the endpoint does not take. */
        UNKNOWN_FIELD("unknown-field", 400),
        /** A required field not given. As the CLI's missing option. */
        MISSING_ARGUMENT("missing-argument", 400),
        /** A {@code rules} value that is no rule set. As the CLI's. */
        UNKNOWN_RULES("unknown-rules", 400),
        /** Any other bad value: a wrong type, bad dice, a full card, a number out of range. As the CLI's. */
        BAD_VALUE("bad-value", 400),
        /** A game record with problems, each in {@code problems} with its line and column. */
        RECORD("record", 400),
        /** A server bound to loopback asked for by another name (HostCheck): a DNS-rebinding guard. */
        FORBIDDEN_HOST("forbidden-host", 403),
        /** A request from a page of another site (its Origin, or the browser's Sec-Fetch-Site, says so). */
        FORBIDDEN_ORIGIN("forbidden-origin", 403),
        /** No endpoint at that path. */
        NOT_FOUND("not-found", 404),
        /** The endpoint exists but not with that method; the response's Allow header lists the one it takes. */
        METHOD_NOT_ALLOWED("method-not-allowed", 405),
        /** The body did not arrive in time after the headers. */
        TIMEOUT("timeout", 408),
        /** The body is larger than the endpoint takes (413); the headers or the address too long (431, 414). */
        TOO_LARGE("too-large", 413),
        /** A POST whose Content-Type is not JSON (or, for a record, plain text): a form of another site, say. */
        UNSUPPORTED_MEDIA_TYPE("unsupported-media-type", 415),
        /** Every worker is busy and the queue is full; Retry-After says when to try again. */
        BUSY("busy", 429),
        /** A bug, or the server out of memory: the server's log has the details. As the CLI's. */
        INTERNAL("internal", 500);

        final String word;
        final int status;

        Kind(String word, int status) {
            this.word = word;
            this.status = status;
        }
    }

    final Kind kind;
    /** The HTTP status: the kind's, but for too-large headers or address (431, 414). */
    final int status;
    /** The field or query parameter at fault, or null. */
    final String field;
    /** The problems of a game record (kind RECORD), else empty. */
    final List<RecordProblem> problems;

    ApiError(Kind kind, String field, String message) {
        this(kind, kind.status, field, message, List.of());
    }

    private ApiError(Kind kind, int status, String field, String message, List<RecordProblem> problems) {
        super(message, null, false, false); // no stack trace: an answer, not a failure of the server
        this.kind = kind;
        this.status = status;
        this.field = field == null || field.length() <= UserText.ECHO_LIMIT ? field
                : field.substring(0, UserText.ECHO_LIMIT) + "..."; // a name may be 10,000 characters
        this.problems = problems;
    }

    /** A record that could not be read: every problem (at most 100, as for {@code grade}). */
    static ApiError record(List<RecordProblem> problems) {
        RecordProblem first = problems.get(0);
        String message = "the game record could not be read: " + problems.size()
                + (problems.size() == 1 ? " problem" : " problems") + ", the first at line " + first.line()
                + ", column " + first.column() + ": " + first.message();
        return new ApiError(Kind.RECORD, Kind.RECORD.status, null, message, problems);
    }

    /** A request that is not well-formed HTTP, {@code what} saying how. */
    static ApiError malformedRequest(String what) {
        return new ApiError(Kind.MALFORMED_REQUEST, null, "malformed request: " + what);
    }

    /** An error of {@code kind} with a status of its own (too-large: 431 for the headers, 414 for the address). */
    static ApiError withStatus(Kind kind, int status, String message) {
        return new ApiError(kind, status, null, message, List.of());
    }

    /** A value of {@code field} that is wrong, with the message that says why. */
    static ApiError badValue(String field, String message) {
        return new ApiError(Kind.BAD_VALUE, field, message);
    }
}
