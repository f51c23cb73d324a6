package org.yahtzee.cli.record;

import org.yahtzee.cli.text.UserText;

/**
 * One thing wrong in a game record, where it is: line and column counted from 1, the column in
 * characters (code points) at the word at fault, or just past the end of the line for something
 * missing.
 */
public record RecordProblem(String source, int line, int column, String message) {

    /** {@code FILE:LINE:COLUMN: message}, as compilers print it, with control characters escaped. */
    @Override
    public String toString() {
        return UserText.printable(source + ":" + line + ":" + column + ": " + message);
    }
}
