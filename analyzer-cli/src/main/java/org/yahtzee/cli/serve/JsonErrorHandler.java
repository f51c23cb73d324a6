package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The answers Jetty gives by itself, to a request it cannot read as HTTP (a bad path encoding,
 * a Content-Length that is no number or given twice, a broken chunk, headers too large): the
 * API's error object with the security headers, never Jetty's HTML page.
 */
final class JsonErrorHandler implements Request.Handler {
    /*
     * Implementation notes. Jetty calls its server's error handler with the status and its
     * reason as request attributes. Its reasons are short English phrases ("Bad Request",
     * "Invalid Content-Length Value"); one that looks like anything else (an exception's text)
     * is left out, so that no class name reaches a client. 413, 414 and 431 are the sizes of
     * the body, the address and the headers; a 500 here is a bug (the API's handler catches
     * everything it throws).
     */

    private static final Pattern PLAIN_REASON = Pattern.compile("[A-Za-z0-9 ,.:'()/-]{1,80}");

    private final PrintWriter log;

    JsonErrorHandler(PrintWriter log) {
        this.log = log;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws IOException {
        Object status = request.getAttribute(ErrorHandler.ERROR_STATUS);
        Object reason = request.getAttribute(ErrorHandler.ERROR_MESSAGE);
        Object cause = request.getAttribute(ErrorHandler.ERROR_EXCEPTION);
        ApiError error = error(status instanceof Integer code ? code : response.getStatus(),
                reason instanceof String text && PLAIN_REASON.matcher(text).matches() && !text.contains("Exception")
                        ? text : null);
        if (error.kind == ApiError.Kind.INTERNAL && cause instanceof Throwable bug) {
            synchronized (log) {
                log.println("error: internal error answering " + request.getMethod() + ":");
                bug.printStackTrace(log);
                log.flush();
            }
        }
        response.setStatus(error.status);
        HttpFields.Mutable headers = response.getHeaders();
        headers.remove("Content-Type"); // Jetty's text/html of a page that is not sent
        ApiExchange.securityHeaders(headers, ApiExchange.JSON_TYPE, ApiExchange.JSON_POLICY);
        headers.put("Cache-Control", "no-store");
        headers.put("Connection", "close"); // what follows a request that could not be read cannot be read either
        response.write(true, ByteBuffer.wrap(ApiExchange.errorJson(error)), callback);
        return true;
    }

    /** The error object for Jetty's status and reason (null: none worth showing). */
    static ApiError error(int status, String reason) {
        String why = reason == null ? "" : " (" + reason + ")";
        return switch (status) {
            case 408 -> new ApiError(ApiError.Kind.TIMEOUT, null, "the request did not arrive in time" + why);
            case 413 -> ApiError.withStatus(ApiError.Kind.TOO_LARGE, 413, "the request body is too large" + why);
            case 414 -> ApiError.withStatus(ApiError.Kind.TOO_LARGE, 414, "the request's address is too long" + why);
            case 431 -> ApiError.withStatus(ApiError.Kind.TOO_LARGE, 431, "the request's headers are too large" + why);
            case 500 -> new ApiError(ApiError.Kind.INTERNAL, null, "internal error: a bug, please report it with the "
                    + "server's log");
            default -> ApiError.malformedRequest("the request is not well-formed HTTP" + why);
        };
    }
}
