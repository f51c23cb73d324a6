package org.yahtzee.tables;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;
import java.util.zip.CRC32C;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateIndex;
import org.yahtzee.solver.StateValues;

/**
 * Writes state values as a table file (see {@link TableFormat}), atomically: the path names
 * either the previous file or the complete new table, never a partial one, even if the writer is
 * killed or the machine loses power.
 */
public final class TableWriter {
    /*
     * Implementation notes. The table is written to a temp file in the target's directory (a
     * rename is only atomic within one file system), forced to disk, then renamed over the
     * target with ATOMIC_MOVE. Forcing before the rename matters: without it a crash can leave
     * the new name pointing at a file whose data blocks never reached the disk. The directory is
     * not forced after the rename: losing the rename in a crash leaves the old file or none,
     * which a cache rebuilds. Temp names carry the pid and a random number, so concurrent
     * writers of one table never share a temp file and the last rename wins with a whole table.
     * Temp files are created with CREATE_NEW rather than Files.createTempFile, which would make
     * them (and so the table) readable by the owner only (0600): shared table directories need
     * the umask's permissions.
     */

    /** A temp file this old was left by a killed writer: writing 2.1 MB takes milliseconds. */
    static final Duration STALE_TEMP_AGE = Duration.ofHours(1);
    static final String TEMP_SUFFIX = ".tmp";

    private TableWriter() {
    }

    /**
     * Writes {@code values} for all {@link StateIndex#STATES} states as float32, with a header
     * recording {@code values.rules()}, replacing any file at {@code file}. Creates missing
     * parent directories and removes temp files of earlier, killed writes of the same file.
     *
     * @throws IOException              if the file cannot be written; no temp file is left
     * @throws IllegalArgumentException if a value is NaN, infinite or negative as a float32
     *                                  (naming the state), or the rules name is over 32 bytes;
     *                                  nothing is written
     */
    public static void write(StateValues values, Path file) throws IOException {
        ByteBuffer payload = encodePayload(values);
        CRC32C crc = new CRC32C();
        crc.update(payload.duplicate());
        Rules rules = values.rules();
        TableHeader header = new TableHeader(TableFormat.VERSION, rules.fingerprint(), rules.canonicalName(),
                StateIndex.STATES, payload.remaining(), (int) crc.getValue());
        ByteBuffer[] parts = {ByteBuffer.wrap(HeaderCodec.encode(header)), payload};

        Path target = file.toAbsolutePath();
        Path directory = target.getParent();
        Files.createDirectories(directory);
        String prefix = tempPrefix(target);
        removeStaleTemps(directory, prefix);
        Path temp = createTemp(directory, prefix);
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                while (parts[1].hasRemaining()) {
                    channel.write(parts);
                }
                channel.force(true);
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
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
     * The values as little-endian float32, checked to be finite and non-negative. Converted
     * into a float[] and copied in one put: a ByteBuffer.putFloat per state took 10.7 ms of a
     * solve process (interpreted until the JIT's loop compile arrives), this about 8 ms.
     */
    private static ByteBuffer encodePayload(StateValues values) {
        float[] stored = new float[StateIndex.STATES];
        for (int i = 0; i < stored.length; i++) {
            stored[i] = (float) values.value(i);
            // Expected points still to come are >= 0; anything else is a solver bug, and a
            // table is read for months: refuse it here rather than scan for it on every load.
            if (!(stored[i] >= 0 && stored[i] <= Float.MAX_VALUE)) {
                throw new IllegalArgumentException("state " + i + " of " + values.rules().canonicalName()
                        + " has value " + values.value(i) + ", expected a finite value >= 0 (as float32)");
            }
        }
        ByteBuffer payload = ByteBuffer.allocate(StateIndex.STATES * TableFormat.BYTES_PER_STATE)
                .order(TableFormat.BYTE_ORDER);
        payload.asFloatBuffer().put(stored);
        return payload;
    }

    /** ".official.ytable." for official.ytable: hidden, and never a name a cache looks up. */
    static String tempPrefix(Path target) {
        return "." + target.getFileName() + ".";
    }

    private static Path createTemp(Path directory, String prefix) throws IOException {
        String pid = Long.toString(ProcessHandle.current().pid());
        while (true) {
            String random = Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 1);
            Path temp = directory.resolve(prefix + pid + "-" + random + TEMP_SUFFIX);
            try {
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException taken) {
                // 2^-63 odds per try; draw another name
            }
        }
    }

    /**
     * Deletes temp files of this target older than {@link #STALE_TEMP_AGE}. Younger ones may
     * belong to a writer in another process that is still running, so they stay. Best effort:
     * another process may be deleting the same files, so failures are ignored.
     */
    private static void removeStaleTemps(Path directory, String prefix) {
        Instant cutoff = Instant.now().minus(STALE_TEMP_AGE);
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory, entry -> {
            String name = entry.getFileName().toString();
            return name.startsWith(prefix) && name.endsWith(TEMP_SUFFIX);
        })) {
            for (Path entry : entries) {
                try {
                    FileTime modified = Files.getLastModifiedTime(entry);
                    if (modified.toInstant().isBefore(cutoff)) {
                        Files.deleteIfExists(entry);
                    }
                } catch (IOException ignored) {
                    // gone already, or not ours to delete: it does not stop this write
                }
            }
        } catch (IOException ignored) {
            // an unlistable directory will fail the write itself with a clearer error
        }
    }
}
