package org.yahtzee.cli;

/**
 * What went wrong, as the error object of {@code --json} names it ({@code "kind"}, docs/json.md):
 * a stable word for programs, where the message is for people and may change. Each kind has one
 * exit code.
 */
enum ErrorKind {
    /** An option the command does not have. */
    UNKNOWN_OPTION("unknown-option", ExitCode.USAGE),
    /** A word where a command was expected that names none. */
    UNKNOWN_COMMAND("unknown-command", ExitCode.USAGE),
    /** A parameter the command does not take (one too many files, a stray word). */
    UNEXPECTED_ARGUMENT("unexpected-argument", ExitCode.USAGE),
    /** A required option or parameter not given, or an option without its value. */
    MISSING_ARGUMENT("missing-argument", ExitCode.USAGE),
    /** A {@code --rules} value that is no rule set. */
    UNKNOWN_RULES("unknown-rules", ExitCode.USAGE),
    /** Any other bad option or parameter value (dice, a card, a number out of range, ...). */
    BAD_VALUE("bad-value", ExitCode.USAGE),
    /** A table file failed a check; the object also names the {@code file} and the {@code problem}. */
    TABLE("table", ExitCode.BAD_FILE),
    /** A file could not be found, read or written (a game record, an output, standard output). */
    FILE("file", ExitCode.BAD_FILE),
    /** The Java heap (or the threads) ran out. */
    OUT_OF_MEMORY("out-of-memory", ExitCode.BAD_FILE),
    /** A bug: please report it with the output of {@code --verbose}. */
    INTERNAL("internal", ExitCode.INTERNAL);

    /** The word in the error object. */
    final String word;
    final ExitCode exit;

    ErrorKind(String word, ExitCode exit) {
        this.word = word;
        this.exit = exit;
    }
}
