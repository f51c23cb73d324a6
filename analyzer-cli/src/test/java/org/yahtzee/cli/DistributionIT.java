package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The self-contained download that {@code mvn package} makes (target/yahtzee-VERSION.zip,
 * src/assembly/dist.xml), used as a user without a build chain uses it: unpacked into a folder
 * of its own with the permissions the zip records, its launcher run with nothing but a Java
 * runtime (JAVA_HOME; PATH without Maven or the repository), the table cache and home in the
 * test's folder. advise prints what the approved copy says (approved/advise/new-card.txt, the
 * approval test's in-process run). About ten seconds: the first use solves the official table
 * and its second moments, and makes the launcher's class-data-sharing archive (a second or two);
 * the second run, from the cached table with that archive, under a second.
 */
final class DistributionIT {

    @TempDir
    Path work;

    @Test
    void zip_unpacked_adviseRunsFromIt() throws IOException, InterruptedException {
        String version = System.getProperty("dist.version");
        Path root = unpack(Path.of(System.getProperty("dist.zip")), work.resolve("unpacked"))
                .resolve("yahtzee-" + version);
        for (String file : List.of("lib/yahtzee.jar", "bin/yahtzee.cmd", "README.md", "docs/cli.md", "docs/library.md",
                "docs/json.md", "tables/FORMAT.md", "examples/several-mistakes.txt")) {
            assertTrue(Files.isRegularFile(root.resolve(file)), "the zip holds " + file);
        }
        assertTrue(Files.getPosixFilePermissions(root.resolve("bin/yahtzee")).contains(PosixFilePermission.OWNER_EXECUTE),
                "bin/yahtzee is executable as unpacked");

        Path home = Files.createDirectories(work.resolve("home"));
        String approved = Files.readString(Path.of("src/test/resources/approved/advise/new-card.txt"));
        assertEquals(approved, advise(root, home, null));
        assertTrue(Files.isRegularFile(work.resolve("tables/official.ytable")), "the table is in the cache given");

        // The first run left a class-data-sharing archive in the home's cache (docs/startup.md);
        // -Xshare:on makes the JVM fail rather than run without it, so the second run (from the
        // cached table: under a second) shows that the launcher passes it and that it maps.
        try (Stream<Path> archives = Files.list(home.resolve(".cache/yahtzee-jvm"))) {
            assertEquals(1, archives.filter(p -> p.toString().endsWith(".jsa")).count(), "one archive in ~/.cache/yahtzee-jvm");
        }
        assertEquals(approved, advise(root, home, "-Xshare:on"));
    }

    /** advise --dice 12344 through the unpacked launcher; its output, once it exited with 0. */
    private String advise(Path root, Path home, String javaOpts) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(root.resolve("bin/yahtzee").toString(), "advise", "--dice", "12344")
                .directory(home.toFile()).redirectError(work.resolve("stderr.txt").toFile());
        Map<String, String> env = builder.environment();
        env.clear();
        env.put("PATH", "/usr/bin:/bin");
        env.put("HOME", home.toString());
        env.put("JAVA_HOME", System.getProperty("java.home"));
        env.put("YAHTZEE_TABLES", work.resolve("tables").toString());
        if (javaOpts != null) {
            env.put("YAHTZEE_JAVA_OPTS", javaOpts);
        }
        Process child = builder.start();
        String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(120, TimeUnit.SECONDS), "advise did not end");
        String err = Files.readString(work.resolve("stderr.txt"));
        assertEquals(0, child.exitValue(), out + err);
        return out;
    }

    /** Unpacks {@code zip} into {@code into} with the POSIX permissions its entries record. */
    private static Path unpack(Path zip, Path into) throws IOException {
        URI uri = URI.create("jar:" + zip.toUri());
        try (FileSystem fs = FileSystems.newFileSystem(uri, Map.of("enablePosixFileAttributes", "true"));
             Stream<Path> all = Files.walk(fs.getPath("/"))) {
            List<Path> entries = new ArrayList<>(all.toList());
            for (Path entry : entries) {
                Path target = into.resolve(fs.getPath("/").relativize(entry).toString());
                if (Files.isDirectory(entry)) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(entry, target);
                    Set<PosixFilePermission> mode = new TreeSet<>(Files.getPosixFilePermissions(entry));
                    Files.setPosixFilePermissions(target, mode);
                }
            }
        }
        return into;
    }
}
