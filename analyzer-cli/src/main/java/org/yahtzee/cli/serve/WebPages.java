package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.yahtzee.cli.text.UserText;

/**
 * The pages of {@code yahtzee serve} (docs/web.md): every path outside {@code /api/} is one of
 * the four pages ({@code /} the advisor, {@code /play}, {@code /grade}, {@code /reports}), a
 * file of theirs under {@code /static/}, the icon at {@code /favicon.ico}, or a small HTML 404. The files are resources of the
 * jar, beside this class under {@code web/}; nothing is loaded from another site.
 */
final class WebPages implements Endpoint {
    /*
     * Implementation notes. The policy lets a page run its own scripts and style sheets ('self':
     * files, never inline), fetch the API of its own origin and show its own images, and nothing
     * else: no inline script or style, no other origin, no plug-in, no form posted elsewhere, no
     * framing. Every file is revalidated at each use (no-cache with an ETag, a hash of its bytes):
     * a 304 costs a round trip of a few hundred bytes, and a new version of the program is seen
     * at once, which a max-age would delay. Files are read from the jar once, on first use, and
     * kept (about 80 KB in all). The pages name their icon (static/favicon.svg); /favicon.ico,
     * which browsers and other clients ask for by themselves, is the same die drawn at 32 x 32
     * (a PNG in an ICO, 306 bytes), so that request is no 404.
     */

    static final String PAGE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
            + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    private static final String RESOURCES = "web/";
    private static final String STATIC = "/static/";
    /** The pages and the icon, at paths of their own. */
    private static final Map<String, String> AT_PATHS = Map.of("/", "advisor.html", "/play", "play.html",
            "/grade", "grade.html", "/reports", "reports.html", "/favicon.ico", "favicon.ico");
    /** A file name under /static/: no slash, no dot-dot, one of the types below. */
    private static final Pattern STATIC_NAME = Pattern.compile("[a-z0-9-]+\\.(css|js|png|svg)");
    private static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8",
            "css", "text/css; charset=utf-8", "js", "text/javascript; charset=utf-8", "png", "image/png",
            "svg", "image/svg+xml", "ico", "image/x-icon");
    private static final String NOT_FOUND = "not-found.html";

    /** A file to send: its bytes, its Content-Type and its ETag (quoted, as the header has it). */
    record File(byte[] bytes, String contentType, String etag) {
    }

    /** Files read so far, by resource name; a name with no resource is not kept. */
    private final Map<String, File> files = new ConcurrentHashMap<>();

    @Override
    public void handle(ApiExchange exchange) throws IOException, ApiError {
        String method = exchange.method();
        boolean head = method.equals("HEAD");
        if (!head && !method.equals("GET")) {
            exchange.allow("GET, HEAD");
            throw new ApiError(ApiError.Kind.METHOD_NOT_ALLOWED, null, "the pages take GET or HEAD, not "
                    + UserText.quote(method));
        }
        File file = find(exchange.path());
        if (file == null) {
            exchange.sendFile(404, file(NOT_FOUND), true); // Jetty drops the body of a HEAD, keeping its length
        } else if (file.etag.equals(exchange.header("If-None-Match"))) {
            exchange.sendFile(304, file, false);
        } else {
            exchange.sendFile(200, file, true);
        }
    }

    /** The file at a path of the site (a page, or the icon), or null. */
    private File find(String path) {
        String page = AT_PATHS.get(path);
        if (page != null) {
            return file(page);
        }
        if (path.startsWith(STATIC) && STATIC_NAME.matcher(path.substring(STATIC.length())).matches()) {
            return file(path.substring(STATIC.length()));
        }
        return null;
    }

    private File file(String name) {
        File file = files.get(name);
        if (file == null) {
            file = read(name);
            if (file != null) {
                files.put(name, file);
            }
        }
        return file;
    }

    /** The resource {@code web/NAME}, or null if the jar has none. */
    private static File read(String name) {
        try (InputStream in = WebPages.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                return null;
            }
            byte[] bytes = in.readAllBytes();
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(bytes);
            String etag = "\"" + HexFormat.of().formatHex(hash, 0, 12) + "\"";
            return new File(bytes, TYPES.get(name.substring(name.lastIndexOf('.') + 1)), etag);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the page file " + RESOURCES + name + " from the jar", e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
