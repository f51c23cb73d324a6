package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
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
final class BrowserSession {
    /** The longest any wait waits before it calls the page hung (see {@link #waiting}). */
    private static final Duration GUARD = Duration.ofSeconds(120);

    static final String TAG = "browser";
    static final Dimension DESKTOP = new Dimension(1280, 900);
    static final Dimension PHONE = new Dimension(390, 844);
    private static final String MISSING = "browser tests skipped: headless Chromium and its driver are not installed "
            + "(Debian: apt-get install -y chromium chromium-driver)";
    private static final Path IMAGES = Path.of("..", "docs", "images");
    private static boolean warned;

    final ChromeDriver driver;
    final ApiServer server;
    final Path downloads;
    private BrowserSession(ChromeDriver driver, ApiServer server, Path downloads) {
        this.driver = driver;
        this.server = server;
        this.downloads = downloads;
    }

    /** Starts the server and the browser, or skips the test class when the browser is not installed. */
    static BrowserSession open() throws IOException {
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
        Path downloads = Files.createTempDirectory("yahtzee-browser-downloads");
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
        Map<String, Object> prefs = new HashMap<>();
        prefs.put("download.default_directory", downloads.toString());
        prefs.put("download.prompt_for_download", false);
        options.setExperimentalOption("prefs", prefs);
        // The driver named, and the browser's binary set: Selenium Manager, which would download them, is never run.
        // (ChromeDriverService's builder would do the same, but its class's annotation warns under -Werror.)
        System.setProperty("webdriver.chrome.driver", chromedriver.toString());
        ApiServer server = ServeApiTest.start(ServeLimits.defaults());
        try {
            ChromeDriver driver = new ChromeDriver(options);
            // The headless shell takes no download preferences: downloads are allowed, into the
            // test's folder, through the DevTools protocol (the same for the full browser).
            driver.executeCdpCommand("Browser.setDownloadBehavior",
                    Map.of("behavior", "allow", "downloadPath", downloads.toString()));
            return new BrowserSession(driver, server, downloads);
        } catch (RuntimeException e) {
            try {
                server.stop();
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

    /** Quits the browser, stops the server and removes the downloads. */
    void close() throws InterruptedException {
        try {
            driver.quit();
        } finally {
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
