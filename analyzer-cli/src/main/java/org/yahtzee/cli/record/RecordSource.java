package org.yahtzee.cli.record;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import org.yahtzee.files.FileKind;
import org.yahtzee.files.TempFiles;

/**
 * A game-record file that can be read more than once, as grading does (a pass that checks, then
 * one that grades), as strict UTF-8 characters. A regular file is opened again for each reading.
 * Anything else that can be read (a FIFO such as {@code <(...)}, a device) can be read only
 * once, and so can standard input ({@code grade -}): the first reading copies the bytes to a
 * temporary spool file as they pass, and later readings read the spool. {@link #close} deletes
 * the spool, and so does a signal that ends the process (a shutdown hook, {@link TempFiles}). A record already in memory (the body of a request to {@code serve}) is read from its
 * bytes each time.
 */
public final class RecordSource implements Closeable {

    /** The spools' names: PREFIX, pid, '-', random hex, SUFFIX (TempFiles). */
    static final String SPOOL_PREFIX = "yahtzee-record-";
    static final String SPOOL_SUFFIX = ".spool";

    /** The name of standard input in problems and reports; {@code -} on the command line. */
    public static final String STANDARD_INPUT = "standard input";

    private final String name;
    private final Path file;
    private final FileKind kind;
    /** Standard input, read once through the spool; null for a file. */
    private final InputStream stream;
    /** The whole record, for one held in memory; null otherwise. */
    private final byte[] bytes;
    private Path spool;
    private boolean spoolComplete;

    private RecordSource(String name, Path file, FileKind kind, InputStream stream, byte[] bytes) {
        this.name = name;
        this.file = file;
        this.kind = kind;
        this.stream = stream;
        this.bytes = bytes;
    }

    /**
     * The record at {@code file}.
     *
     * @throws NoSuchFileException if nothing is there
     * @throws IOException         {@code FILE is a folder: expected a game record file}
     */
    public static RecordSource of(Path file) throws IOException {
        FileKind kind = FileKind.of(file);
        if (kind == FileKind.MISSING) {
            throw new NoSuchFileException(file.toString());
        } else if (kind == FileKind.DIRECTORY) {
            throw new IOException(file + " is a folder: expected a game record file");
        }
        return new RecordSource(file.toString(), file, kind, null, null);
    }

    /**
     * The record on standard input ({@code grade -}): streamed through the spool as it is read
     * the first time, like a FIFO, so it can be read again. {@link #close} does not close
     * {@code in}.
     */
    public static RecordSource standardInput(InputStream in) {
        return new RecordSource(STANDARD_INPUT, null, FileKind.OTHER, in, null);
    }

    /**
     * A record held whole in memory, named {@code name} in problems and reports; read from
     * {@code bytes} (not copied: the caller leaves them as they are) at each reading.
     */
    public static RecordSource inMemory(String name, byte[] bytes) {
        return new RecordSource(name, null, FileKind.OTHER, null, bytes);
    }

    /** The name problems give the record: the path as given, or {@link #STANDARD_INPUT}. */
    public String name() {
        return name;
    }

    /**
     * The record's characters from its start; the caller closes the reader. Bytes that are not
     * UTF-8 make the reader throw a CharacterCodingException where they are.
     *
     * @throws IOException if the file cannot be opened, or is not a regular file and its first
     *                     reading stopped before the end (nothing to read again)
     */
    public Reader open() throws IOException {
        if (bytes != null) {
            return new StrictUtf8Reader(new ByteArrayInputStream(bytes));
        }
        if (kind == FileKind.REGULAR) {
            return new StrictUtf8Reader(Files.newInputStream(file));
        }
        if (spool == null) {
            spool = createSpool();
            InputStream first = stream != null ? new KeptOpen(stream) : Files.newInputStream(file);
            // WRITE alone, never CREATE: a signal's hook that removed the spool meanwhile must not
            // see it made again by this thread, which runs on while the hooks run.
            return new StrictUtf8Reader(new Spooling(first, Files.newOutputStream(spool, StandardOpenOption.WRITE)));
        }
        if (!spoolComplete) {
            throw new IOException((stream != null ? name : file + " is " + kind.words())
                    + ", read once and not to its end: it cannot be read again");
        }
        return new StrictUtf8Reader(Files.newInputStream(spool));
    }

    /**
     * The size in bytes of a record that is a regular file, which {@link #open(long, long)} can
     * read in parts; -1 for anything else (standard input, a FIFO, a record in memory).
     */
    public long regularFileSize() throws IOException {
        return kind == FileKind.REGULAR && bytes == null ? Files.size(file) : -1;
    }

    /**
     * The characters of bytes {@code from} (inclusive) to {@code to} (exclusive) of a regular
     * file ({@link #regularFileSize} not -1); the caller closes the reader. The range must
     * start at a character's first byte (a checking pass splits at line starts).
     */
    public Reader open(long from, long to) throws IOException {
        SeekableByteChannel channel = channel().position(from);
        return new StrictUtf8Reader(new Limited(Channels.newInputStream(channel), to - from));
    }

    /** The bytes of a regular file ({@link #regularFileSize} not -1); the caller closes the channel. */
    public SeekableByteChannel channel() throws IOException {
        if (regularFileSize() < 0) {
            throw new IllegalStateException(name + " is not a regular file: it cannot be read in parts");
        }
        return Files.newByteChannel(file);
    }

    @Override
    public void close() throws IOException {
        if (spool != null) {
            TempFiles.delete(spool);
        }
    }

    /**
     * A new spool in the system's temporary folder, {@code yahtzee-record-PID-RANDOM.spool},
     * readable by its owner only (it holds a copy of the record), removed if the process ends by
     * a signal; the spools of processes killed outright are removed first ({@link TempFiles}).
     */
    private static Path createSpool() throws IOException {
        Path folder = Path.of(System.getProperty("java.io.tmpdir"));
        TempFiles.removeStale(folder, SPOOL_PREFIX, SPOOL_SUFFIX, Instant.now().minus(TempFiles.STALE_AGE));
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return TempFiles.create(folder, SPOOL_PREFIX, SPOOL_SUFFIX,
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        }
        return TempFiles.create(folder, SPOOL_PREFIX, SPOOL_SUFFIX);
    }

    /** The first {@code left} bytes of a stream, then its end. */
    private static final class Limited extends FilterInputStream {
        private long left;

        Limited(InputStream in, long left) {
            super(in);
            this.left = left;
        }

        @Override
        public int read() throws IOException {
            if (left <= 0) {
                return -1;
            }
            int b = in.read();
            left -= b < 0 ? 0 : 1;
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (left <= 0) {
                return -1;
            }
            int n = in.read(buffer, offset, (int) Math.min(length, left));
            left -= Math.max(n, 0);
            return n;
        }
    }

    /** Standard input, which the reader's close must leave open (it is the process's, not ours). */
    private static final class KeptOpen extends FilterInputStream {
        KeptOpen(InputStream in) {
            super(in);
        }

        @Override
        public void close() {
        }
    }

    /** Copies the bytes read to the spool; notes when the end is reached. */
    private final class Spooling extends FilterInputStream {
        private final OutputStream copy;

        Spooling(InputStream in, OutputStream copy) {
            super(in);
            this.copy = copy;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = in.read(buffer, offset, length);
            if (n > 0) {
                copy.write(buffer, offset, n);
            } else if (n < 0) {
                spoolComplete = true;
            }
            return n;
        }

        @Override
        public void close() throws IOException {
            try (copy) {
                super.close();
            }
        }
    }
}
