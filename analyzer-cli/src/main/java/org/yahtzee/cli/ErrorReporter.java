package org.yahtzee.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.TableException;
import org.yahtzee.files.IoMessage;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

/**
 * The one place that turns a failure into an exit code ({@link ExitCode}) and one line
 * {@code error: ...} on stderr. A stack trace follows only when {@code --verbose} was given;
 * with {@code --json} the error object ({@link ErrorKind}, docs/json.md) also goes to stdout.
 * Commands never catch to print: they throw, and this class reports.
 */
public final class ErrorReporter implements IExecutionExceptionHandler, IParameterExceptionHandler {
    /*
     * Implementation notes. picocli calls handleParseException for errors while reading the
     * command line (unknown option; a converter's IllegalArgumentException, which it wraps with
     * the cause kept) and also for a ParameterException that call() throws (a command that finds
     * a bad option value itself, e.g. --threads 0). Everything else call() throws goes to
     * handleExecutionException. --verbose is looked up in the parse result rather than in a
     * field, so it counts wherever it stood (it is inherited by every subcommand). --json is
     * looked up there too; when the command line could not be read to the end, picocli has not
     * matched it, so the raw arguments are searched for it (up to a "--", after which a word is
     * a parameter): a program that asked for JSON gets JSON even for a misspelt option.
     */

    static final String VERBOSE = "--verbose";
    static final String JSON = "--json";

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
        ParseResult parsed = root(ex.getCommandLine()).getParseResult();
        return reportUsage(ex, verbose(parsed), matched(parsed, JSON) || named(args, JSON));
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
        ErrorKind kind = kind(ex);
        PrintWriter err = commandLine.getErr();
        String message = UserText.printable(kind == ErrorKind.INTERNAL
                ? "internal error: " + ex + (verbose ? "" : " (--verbose prints the stack trace)")
                : describe(ex));
        err.println("error: " + message);
        if (verbose) {
            ex.printStackTrace(err);
        }
        err.flush();
        if (matched(parseResult, JSON)) {
            printJson(commandLine.getOut(), kind, message, ex instanceof TableException table ? table : null);
        }
        return kind.exit.code;
    }

    private static int reportUsage(ParameterException ex, boolean verbose, boolean json) {
        CommandLine commandLine = ex.getCommandLine();
        PrintWriter err = commandLine.getErr();
        // A converter's own message (Rules.parse: "unknown rules 'x': expected ...") says it best;
        // picocli's wrapper would add "Invalid value for option '--rules': cannot convert ...".
        Throwable cause = ex.getCause();
        String message = UserText.printable(shortenQuoted(cause instanceof IllegalArgumentException && cause.getMessage() != null
                ? cause.getMessage()
                : lowerFirst(ex.getMessage())));
        err.println("error: " + message);
        if (ex instanceof UnmatchedArgumentException unmatched) {
            UnmatchedArgumentException.printSuggestions(unmatched, err);
        }
        err.println("try '" + commandLine.getCommandSpec().qualifiedName() + " --help'");
        if (verbose) {
            ex.printStackTrace(err);
        }
        err.flush();
        if (json) {
            printJson(commandLine.getOut(), usageKind(ex), message, null);
        }
        return ExitCode.USAGE.code;
    }

    /**
     * The error object on stdout: {@code {"format", "exitCode", "kind", "message"}}, and for a
     * table {@code "file"} and {@code "problem"}. Not when stdout itself failed: nothing can be
     * written there, and stderr has said so.
     */
    private static void printJson(PrintWriter out, ErrorKind kind, String message, TableException table) {
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

    /** The kind of a usage error (exit 2), from picocli's exception and what it was about. */
    static ErrorKind usageKind(ParameterException ex) {
        if (ex instanceof MissingParameterException) {
            return ErrorKind.MISSING_ARGUMENT;
        }
        if (ex instanceof UnmatchedArgumentException unmatched) {
            List<String> words = unmatched.getUnmatched();
            if (!words.isEmpty() && words.get(0).startsWith("-")) {
                return ErrorKind.UNKNOWN_OPTION;
            }
            return ex.getCommandLine().getSubcommands().isEmpty() ? ErrorKind.UNEXPECTED_ARGUMENT : ErrorKind.UNKNOWN_COMMAND;
        }
        ArgSpec arg = ex.getArgSpec();
        if (arg != null && arg.type() == Rules.class) {
            return ErrorKind.UNKNOWN_RULES;
        }
        return ErrorKind.BAD_VALUE;
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
        return matched(parseResult, VERBOSE);
    }

    /** True if the option was matched on any command of the (possibly partial) parse. */
    private static boolean matched(ParseResult parseResult, String option) {
        for (ParseResult p = parseResult; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption(option)) {
                return true;
            }
        }
        return false;
    }

    /** True if {@code option} is one of the raw arguments before any {@code --}. */
    private static boolean named(String[] args, String option) {
        for (String arg : args) {
            if (arg.equals("--")) {
                return false;
            }
            if (arg.equals(option)) {
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
