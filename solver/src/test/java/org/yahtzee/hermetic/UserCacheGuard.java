package org.yahtzee.hermetic;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Fails the test class during which a folder the tool could take for the user's own table cache
 * changed: a file added, removed or rewritten there. Registered for every test class of every
 * module (JUnit's extension auto-detection, switched on in the parent pom), so a test that reads
 * or writes the user's cache instead of its own fails the build, naming itself.
 *
 * <p>The folders come from the system property {@value #PROPERTY} (the parent pom sets it from
 * Maven's own environment, which the test JVMs no longer see: their {@code HOME},
 * {@code YAHTZEE_TABLES} and {@code XDG_CACHE_HOME} point under {@code target/}).
 */
public final class UserCacheGuard implements AfterAllCallback {
    /*
     * Implementation notes. The folders are listed once, when the first test class ends (the
     * class is loaded by then: the first snapshot is taken in the static initializer, before any
     * test ran), and after every class. A change is blamed on the class that just ended; with
     * classes running in parallel it may be one running beside it, which the message says. The
     * snapshot moves on after a failure, so one stray write fails one class, not all after it.
     * An entry of the property that holds an unresolved "${" (an environment variable Maven did
     * not have) or is blank is skipped.
     */

    /** The folders to watch, separated by the platform's path separator. */
    public static final String PROPERTY = "yahtzee.test.userCaches";

    private static final List<Path> WATCHED = watched(System.getProperty(PROPERTY, ""));
    private static FolderSnapshot before = FolderSnapshot.of(WATCHED);

    /** JUnit's auto-detection needs a public constructor. */
    public UserCacheGuard() {
    }

    @Override
    public void afterAll(ExtensionContext context) {
        String changed;
        synchronized (UserCacheGuard.class) {
            FolderSnapshot now = FolderSnapshot.of(WATCHED);
            changed = before.differences(now);
            before = now;
        }
        if (!changed.isEmpty()) {
            throw new AssertionError("the user's table cache changed while " + context.getDisplayName()
                    + " ran (or a test class running beside it): " + changed
                    + "; a test must use a cache folder of its own (a @TempDir), never the user's");
        }
    }

    /** The folders named in the property's value. */
    static List<Path> watched(String property) {
        List<Path> folders = new ArrayList<>();
        for (String entry : property.split(File.pathSeparator)) {
            if (!entry.isBlank() && !entry.contains("${")) {
                folders.add(Path.of(entry.strip()).toAbsolutePath().normalize());
            }
        }
        return List.copyOf(folders);
    }
}
