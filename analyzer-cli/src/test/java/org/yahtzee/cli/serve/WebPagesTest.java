package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.rules.Rules;

/**
 * The pages as files, through a real HTTP client (their behaviour in a browser: the
 * *BrowserTest classes): types, policy, caching, the HTML 404, what the policy forbids kept
 * out of the files, and the guard on the Host header.
 */
final class WebPagesTest {
    private static final String[] PAGES = {"/", "/play", "/grade", "/reports"};
    private static final Pattern STATIC_REFERENCE = Pattern.compile("(?:src|href)=\"(/static/[^\"]+)\"|from '\\./([^']+)'");

    private static ApiServer server;
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @BeforeAll
    static void start() throws IOException {
        server = ServeApiTest.start(ServeLimits.defaults());
    }

    @AfterAll
    static void stop() throws InterruptedException {
        server.stop();
    }

    private static HttpResponse<String> send(String method, String path, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, HttpRequest.BodyPublishers.noBody());
        if (headers.length > 0) {
            request.headers(headers);
        }
        try {
            return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    private static String header(HttpResponse<?> response, String name) {
        return response.headers().firstValue(name).orElse(null);
    }

    private static void assertFileHeaders(HttpResponse<String> response, String type) {
        String where = response.uri() + " " + response.statusCode();
        assertEquals(type, header(response, "Content-Type"), where);
        assertEquals(WebPages.PAGE_POLICY, header(response, "Content-Security-Policy"), where);
        assertEquals("nosniff", header(response, "X-Content-Type-Options"), where);
        assertEquals("no-referrer", header(response, "Referrer-Policy"), where);
        assertEquals("no-cache", header(response, "Cache-Control"), where);
        assertTrue(header(response, "ETag").matches("\"[0-9a-f]{24}\""), where);
    }

    /** Each page, and every file it refers to (scripts through their imports too), is served with its type. */
    @Test
    void everyPage_andEveryFileItNames_isServedWithItsTypeAndPolicy() {
        Set<String> files = siteFiles();
        assertTrue(files.containsAll(Set.of("/static/style.css", "/static/common.js", "/static/advisor.js",
                "/static/favicon.svg")), files.toString());
        for (String file : files) {
            HttpResponse<String> response = send("GET", file);
            assertEquals(200, response.statusCode(), file);
            assertFileHeaders(response, file.endsWith(".css") ? "text/css; charset=utf-8" : file.endsWith(".svg")
                    ? "image/svg+xml" : "text/javascript; charset=utf-8");
        }
    }

    /** Every file the pages name, following the scripts' imports. */
    private static Set<String> siteFiles() {
        java.util.Deque<String> toRead = new java.util.ArrayDeque<>();
        for (String page : PAGES) {
            HttpResponse<String> response = send("GET", page);
            assertEquals(200, response.statusCode(), page);
            assertFileHeaders(response, "text/html; charset=utf-8");
            toRead.addAll(references(response.body()));
        }
        Set<String> seen = new java.util.TreeSet<>();
        while (!toRead.isEmpty()) {
            String file = toRead.pop();
            if (seen.add(file)) {
                toRead.addAll(references(send("GET", file).body()));
            }
        }
        return seen;
    }

    private static Set<String> references(String text) {
        Set<String> found = new LinkedHashSet<>();
        for (Matcher m = STATIC_REFERENCE.matcher(text); m.find(); ) {
            found.add(m.group(1) != null ? m.group(1) : "/static/" + m.group(2));
        }
        return found;
    }

    /**
     * The policy allows no inline script or style: no page has one, and no script writes HTML
     * from text (every piece of user text goes in as text).
     */
    @Test
    void files_holdNothingThePolicyForbids_andNoScriptParsesHtml() {
        for (String page : PAGES) {
            String html = send("GET", page).body();
            assertFalse(html.contains("<style"), page);
            assertFalse(Pattern.compile("\\sstyle=").matcher(html).find(), page);
            assertFalse(Pattern.compile("\\son[a-z]+=").matcher(html).find(), page + ": an inline handler");
            for (Matcher m = Pattern.compile("<script[^>]*>").matcher(html); m.find(); ) {
                assertTrue(m.group().contains(" src=\"/static/"), page + ": " + m.group());
            }
        }
        for (String script : siteFiles()) {
            HttpResponse<String> js = send("GET", script);
            for (String sink : new String[] {"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(",
                    "new Function"}) {
                assertFalse(js.body().contains(sink), script + " uses " + sink);
            }
        }
    }

    @Test
    void sameEtag_answers304WithoutBody_head_answersWithoutBody() {
        HttpResponse<String> first = send("GET", "/static/style.css");
        HttpResponse<String> again = send("GET", "/static/style.css", "If-None-Match", header(first, "ETag"));
        assertEquals(304, again.statusCode());
        assertEquals("", again.body());
        assertEquals(header(first, "ETag"), header(again, "ETag"));
        assertEquals(200, send("GET", "/static/style.css", "If-None-Match", "\"other\"").statusCode());
        HttpResponse<String> head = send("HEAD", "/play");
        assertEquals(200, head.statusCode());
        assertEquals("", head.body());
        assertFileHeaders(head, "text/html; charset=utf-8");
    }

    /** Any other path outside /api/ is the small HTML 404; under /api/ the API's JSON one. */
    @ParameterizedTest
    @ValueSource(strings = {"/advisor", "/play/", "/static/", "/static/nope.js", "/static/../web/advisor.html",
            "/static/advisor.html", "/static/Style.css", "/api", "/favicon.ico/", "/static/favicon.ico",
            "/grade?x=%3Cscript%3E"})
    void unknownPage_isTheHtml404(String path) {
        HttpResponse<String> response = send("GET", path);
        if (path.equals("/grade?x=%3Cscript%3E")) {
            assertEquals(200, response.statusCode()); // a query changes no page
            return;
        }
        assertEquals(404, response.statusCode(), path);
        assertFileHeaders(response, "text/html; charset=utf-8");
        assertTrue(response.body().contains("<h1>No page here</h1>"), response.body());
        assertEquals(404, send("GET", "/api/v1/nope").statusCode());
        assertEquals("application/json; charset=utf-8", header(send("GET", "/api/v1/nope"), "Content-Type"));
    }

    /** Issue 23: /favicon.ico, which browsers ask for by themselves, is an icon (a 32 x 32 PNG in an ICO), not a 404. */
    @Test
    void favicon_isAnIcon() throws IOException, InterruptedException {
        HttpResponse<byte[]> icon = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port()
                + "/favicon.ico")).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, icon.statusCode());
        assertEquals("image/x-icon", header(icon, "Content-Type"));
        byte[] bytes = icon.body();
        java.nio.ByteBuffer ico = java.nio.ByteBuffer.wrap(bytes).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        assertEquals(0, ico.getShort(0)); // reserved
        assertEquals(1, ico.getShort(2)); // an icon, not a cursor
        assertEquals(1, ico.getShort(4)); // one image
        assertEquals(32, bytes[6]); // 32 x 32
        assertEquals(32, bytes[7]);
        int offset = ico.getInt(18);
        assertEquals(bytes.length - offset, ico.getInt(14), "the image runs to the end of the file");
        assertEquals("\u0089PNG", new String(bytes, offset, 4, StandardCharsets.ISO_8859_1));
        for (String page : PAGES) {
            assertTrue(send("GET", page).body().contains("<link rel=\"icon\" href=\"/static/favicon.svg\""), page);
        }
    }

    @Test
    void otherMethod_onAPage_isA405WithAllow() {
        HttpResponse<String> response = send("POST", "/grade");
        assertEquals(405, response.statusCode());
        assertEquals("GET, HEAD", header(response, "Allow"));
        assertTrue(response.body().contains("\"kind\":\"method-not-allowed\""), response.body());
    }

    /** Bound to loopback: the names of this machine, with or without a port, and no Host at all, are served. */
    @ParameterizedTest
    @ValueSource(strings = {"localhost", "LOCALHOST:8080", "127.0.0.1", "127.0.0.1:1", "[::1]", "[::1]:65535", "-"})
    void hostCheck_loopbackNames_areServed(String host) {
        String answer = RawHttp.get(server.port(), "/api/v1/health", host.equals("-") ? null : host);
        assertEquals(200, RawHttp.status(answer), answer);
    }

    /** Any other name is refused, page or API, with the JSON error that names it. */
    @ParameterizedTest
    @ValueSource(strings = {"evil.example", "evil.example:8080", "localhost.evil.example", "127.0.0.2", "[::2]",
            "127.0.0.1.nip.io", "0.0.0.0"})
    void hostCheck_otherNames_areRefusedWith403(String host) throws IOException {
        for (String path : new String[] {"/api/v1/health", "/", "/static/common.js"}) {
            String answer = RawHttp.get(server.port(), path, host);
            assertEquals(403, RawHttp.status(answer), answer);
            assertTrue(answer.contains("\"kind\":\"forbidden-host\""), answer);
            assertTrue(answer.contains("names the host '" + host + "'"), answer);
            assertEquals(ApiExchange.JSON_POLICY, RawHttp.header(answer, "Content-Security-Policy"), answer);
        }
        String answer = RawHttp.get(server.port(), "/api/v1/advise", "evil.example");
        OpenApi.assertDescribes("POST", "/api/v1/advise", 403, new com.fasterxml.jackson.databind.ObjectMapper().readTree(answer.substring(answer.indexOf("\r\n\r\n") + 4)));
    }

    /** Bound to every address, a server cannot know its names: it checks none. */
    @Test
    void hostCheck_serverOnEveryAddress_servesAnyName() throws Exception {
        Environment environment = new Environment(SharedCache.directory(), false, false, CommandRun.keptFigures());
        ApiServer open = ApiServer.start(new InetSocketAddress(InetAddress.getByName("0.0.0.0"), 0), environment,
                Rules.OFFICIAL, ServeLimits.defaults(), new PrintWriter(new StringWriter(), true));
        try {
            String answer = RawHttp.get(open.port(), "/api/v1/health", "yahtzee.example:8080");
            assertEquals(200, RawHttp.status(answer), answer);
        } finally {
            open.stop();
        }
    }
}
