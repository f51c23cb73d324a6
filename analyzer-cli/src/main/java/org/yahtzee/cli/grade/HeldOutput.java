package org.yahtzee.cli.grade;

import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.SequenceInputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.yahtzee.cli.CheckedOutput;
import org.yahtzee.files.TempFiles;

/**
 * Output held back until it is known to be wanted (a report printed only if its record turns out
 * valid, {@link OnePassGrading}), in UTF-8: the first {@link #MEMORY_BYTES} bytes in memory, the
 * rest in a temporary file of its own ({@code yahtzee-report-PID-RANDOM.held}, removed when
 * closed or when a signal ends the process). {@link #copyTo} writes it all out in order.
 */
final class HeldOutput extends Writer {
    /*
     * Implementation notes. Held as bytes: to the process's standard output in UTF-8 they are
     * copied as they are (CheckedOutput.utf8Bytes), where a report held as characters was read
     * back, decoded and encoded again on the command's last stretch (a 100,000-game report is
     * 33 MB), one thread at work; elsewhere (a test's writer, another charset) they are decoded.
     */

    /** At most 4 MB in memory: a 100,000-game report is 33 MB, so it goes to the file. */
    static final int MEMORY_BYTES = 4 << 20;

    private final int memoryBytes;
    private final ByteArrayOutputStream memory = new ByteArrayOutputStream(1 << 16);
    /** The characters as UTF-8, into {@link #memory} and then the file. */
    private final Writer encoded = new OutputStreamWriter(new Held(), StandardCharsets.UTF_8);
    private Path path;
    private OutputStream file;

    /** Held in memory: {@link #MEMORY_BYTES}, or a 256th of a small heap (16 MB: 64 KB). */
    HeldOutput() {
        this((int) Math.min(MEMORY_BYTES, Runtime.getRuntime().maxMemory() / 256));
    }

    /** @param memoryBytes the bytes held in memory before the rest goes to a file (tests: a few) */
    HeldOutput(int memoryBytes) {
        this.memoryBytes = memoryBytes;
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        encoded.write(chars, offset, length);
    }

    /** Writes everything held to {@code out}, in the order written here. */
    void copyTo(Writer out) throws IOException {
        encoded.flush();
        if (file != null) {
            file.flush();
        }
        OutputStream bytes = out instanceof PrintWriter printer ? CheckedOutput.utf8Bytes(printer) : null;
        if (bytes != null) {
            memory.writeTo(bytes);
            if (file != null) {
                try (InputStream in = Files.newInputStream(path)) {
                    byte[] block = new byte[1 << 16];
                    for (int n = in.read(block); n >= 0; n = in.read(block)) {
                        bytes.write(block, 0, n);
                    }
                }
            }
            return;
        }
        // One stream of bytes, so that a character split between memory and the file is read whole.
        InputStream held = new ByteArrayInputStream(memory.toByteArray());
        if (file != null) {
            held = new SequenceInputStream(held, Files.newInputStream(path));
        }
        try (InputStreamReader in = new InputStreamReader(held, StandardCharsets.UTF_8)) {
            in.transferTo(out);
        }
    }

    /** The temporary file once the output went past memory, else null (tests). */
    Path file() {
        return file == null ? null : path;
    }

    /**
     * Nothing: the report checks its output after every block of games (a flush each time); what
     * is held is written out by {@link #copyTo}.
     */
    @Override
    public void flush() {
    }

    /** Drops what is held and removes the temporary file, if any. */
    @Override
    public void close() throws IOException {
        memory.reset();
        if (file != null) {
            try {
                file.close();
            } finally {
                TempFiles.delete(path);
            }
        }
    }

    /** The encoded bytes: into memory while they fit, then into the file. */
    private final class Held extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            if (file == null && memory.size() + length <= memoryBytes) {
                memory.write(bytes, offset, length);
                return;
            }
            if (file == null) {
                path = TempFiles.create(Path.of(System.getProperty("java.io.tmpdir")), "yahtzee-report-", ".held");
                file = new BufferedOutputStream(Files.newOutputStream(path), 1 << 16);
            }
            file.write(bytes, offset, length);
        }
    }
}
