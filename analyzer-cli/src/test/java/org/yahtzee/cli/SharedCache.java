package org.yahtzee.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableCache;

/**
 * A table cache in a temporary directory shared by the tests of advise and play (never the
 * user's): the official table copied in from {@link OfficialTable}, the other rule sets solved
 * there on first use by the commands themselves (about half a second each, once per test JVM).
 */
final class SharedCache {
    private static Path directory;

    private SharedCache() {
    }

    static synchronized Path directory() {
        if (directory == null) {
            try {
                Path dir = Files.createTempDirectory("yahtzee-cli-cache");
                dir.toFile().deleteOnExit();
                TableCache cache = new TableCache(dir);
                for (Rules rules : Rules.NAMED) {
                    cache.pathFor(rules).toFile().deleteOnExit();
                }
                Files.copy(OfficialTable.file(), cache.pathFor(Rules.OFFICIAL), StandardCopyOption.REPLACE_EXISTING);
                directory = dir;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return directory;
    }
}
