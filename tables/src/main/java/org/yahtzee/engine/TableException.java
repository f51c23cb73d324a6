package org.yahtzee.engine;

import java.nio.file.Path;

/**
 * A file of the table cache that cannot be used, with the check that failed. The message starts
 * with the file, names the field, and gives expected and actual values, e.g. {@code
 * official.ytable: truncated: 1000 bytes, expected 2145864}. The engine throws it for a table
 * file it was asked to read ({@link Yahtzee#inspect}, {@link Yahtzee#verify}); the files of the
 * cache it keeps itself are rebuilt instead, and the listener is told why
 * ({@link EngineListener#rebuilding}).
 */
public final class TableException extends RuntimeException {

    /** Which check failed (FORMAT.md lists the checks in the order the reader applies them). */
    public enum Problem {
        /** Nothing at the path. */
        NOT_FOUND,
        /** A folder, a FIFO, a device or a socket is at the path: never opened, never replaced. */
        NOT_A_FILE,
        /** The file exists but cannot be read (permissions, an I/O error). */
        UNREADABLE,
        /** The first 8 bytes are not the table magic: not a table, or mangled by a text-mode copy. */
        BAD_MAGIC,
        /** A format version newer than {@link Yahtzee#TABLE_FORMAT_VERSION}: written by a newer program. */
        NEWER_VERSION,
        /** An older format version, which this program no longer reads: solve the table again. */
        OLDER_VERSION,
        /** A header field is invalid or the header checksum fails; also bytes after the payload. */
        BAD_HEADER,
        /** A valid table, but solved for other rules than the caller wanted. */
        OTHER_RULES,
        /** A valid table, but of another kind than the caller wanted (second moments for values). */
        OTHER_KIND,
        /** The file ends before the header or the payload does (an interrupted copy). */
        TRUNCATED,
        /** The payload's CRC32C differs from the header's: the values are corrupt. */
        CHECKSUM,
        /**
         * The checksums hold but a value cannot be right: NaN, negative or over 1575, or the
         * start state's value is not the header's expected score. Not damage: a forgery or a
         * faulty writer.
         */
        BAD_VALUE,
        /** Only from a deep verification: values that pass every check differ from a new solve. */
        WRONG_VALUES
    }

    /** The check that failed. */
    private final Problem problem;
    private final transient Path file;
    /** The message after the file. */
    private final String detail;

    /**
     * A problem found in a file.
     *
     * @param problem the check that failed
     * @param file    the file, as the caller named it
     * @param detail  what was found, after the file's name: field, expected and actual
     */
    public TableException(Problem problem, Path file, String detail) {
        this(problem, file, detail, null);
    }

    /** As {@link #TableException(Problem, Path, String)}, with the exception that revealed the problem. */
    public TableException(Problem problem, Path file, String detail, Throwable cause) {
        super(file + ": " + detail, cause);
        this.problem = problem;
        this.file = file;
        this.detail = detail;
    }

    /** The check that failed. */
    public Problem problem() {
        return problem;
    }

    /** The table file the problem was found in, as the caller named it. */
    public Path file() {
        return file;
    }

    /** The message after the file: {@code truncated: 1000 bytes, expected 2145864}. */
    public String detail() {
        return detail;
    }
}
