package org.yahtzee.tables;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Rules;

/**
 * A reach table's bytes, encoded in memory by {@link GoalTableEncoder} in the file's order but
 * in parts (header, state index, lane index, each mask's blocks): what the cache writes, and,
 * when it cannot, what it answers from, read through the same reader as the file.
 */
final class EncodedGoalTable implements AtomicFile.Content {
    private final byte[] header;
    private final byte[] stateLanes;
    private final byte[] directory;
    /** Each mask's blocks, in mask order; null for a mask with no lane of its own. */
    private final byte[][] chunks;

    EncodedGoalTable(byte[] header, byte[] stateLanes, byte[] directory, byte[][] chunks) {
        this.header = header;
        this.stateLanes = stateLanes;
        this.directory = directory;
        this.chunks = chunks;
    }

    /** Writes the whole file, part after part (no copy of the 169 MB into one array). */
    @Override
    public void writeTo(OutputStream out) throws IOException {
        out.write(header);
        out.write(stateLanes);
        out.write(directory);
        for (byte[] chunk : chunks) {
            if (chunk != null) {
                out.write(chunk);
            }
        }
    }

    /**
     * The values as the file would give them; {@code wouldBeFile} is only for messages. The
     * parts are copied into one array, the file's bytes.
     */
    GoalValues inMemory(Path wouldBeFile, Rules rules) {
        return GoalTableReader.inMemory(bytes(), wouldBeFile, rules);
    }

    /** The file's bytes in one array. */
    byte[] bytes() {
        long length = (long) header.length + stateLanes.length + directory.length;
        for (byte[] chunk : chunks) {
            length += chunk == null ? 0 : chunk.length;
        }
        byte[] file = new byte[Math.toIntExact(length)];
        int at = 0;
        for (byte[] part : new byte[][] {header, stateLanes, directory}) {
            System.arraycopy(part, 0, file, at, part.length);
            at += part.length;
        }
        for (byte[] chunk : chunks) {
            if (chunk != null) {
                System.arraycopy(chunk, 0, file, at, chunk.length);
                at += chunk.length;
            }
        }
        return file;
    }
}
