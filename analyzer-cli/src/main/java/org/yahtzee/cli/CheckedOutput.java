package org.yahtzee.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * The commands' standard output, a {@link PrintWriter} that remembers why a write failed. A
 * PrintWriter (and System.out, a PrintStream) swallows write errors: {@code grade --json >
 * /dev/full} would print nothing and exit 0. {@link #check} turns a failed write into an
 * {@link IOException}, which {@link ErrorReporter} reports as {@code error: cannot write to
 * standard output: No space left on device}, exit 3.
 */
public final class CheckedOutput extends PrintWriter {

    /** The bytes under the text when it is the process's standard output in UTF-8 ({@link #utf8Bytes}), else null. */
    private final OutputStream utf8Bytes;

    CheckedOutput(Writer writer) {
        this(writer, null);
    }

    private CheckedOutput(Writer writer, OutputStream utf8Bytes) {
        super(new Recording(writer));
        this.utf8Bytes = utf8Bytes;
    }

    /** The process's standard output (file descriptor 1, not System.out, which hides errors). */
    static CheckedOutput stdout() {
        Charset charset = stdoutCharset();
        FileOutputStream bytes = new FileOutputStream(FileDescriptor.out);
        return new CheckedOutput(new OutputStreamWriter(bytes, charset),
                charset.equals(StandardCharsets.UTF_8) ? bytes : null);
    }

    /**
     * Where text already in UTF-8 can go as it is, after what {@code out} holds (flushed first):
     * the process's standard output if {@code out} writes it in UTF-8; else null, and the text
     * goes through {@code out} as characters. A held report of 33 MB (grade) was decoded and
     * encoded again on its way out. A write that fails throws as {@link #check} would.
     */
    public static OutputStream utf8Bytes(PrintWriter out) throws IOException {
        if (!(out instanceof CheckedOutput checked) || checked.utf8Bytes == null) {
            return null;
        }
        check(out);
        return new Checked(checked.utf8Bytes);
    }

    /**
     * Flushes {@code out} and throws if any write to it failed. Commands that print for long
     * (a graded folder) call it as they go, so they stop at the first failure; the command line
     * calls it once after every command.
     *
     * @throws IOException {@code cannot write to standard output: REASON}
     */
    public static void check(PrintWriter out) throws IOException {
        if (out.checkError()) { // flushes first
            throw failed(out instanceof CheckedOutput checked ? ((Recording) checked.out).failure : null);
        }
    }

    private static IOException failed(IOException why) {
        String reason = why != null && why.getMessage() != null ? why.getMessage() : "the write failed";
        return new IOException("cannot write to standard output: " + reason, why);
    }

    /** Standard output's bytes, a failed write said as {@link #check} says it; never closed (it is the process's). */
    private static final class Checked extends OutputStream {
        private final OutputStream out;

        Checked(OutputStream out) {
            this.out = out;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            try {
                out.write(bytes, offset, length);
            } catch (IOException e) {
                throw failed(e);
            }
        }
    }

    /** The charset System.out uses: stdout.encoding (JDK 19+), else the default. */
    private static Charset stdoutCharset() {
        String name = System.getProperty("stdout.encoding", System.getProperty("sun.stdout.encoding"));
        try {
            return name != null ? Charset.forName(name) : Charset.defaultCharset();
        } catch (IllegalArgumentException unknown) {
            return Charset.defaultCharset();
        }
    }

    /** Passes everything through and keeps the first exception, which PrintWriter discards. */
    private static final class Recording extends FilterWriter {
        IOException failure;

        Recording(Writer out) {
            super(out);
        }

        private IOException keep(IOException e) {
            if (failure == null) {
                failure = e;
            }
            return e;
        }

        @Override
        public void write(int c) throws IOException {
            try {
                out.write(c);
            } catch (IOException e) {
                throw keep(e);
            }
        }

        @Override
        public void write(char[] buffer, int offset, int length) throws IOException {
            try {
                out.write(buffer, offset, length);
            } catch (IOException e) {
                throw keep(e);
            }
        }

        @Override
        public void write(String text, int offset, int length) throws IOException {
            try {
                out.write(text, offset, length);
            } catch (IOException e) {
                throw keep(e);
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                throw keep(e);
            }
        }
    }
}
