package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One headless Chromium, driven through Debian's chromedriver, on a server of this JVM (port 0),
 * for one browser test class (the *BrowserTest classes, tagged "browser"). Without the two
 * Debian packages the test is skipped by an assumption that names them, and the build log gets
 * one WARNING line. {@code -Dyahtzee.screenshots=true} writes screenshots into docs/images/.
 */
final class BrowserSession implements BeforeAllCallback, AfterAllCallback {
    /** The longest any wait waits before it calls the page hung (see {@link #waiting}). */
    private static final Duration GUARD = Duration.ofSeconds(120);

    static final String TAG = "browser";
    static final Dimension DESKTOP = new Dimension(1280, 900);
    static final Dimension PHONE = new Dimension(390, 844);
    private static final String MISSING = "browser tests skipped: headless Chromium and its driver are not installed "
            + "(Debian: apt-get install -y chromium chromium-driver)";
    private static final Path IMAGES = Path.of("..", "docs", "images");
    private static boolean warned;

    /** Two lanes of browser classes: two at a time, each class on one of them (see {@link BrowserTestBase}). */
    static final String LANE_1 = TAG + "-1";
    static final String LANE_2 = TAG + "-2";

    ChromeDriver driver;
    ApiServer server;
    Path downloads;

    private BrowserSession() {
    }

    /**
     * The session of one test class, a static {@code @RegisterExtension} field of it: opened before
     * the class's first test, closed after its last.
     */
    static BrowserSession perClass() {
        return new BrowserSession();
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        open();
    }

    @Override
    public void afterAll(ExtensionContext context) throws InterruptedException {
        if (driver != null) {
            close();
        }
    }

    /** Starts the server and the browser, or skips the test class when the browser is not installed. */
    private void open() throws IOException {
        // Chromium's old headless shell (Debian's chromium-headless-shell) when installed: it has
        // no browser layer to drive, and the pages need none.
        Path shell = onPath("chromium-headless-shell", "chrome-headless-shell");
        Path browser = shell != null ? shell : onPath("chromium", "chromium-browser", "google-chrome");
        Path chromedriver = onPath("chromedriver");
        if (browser == null || chromedriver == null) {
            synchronized (BrowserSession.class) {
                if (!warned) {
                    warned = true;
                    System.err.println("[WARNING] " + MISSING);
                }
            }
            Assumptions.assumeTrue(false, MISSING);
        }
        Path folder = Files.createTempDirectory("yahtzee-browser-downloads");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(browser.toFile());
        if (shell == null) {
            options.addArguments("--headless=new");
        }
        options.addArguments("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=" + DESKTOP.width + "," + DESKTOP.height, "--lang=en-US", "--hide-scrollbars",
                "--disable-extensions", "--disable-background-networking", "--disable-component-update",
                "--disable-default-apps", "--disable-sync", "--no-first-run", "--mute-audio",
                "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication");
        // The driver named, and the browser's binary set: Selenium Manager, which would download them, is never run.
        // (ChromeDriverService's builder would do the same, but its class's annotation warns under -Werror.)
        System.setProperty("webdriver.chrome.driver", chromedriver.toString());
        ApiServer started = ServeApiTest.start(ServeLimits.defaults());
        try {
            ChromeDriver opened = new ChromeDriver(options);
            // The headless shell takes no download preferences: downloads are allowed, into the
            // test's folder, through the DevTools protocol (the same for the full browser).
            opened.executeCdpCommand("Browser.setDownloadBehavior",
                    Map.of("behavior", "allow", "downloadPath", folder.toString()));
            driver = opened;
            server = started;
            downloads = folder;
        } catch (RuntimeException e) {
            try {
                started.stop();
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
            throw e;
        }
    }

    private static Path onPath(String... names) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            for (String name : names) {
                Path file = Path.of(dir, name);
                if (Files.isExecutable(file)) {
                    return file;
                }
            }
        }
        return null;
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
     * them (the advisor's card inputs, once, on a loaded machine).
     */
    WebElement find(String css) {
        return waiting().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(css)));
    }

    List<WebElement> findAll(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    /** Waits until an element matches and is shown, and returns it. */
    WebElement await(String css) {
        return waiting().until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(css)));
    }

    /** Waits until {@code condition}, a script's boolean expression, holds. */
    void until(String condition) {
        waiting().until(d -> Boolean.TRUE.equals(script("return " + condition + ";")));
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

    Object script(String code, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(code, args);
    }

    /** The element focused now. */
    WebElement focused() {
        return driver.switchTo().activeElement();
    }

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
        if (!Boolean.getBoolean("yahtzee.screenshots")) {
            return;
        }
        Files.createDirectories(IMAGES);
        Path png = IMAGES.resolve(name + ".png");
        Path part = IMAGES.resolve(name + ".png.part");
        Files.write(part, driver.getScreenshotAs(OutputType.BYTES));
        Files.move(part, png, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The browser's process (the driver says which) and its descendants, or none if unknown. */
    private List<ProcessHandle> browserProcesses() {
        Object pid = driver.getCapabilities().getCapability("goog:processID");
        if (!(pid instanceof Number number)) {
            return List.of();
        }
        return ProcessHandle.of(number.longValue())
                .map(browser -> Stream.concat(Stream.of(browser), browser.descendants()).toList())
                .orElse(List.of());
    }

    /**
     * Quits the browser, stops the server and removes the downloads. The browser's processes,
     * listed before the quit, are ended after it if still there: Debian's
     * {@code chromium-headless-shell} is a script that starts the shell as its child, and the
     * driver's quit ends the script but left the shell and its helpers running (35 shells after a
     * few builds).
     */
    private void close() throws InterruptedException {
        List<ProcessHandle> processes = browserProcesses();
        try {
            driver.quit();
        } finally {
            for (ProcessHandle process : processes) {
                process.destroy();
            }
            server.stop();
            try (var files = Files.list(downloads)) {
                for (Path file : (Iterable<Path>) files::iterator) {
                    Files.deleteIfExists(file);
                }
                Files.deleteIfExists(downloads);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
