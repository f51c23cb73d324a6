package org.yahtzee.cli.serve;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * A headless Chromium's start and end for the browser tests (BrowserSession): Debian's old
 * headless shell when installed, else the full browser, driven by Debian's chromedriver; without
 * them the test class is skipped by an assumption that names the packages, and the build log gets
 * one WARNING line. Its parts: the browser's binary, whether it is the headless shell, and the
 * driver's.
 */
record HeadlessChromium(Path browser, boolean shell, Path chromedriver) {
    private static final String MISSING = "browser tests skipped: headless Chromium and its driver are not installed "
            + "(Debian: apt-get install -y chromium chromium-driver)";
    private static boolean warned;

    /** The browser installed here, or the test class skipped (before it starts anything else). */
    static HeadlessChromium installed() {
        // Chromium's old headless shell (Debian's chromium-headless-shell) when installed: it has
        // no browser layer to drive, and the pages need none.
        Path shell = onPath("chromium-headless-shell", "chrome-headless-shell");
        Path browser = shell != null ? shell : onPath("chromium", "chromium-browser", "google-chrome");
        Path chromedriver = onPath("chromedriver");
        if (browser == null || chromedriver == null) {
            synchronized (HeadlessChromium.class) {
                if (!warned) {
                    warned = true;
                    System.err.println("[WARNING] " + MISSING);
                }
            }
            Assumptions.assumeTrue(false, MISSING);
        }
        return new HeadlessChromium(browser, shell != null, chromedriver);
    }

    /**
     * Starts the browser at {@code window}'s size, its downloads going into {@code downloads}, its
     * async scripts allowed {@code scriptTimeout}; able to take {@code screenshots} (slower), or not.
     */
    ChromeDriver start(Dimension window, Path downloads, Duration scriptTimeout, boolean screenshots) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(browser.toFile());
        if (!shell) {
            options.addArguments("--headless=new");
        }
        options.addArguments("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=" + window.width + "," + window.height, "--lang=en-US", "--hide-scrollbars",
                "--disable-extensions", "--disable-background-networking", "--disable-component-update",
                "--disable-default-apps", "--disable-sync", "--no-first-run", "--mute-audio",
                "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication");
        if (!screenshots) {
            // The renderer's compositor on its main thread, not a thread of its own: a turn of the
            // play page cost the browser and the driver 47-51 ms of CPU against 74-85 ms, and the four
            // browser classes 0.85x their CPU (RESULTS.md, 2026-11-29); each step waits about 55 ms
            // more, which a build bound by its CPU does not feel. Not for screenshots: with it
            // the driver's screenshot timed out waiting for the renderer.
            options.addArguments("--disable-threaded-compositing");
        }
        // The driver named, and the browser's binary set: Selenium Manager, which would download them, is never run.
        // (ChromeDriverService's builder would do the same, but its class's annotation warns under -Werror.)
        System.setProperty("webdriver.chrome.driver", chromedriver.toString());
        ChromeDriver driver = new ChromeDriver(options);
        try {
            // The headless shell takes no download preferences: downloads are allowed, into the
            // test's folder, through the DevTools protocol (the same for the full browser).
            driver.executeCdpCommand("Browser.setDownloadBehavior",
                    Map.of("behavior", "allow", "downloadPath", downloads.toString()));
            driver.manage().timeouts().scriptTimeout(scriptTimeout);
            return driver;
        } catch (RuntimeException e) {
            quit(driver);
            throw e;
        }
    }

    /**
     * Quits {@code driver}'s browser. Its processes, listed before the quit, are ended after it if
     * still there: Debian's {@code chromium-headless-shell} is a script that starts the shell as
     * its child, and the driver's quit ends the script but left the shell and its helpers running
     * (35 shells after a few builds).
     */
    static void quit(ChromeDriver driver) {
        List<ProcessHandle> processes = browserProcesses(driver);
        try {
            driver.quit();
        } finally {
            for (ProcessHandle process : processes) {
                process.destroy();
            }
        }
    }

    /** The browser's process (the driver says which) and its descendants, or none if unknown. */
    private static List<ProcessHandle> browserProcesses(ChromeDriver driver) {
        Object pid = driver.getCapabilities().getCapability("goog:processID");
        if (!(pid instanceof Number number)) {
            return List.of();
        }
        return ProcessHandle.of(number.longValue())
                .map(browser -> Stream.concat(Stream.of(browser), browser.descendants()).toList())
                .orElse(List.of());
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
}
