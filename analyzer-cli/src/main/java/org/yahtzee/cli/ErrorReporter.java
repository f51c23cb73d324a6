package org.yahtzee.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yahtzee.cli.text.UserText;
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
 * The one place that turns what goes wrong in a picocli run into an exit code ({@link ExitCode})
 * and one line {@code error: ...} on stderr: a usage error here, a failure of the command through
 * {@link FailureReport}, which advise's common command lines, run without picocli, use too. A
 * stack trace follows only when {@code --verbose} was given; with {@code --json} the error object
 * ({@link ErrorKind}, docs/json.md) also goes to stdout. Commands never catch to print: they
 * throw, and this class reports.
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
     * {@link CommandExecution}): {@link FailureReport}, with --verbose and --json as matched.
     */
    static int reportFailure(Throwable ex, CommandLine commandLine, ParseResult parseResult) {
        return FailureReport.report(ex, commandLine.getErr(), commandLine.getOut(), verbose(parseResult),
                matched(parseResult, JSON));
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
            FailureReport.printJson(commandLine.getOut(), usageKind(ex), message, null);
        }
        return ExitCode.USAGE.code;
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
