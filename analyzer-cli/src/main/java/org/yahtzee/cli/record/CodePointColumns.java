package org.yahtzee.cli.record;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;

/**
 * Passes a JSON record's characters to Jackson and turns Jackson's columns, which count UTF-16
 * chars, into columns that count characters (code points) as the text form's do: an emoji
 * before a mistake must not move its column.
 */
final class CodePointColumns extends FilterReader {
    /*
     * Implementation notes. A character outside the Basic Multilingual Plane is a surrogate
     * pair, two chars. The column of a token at char offset t on a line starting at offset s is
     * its char column minus the pairs that end in [s, t). This reader sees every char Jackson
     * reads, so it knows where pairs end, but it keeps only the last WINDOW chars' worth: the
     * pair ends (and how many were dropped before them) and the line starts, with the number of
     * pairs before each, plus the last line start before the window, for a line longer than it.
     * That is enough because Jackson asks about tokens it has just read: they start at most a
     * token's length (10,000, RecordLimits) plus its buffer (4,000 chars) before what it has
     * read. The memory is one long per pair and two per line in the window, whatever the size
     * of the record.
     */

    /** Chars kept track of behind the last one read: over a token's length plus Jackson's buffer. */
    static final int WINDOW = 1 << 15;

    private final LongRing pairEnds = new LongRing();
    private final LongRing lineStarts = new LongRing();
    /** The pairs before each line start of {@link #lineStarts}. */
    private final LongRing pairsBeforeLine = new LongRing();
    private long offset;
    private long pairs;
    private long droppedPairs;
    private boolean afterHighSurrogate;
    /** Lines begun so far, counted as Jackson counts them ({@code \r\n} is one end). */
    private int lines = 1;
    private char previous;

    CodePointColumns(Reader in) {
        super(in);
        lineStarts.add(0);
        pairsBeforeLine.add(0);
    }

    @Override
    public int read(char[] target, int from, int length) throws IOException {
        int n = in.read(target, from, length);
        for (int i = from; i < from + n; i++, offset++) {
            char c = target[i];
            if (afterHighSurrogate && Character.isLowSurrogate(c)) {
                pairEnds.add(offset);
                pairs++;
            }
            afterHighSurrogate = Character.isHighSurrogate(c);
            if (c == '\n' || c == '\r') { // for \r\n both ends are kept; Jackson's line starts after the \n
                lineStarts.add(offset + 1);
                pairsBeforeLine.add(pairs);
                lines += c == '\n' && previous == '\r' ? 0 : 1;
            }
            previous = c;
        }
        forget(offset - WINDOW);
        return n;
    }

    @Override
    public int read() throws IOException {
        char[] one = new char[1];
        return read(one, 0, 1) < 0 ? -1 : one[0];
    }

    private void forget(long windowStart) {
        while (pairEnds.size() > 0 && pairEnds.get(0) < windowStart) {
            pairEnds.removeFirst();
            droppedPairs++;
        }
        while (lineStarts.size() > 1 && lineStarts.get(1) < windowStart) {
            lineStarts.removeFirst();
            pairsBeforeLine.removeFirst();
        }
    }

    /**
     * The column in characters of a token Jackson places at {@code charOffset}, char column
     * {@code charColumn} (both as its JsonLocation gives them); the char column itself if the
     * token lies further back than this reader keeps track of.
     */
    int column(long charOffset, int charColumn) {
        long lineStart = charOffset - (charColumn - 1);
        long before = pairsBefore(charOffset);
        long beforeLine = pairsBefore(lineStart);
        return before < 0 || beforeLine < 0 ? charColumn : (int) (charColumn - (before - beforeLine));
    }

    /**
     * Where the characters read so far end: the line and column of the next one. For a read that
     * failed, whose position Jackson misplaces (it moves its counts on before reading).
     */
    SourcePosition end() {
        int last = lineStarts.size() - 1;
        long column = offset - lineStarts.get(last) - (pairs - pairsBeforeLine.get(last)) + 1;
        return new SourcePosition(lines, (int) Math.min(column, Integer.MAX_VALUE));
    }

    /** The pairs ending before {@code at}, or -1 if that is no longer known. */
    private long pairsBefore(long at) {
        long windowStart = offset - WINDOW;
        if (at >= windowStart) {
            int n = 0;
            while (n < pairEnds.size() && pairEnds.get(n) < at) {
                n++;
            }
            return droppedPairs + n;
        }
        for (int i = lineStarts.size() - 1; i >= 0; i--) {
            if (lineStarts.get(i) == at) {
                return pairsBeforeLine.get(i);
            }
        }
        return -1;
    }

    /** A first-in, first-out list of longs in a growing circular array. */
    private static final class LongRing {
        private long[] values = new long[16];
        private int head;
        private int size;

        void add(long value) {
            if (size == values.length) {
                long[] grown = Arrays.copyOfRange(values, head, head + values.length * 2);
                System.arraycopy(values, 0, grown, values.length - head, head);
                values = grown;
                head = 0;
            }
            values[(head + size) % values.length] = value;
            size++;
        }

        long get(int i) {
            return values[(head + i) % values.length];
        }

        void removeFirst() {
            head = (head + 1) % values.length;
            size--;
        }

        int size() {
            return size;
        }
    }
}
