package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * What a browser lane of the tests holds open (BrowserSession), taken from it to be closed: its
 * browser and server, either of them null if it did not start, and its downloads' folder.
 */
record OpenedLane(ChromeDriver driver, ApiServer server, Path downloads) {
    /** Quits the browser and stops the server, those of them started, and removes the downloads. */
    void quit() throws InterruptedException {
        try {
            if (driver != null) {
                HeadlessChromium.quit(driver);
            }
        } finally {
            if (server != null) {
                server.stop();
            }
            if (downloads != null) {
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
}
