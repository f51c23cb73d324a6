package org.yahtzee.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.files.IoMessage;
import org.yahtzee.tables.TableException;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

/**
 * The one place that turns a failure into an exit code ({@link ExitCode}) and one line
 * {@code error: ...} on stderr. A stack trace follows only when {@code --verbose} was given.
 * Commands never catch to print: they throw, and this class reports.
 */
public final class ErrorReporter implements IExecutionExceptionHandler, IParameterExceptionHandler {
    /*
     * Implementation notes. picocli calls handleParseException for errors while reading the
     * command line (unknown option; a converter's IllegalArgumentException, which it wraps with
     * the cause kept) and also for a ParameterException that call() throws (a command that finds
     * a bad option value itself, e.g. --threads 0). Everything else call() throws goes to
     * handleExecutionException. --verbose is looked up in the parse result rather than in a
     * field, so it counts wherever it stood (it is inherited by every subcommand).
     */

    static final String VERBOSE = "--verbose";

    private ErrorReporter() {
    }

    /** Installs the handlers on the command and every subcommand added so far. */
    static void installOn(CommandLine commandLine) {
        ErrorReporter reporter = new ErrorReporter();
        commandLine.setParameterExceptionHandler(reporter);
        commandLine.setExecutionExceptionHandler(reporter);
    }

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        return reportUsage(ex, verbose(root(ex.getCommandLine()).getParseResult()));
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, ParseResult parseResult) {
        return reportFailure(ex, commandLine, parseResult);
    }

    /**
     * Reports anything a command threw, errors of the virtual machine included (see
     * {@link CommandExecution}): one {@code error:} line, the stack trace with --verbose only.
     */
    static int reportFailure(Throwable ex, CommandLine commandLine, ParseResult parseResult) {
        boolean verbose = verbose(parseResult);
        ExitCode exit = classify(ex);
        PrintWriter err = commandLine.getErr();
        String message = exit == ExitCode.INTERNAL
                ? "internal error: " + ex + (verbose ? "" : " (--verbose prints the stack trace)")
                : describe(ex);
        err.println("error: " + UserText.printable(message));
        if (verbose) {
            ex.printStackTrace(err);
        }
        err.flush();
        return exit.code;
    }

    private static int reportUsage(ParameterException ex, boolean verbose) {
        CommandLine commandLine = ex.getCommandLine();
        PrintWriter err = commandLine.getErr();
        // A converter's own message (Rules.parse: "unknown rules 'x': expected ...") says it best;
        // picocli's wrapper would add "Invalid value for option '--rules': cannot convert ...".
        Throwable cause = ex.getCause();
        String message = cause instanceof IllegalArgumentException && cause.getMessage() != null
                ? cause.getMessage()
                : lowerFirst(ex.getMessage());
        err.println("error: " + UserText.printable(shortenQuoted(message)));
        if (ex instanceof UnmatchedArgumentException unmatched) {
            UnmatchedArgumentException.printSuggestions(unmatched, err);
        }
        err.println("try '" + commandLine.getCommandSpec().qualifiedName() + " --help'");
        if (verbose) {
            ex.printStackTrace(err);
        }
        err.flush();
        return ExitCode.USAGE.code;
    }

    /**
     * The exit code of what a command threw: 3 for a file, a table, the output or the memory
     * (also when a worker thread's failure arrives wrapped), 1 for anything else (a bug).
     */
    static ExitCode classify(Throwable ex) {
        if (ex instanceof TableException || ex instanceof IOException || ex instanceof UncheckedIOException
                || outOfMemory(ex) != null) {
            return ExitCode.BAD_FILE;
        }
        return ExitCode.INTERNAL;
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

    /** The message of a file or memory problem, naming the file: the JDK's own messages are often bare paths. */
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

    /**
     * picocli quotes the user's words in its messages ('--games': 'abc' is not an int) however
     * long they are: a 10 MB argument would make a 10 MB error line.
     */
    private static String shortenQuoted(String message) {
        // Compiled here, not in a static field: this class loads on every start, usage errors are rare.
        Matcher quoted = Pattern.compile("'([^']{" + (UserText.ECHO_LIMIT + 1) + ",})'").matcher(message);
        StringBuilder out = new StringBuilder();
        while (quoted.find()) {
            quoted.appendReplacement(out, Matcher.quoteReplacement(UserText.quote(quoted.group(1))));
        }
        return quoted.appendTail(out).toString();
    }

    private static CommandLine root(CommandLine commandLine) {
        CommandLine root = commandLine;
        while (root.getParent() != null) {
            root = root.getParent();
        }
        return root;
    }

    /** True if --verbose was matched on any command of the (possibly partial) parse. */
    private static boolean verbose(ParseResult parseResult) {
        for (ParseResult p = parseResult; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption(VERBOSE)) {
                return true;
            }
        }
        return false;
    }

    private static String lowerFirst(String message) {
        if (message == null || message.isEmpty()) {
            return "bad command line";
        }
        boolean word = message.length() > 1 && Character.isLowerCase(message.charAt(1));
        return word ? Character.toLowerCase(message.charAt(0)) + message.substring(1) : message;
    }
}
