package org.yahtzee.cli.serve;

import java.util.List;
import java.util.Locale;
import org.yahtzee.cli.text.UserText;

/**
 * An endpoint of the API with what it takes: its one method (a GET also answers HEAD), the
 * largest body it reads (POST only), the media types its body may have, and the lane of workers
 * its answers are computed on.
 *
 * @param bodyBytes  the largest body, in bytes; 0 for a GET, whose body is never read
 * @param mediaTypes the Content-Types a POST's body may have (their charset, if named, UTF-8)
 */
record Route(String method, Endpoint endpoint, int bodyBytes, List<String> mediaTypes, WorkerPool.Lane lane) {
    /*
     * Implementation notes. A POST must say its body is JSON (or, for a game record, plain text,
     * which the grade page sends for a record typed or opened as text): the types an HTML form
     * of another site can post without the browser asking first (form data, multipart) are
     * refused, and so is a body with no type, as curl -d sends form data. A charset other than
     * UTF-8 would be misread, so it is refused too.
     */

    static final String JSON = "application/json";
    static final String TEXT = "text/plain";

    /** A GET endpoint, no body. */
    static Route get(Endpoint endpoint, WorkerPool.Lane lane) {
        return new Route("GET", endpoint, 0, List.of(), lane);
    }

    /** A POST endpoint taking bodies of {@code mediaTypes}, at most {@code bodyBytes}. */
    static Route post(Endpoint endpoint, int bodyBytes, WorkerPool.Lane lane, String... mediaTypes) {
        return new Route("POST", endpoint, bodyBytes, List.of(mediaTypes), lane);
    }

    /** The methods in the Allow header of a 405. */
    String allowed() {
        return method.equals("GET") ? "GET, HEAD" : method;
    }

    /** True if the request's method is this route's (HEAD for a GET). */
    boolean takes(String requestMethod) {
        return method.equals(requestMethod) || method.equals("GET") && requestMethod.equals("HEAD");
    }

    /**
     * Throws unless a POST's Content-Type is one of {@link #mediaTypes}, its charset UTF-8 if named.
     *
     * @throws ApiError unsupported-media-type (415)
     */
    void checkContentType(String contentType) throws ApiError {
        if (!method.equals("POST")) {
            return;
        }
        String expected = String.join(" or ", mediaTypes);
        if (contentType == null) {
            throw unsupported("a POST needs a Content-Type: expected " + expected);
        }
        String[] parts = contentType.split(";");
        String type = parts[0].strip().toLowerCase(Locale.ROOT);
        boolean charsetOk = true;
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].strip().toLowerCase(Locale.ROOT);
            if (parameter.startsWith("charset=")) {
                String charset = parameter.substring("charset=".length()).replace("\"", "");
                charsetOk &= charset.equals("utf-8");
            }
        }
        if (!mediaTypes.contains(type) || !charsetOk) {
            throw unsupported("the body's Content-Type is " + UserText.quote(contentType) + ": expected " + expected
                    + (mediaTypes.contains(type) ? " in UTF-8" : ""));
        }
    }

    private static ApiError unsupported(String message) {
        return new ApiError(ApiError.Kind.UNSUPPORTED_MEDIA_TYPE, null, message);
    }
}
