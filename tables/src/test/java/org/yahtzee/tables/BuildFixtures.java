package org.yahtzee.tables;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.yahtzee.rules.Rules;

/**
 * Table files that one build's test JVMs share, in a folder under the root {@code target/}
 * named by a hash of the solver's and tables' class bytes: the tables module's tests put there
 * the official second moments and policy table they built, and analyzer-cli's fixtures take
 * them instead of building them again (its GradeCommandTest and TablesPolicyCommandTest alone:
 * 31-34 CPU-s against 45-48 building them, load 8-16). A file is taken only with
 * the value table it was built from, byte for byte the taker's own, so a file of other code or
 * other values is never seen. Without the system property {@code yahtzee.test.buildFixtures}
 * (a test run outside Maven) nothing is shared and every fixture builds its own.
 */
public final class BuildFixtures {
    /*
     * Implementation notes. The key covers every class of the two modules that write and read
     * the files (the jars' or target/classes' .class entries, META-INF left out, by name): a
     * changed line of either makes a new folder, and the folders of earlier code are removed
     * when a JVM of the new code first looks (a policy table is 270 MB). Files arrive by a copy to a
     * temporary name in the folder, then a rename: a JVM that reads meanwhile sees a whole file
     * or none. Taking is a copy (never a link): tests forge and damage files in their caches.
     * The taker's cache checks what it takes as it checks any file (header, CRCs, the policy's
     * entries); a damaged shared file would be rebuilt there, with a note.
     */

    /** The value table every shared file was built from. */
    private static final String TABLE = "official.ytable";

    private static Optional<Path> folder;

    private BuildFixtures() {
    }

    /**
     * Takes {@code file} from the shared folder if it holds it for {@code table} ({@link #take}),
     * then runs {@code load}, which opens it there or builds it; a file built is then shared
     * ({@link #put}).
     */
    public static void load(Path table, Path file, Runnable load) {
        boolean taken = take(table, file);
        load.run();
        if (!taken) {
            put(table, file);
        }
    }

    /**
     * Copies {@code target}'s file name from the shared folder to {@code target} if the folder
     * holds it and the official value table it holds is {@code table}'s bytes; true if copied.
     */
    private static boolean take(Path table, Path target) {
        return folder().map(shared -> take(shared, table, target)).orElse(false);
    }

    /** {@link #take(Path, Path)} from the folder {@code shared}. */
    static boolean take(Path shared, Path table, Path target) {
        Path source = shared.resolve(target.getFileName().toString());
        try {
            if (!Files.isRegularFile(source) || !sameBytes(shared.resolve(TABLE), table)) {
                return false;
            }
            Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
            return true;
        } catch (IOException e) {
            return false; // removed meanwhile by a build of other code: build it here
        }
    }

    /**
     * Puts {@code file}, built from the official value table {@code table}, into the shared
     * folder (with the table, if the folder has none yet); nothing if the folder's table is
     * another.
     */
    public static void put(Path table, Path file) {
        folder().ifPresent(shared -> put(shared, table, file));
    }

    /** {@link #put(Path, Path)} into the folder {@code shared}. */
    static void put(Path shared, Path table, Path file) {
        try {
            Path sharedTable = shared.resolve(TABLE);
            if (!Files.exists(sharedTable)) {
                arrive(table, sharedTable);
            }
            if (sameBytes(sharedTable, table)) {
                arrive(file, shared.resolve(file.getFileName().toString()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("sharing " + file + " in " + shared, e);
        }
    }

    private static void arrive(Path from, Path to) throws IOException {
        Path part = Files.createTempFile(to.getParent(), to.getFileName().toString(), ".part");
        try {
            Files.copy(from, part, StandardCopyOption.REPLACE_EXISTING);
            Files.move(part, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(part);
        }
    }

    private static boolean sameBytes(Path a, Path b) throws IOException {
        return Files.isRegularFile(a) && Files.mismatch(a, b) == -1L;
    }

    /** The folder of this code's build, made on first use, earlier code's removed; empty outside Maven. */
    private static synchronized Optional<Path> folder() {
        if (folder == null) {
            String root = System.getProperty("yahtzee.test.buildFixtures", "");
            folder = root.isBlank() ? Optional.empty() : Optional.of(folderIn(Path.of(root), codeKey()));
        }
        return folder;
    }

    /** {@code parent}'s folder {@code key}, made if need be, every other folder of {@code parent} removed. */
    static Path folderIn(Path parent, String key) {
        Path mine = parent.resolve(key);
        try {
            Files.createDirectories(mine);
            removeOthers(parent, mine);
        } catch (IOException e) {
            throw new UncheckedIOException("making " + mine, e);
        }
        return mine;
    }

    private static void removeOthers(Path parent, Path mine) throws IOException {
        try (Stream<Path> folders = Files.list(parent)) {
            for (Path other : folders.filter(p -> !p.equals(mine)).toList()) {
                try (Stream<Path> all = Files.walk(other)) {
                    for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                        Files.deleteIfExists(p);
                    }
                }
            }
        }
    }

    /** SHA-256 of the solver's and tables' classes (name, length, bytes each, in name order), 16 bytes in hex. */
    static String codeKey() {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (Class<?> module : List.of(Rules.class, TableCache.class)) {
                for (var entry : classBytes(module).entrySet()) {
                    sha.update(entry.getKey().getBytes(StandardCharsets.UTF_8));
                    sha.update(ByteBuffer.allocate(Integer.BYTES).putInt(entry.getValue().length).array());
                    sha.update(entry.getValue());
                }
            }
            return HexFormat.of().formatHex(Arrays.copyOf(sha.digest(), 16));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** Every class file of the jar or folder {@code type} was loaded from, by its name there. */
    private static TreeMap<String, byte[]> classBytes(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null) {
            throw new IllegalStateException("no code source for " + type.getName());
        }
        TreeMap<String, byte[]> classes = new TreeMap<>();
        try {
            Path location = Path.of(source.getLocation().toURI());
            if (Files.isDirectory(location)) {
                try (Stream<Path> all = Files.walk(location)) {
                    for (Path p : all.filter(f -> f.toString().endsWith(".class")).toList()) {
                        String name = location.relativize(p).toString().replace('\\', '/');
                        if (!name.startsWith("META-INF/")) {
                            classes.put(name, Files.readAllBytes(p));
                        }
                    }
                }
            } else {
                try (JarFile jar = new JarFile(location.toFile())) {
                    for (JarEntry e : jar.stream().toList()) {
                        if (e.getName().endsWith(".class") && !e.getName().startsWith("META-INF/")) {
                            try (InputStream in = jar.getInputStream(e)) {
                                classes.put(e.getName(), in.readAllBytes());
                            }
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading the classes of " + type.getName(), e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the code source of " + type.getName(), e);
        }
        return classes;
    }
}
