package org.yahtzee.cli.serve;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.Locale;
import java.util.regex.Pattern;
import org.yahtzee.cli.text.UserText;

/**
 * The guard against DNS rebinding of a server bound to a loopback address: a request must name
 * this machine in its Host header ({@code localhost}, {@code 127.0.0.1}, {@code [::1]} or the
 * address the server listens on, with or without a port), or it is refused with a 403 of kind
 * {@code forbidden-host}.
 */
final class HostCheck {
    /*
     * Implementation notes. A page of another site can make its own name resolve to 127.0.0.1
     * and then call this server as "its own origin": the browser then sends that site's name as
     * the Host. Checking the Host is the usual defence (the one the Go and Node.js tooling
     * servers use). The address listened on is always a name of this machine: serve --host
     * 127.0.0.2 prints http://127.0.0.2:PORT/ and must answer it. A request without a Host
     * (HTTP/1.0 from a script) cannot come from such a page, as browsers always send one, so it
     * is let through. A server bound to another address is reached by names this one cannot
     * know: it checks nothing (forAddress gives null).
     */

    private static final String LOOPBACK_NAMES = "localhost|127\\.0\\.0\\.1|\\[::1\\]";

    private final Pattern names;
    private final String shown;

    private HostCheck(String bound) {
        this.shown = bound.matches(LOOPBACK_NAMES) ? "localhost, 127.0.0.1 or [::1]"
                : "localhost, 127.0.0.1, [::1] or " + bound;
        this.names = Pattern.compile("(" + LOOPBACK_NAMES + "|" + Pattern.quote(bound) + ")(:[0-9]{1,5})?");
    }

    /** The check for a server bound to {@code address}, or null if it is bound to no loopback address. */
    static HostCheck forAddress(InetAddress address) {
        return address.isLoopbackAddress() ? new HostCheck(authority(address)) : null;
    }

    /** The address as the host of a URL: {@code 127.0.0.2}, {@code [::1]}. */
    static String authority(InetAddress address) {
        String text = address.getHostAddress();
        int zone = text.indexOf('%');
        text = zone < 0 ? text : text.substring(0, zone);
        return address instanceof Inet6Address ? "[" + text.toLowerCase(Locale.ROOT) + "]" : text;
    }

    /**
     * Throws unless {@code host}, the request's Host header or null, names this machine.
     *
     * @throws ApiError forbidden-host (403) for any other name
     */
    void require(String host) throws ApiError {
        if (host != null && !names.matcher(host.toLowerCase(Locale.ROOT)).matches()) {
            throw new ApiError(ApiError.Kind.FORBIDDEN_HOST, null, "the request names the host " + UserText.quote(host)
                    + ": this server listens on loopback and answers only requests for " + shown
                    + " (a guard against DNS rebinding)");
        }
    }
}
