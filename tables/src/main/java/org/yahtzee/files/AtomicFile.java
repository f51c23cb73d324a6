package org.yahtzee.files;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file so that its name shows either the old content or the whole new content, never a
 * part: after a full disk, a crash or a kill the old file is as it was. Every file the tool
 * writes (tables, pages, charts, saved games) goes through here.
 */
public final class AtomicFile {
    /*
     * Implementation notes. The content goes to a temp file in the target's folder (a rename is
     * atomic only within one file system), is forced to disk, then renamed over the target with
     * ATOMIC_MOVE. Forcing before the rename matters: without it a crash can leave the new name
     * pointing at blocks that never reached the disk. The folder is not forced after the rename:
     * losing the rename in a crash leaves the old file. Temp names are hidden and carry the pid
     * and a random number (.NAME.PID-RANDOM.tmp), so concurrent writers never share one. They are
     * created with createFile, not Files.createTempFile, which would make them, and so the
     * target, readable by the owner only: shared table folders need the umask's permissions.
     */

    /** Writes the content to the stream it is given; the stream is closed afterwards by the caller. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** A temp file this old was left by a killed writer: writing takes milliseconds. */
    public static final Duration STALE_TEMP_AGE = Duration.ofHours(1);
    /** The end of every temp file's name. */
    public static final String TEMP_SUFFIX = ".tmp";

    private AtomicFile() {
    }

    /**
     * Writes {@code content} to {@code target}, replacing a regular file there, creating missing
     * folders, and removing temp files of earlier, killed writes of the same target that are
     * older than {@link #STALE_TEMP_AGE}.
     *
     * @throws IOException if the target is a folder, a FIFO, a device or anything else that is
     *                     not a regular file (nothing is written), or the writing fails (the
     *                     target is left as it was and no temp file remains)
     */
    public static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        refuseIfNotRegular(absolute);
        Path folder = absolute.getParent();
        Files.createDirectories(folder);
        String prefix = tempPrefix(absolute);
        removeTemps(folder, prefix, Instant.now().minus(STALE_TEMP_AGE));
        Path temp = createTemp(folder, prefix);
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                OutputStream out = Channels.newOutputStream(channel);
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            // Checked again just before the rename: something else may have appeared meanwhile.
            refuseIfNotRegular(absolute);
            Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException | Error e) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
    }

    /**
     * Removes every temp file of {@code target} modified before {@code cutoff}; best effort
     * (another process may be removing them too). A cache that holds the lock of a table may
     * pass the current time: no other writer of that table is running.
     */
    public static void removeTemps(Path target, Instant cutoff) {
        Path absolute = target.toAbsolutePath();
        removeTemps(absolute.getParent(), tempPrefix(absolute), cutoff);
    }

    /** ".official.ytable." for official.ytable: hidden, and never a name a cache looks up. */
    static String tempPrefix(Path target) {
        return "." + target.getFileName() + ".";
    }

    private static void refuseIfNotRegular(Path target) throws IOException {
        FileKind kind = FileKind.of(target);
        if (kind != FileKind.MISSING && kind != FileKind.REGULAR) {
            throw new IOException(target + " is " + kind.words() + ", not a regular file: not written over");
        }
    }

    private static Path createTemp(Path folder, String prefix) throws IOException {
        String pid = Long.toString(ProcessHandle.current().pid());
        while (true) {
            String random = Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 1);
            Path temp = folder.resolve(prefix + pid + "-" + random + TEMP_SUFFIX);
            try {
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException taken) {
                // 2^-63 odds per try; draw another name
            }
        }
    }

    private static void removeTemps(Path folder, String prefix, Instant cutoff) {
        // A filter, not a glob: the target's name may hold glob characters ("page[1].html").
        DirectoryStream.Filter<Path> temps = entry -> {
            String name = entry.getFileName().toString();
            return name.startsWith(prefix) && name.endsWith(TEMP_SUFFIX);
        };
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, temps)) {
            for (Path entry : entries) {
                try {
                    if (Files.getLastModifiedTime(entry).toInstant().isBefore(cutoff)) {
                        Files.deleteIfExists(entry);
                    }
                } catch (IOException ignored) {
                    // gone already, or not ours to delete: it does not stop this write
                }
            }
        } catch (IOException ignored) {
            // an unlistable folder fails the write itself with a clearer error
        }
    }
}
