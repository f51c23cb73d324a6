package org.yahtzee.cli.record;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;

/**
 * UTF-8 bytes as characters, failing at the first bytes that are not UTF-8 with a
 * {@link CharacterCodingException}, but only after every character before them was handed over:
 * whoever counts the characters (lines, columns) then knows exactly where the bad bytes are.
 * The JDK's InputStreamReader throws as soon as its block holds bad bytes, dropping the good
 * characters of the block before them, which moved the reported line by up to 8 KB of text.
 */
final class StrictUtf8Reader extends Reader {

    private final InputStream in;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    /** 64 KB: a 100,000-game record (80 MB) in 1,230 reads, not 9,800 (8 KB). */
    private final ByteBuffer bytes = ByteBuffer.allocate(1 << 16).flip();
    private boolean endOfBytes;
    /** Bad bytes found after some good characters: thrown by the next read. */
    private CharacterCodingException pending;

    StrictUtf8Reader(InputStream in) {
        this.in = in;
    }

    @Override
    public int read(char[] target, int offset, int length) throws IOException {
        if (pending != null) {
            throw pending;
        }
        if (length == 0) {
            return 0;
        }
        CharBuffer out = CharBuffer.wrap(target, offset, length);
        while (true) {
            CoderResult result = decoder.decode(bytes, out, endOfBytes);
            if (result.isError()) {
                pending = new MalformedInputException(result.length());
                if (out.position() == offset) {
                    throw pending;
                }
                break;
            }
            if (result.isOverflow() || out.position() > offset) {
                break; // full, or something to hand over: a FIFO is not waited on for more
            }
            if (endOfBytes) {
                return -1;
            }
            bytes.compact();
            int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
            if (n < 0) {
                endOfBytes = true;
            } else {
                bytes.position(bytes.position() + n);
            }
            bytes.flip();
        }
        return out.position() - offset;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
