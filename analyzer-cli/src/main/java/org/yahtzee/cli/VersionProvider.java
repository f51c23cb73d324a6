package org.yahtzee.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import org.yahtzee.engine.Yahtzee;
import picocli.CommandLine.IVersionProvider;

/**
 * The {@code --version} text: the project version and the JVM. The version comes from the jar
 * manifest's Implementation-Version; run from classes (tests, an IDE) there is no manifest, so
 * the same value is read from {@code version.properties}, which Maven fills in at build time.
 */
public final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {
            "yahtzee " + version() + " (table format " + Yahtzee.TABLE_FORMAT_VERSION + ")",
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name")
                    + ", " + System.getProperty("java.vendor") + ")"
        };
    }

    public static String version() {
        String fromManifest = VersionProvider.class.getPackage().getImplementationVersion();
        if (fromManifest != null) {
            return fromManifest;
        }
        try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read version.properties from the jar", e);
        }
    }
}
