package org.yahtzee.cli.serve;

import java.util.Locale;
import org.yahtzee.cli.text.UserText;

/**
 * The guard against requests that a page of another site makes a browser send: an API request
 * whose {@code Origin} is not this server's, or whose {@code Sec-Fetch-Site} says it comes from
 * another site, is refused with a 403 of kind {@code forbidden-origin}. Scripts (curl, a program)
 * send neither header and are served.
 */
final class OriginCheck {
    /*
     * Implementation notes. A page of any site may post a form or a fetch without CORS to
     * http://127.0.0.1:8080/: it cannot read the answer, but the server spends the work (a
     * graded record, a first distribution). Every browser sends Origin with a POST, and the
     * current ones Sec-Fetch-Site with every request (a GET of an image too). Origin "null" is
     * what a browser sends for a page whose referrer policy is no-referrer, as ours are, and also
     * for a sandboxed frame of any site: it passes only with Sec-Fetch-Site same-origin. A
     * request typed in the address bar says "none" and is served. Pages themselves are not
     * checked: a link from another site to the advisor must open it.
     */

    private OriginCheck() {
    }

    /**
     * Throws if the request comes from a page of another site.
     *
     * @param origin the Origin header or null
     * @param site   the Sec-Fetch-Site header or null
     * @param host   the Host header or null
     * @throws ApiError forbidden-origin (403)
     */
    static void require(String origin, String site, String host) throws ApiError {
        String from = site == null ? null : site.toLowerCase(Locale.ROOT);
        if (from != null && !from.equals("same-origin") && !from.equals("none")) {
            throw refused("the browser says it comes from a page of another site (Sec-Fetch-Site: "
                    + UserText.quote(site) + ")");
        }
        if (origin == null) {
            return;
        }
        boolean same = origin.equals("null") ? "same-origin".equals(from)
                : host != null && origin.toLowerCase(Locale.ROOT).equals("http://" + withoutDefaultPort(host));
        if (!same) {
            throw refused("it comes from the page of another origin " + UserText.quote(origin));
        }
    }

    /** The Host in lower case, without {@code :80}, as an Origin of the same server would write it. */
    private static String withoutDefaultPort(String host) {
        String lower = host.toLowerCase(Locale.ROOT);
        return lower.endsWith(":80") ? lower.substring(0, lower.length() - 3) : lower;
    }

    private static ApiError refused(String why) {
        return new ApiError(ApiError.Kind.FORBIDDEN_ORIGIN, null, "the request is refused: " + why
                + "; the API answers this server's own pages and programs that are not browsers");
    }
}
