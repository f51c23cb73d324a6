package org.yahtzee.tables;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.yahtzee.fixtures.BuildFolder;
import org.yahtzee.rules.Rules;

/**
 * Table files that one build's test JVMs share, in the {@link BuildFolder} {@code build-fixtures}
 * of the solver's and tables' code: the tables module's tests put there the official second
 * moments and policy table they built, and analyzer-cli's fixtures take them instead of building
 * them again (its GradeCommandTest and TablesPolicyCommandTest alone: 31-34 CPU-s against 45-48
 * building them, load 8-16). A file is taken only with the value table it was built from, byte
 * for byte the taker's own, so a file of other values is never seen. Outside Maven nothing is
 * shared and every fixture builds its own.
 */
public final class BuildFixtures {
    /*
     * Implementation notes. Taking is a copy (never a link): tests forge and damage files in
     * their caches. The taker's cache checks what it takes as it checks any file (header, CRCs,
     * the policy's entries); a damaged shared file would be rebuilt there, with a note.
     */

    /** The value table every shared file was built from. */
    private static final String TABLE = "official.ytable";

    private static Optional<BuildFolder> folder;

    private BuildFixtures() {
    }

    /**
     * Takes {@code file} from the shared folder if it holds it for {@code table} ({@link #take}),
     * then runs {@code load}, which opens it there or builds it; a file built is then shared
     * ({@link #put}).
     */
    public static void load(Path table, Path file, Runnable load) {
        boolean taken = folder().map(shared -> take(shared, table, file)).orElse(false);
        load.run();
        if (!taken) {
            put(table, file);
        }
    }

    /**
     * Copies {@code target}'s file name from {@code shared} to {@code target} if the folder holds
     * it and the official value table it holds is {@code table}'s bytes; true if copied.
     */
    static boolean take(BuildFolder shared, Path table, Path target) {
        try {
            return sameBytes(shared.file(TABLE), table) && shared.copyOut(target.getFileName().toString(), target);
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
    static void put(BuildFolder shared, Path table, Path file) {
        if (!Files.exists(shared.file(TABLE))) {
            shared.copyIn(table, TABLE);
        }
        try {
            if (sameBytes(shared.file(TABLE), table)) {
                shared.copyIn(file, file.getFileName().toString());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("sharing " + file + " in " + shared.path(), e);
        }
    }

    private static boolean sameBytes(Path a, Path b) throws IOException {
        return Files.isRegularFile(a) && Files.mismatch(a, b) == -1L;
    }

    /** The folder of this code's build, made on first use, earlier code's removed; empty outside Maven. */
    private static synchronized Optional<BuildFolder> folder() {
        if (folder == null) {
            folder = BuildFolder.of("build-fixtures", List.of(Rules.class, TableCache.class));
        }
        return folder;
    }
}
