package org.yahtzee.tables;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Rules;

/**
 * A table file's bytes, encoded in memory by {@link TableWriter#encode}: what a writer puts on
 * disk, and, when the disk will not take it, the values a cache answers from instead, read
 * through the same float64 view as a mapped table.
 */
final class EncodedTable implements AtomicFile.Content {
    /*
     * Implementation notes. One array, header and payload, written in one write(): the kernel
     * then caches the new file in large folios, and mapping it takes fewer page faults on later
     * loads for as long as it stays cached that way. On Linux 6.18 (ext4), CRC32C over a mapped
     * official payload, mostly page faults, took 0.08-0.12 ms for a file written in one piece,
     * 0.53 ms for one written as the header and then the payload, 0.71 ms for one written 64 KB
     * at a time (medians of 2000 opens); after the kernel reclaims and reads it again, 0.5 ms.
     */

    private final TableHeader header;
    private final byte[] file;

    /** @param file the header's bytes, then the payload */
    EncodedTable(TableHeader header, byte[] file) {
        this.header = header;
        this.file = file;
    }

    /** Writes the whole file, in one write. */
    @Override
    public void writeTo(OutputStream out) throws IOException {
        out.write(file);
    }

    /**
     * The values as a table read from a file would give them (the same float64s, through the
     * same class), without a file: {@code wouldBeFile} is only for messages.
     */
    MappedTable inMemory(Path wouldBeFile, Rules rules) {
        return new MappedTable(wouldBeFile, header, rules,
                payload(file).order(TableFormat.BYTE_ORDER).asDoubleBuffer(), false);
    }

    /** The second moments as a file read back would give them (a second-moments file's bytes). */
    MappedMoments momentsInMemory(Rules rules) {
        return new MappedMoments(header, rules, payload(file).order(TableFormat.BYTE_ORDER).asDoubleBuffer());
    }

    /** The decisions as a policy file read back would give them (a policy file's bytes). */
    MappedPolicy policyInMemory(Rules rules) {
        return new MappedPolicy(header, new PolicyTable(rules, payload(file).order(TableFormat.BYTE_ORDER).asShortBuffer()));
    }

    /** The payload part of a file's bytes. */
    static ByteBuffer payload(byte[] file) {
        return ByteBuffer.wrap(file, TableFormat.HEADER_LENGTH, file.length - TableFormat.HEADER_LENGTH).slice();
    }
}
