package org.yahtzee.cli.grade;

import java.io.IOException;
import java.io.Writer;
import java.util.Arrays;

/**
 * Report text put together in a char array of its own and handed to a {@link Writer} in blocks:
 * {@code grade}'s lines for each game and the summary's rows, whole numbers written in place and
 * fixed decimals by {@link Decimals}, without a StringBuilder or the Formatter.
 */
final class TextBlock {
    /*
     * Implementation notes. The report of 100,000 games is 33 MB of text, made by a few dozen
     * appends a game. As StringBuilder appends (each a check of the coder, of the capacity, a
     * copy by the coder), C2 inlined them into the printing methods, 24-47 KB of code each
     * (GradeText.card, printGame, GradeSummary.rest: about 1.1 s of the C2 thread's time
     * measured by JFR on a loaded machine). Here an append is a copy into one char array that
     * is written out whole once it holds a block; the methods are few, small and called from
     * few places.
     */

    private static final char[] NEW_LINE = System.lineSeparator().toCharArray();

    private char[] chars;
    private int length;

    /** A block of {@code capacity} characters at first (it grows as needed). */
    TextBlock(int capacity) {
        this.chars = new char[capacity];
    }

    /** The characters held. */
    int length() {
        return length;
    }

    /** Keeps the first {@code length} characters (at most {@link #length()}). */
    void setLength(int length) {
        this.length = length;
    }

    TextBlock append(String text) {
        int n = text.length();
        room(n);
        text.getChars(0, n, chars, length);
        length += n;
        return this;
    }

    TextBlock append(char c) {
        room(1);
        chars[length++] = c;
        return this;
    }

    /** Appends {@code count} bytes of {@code bytes} from {@code offset}, each a character U+0000..U+00FF. */
    TextBlock appendLatin1(byte[] bytes, int offset, int count) {
        room(count);
        for (int i = 0; i < count; i++) {
            chars[length + i] = (char) (bytes[offset + i] & 0xFF);
        }
        length += count;
        return this;
    }

    /** Appends {@code n} in decimal digits, as {@code Long.toString} writes it. */
    TextBlock append(long n) {
        if (n < 0) {
            if (n == Long.MIN_VALUE) {
                return append(Long.toString(n));
            }
            append('-');
            n = -n;
        }
        int digits = 1;
        for (long power = 10; power <= n && digits < 19; power *= 10) {
            digits++;
        }
        return appendDigits(n, digits);
    }

    /** Appends the last {@code digits} decimal digits of {@code n} (0 or more), leading zeros included. */
    TextBlock appendDigits(long n, int digits) {
        room(digits);
        for (int i = length + digits - 1; i >= length; i--) {
            chars[i] = (char) ('0' + n % 10);
            n /= 10;
        }
        length += digits;
        return this;
    }

    /** Ends a line: {@link System#lineSeparator()}, as {@code PrintWriter.println} ends one. */
    TextBlock newLine() {
        room(NEW_LINE.length);
        for (char c : NEW_LINE) {
            chars[length++] = c;
        }
        return this;
    }

    /** Right-aligns the characters appended since {@code start} in {@code width} columns (spaces before them). */
    TextBlock padLeft(int start, int width) {
        int pad = width - (length - start);
        if (pad > 0) {
            room(pad);
            System.arraycopy(chars, start, chars, start + pad, length - start);
            Arrays.fill(chars, start, start + pad, ' ');
            length += pad;
        }
        return this;
    }

    /** Copies the characters held into {@code bytes} from {@code at}, each as its low 8 bits (characters up to U+00FF: Latin-1). */
    void latin1(byte[] bytes, int at) {
        for (int i = 0; i < length; i++) {
            bytes[at + i] = (byte) chars[i];
        }
    }

    /** Hands the characters held to {@code out} and empties the block. */
    void writeTo(Writer out) throws IOException {
        out.write(chars, 0, length);
        length = 0;
    }

    @Override
    public String toString() {
        return new String(chars, 0, length);
    }

    private void room(int more) {
        if (length + more > chars.length) {
            chars = Arrays.copyOf(chars, Math.max(2 * chars.length, length + more));
        }
    }
}
