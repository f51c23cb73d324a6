package org.yahtzee.files;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;

/**
 * Writes a file so that its name shows either the old content or the whole new content, never a
 * part: after a full disk, a crash or a kill the old file is as it was. Every file the tool
 * writes (tables, pages, charts, saved games) goes through here. A symbolic link is written
 * through, to the file it leads to ({@link WriteTarget}); temp files are removed when the
 * process ends by a signal, and by the next write beside them when it was killed outright.
 */
public final class AtomicFile {
    /*
     * Implementation notes. The content goes to a temp file in the folder of the file written (a
     * rename is atomic only within one file system; for a link that is the folder of the file it
     * leads to, so the link stays a link), is forced to disk, then renamed over the file with
     * ATOMIC_MOVE. Forcing before the rename matters: without it a crash can leave the new name
     * pointing at blocks that never reached the disk. The folder is not forced after the rename:
     * losing the rename in a crash leaves the old file. Temp names are hidden and carry the pid
     * and a random number (.NAME.PID-RANDOM.tmp, TempFiles), so concurrent writers never share
     * one and a killed writer's are known. They are created with createFile, not
     * Files.createTempFile, which would make them, and so the target, readable by the owner
     * only: shared table folders need the umask's permissions.
     *
     * Failures name the file a person knows: the target, or the folder that cannot take a file,
     * never the temp file (FileSystemException(path, null, reason), so getFile() and getReason()
     * say it apart). The content gets a 64 KB buffered stream whose close() only flushes: content
     * that closes what it was given, as try-with-resources around a Writer does, is fine.
     */

    /** Writes the content to the stream it is given; closing the stream is allowed but not needed. */
    @FunctionalInterface
    public interface Content {
        /** Writes the whole content to {@code out}. */
        void writeTo(OutputStream out) throws IOException;
    }

    /** A temp file this old was left by a killed writer, whatever process its name gives. */
    public static final Duration STALE_TEMP_AGE = TempFiles.STALE_AGE;
    /** The end of every temp file's name. */
    public static final String TEMP_SUFFIX = ".tmp";

    private static final int BUFFER_BYTES = 64 * 1024;

    private AtomicFile() {
    }

    /**
     * Writes {@code content} to {@code target}, replacing a regular file there (for a symbolic
     * link, the file it leads to), creating missing folders, and removing the temp files that
     * earlier writes of the same file left behind: those of a process that is gone, and any older
     * than {@link #STALE_TEMP_AGE}.
     *
     * @throws IOException if the target is (or leads to) a folder, a FIFO, a device, a process's
     *                     open file such as /dev/stdout, or anything else that is not a regular
     *                     file (nothing is written), or the writing fails (the target is left as
     *                     it was and no temp file remains). An exception the content throws is
     *                     passed on as it is.
     */
    public static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path file = WriteTarget.resolve(absolute);
        Path folder = file.getParent();
        createFolders(folder);
        String prefix = tempPrefix(file);
        TempFiles.removeStale(folder, prefix, TEMP_SUFFIX, Instant.now().minus(STALE_TEMP_AGE));
        Path temp = createTemp(folder, prefix);
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                ChannelStream out = new ChannelStream(channel, absolute);
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            // Checked again just before the rename: something else may have appeared meanwhile.
            if (!WriteTarget.resolve(absolute).equals(file)) {
                throw new FileSystemException(absolute.toString(), null, "now leads to another file than when the "
                        + "write began; left as it is");
            }
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            TempFiles.forget(temp);
        } catch (IOException | RuntimeException | Error e) {
            try {
                TempFiles.delete(temp);
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
    }

    /**
     * Removes every temp file of {@code target} (of the file it leads to, for a link) modified
     * before {@code cutoff} or left by a process that is gone; best effort (another process may
     * be removing them too). A cache that holds the lock of a table may pass the current time:
     * no other writer of that table is running.
     */
    public static void removeTemps(Path target, Instant cutoff) {
        Path file = target.toAbsolutePath();
        try {
            file = WriteTarget.resolve(file);
        } catch (IOException notAFile) {
            // nothing is written there either: its own name's temps are the ones to look for
        }
        TempFiles.removeStale(file.getParent(), tempPrefix(file), TEMP_SUFFIX, cutoff);
    }

    /** ".official.ytable." for official.ytable: hidden, and never a name a cache looks up. */
    static String tempPrefix(Path target) {
        return "." + target.getFileName() + ".";
    }

    /**
     * True if {@code name} is a temp name this class made with {@code prefix}: PREFIX, decimal
     * pid, '-', hex, ".tmp" ({@link TempFiles#pidOf}).
     */
    static boolean isTempName(String name, String prefix) {
        return TempFiles.pidOf(name, prefix, TEMP_SUFFIX) >= 0;
    }

    /** Files.createDirectories, but a file in the way is named: it reports only "Not a directory". */
    private static void createFolders(Path folder) throws IOException {
        try {
            Files.createDirectories(folder);
        } catch (FileSystemException e) {
            Path blocker = FileKind.blockingFile(folder);
            if (blocker == null) {
                throw e;
            }
            throw new FileSystemException(blocker.toString(), null,
                    "is " + FileKind.of(blocker).words() + ", not a folder");
        }
    }

    private static Path createTemp(Path folder, String prefix) throws IOException {
        try {
            return TempFiles.create(folder, prefix, TEMP_SUFFIX);
        } catch (FileSystemException e) {
            // Read-only or not writable: the folder is what the user can fix.
            throw new FileSystemException(folder.toString(), null,
                    "cannot create a file in this folder: " + IoMessage.reason(e));
        }
    }

    /**
     * A buffered stream into the temp file's channel. A failed write (a full disk) is reported
     * for the target, whose name the user knows; close() only flushes.
     */
    private static final class ChannelStream extends OutputStream {
        private final FileChannel channel;
        private final Path target;
        private final ByteBuffer buffer = ByteBuffer.allocate(BUFFER_BYTES);

        ChannelStream(FileChannel channel, Path target) {
            this.channel = channel;
            this.target = target;
        }

        @Override
        public void write(int b) throws IOException {
            if (!buffer.hasRemaining()) {
                flush();
            }
            buffer.put((byte) b);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            if (length >= BUFFER_BYTES) {
                flush();
                drain(ByteBuffer.wrap(bytes, offset, length)); // large writes skip the copy
            } else {
                if (length > buffer.remaining()) {
                    flush();
                }
                buffer.put(bytes, offset, length);
            }
        }

        @Override
        public void flush() throws IOException {
            buffer.flip();
            drain(buffer);
            buffer.clear();
        }

        @Override
        public void close() throws IOException {
            flush();
        }

        private void drain(ByteBuffer bytes) throws IOException {
            try {
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
            } catch (IOException e) {
                throw new FileSystemException(target.toString(), null, IoMessage.reason(e));
            }
        }
    }
}
