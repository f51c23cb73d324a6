package org.yahtzee.cli.serve;

import java.util.Locale;
import java.util.regex.Pattern;
import org.yahtzee.cli.text.UserText;

/**
 * The guard against DNS rebinding of a server bound to a loopback address: a request must name
 * this machine in its Host header ({@code localhost}, {@code 127.0.0.1} or {@code [::1]}, with
 * or without a port), or it is refused with a 403 of kind {@code forbidden-host}.
 */
final class HostCheck {
    /*
     * Implementation notes. A page of another site can make its own name resolve to 127.0.0.1
     * and then call this server as "its own origin": the browser then sends that site's name as
     * the Host. Checking the Host is the usual defence (the one the Go and Node.js tooling
     * servers use). A request without a Host (HTTP/1.0 from a script) cannot come from such a
     * page, as browsers always send one, so it is let through. A server bound to another address
     * is reached by names this one cannot know: it checks nothing.
     */

    private static final Pattern LOOPBACK_NAME = Pattern.compile("(localhost|127\\.0\\.0\\.1|\\[::1\\])(:[0-9]{1,5})?");

    private HostCheck() {
    }

    /**
     * Throws unless {@code host}, the request's Host header or null, names this machine.
     *
     * @throws ApiError forbidden-host (403) for any other name
     */
    static void require(String host) throws ApiError {
        if (host != null && !LOOPBACK_NAME.matcher(host.toLowerCase(Locale.ROOT)).matches()) {
            throw new ApiError(ApiError.Kind.FORBIDDEN_HOST, null, "the request names the host " + UserText.quote(host)
                    + ": this server listens on loopback and answers only requests for localhost, 127.0.0.1 "
                    + "or [::1] (a guard against DNS rebinding)");
        }
    }
}
