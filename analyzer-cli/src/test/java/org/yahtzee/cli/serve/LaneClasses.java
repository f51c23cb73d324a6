package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The browser test classes of one lane that have not ended yet in this JVM: every *BrowserTest
 * class of this package on the test class path whose {@code @ResourceLock} is the lane's. When
 * the last has ended the lane's browser can be quit at once, while the module's other classes
 * still run, instead of after them all. A run of some classes only (-Dtest) leaves others never
 * ended: that lane is closed when the JVM's tests end, as before.
 */
final class LaneClasses {
    private final Set<String> left;

    LaneClasses(String lane) {
        left = onClassPath(lane);
    }

    /** Marks {@code testClass} ended; true when it was the lane's last. */
    synchronized boolean ended(Class<?> testClass) {
        return left.remove(testClass.getName()) && left.isEmpty();
    }

    private static Set<String> onClassPath(String lane) {
        Set<String> names = new HashSet<>();
        Path folder;
        try {
            Path root = Path.of(LaneClasses.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            folder = root.resolve(LaneClasses.class.getPackageName().replace('.', '/'));
        } catch (URISyntaxException | RuntimeException e) {
            return names; // not a folder of classes: no class ends the lane early
        }
        if (!Files.isDirectory(folder)) {
            return names;
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                String simple = file.getFileName().toString();
                if (!simple.endsWith("BrowserTest.class")) {
                    continue;
                }
                String name = LaneClasses.class.getPackageName() + "." + simple.substring(0, simple.length() - 6);
                ResourceLock lock = Class.forName(name, false, LaneClasses.class.getClassLoader())
                        .getAnnotation(ResourceLock.class);
                if (lock != null && lock.value().equals(lane)) {
                    names.add(name);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("a browser test class listed but not loaded", e);
        }
        return names;
    }
}
