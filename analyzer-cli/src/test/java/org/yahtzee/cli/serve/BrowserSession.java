package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptException;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One headless Chromium (HeadlessChromium: skipped without it) on a server of this JVM (port 0),
 * shared by the browser test classes of one lane (the *BrowserTest classes, tagged "browser"),
 * and the page's helpers the tests drive it with. {@code -Dyahtzee.screenshots=true} writes
 * screenshots into docs/images/.
 */
final class BrowserSession implements BeforeAllCallback, AfterAllCallback {
    /** The longest any wait waits before it calls the page hung (see {@link #waiting}). */
    private static final Duration GUARD = Duration.ofSeconds(120);

    static final String TAG = "browser";
    static final Dimension DESKTOP = new Dimension(1280, 900);
    static final Dimension PHONE = new Dimension(390, 844);
    private static final Path IMAGES = Path.of("..", "docs", "images");
    /** {@code -Dyahtzee.screenshots=true}: {@link #screenshot} writes the pictures of docs/. */
    private static final boolean SCREENSHOTS = Boolean.getBoolean("yahtzee.screenshots");

    /** Two lanes of browser classes: two at a time, each class on one of them (see {@link BrowserTestBase}). */
    static final String LANE_1 = TAG + "-1";
    static final String LANE_2 = TAG + "-2";
    private static final Map<String, BrowserSession> LANES = new ConcurrentHashMap<>();
    /** The lanes whose browser and server are open. */
    private static final Set<BrowserSession> OPEN = ConcurrentHashMap.newKeySet();
    /** The lanes' closes: each when its lane's last class has ended, else when the JVM's tests end. */
    private static final BackgroundCloses CLOSES = new BackgroundCloses();
    private static final ExtensionContext.Namespace SESSIONS = ExtensionContext.Namespace.create(BrowserSession.class);

    private final String lane;
    /** The lane's classes not yet ended, read when the browser first opens. */
    private LaneClasses left;
    ChromeDriver driver;
    ApiServer server;
    Path downloads;

    private BrowserSession(String lane) {
        this.lane = lane;
    }

    /**
     * The session of {@code lane}, a static {@code @RegisterExtension} field of each test class
     * that holds the lane's {@code @ResourceLock}: opened before the first such class's first
     * test, closed when the last of them has ended (else when the JVM's tests end). One browser
     * and one server for all the classes of a lane (lane 2 has three), where each class started
     * its own: a start, once the JVM's shared cache is built, was 1.6 s of a class's wall (load
     * average 12-21) and under a CPU-second of the browser's and the driver's.
     */
    static BrowserSession inLane(String lane) {
        return LANES.computeIfAbsent(lane, BrowserSession::new);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException, InterruptedException {
        // The lane's lock is what keeps two classes from driving the one browser at once.
        ResourceLock lock = context.getRequiredTestClass().getAnnotation(ResourceLock.class);
        if (lock == null || !lock.value().equals(lane)) {
            throw new IllegalStateException(context.getRequiredTestClass().getSimpleName()
                    + " drives the browser of lane " + lane + " without holding @ResourceLock(\"" + lane + "\")");
        }
        synchronized (this) {
            if (left == null) {
                left = new LaneClasses(lane);
            }
            if (driver == null) {
                open();
                OPEN.add(this);
                context.getRoot().getStore(SESSIONS).getOrComputeIfAbsent(BrowserSession.class,
                        key -> (ExtensionContext.Store.CloseableResource) BrowserSession::closeAll,
                        ExtensionContext.Store.CloseableResource.class);
            }
        }
    }

    /** The lane's last class ended: its browser is quit now, beside the module's other classes. */
    @Override
    public void afterAll(ExtensionContext context) {
        synchronized (this) {
            if (left == null || !left.ended(context.getRequiredTestClass())) {
                return;
            }
        }
        closeSoon(this);
    }

    /** Starts the server and the browser, or skips the test class when the browser is not installed. */
    private void open() throws IOException, InterruptedException {
        HeadlessChromium chromium = HeadlessChromium.installed();
        // The server starts while the browser does: the first start in a JVM builds the tests'
        // shared cache (the official table and its moments: 15 s at load average 12), the browser
        // takes 5 s, and the class waited for one after the other.
        FutureTask<ApiServer> serverStart = new FutureTask<>(() -> ServeApiTest.start(ServeLimits.defaults()));
        downloads = Files.createTempDirectory("yahtzee-browser-downloads");
        Thread starter = new Thread(serverStart, "browser-test-server-start");
        starter.setDaemon(true);
        starter.start();
        try {
            // An async script (a page-side wait, see untilThen) ends by its own guard; the driver's is a little later.
            driver = chromium.start(DESKTOP, downloads, GUARD.plusSeconds(10), SCREENSHOTS);
        } catch (RuntimeException e) {
            try {
                server = started(serverStart);
            } catch (IOException | RuntimeException serverFailed) {
                e.addSuppressed(serverFailed);
            }
            close();
            throw e;
        }
        try {
            server = started(serverStart);
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    /** The server {@code start} started, once it has; what stopped it, as it was thrown. */
    private static ApiServer started(FutureTask<ApiServer> start) throws IOException, InterruptedException {
        try {
            return start.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("the browser test's server did not start", e.getCause());
        }
    }

    /** Opens a page of the server at the given window size. */
    void get(String path, Dimension size) {
        get(server, path, size);
    }

    /** Opens a page of another server (a test's own, on a cache of its own) in this browser. */
    void get(ApiServer on, String path, Dimension size) {
        driver.manage().window().setSize(size);
        driver.get("http://127.0.0.1:" + on.port() + path);
    }

    /**
     * The first element that matches, waited for: the pages draw their cards and lists from
     * script after the load that {@link #get} waits for, so a look right after it could miss
     * them (the advisor's card inputs, once, on a loaded machine). The page waits (see
     * {@link #untilThen}) and answers with the element: one round trip, where a wait from here
     * (WebDriverWait) sent a look every 50 ms, each a WebDriver command: 100 ms of the browser's
     * and the driver's CPU a second of waiting, against 14 ms for a wait on the page (8 ms idle; load 9).
     */
    WebElement find(String css) {
        return (WebElement) untilThen(FIRST + " !== null", "return " + FIRST + ";", css);
    }

    /** The first element matching the selector {@code arguments[0]}, in a page's script. */
    private static final String FIRST = "document.querySelector(arguments[0])";

    List<WebElement> findAll(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    /**
     * The text shown (WebElement.getText) of the first element matching {@code css}, waited for,
     * and read again if the page drew it anew between the look and the read: the reach table's
     * build redraws its progress line every poll, and a look and a read apart failed once at load 22.
     */
    String text(String css) {
        return waiting().ignoring(StaleElementReferenceException.class).until(d -> find(css).getText());
    }

    /**
     * Waits until an element matches and is shown, and returns it. Shown is WebDriver's word
     * (WebElement.isDisplayed), asked once the page sees the first match rendered and not
     * transparent (checkVisibility), as {@link #find} waits; a look from here every 50 ms only
     * if WebDriver disagrees or the page drew the element anew meanwhile.
     */
    WebElement await(String css) {
        WebElement first = (WebElement) untilThen(FIRST + " !== null && " + FIRST
                + ".checkVisibility({opacityProperty: true, visibilityProperty: true})", "return " + FIRST + ";", css);
        try {
            if (first.isDisplayed()) {
                return first;
            }
        } catch (StaleElementReferenceException drawnSince) {
            // looked up again below
        }
        return waiting().until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(css)));
    }

    /** Waits until {@code condition}, a script's boolean expression, holds. */
    void until(String condition) {
        untilThen(condition, "return null;");
    }

    /**
     * Waits until {@code condition} (a script's boolean expression) holds, then runs {@code read}
     * (a script's body, which may read {@code arguments[i]} from {@code args}) and returns its
     * value: one WebDriver round trip. The page looks at the condition itself, after each change
     * of its document and every 20 ms (an input's value changes no node), where a wait from here
     * looked every 50 ms at two round trips' cost: 52 moves of a game waited about 100 such looks.
     * The guard is {@link #GUARD}, as for every wait.
     */
    Object untilThen(String condition, String read, Object... args) {
        Object answer = ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + "const read = () => { " + read + " };"
                + "let observer = null; let timer = 0; let guard = 0; let finished = false;"
                + "const finish = (answer) => { if (observer) observer.disconnect(); clearInterval(timer); clearTimeout(guard);"
                + "  if (!finished) { finished = true; done(answer); } };"
                + "const look = () => { let holds;"
                + "  try { holds = (" + condition + "); } catch (e) { finish({failed: String(e)}); return true; }"
                + "  if (holds) { try { finish({value: read()}); } catch (e) { finish({failed: String(e)}); } }"
                + "  return holds; };"
                + "if (!look()) {"
                + "  observer = new MutationObserver(look);"
                + "  observer.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});"
                + "  timer = setInterval(look, 20);"
                + "  guard = setTimeout(() => finish({timedOut: true}), arguments[arguments.length - 2]); }",
                concat(args, GUARD.toMillis()));
        @SuppressWarnings("unchecked")
        Map<String, Object> outcome = (Map<String, Object>) answer;
        if (outcome.containsKey("failed")) {
            throw new JavascriptException("waiting for " + condition + " (then " + read + "): " + outcome.get("failed"));
        }
        if (outcome.containsKey("timedOut")) {
            throw new TimeoutException("waited " + GUARD.toSeconds() + " s for " + condition);
        }
        return outcome.get("value");
    }

    private static Object[] concat(Object[] args, Object last) {
        Object[] all = Arrays.copyOf(args, args.length + 1);
        all[args.length] = last;
        return all;
    }

    /**
     * A wait that looks every 50 ms: most waits are for an answer of the server, a few
     * milliseconds away, and WebDriverWait's own half second between looks made a game of 26
     * turns last 76 s. A wait is a guard against a hang, not a timing, so every wait has the
     * same: two minutes, since a first answer that solves or loads a table took over 30 s while
     * other builds loaded this 2-core machine (load average 20-40).
     */
    private WebDriverWait waiting() {
        WebDriverWait wait = new WebDriverWait(driver, GUARD);
        wait.pollingEvery(Duration.ofMillis(50));
        return wait;
    }

    /**
     * The file {@code name} in the downloads' folder once the browser has written it, looked for
     * every 50 ms as every wait (WebDriverWait's own half second between looks was most of a
     * download's wait): there, not empty, and as long as at the look before. The headless shell
     * writes the file under its own name (no NAME.crdownload was seen in a look every millisecond
     * at three downloads), so a look can come between its creation and its writing: a session's
     * record was once read as "" (load 14).
     */
    Path downloaded(String name) {
        Path file = downloads.resolve(name);
        long[] before = {-1};
        waiting().until(d -> {
            long size = sizeOf(file);
            boolean whole = isWhole(size, before[0]);
            before[0] = size;
            return whole;
        });
        return file;
    }

    /** Whether a download is whole: {@code size} bytes now, {@code before} at the look before (-1: not there). */
    static boolean isWhole(long size, long before) {
        return size > 0 && size == before;
    }

    /** The file's size, -1 while it is not there. */
    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (NoSuchFileException notYet) {
            return -1;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Object script(String code, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(code, args);
    }

    /**
     * A script's function (as an expression) from an element to the point of a click on it, its
     * box's centre in the window's coordinates, or null if that is outside the window (or the
     * element not shown): {@link #press} reads it, and a page's own read may return it beside the
     * element, which spares the press this look.
     */
    static final String CENTRE = "((e) => { const r = e.getBoundingClientRect();"
            + " const x = r.left + r.width / 2; const y = r.top + r.height / 2;"
            + " return r.width > 0 && x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? [x, y] : null; })";

    /**
     * Clicks {@code element} with the mouse at its centre, as a person does: a trusted press and
     * release sent through the DevTools protocol (Input.dispatchMouseEvent) at the point its box
     * gives, which the browser hit-tests as it would a person's click. WebDriver's actions (a
     * move to the element, a press and a release) made a click 170 ms against 78 ms (a look
     * and two events: the play page's boxes, 52 of them in the session of two games, load average
     * 9), and WebElement.click, with its scroll into view and its look under the point, 0.29 s
     * against 0.18 s for the actions (load average 8). No move comes first: no page reacts to the
     * pointer's hover. An element outside the window gets WebElement.click, which scrolls to it.
     */
    void press(WebElement element) {
        @SuppressWarnings("unchecked")
        List<Number> centre = (List<Number>) script("return " + CENTRE + "(arguments[0]);", element);
        pressAt(element, centre);
    }

    /**
     * As {@link #press}, at {@code centre}, the element's {@link #CENTRE} read by the round trip
     * that last looked at the page, with nothing done to the page since (null: outside the window).
     */
    void pressAt(WebElement element, List<Number> centre) {
        if (centre == null) {
            element.click();
            return;
        }
        for (String type : List.of("mousePressed", "mouseReleased")) {
            driver.executeCdpCommand("Input.dispatchMouseEvent", Map.of("type", type, "x", centre.get(0), "y", centre.get(1),
                    "button", "left", "buttons", type.equals("mousePressed") ? 1 : 0, "clickCount", 1));
        }
    }

    /** The element focused now. */
    WebElement focused() {
        return driver.switchTo().activeElement();
    }

    /**
     * Presses Tab (Shift+Tab {@code backwards}) from where the focus is until the first element
     * matching {@code css} has it, at most {@code most} presses; returns it. The presses it takes
     * are guessed on the page (its focusable, shown, enabled controls in document order, a radio
     * group's checked one) and sent in one action, then the focus is checked; a wrong guess goes
     * on a press at a time from there. One press, a look and a find were three round trips: the
     * play page's keyboard test pressed Tab about 40 times.
     */
    WebElement tabTo(String css, boolean backwards, int most) {
        @SuppressWarnings("unchecked")
        Map<String, Object> guess = (Map<String, Object>) script(TAB_STOPS, css, backwards);
        int presses = ((Number) guess.get("presses")).intValue();
        if (presses > 0 && presses <= most) {
            Actions keys = new Actions(driver);
            for (int i = 0; i < presses; i++) {
                keys.sendKeys(backwards ? Keys.chord(Keys.SHIFT, Keys.TAB) : Keys.TAB);
            }
            keys.perform();
        }
        int pressed = Math.max(0, Math.min(presses, most));
        while (true) {
            Object reached = script("const target = document.querySelector(arguments[0]);"
                    + "return document.activeElement === target ? target : null;", css);
            if (reached instanceof WebElement element) {
                return element;
            }
            if (pressed++ >= most) {
                throw new AssertionError("Tab never reached " + css + " in " + most + " presses");
            }
            new Actions(driver).sendKeys(backwards ? Keys.chord(Keys.SHIFT, Keys.TAB) : Keys.TAB).perform();
        }
    }

    /**
     * The guess of {@link #tabTo}: the presses from the focused element to the target's place
     * among the page's tab stops; 0 (no guess) if either is not among them or the way wraps
     * round the page's end.
     */
    private static final String TAB_STOPS = "const target = document.querySelector(arguments[0]);"
            + "const stops = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]"
            + "  .filter((e) => e.tabIndex >= 0 && !e.disabled && !e.closest('[inert]')"
            + "    && e.checkVisibility({visibilityProperty: true})"
            + "    && !(e.type === 'radio' && !e.checked"
            + "      && document.querySelector('input[type=radio][name=\"' + e.name + '\"]:checked')));"
            + "const from = stops.indexOf(document.activeElement); const to = stops.indexOf(target);"
            + "const ahead = arguments[1] ? from - to : to - from;"
            + "return {presses: from < 0 || to < 0 || ahead < 0 ? 0 : ahead};";

    /** Whether the page is wider than the window (a horizontal scroll bar). */
    boolean scrollsSideways() {
        return (Boolean) script("return document.documentElement.scrollWidth > document.documentElement.clientWidth;");
    }

    /** Every dice cell of the graded decisions is on one line (issue 23, bug 4). */
    void assertDiceOnOneLine(String scope) {
        Object wrapped = script("return [...document.querySelectorAll(arguments[0] + ' td.dice-text')].filter((td) => {"
                + "const r = document.createRange(); r.selectNodeContents(td);"
                + "return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1; }).map((td) => td.textContent);",
                scope);
        Assertions.assertEquals(List.of(), wrapped, "dice wrapped onto two lines");
        Assertions.assertFalse(findAll(scope + " td.dice-text").isEmpty());
    }

    /** With -Dyahtzee.screenshots=true, writes docs/images/NAME.png (atomically); else nothing. */
    void screenshot(String name) throws IOException {
        if (!SCREENSHOTS) {
            return;
        }
        Files.createDirectories(IMAGES);
        Path png = IMAGES.resolve(name + ".png");
        Path part = IMAGES.resolve(name + ".png.part");
        Files.write(part, driver.getScreenshotAs(OutputType.BYTES));
        Files.move(part, png, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Closes {@code session} on a thread of its own, if it is open; the JVM's end waits for it.
     * The session lets go of its browser and server at once: a class that opened it again would
     * start its own.
     */
    private static void closeSoon(BrowserSession session) {
        if (OPEN.remove(session)) {
            CLOSES.start(session.detach()::quit);
        }
    }

    /** Closes the lanes still open, all at once, and waits for every close started. */
    private static void closeAll() throws Exception {
        for (BrowserSession session : OPEN) {
            closeSoon(session);
        }
        CLOSES.awaitAll();
    }

    /** Quits the browser and stops the server, those of them started, and removes the downloads. */
    private void close() throws InterruptedException {
        detach().quit();
    }

    /** The browser, server and downloads of this session, taken from it, to be closed by the caller. */
    private synchronized OpenedLane detach() {
        OpenedLane opened = new OpenedLane(driver, server, downloads);
        driver = null;
        server = null;
        downloads = null;
        return opened;
    }
}
