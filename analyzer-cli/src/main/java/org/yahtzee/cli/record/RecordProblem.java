package org.yahtzee.cli.record;

/**
 * One thing wrong in a game record, where it is: line and column counted from 1 (the column of
 * the word at fault, or just past the end of the line for something missing).
 */
public record RecordProblem(String source, int line, int column, String message) {

    /** {@code FILE:LINE:COLUMN: message}, as compilers print it. */
    @Override
    public String toString() {
        return source + ":" + line + ":" + column + ": " + message;
    }
}
