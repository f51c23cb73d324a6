package org.yahtzee.hermetic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.io.TempDir;

/**
 * The test JVMs are hermetic: the parent pom points everything the tool reads from the
 * environment under {@code target/}, and the {@link UserCacheGuard} is on, watching the folders
 * the user's cache could be in. Run outside Maven (an IDE without the pom's settings) this fails
 * on purpose: those tests would run against the user's own cache.
 */
@ExtendWith(HermeticTestsTest.Context.class)
final class HermeticTestsTest {

    @Test
    void environment_pointsUnderTarget_neverTheUsersFolders() {
        for (String variable : List.of("HOME", "YAHTZEE_TABLES")) {
            String value = System.getenv(variable);
            assertTrue(value != null && isUnderTarget(value), variable + " is " + value
                    + ": run the tests with Maven (the parent pom's surefire settings)");
        }
        assertTrue(isUnderTarget(System.getProperty("user.home")), "user.home " + System.getProperty("user.home"));
        String xdg = System.getenv("XDG_CACHE_HOME");
        assertTrue(xdg == null || xdg.isBlank(), "XDG_CACHE_HOME is " + xdg);
    }

    @Test
    void guard_isRegistered_autodetected_andWatchesTheUsersCache(ExtensionContext context) {
        boolean registered = false;
        for (Extension e : ServiceLoader.load(Extension.class)) {
            registered |= e instanceof UserCacheGuard;
        }
        assertTrue(registered, "UserCacheGuard is not in META-INF/services");
        assertEquals(Optional.of("true"), context.getConfigurationParameter("junit.jupiter.extensions.autodetection.enabled"));
        List<Path> watched = UserCacheGuard.watched(System.getProperty(UserCacheGuard.PROPERTY, ""));
        assertFalse(watched.isEmpty(), "no folder watched: " + UserCacheGuard.PROPERTY + " is not set");
        for (Path folder : watched) {
            assertFalse(isUnderTarget(folder.toString()), "watching a folder of the build: " + folder);
        }
    }

    @Test
    void watched_skipsBlankAndUnresolvedEntries() {
        String property = String.join(File.pathSeparator, "/home/u/.cache/yahtzee", " ", "${env.YAHTZEE_TABLES}",
                "${env.XDG_CACHE_HOME}/yahtzee", "/srv/t/../tables");
        assertEquals(List.of(Path.of("/home/u/.cache/yahtzee"), Path.of("/srv/tables")), UserCacheGuard.watched(property));
    }

    @Test
    void snapshot_seesAFolderMade_aFileAddedRewrittenOrRemoved(@TempDir Path work) throws IOException {
        Path cache = work.resolve("cache");
        FolderSnapshot absent = FolderSnapshot.of(List.of(cache));
        assertEquals("", absent.differences(FolderSnapshot.of(List.of(cache))));

        Files.createDirectories(cache);
        FolderSnapshot empty = FolderSnapshot.of(List.of(cache));
        assertEquals(cache + " absent -> folder", absent.differences(empty));

        Path table = Files.write(cache.resolve("official.ytable"), new byte[] {1, 2, 3});
        FolderSnapshot one = FolderSnapshot.of(List.of(cache));
        assertEquals(table + " added", empty.differences(one));
        assertEquals("", one.differences(FolderSnapshot.of(List.of(cache))));

        Files.write(table, new byte[] {1, 2, 3, 4});
        assertTrue(one.differences(FolderSnapshot.of(List.of(cache))).startsWith(table + " 3 bytes"));

        Files.delete(table);
        assertEquals(table + " removed", one.differences(FolderSnapshot.of(List.of(cache))));
    }

    private static boolean isUnderTarget(String path) {
        for (Path p = Path.of(path).toAbsolutePath().normalize(); p != null; p = p.getParent()) {
            if (p.getFileName() != null && p.getFileName().toString().equals("target")) {
                return true;
            }
        }
        return false;
    }

    /** Hands the test its ExtensionContext, to read JUnit's configuration parameters. */
    static final class Context implements ParameterResolver {
        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext extension) {
            return parameter.getParameter().getType() == ExtensionContext.class;
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext extension) {
            return extension;
        }
    }
}
