package org.yahtzee.tables;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Rules;

/**
 * A reach table's bytes, encoded in memory by {@link GoalTableWriter#encode}: what the cache
 * writes, and, when it cannot, what it answers from, read through the same reader as the file.
 */
final class EncodedGoalTable implements AtomicFile.Content {
    private final byte[] file;

    EncodedGoalTable(byte[] file) {
        this.file = file;
    }

    /** Writes the whole file, in one write (as EncodedTable does, for the same page cache reasons). */
    @Override
    public void writeTo(OutputStream out) throws IOException {
        out.write(file);
    }

    /** The values as the file would give them; {@code wouldBeFile} is only for messages. */
    GoalValues inMemory(Path wouldBeFile, Rules rules) {
        return GoalTableReader.inMemory(file, wouldBeFile, rules);
    }
}
