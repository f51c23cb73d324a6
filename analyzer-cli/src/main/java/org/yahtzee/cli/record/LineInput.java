package org.yahtzee.cli.record;

import java.io.IOException;
import java.io.Reader;

/**
 * The lines of a text record (or of play's commands), read a buffer at a time and never longer than
 * {@link RecordLimits#LINE_CHARACTERS}: a longer line ends the reading there, unread, so a file of
 * one 2.5 GB line, or {@code /dev/zero}, stops after 10,000 characters. Lines end at
 * {@code \n}, {@code \r} or {@code \r\n}; characters are counted as code points. A line is had
 * as a String ({@link #next}) or in place ({@link #advance}), its characters in an array that
 * the next line overwrites; or its end is found by the caller where it lies ({@link #peek},
 * {@link #take}).
 */
public final class LineInput {
    /*
     * Implementation notes.
     *  1. In place: a record's reader looks at most lines' characters once (a turn packed, a
     *     blank or comment line) and needs no String of them; a String a line was 1.6 million of
     *     them for the 100,000-game record, each copied and compressed from the characters. A
     *     line is in the buffer itself unless it spans two reads (about 1 line in 300 of a
     *     record), then in `joined`.
     *  2. 16 K characters a read: a reader handed over by GameRecordReader is a BufferedReader of
     *     that size, which reads a request as large as its buffer straight into it, not through
     *     its own array (once the mark of its first look ahead is dropped).
     *  3. peek and take: a record's reader packs a turn line where it lies, finding where the
     *     turn ends as it reads it, then looks for the line's end there; the line's characters
     *     are then read once, not twice (LineInput's scan for its end was 20% of a warm
     *     reading's samples, JFR). Only a line that starts in the buffer, after a line end
     *     that is known whole, is peeked: one that needs a read is advance()'s.
     *  4. The limit is on code points, but a line of at most LINE_CHARACTERS chars has no more
     *     code points than that: the low surrogates are counted only in a line that spans reads
     *     (for the column of bad bytes, column(), too) and in the last part of a longer line.
     */

    private final Reader in;
    private final char[] buffer = new char[1 << 14];
    /**
     * The start of the line read so far when it spans reads (note 1): {@link #held} chars,
     * {@link #heldLowSurrogates} of them low surrogates (note 4).
     */
    private char[] joined = new char[256];
    private int held;
    private int heldLowSurrogates;
    private int position;
    private int end;
    /** The last line ended with {@code \r}: a {@code \n} right after it is part of that end. */
    private boolean afterReturn;
    private boolean ended;
    private boolean overlong;
    private int lineNumber;
    /** The line {@link #advance} read: {@code lineChars[lineStart..lineEnd)}. */
    private char[] lineChars;
    private int lineStart;
    private int lineEnd;

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
        return advance() ? line() : null;
    }

    /**
     * Reads the next line as {@link #next} does, kept in place ({@link #lineChars}); false where
     * next answers null.
     *
     * @throws IOException as {@link #next}
     */
    boolean advance() throws IOException {
        if (ended) {
            return false;
        }
        held = 0;
        heldLowSurrogates = 0;
        lineNumber++;
        while (true) {
            if (position == end && !fill()) {
                ended = true;
                return held > 0 && at(joined, 0, held);
            }
            if (afterReturn) {
                afterReturn = false;
                if (buffer[position] == '\n') {
                    position++;
                    continue;
                }
            }
            int start = position;
            while (position < end && buffer[position] != '\n' && buffer[position] != '\r') {
                position++;
            }
            if (held + position - start > RecordLimits.LINE_CHARACTERS
                    && held - heldLowSurrogates + position - start - lowSurrogates(start, position)
                    > RecordLimits.LINE_CHARACTERS) { // note 4
                ended = true;
                overlong = true;
                return false;
            }
            if (position < end && held == 0) {
                afterReturn = buffer[position++] == '\r';
                return at(buffer, start, position - 1); // note 1
            }
            hold(start, position);
            if (position < end) {
                afterReturn = buffer[position++] == '\r';
                return at(joined, 0, held);
            }
        }
    }

    /**
     * The index in {@link #buffered} where the next line starts, if it starts in the buffer,
     * or -1: {@link #advance} then reads it (note 3). The line's characters are those from
     * there to its end, which is before {@link #bufferedEnd} if it is in the buffer.
     */
    int peek() {
        if (afterReturn && position < end) {
            afterReturn = false;
            if (buffer[position] == '\n') {
                position++;
            }
        }
        return ended || afterReturn || position == end ? -1 : position;
    }

    char[] buffered() {
        return buffer;
    }

    int bufferedEnd() {
        return end;
    }

    /**
     * Takes the line {@link #peek} found as {@link #advance} would read it: it ends at
     * {@code lineEnd}, the index of a {@code \n} or {@code \r} in {@link #buffered}.
     */
    void take(int lineEnd) {
        lineNumber++;
        held = 0;
        heldLowSurrogates = 0;
        at(buffer, position, lineEnd);
        afterReturn = buffer[lineEnd] == '\r';
        position = lineEnd + 1;
    }

    private boolean at(char[] chars, int start, int end) {
        lineChars = chars;
        lineStart = start;
        lineEnd = end;
        return true;
    }

    /** Appends {@code buffer[start..stop)} to the line held (note 1). */
    private void hold(int start, int stop) {
        int length = held + stop - start;
        if (length > joined.length) {
            joined = java.util.Arrays.copyOf(joined, Math.max(length, 2 * joined.length));
        }
        System.arraycopy(buffer, start, joined, held, stop - start);
        held = length;
        heldLowSurrogates += lowSurrogates(start, stop);
    }

    private int lowSurrogates(int start, int stop) {
        int n = 0;
        for (int i = start; i < stop; i++) {
            n += Character.isLowSurrogate(buffer[i]) ? 1 : 0;
        }
        return n;
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer, 0, buffer.length);
        position = 0;
        end = Math.max(n, 0);
        return n > 0;
    }

    /** The characters of the line {@link #advance} read, from {@link #lineStart} to {@link #lineEnd}. */
    char[] lineChars() {
        return lineChars;
    }

    int lineStart() {
        return lineStart;
    }

    int lineEnd() {
        return lineEnd;
    }

    /** The line {@link #advance} read, as a String. */
    String line() {
        return new String(lineChars, lineStart, lineEnd - lineStart);
    }

    /** True if the reading ended at a line longer than {@link RecordLimits#LINE_CHARACTERS}. */
    public boolean isOverlong() {
        return overlong;
    }

    /** The number of the line returned last, or being read when an exception came. */
    public int lineNumber() {
        return lineNumber;
    }

    /** The column just after the characters of the current line read so far (after an exception: all of them held). */
    int column() {
        return held - heldLowSurrogates + 1;
    }
}
