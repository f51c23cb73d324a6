package org.yahtzee.cli.record;

/** Where a word of a record starts: line and column from 1; {@link #NONE} for records built in code. */
public record SourcePosition(int line, int column) {
    /** For records not read from a file (e.g. a game being played). */
    public static final SourcePosition NONE = new SourcePosition(0, 0);
}
