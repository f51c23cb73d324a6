package org.yahtzee.cli;

import java.io.IOException;
import java.io.Writer;

/**
 * A writer that takes {@code capacity} characters and then fails as a full disk does, as
 * standard output redirected to {@code /dev/full} or to a file on a full disk.
 */
final class FullDisk extends Writer {
    public static final String REASON = "No space left on device";

    private long room;

    public FullDisk(long capacity) {
        this.room = capacity;
    }

    @Override
    public void write(char[] buffer, int offset, int length) throws IOException {
        if (length > room) {
            room = 0;
            throw new IOException(REASON);
        }
        room -= length;
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
