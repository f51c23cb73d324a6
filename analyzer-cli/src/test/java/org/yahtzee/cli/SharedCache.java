package org.yahtzee.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.function.Function;
import java.util.stream.Stream;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.BuildFixtures;
import org.yahtzee.tables.TableCache;

/**
 * A table cache in a temporary directory shared by the tests of advise and play (never the
 * user's): the official table copied in from {@link OfficialTable} and its second moments
 * ({@code official.ymoments}, computed from it once per test JVM, about 3 CPU-seconds, as a command's
 * first use would, or taken from the build's tables tests by {@link BuildFixtures}; no test then
 * computes them again), the other rule sets solved
 * there on first use by the commands themselves (about half a second each, once per test JVM).
 * The directory and all in it (tables of any rules a test or the fuzzer named, lock files) are
 * removed when the test JVM ends.
 */
public final class SharedCache {
    private static Path directory;
    private static Path officialPolicy;

    private SharedCache() {
    }

    public static synchronized Path directory() {
        if (directory == null) {
            try {
                Path dir = Files.createTempDirectory("yahtzee-cli-cache");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> removeAll(dir)));
                TableCache cache = new TableCache(dir);
                Path table = cache.pathFor(Rules.OFFICIAL);
                Files.copy(OfficialTable.file(), table, StandardCopyOption.REPLACE_EXISTING);
                BuildFixtures.load(table, cache.momentsPathFor(Rules.OFFICIAL), () -> cache.loadMoments(
                        cache.load(Rules.OFFICIAL, TableCache.Listener.SILENT), TableCache.Listener.SILENT));
                directory = dir;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return directory;
    }

    /**
     * Copies the official table and its second moments from here into a test's own cache folder
     * (one that must hold a file of its own, such as a fake reach table), so that the test does
     * not solve them again: about 4 CPU-seconds a class.
     */
    public static void copyOfficialInto(Path cacheDirectory) throws IOException {
        copyInto(cacheDirectory, cache -> cache.pathFor(Rules.OFFICIAL), cache -> cache.momentsPathFor(Rules.OFFICIAL));
    }

    /**
     * The official policy table ({@code official.ypolicy}) here, built by the first test that
     * asks, once per test JVM (about 4 CPU-seconds), or taken from the build's tables tests by
     * {@link BuildFixtures}. Later asks are told its path without opening
     * it again (each opening checks all 270 MB).
     */
    public static synchronized Path officialPolicy() {
        if (officialPolicy == null) {
            TableCache cache = new TableCache(directory());
            BuildFixtures.load(cache.pathFor(Rules.OFFICIAL), cache.policyPathFor(Rules.OFFICIAL), () -> cache.loadPolicy(
                    cache.load(Rules.OFFICIAL, TableCache.Listener.SILENT), 2, TableCache.Listener.SILENT));
            officialPolicy = cache.policyPathFor(Rules.OFFICIAL);
        }
        return officialPolicy;
    }

    /**
     * Copies the official table and its policy table ({@link #officialPolicy}) into
     * {@code cacheDirectory}, for a test of what plays the policy (simulate) in a cache folder of
     * its own.
     */
    public static void copyOfficialPolicyInto(Path cacheDirectory) throws IOException {
        officialPolicy();
        copyInto(cacheDirectory, cache -> cache.pathFor(Rules.OFFICIAL), cache -> cache.policyPathFor(Rules.OFFICIAL));
    }

    /** Copies each file {@code files} names in a cache from here into {@code cacheDirectory}'s. */
    @SafeVarargs
    private static void copyInto(Path cacheDirectory, Function<TableCache, Path>... files) throws IOException {
        TableCache from = new TableCache(directory());
        TableCache to = new TableCache(cacheDirectory);
        Files.createDirectories(cacheDirectory);
        for (Function<TableCache, Path> file : files) {
            Files.copy(file.apply(from), file.apply(to), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void removeAll(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException ignored) {
            // a temporary folder: the system's cleaning takes what is left
        }
    }
}
