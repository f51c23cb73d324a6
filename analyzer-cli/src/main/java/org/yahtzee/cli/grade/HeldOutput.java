package org.yahtzee.cli.grade;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.yahtzee.files.TempFiles;

/**
 * Output held back until it is known to be wanted (a report printed only if its record turns out
 * valid, {@link OnePassGrading}): the first {@link #MEMORY_CHARS} characters in memory, the rest
 * in a temporary file of its own ({@code yahtzee-report-PID-RANDOM.held}, removed when closed or
 * when a signal ends the process). {@link #copyTo} writes it all out in order.
 */
final class HeldOutput extends Writer {
    /** At most 4 M characters (8 MB of heap) in memory: a 100,000-game report is 33 MB, so it goes to the file. */
    static final int MEMORY_CHARS = 4 << 20;

    private final int memoryChars;
    private final StringBuilder memory = new StringBuilder();
    private Path path;
    private Writer file;

    /** Held in memory: {@link #MEMORY_CHARS}, or a 128th of a small heap (the builder doubles as it grows; 16 MB: 64 K characters). */
    HeldOutput() {
        this((int) Math.min(MEMORY_CHARS, Runtime.getRuntime().maxMemory() / 256));
    }

    /** @param memoryChars the characters held in memory before the rest goes to a file (tests: a few) */
    HeldOutput(int memoryChars) {
        this.memoryChars = memoryChars;
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        if (file == null && memory.length() + length <= memoryChars) {
            memory.append(chars, offset, length);
            return;
        }
        if (file == null) {
            path = TempFiles.create(Path.of(System.getProperty("java.io.tmpdir")), "yahtzee-report-", ".held");
            file = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(path), StandardCharsets.UTF_8), 1 << 16);
        }
        file.write(chars, offset, length);
    }

    /** Writes everything held to {@code out}, in the order written here. */
    void copyTo(Writer out) throws IOException {
        out.append(memory);
        if (file == null) {
            return;
        }
        file.flush();
        try (BufferedReader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            in.transferTo(out);
        }
    }

    /** The temporary file once the output went past memory, else null (tests). */
    Path file() {
        return file == null ? null : path;
    }

    /**
     * Nothing: the report checks its output after every game (a flush each time), which would be
     * a write to the file for every 330 bytes; what is held is written out by {@link #copyTo}.
     */
    @Override
    public void flush() {
    }

    /** Drops what is held and removes the temporary file, if any. */
    @Override
    public void close() throws IOException {
        memory.setLength(0);
        memory.trimToSize();
        if (file != null) {
            try {
                file.close();
            } finally {
                TempFiles.delete(path);
            }
        }
    }
}
