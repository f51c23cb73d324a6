package org.yahtzee.cli.record;

import java.io.IOException;
import java.io.Reader;

/**
 * The lines of a text record (or of play's commands), read a buffer at a time and never longer than
 * {@link RecordLimits#LINE_CHARACTERS}: a longer line ends the reading there, unread, so a file of
 * one 2.5 GB line, or {@code /dev/zero}, stops after 10,000 characters. Lines end at
 * {@code \n}, {@code \r} or {@code \r\n}; characters are counted as code points.
 */
public final class LineInput {

    private final Reader in;
    private final char[] buffer = new char[8192];
    private final StringBuilder line = new StringBuilder();
    private int position;
    private int end;
    /** The last line ended with {@code \r}: a {@code \n} right after it is part of that end. */
    private boolean afterReturn;
    private boolean ended;
    private boolean overlong;
    private int lineNumber;
    private int characters;

    public LineInput(Reader in) {
        this.in = in;
    }

    /**
     * The next line without its end, or null at the end of the input or at a line longer than the
     * limit ({@link #isOverlong}).
     *
     * @throws IOException as the reader throws, e.g. a {@link java.nio.charset.CharacterCodingException}
     *                     for bytes that are not UTF-8; {@link #lineNumber} and {@link #column} say where
     */
    public String next() throws IOException {
        if (ended) {
            return null;
        }
        line.setLength(0);
        characters = 0;
        lineNumber++;
        while (true) {
            if (position == end && !fill()) {
                ended = true;
                return line.length() > 0 ? line.toString() : null;
            }
            if (afterReturn) {
                afterReturn = false;
                if (buffer[position] == '\n') {
                    position++;
                    continue;
                }
            }
            int start = position;
            int lowSurrogates = 0;
            while (position < end && buffer[position] != '\n' && buffer[position] != '\r') {
                lowSurrogates += Character.isLowSurrogate(buffer[position]) ? 1 : 0;
                position++;
            }
            characters += position - start - lowSurrogates;
            if (characters > RecordLimits.LINE_CHARACTERS) {
                ended = true;
                overlong = true;
                return null;
            }
            if (position < end && line.length() == 0) {
                // the whole line in the buffer (all but about 1 in 150 lines of a record): one copy, not two
                afterReturn = buffer[position++] == '\r';
                return new String(buffer, start, position - 1 - start);
            }
            line.append(buffer, start, position - start);
            if (position < end) {
                afterReturn = buffer[position++] == '\r';
                return line.toString();
            }
        }
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer, 0, buffer.length);
        position = 0;
        end = Math.max(n, 0);
        return n > 0;
    }

    /** True if the reading ended at a line longer than {@link RecordLimits#LINE_CHARACTERS}. */
    public boolean isOverlong() {
        return overlong;
    }

    /** The number of the line returned last, or being read when an exception came. */
    public int lineNumber() {
        return lineNumber;
    }

    /** The column just after the characters of the current line read so far. */
    int column() {
        return characters + 1;
    }
}
