package org.yahtzee.cli.serve;

import java.io.IOException;

/** A server of the tests' own for tests outside this package (the docs' curl examples): as ServeApiTest starts one. */
public final class TestServer {
    private TestServer() {
    }

    /** A server on a free port of the loopback address, on the shared test cache, with the default limits. */
    public static ApiServer start() throws IOException {
        return ServeApiTest.start(ServeLimits.defaults());
    }
}
