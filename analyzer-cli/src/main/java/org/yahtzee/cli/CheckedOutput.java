package org.yahtzee.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.Charset;

/**
 * The commands' standard output, a {@link PrintWriter} that remembers why a write failed. A
 * PrintWriter (and System.out, a PrintStream) swallows write errors: {@code grade --json >
 * /dev/full} would print nothing and exit 0. {@link #check} turns a failed write into an
 * {@link IOException}, which {@link ErrorReporter} reports as {@code error: cannot write to
 * standard output: No space left on device}, exit 3.
 */
public final class CheckedOutput extends PrintWriter {

    CheckedOutput(Writer writer) {
        super(new Recording(writer));
    }

    /** The process's standard output (file descriptor 1, not System.out, which hides errors). */
    static CheckedOutput stdout() {
        return new CheckedOutput(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), stdoutCharset()));
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
            IOException why = out instanceof CheckedOutput checked ? ((Recording) checked.out).failure : null;
            String reason = why != null && why.getMessage() != null ? why.getMessage() : "the write failed";
            throw new IOException("cannot write to standard output: " + reason, why);
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
