package org.yahtzee.cli.serve;

import java.io.IOException;

/** One path of the API: answers a request that came with its method. */
interface Endpoint {
    /**
     * Answers through {@code exchange}, or throws the error to answer with.
     *
     * @throws IOException if the client cannot be read or written (it went away)
     */
    void handle(ApiExchange exchange) throws IOException, ApiError, InterruptedException;

    /**
     * True if the answer is at hand (microseconds, no computing): it is given on the server's
     * own thread, with no worker and no queue, so it stays fast however busy the workers are.
     */
    default boolean immediate(ApiExchange exchange) {
        return false;
    }
}
