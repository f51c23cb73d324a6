package org.yahtzee.cli.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link LineInput} against a naive reference (the whole text cut at {@code \r\n}, {@code \r}
 * and {@code \n}): the same lines, as Strings, in place, or peeked and taken where they lie
 * (else read), in texts whose lines span its 16,384-character buffer and whose reader hands
 * over chunks of random sizes, a {@code \r\n} split between two of them.
 */
final class LineInputTest {

    /** The lines of {@code text} as the reference cuts them: no empty last line after a final end. */
    private static List<String> reference(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(text.substring(start, i));
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < text.length()) {
            lines.add(text.substring(start));
        }
        return lines;
    }

    /** A reader of {@code text} that hands over 1 to {@code most} characters a read. */
    static Reader chunked(String text, SplittableRandom random, int most) {
        return new Reader() {
            private int at;

            @Override
            public int read(char[] buffer, int offset, int length) {
                if (at == text.length()) {
                    return -1;
                }
                int n = Math.min(Math.min(length, 1 + random.nextInt(most)), text.length() - at);
                text.getChars(at, at + n, buffer, offset);
                at += n;
                return n;
            }

            @Override
            public void close() {
            }
        };
    }

    /**
     * The next line by {@link LineInput#next} (way 0), or read in place (1), or peeked, its end
     * looked for here and taken where it lies in the buffer, else read in place (2); made a
     * String here.
     */
    private static String next(LineInput input, int way) throws IOException {
        if (way == 0) {
            return input.next();
        }
        int start = way == 2 ? input.peek() : -1;
        if (start >= 0) {
            char[] buffer = input.buffered();
            int end = start;
            while (end < input.bufferedEnd() && buffer[end] != '\n' && buffer[end] != '\r') {
                end++;
            }
            if (end < input.bufferedEnd()) {
                input.take(end);
                return new String(buffer, start, end - start);
            }
        }
        return input.advance()
                ? new String(input.lineChars(), input.lineStart(), input.lineEnd() - input.lineStart()) : null;
    }

    /**
     * Bytes that are not UTF-8 in a line that spans two of the buffer's reads, after characters
     * of two chars (emoji): the column counts code points up to them, as it did before lines
     * were read in place.
     */
    @Test
    void badBytes_inALineAcrossReads_columnInCodePoints() throws IOException {
        String before = "# padding\n".repeat(1630) + "x".repeat(60);
        String line = "1: \uD83D\uDE00\uD83D\uDE00 caf\u00e9 ".repeat(20);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        bytes.writeBytes((before + "\n" + line).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        bytes.write(0xff);
        bytes.writeBytes("\nmore\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        LineInput input = new LineInput(new StrictUtf8Reader(new java.io.ByteArrayInputStream(bytes.toByteArray())));
        int lines = 0;
        try {
            while (input.advance()) {
                lines++;
            }
            throw new AssertionError("no exception");
        } catch (java.nio.charset.CharacterCodingException e) {
            assertEquals(1631, lines);
            assertEquals(1632, input.lineNumber());
            assertEquals(line.codePointCount(0, line.length()) + 1, input.column());
        }
    }

    /**
     * The bound counts code points: a line of 10,000 emoji (20,000 chars) is read whole, one of
     * 10,001 ends the reading, whether handed over in small chunks or large.
     */
    @Test
    void emojiLines_atAndPastTheBound() throws IOException {
        String atBound = "\uD83D\uDE00".repeat(RecordLimits.LINE_CHARACTERS);
        SplittableRandom random = new SplittableRandom(3);
        for (int most : new int[] {7, 100, 30_000}) {
            LineInput input = new LineInput(chunked("a\n" + atBound + "\n" + atBound + "x\nb\n", random, most));
            assertEquals("a", input.next());
            assertEquals(atBound, input.next());
            assertNull(input.next());
            assertTrue(input.isOverlong());
            assertEquals(3, input.lineNumber());
        }
    }

    @Test
    void randomTexts_sameLinesAsReference() throws IOException {
        SplittableRandom random = new SplittableRandom(5);
        String[] ends = {"\n", "\r", "\r\n", "\n\n", "\r\n\r\n"};
        for (int text = 0; text < 300; text++) {
            StringBuilder out = new StringBuilder();
            for (int line = random.nextInt(40); line > 0; line--) {
                int length = random.nextInt(8) == 0 ? random.nextInt(RecordLimits.LINE_CHARACTERS) : random.nextInt(70);
                for (int c = 0; c < length; c++) {
                    out.append(random.nextInt(50) == 0 ? "é" : String.valueOf((char) ('a' + random.nextInt(26))));
                }
                out.append(ends[random.nextInt(ends.length)]);
            }
            if (random.nextBoolean()) {
                out.append("last line without an end");
            }
            String s = out.toString();
            LineInput input = new LineInput(chunked(s, random, random.nextBoolean() ? 9000 : 100));
            int way = text % 3;
            List<String> lines = new ArrayList<>();
            for (String line = next(input, way); line != null; line = next(input, way)) {
                lines.add(line);
                assertEquals(lines.size(), input.lineNumber());
            }
            assertEquals(reference(s), lines, "text " + text);
            assertFalse(input.isOverlong());
            assertNull(input.next());
            assertFalse(input.advance());
        }
    }
}
