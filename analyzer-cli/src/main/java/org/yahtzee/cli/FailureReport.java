package org.yahtzee.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.TableException;
import org.yahtzee.files.IoMessage;

/**
 * A failure of a command once its command line was read (a table, a file, standard output, the
 * memory, a bug) as an exit code ({@link ExitCode}) and one line {@code error: ...} on stderr, the
 * stack trace with {@code --verbose} only, and with {@code --json} the error object on stdout.
 * {@link ErrorReporter} reports picocli's runs with it; {@code advise}'s common command lines,
 * which picocli never reads (docs/startup.md), call it directly, as it names no picocli class.
 */
public final class FailureReport {

    private FailureReport() {
    }

    /**
     * Reports anything a command threw, errors of the virtual machine included: one
     * {@code error:} line on {@code err}, the stack trace when {@code verbose}, the error object
     * on {@code out} when {@code json}.
     *
     * @return the exit code
     */
    public static int report(Throwable ex, PrintWriter err, PrintWriter out, boolean verbose, boolean json) {
        ErrorKind kind = kind(ex);
        String message = UserText.printable(kind == ErrorKind.INTERNAL
                ? "internal error: " + ex + (verbose ? "" : " (--verbose prints the stack trace)")
                : describe(ex));
        err.println("error: " + message);
        if (verbose) {
            ex.printStackTrace(err);
        }
        err.flush();
        if (json) {
            printJson(out, kind, message, ex instanceof TableException table ? table : null);
        }
        return kind.exit.code;
    }

    /**
     * The error object on stdout: {@code {"format", "exitCode", "kind", "message"}}, and for a
     * table {@code "file"} and {@code "problem"}. Not when stdout itself failed: nothing can be
     * written there, and stderr has said so.
     */
    static void printJson(PrintWriter out, ErrorKind kind, String message, TableException table) {
        if (out.checkError()) {
            return;
        }
        try {
            JsonOutput.printObject(out, JsonOutput.ERROR, new ErrorObject(kind, message, table));
        } catch (IOException e) {
            // A PrintWriter does not throw; a generator's own failure leaves the stderr line, which is the report.
        }
    }

    /** The fields of the error object: a record, not a lambda, as no start spins a lambda class (docs/cli.md). */
    private record ErrorObject(ErrorKind kind, String message, TableException table) implements JsonOutput.Fields {
        @Override
        public void write(com.fasterxml.jackson.core.JsonGenerator json) throws IOException {
            json.writeNumberField("exitCode", kind.exit.code);
            json.writeStringField("kind", kind.word);
            json.writeStringField("message", message);
            if (table != null) {
                json.writeStringField("file", table.file().toString());
                json.writeStringField("problem", table.problem().name());
            }
        }
    }

    /**
     * What a command threw, as a kind and so an exit code: 3 for a file, a table, the output or
     * the memory (also when a worker thread's failure arrives wrapped), 1 for anything else (a bug).
     */
    static ErrorKind kind(Throwable ex) {
        if (ex instanceof TableException) {
            return ErrorKind.TABLE;
        } else if (outOfMemory(ex) != null) {
            return ErrorKind.OUT_OF_MEMORY;
        } else if (ex instanceof IOException || ex instanceof UncheckedIOException) {
            return ErrorKind.FILE;
        }
        return ErrorKind.INTERNAL;
    }

    /** The OutOfMemoryError that caused {@code ex}, or null. */
    private static OutOfMemoryError outOfMemory(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof OutOfMemoryError oom) {
                return oom;
            }
        }
        return null;
    }

    /**
     * The message of a file or memory problem, naming the file: the JDK's own messages are often
     * bare paths. serve's and play's messages use it too.
     */
    public static String describe(Throwable ex) {
        OutOfMemoryError oom = outOfMemory(ex);
        if (oom != null) {
            return outOfMemoryMessage(oom, Runtime.getRuntime().maxMemory());
        } else if (ex instanceof UncheckedIOException unchecked) {
            // new UncheckedIOException(cause) has cause.toString() as its message: say it better.
            boolean ownMessage = ex.getMessage() != null && !ex.getMessage().equals(ex.getCause().toString());
            return ownMessage ? ex.getMessage() : describe(unchecked.getCause());
        } else if (ex instanceof NoSuchFileException missing) {
            return "no such file or directory: " + missing.getFile();
        } else if (ex instanceof AccessDeniedException denied && denied.getReason() == null) {
            return "permission denied: " + denied.getFile();
        } else if (ex instanceof IOException io) {
            // Never a class name: IoMessage gives the OS's words for what the JDK leaves out.
            return IoMessage.of(io);
        }
        return ex.getMessage() != null ? ex.getMessage() : ex.toString();
    }

    /**
     * Out of memory, with what the heap was and how to raise it. {@code java -jar} users pass
     * -Xmx themselves; the launcher takes it from YAHTZEE_JAVA_OPTS.
     */
    static String outOfMemoryMessage(OutOfMemoryError oom, long maxHeapBytes) {
        if (oom.getMessage() != null && oom.getMessage().contains("native thread")) {
            return "out of memory for threads (" + oom.getMessage() + "): use fewer --threads";
        }
        return "out of memory (the Java heap holds at most " + (maxHeapBytes >> 20) + " MB): run with a "
                + "larger heap, e.g. YAHTZEE_JAVA_OPTS=-Xmx4g yahtzee ... (or java -Xmx4g -jar yahtzee.jar ...)";
    }
}
