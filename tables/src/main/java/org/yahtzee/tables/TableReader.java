package org.yahtzee.tables;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.zip.CRC32C;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.files.FileKind;
import org.yahtzee.files.IoMessage;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Rules;

/**
 * Reads table files, checking them in the order of FORMAT.md and throwing a
 * {@link TableException} that names the first check that fails. Never returns a table it has not
 * fully checked: payload CRC32C, the range of every value and the start value included (a policy
 * file's entries once per process for the same bytes, see {@link #openPolicy(Path, Rules)}).
 */
public final class TableReader {
    /*
     * Implementation notes. One FileChannel serves the header read, the size and the mapping, so
     * all three see the same file even if a writer renames a new table over the path meanwhile
     * (writers never modify a table in place, see TableWriter). The mapping stays valid after
     * the channel is closed. CRC32C over the mapped 4.3 MB runs on the hardware instruction
     * (java.util.zip.CRC32C is an intrinsic on x86 and ARM): 0.05 ms warm. The value scan
     * (ValueCheck) reads the same pages again.
     */

    private TableReader() {
    }

    /**
     * Reads and checks the header: magic, version, header checksum and every header field. Does
     * not read the payload or check that the file is long enough to hold it.
     *
     * @throws TableException naming the first check that fails
     */
    public static TableHeader readHeader(Path file) {
        try (FileChannel channel = openChannel(file)) {
            return readHeader(file, channel, channel.size());
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /**
     * Opens a table for any rules: the rules are parsed from the header's name, and the
     * header's fingerprint must be theirs. Everything is checked, as by {@link #open(Path, Rules)}.
     *
     * @throws TableException naming the first check that fails
     */
    public static MappedTable open(Path file) {
        return open(file, null);
    }

    /**
     * Opens a table that must have been solved for {@code expected} (compared by fingerprint).
     * Everything is checked (FORMAT.md lists the checks): the header, the length, the payload
     * CRC32C, every value in 0..1575 and the start state's value against the header's expected
     * score. The payload is memory-mapped read-only.
     *
     * @param expected the rules wanted, or null for whatever rules the table was solved for
     * @throws TableException naming the first check that fails ({@code OTHER_RULES} if the table
     *                        is valid but for other rules)
     */
    public static MappedTable open(Path file, Rules expected) {
        try (FileChannel channel = openChannel(file)) {
            TableHeader[] header = new TableHeader[1];
            MappedByteBuffer payload = mapChecked(file, channel, expected, TableKind.VALUES, header);
            ValueCheck.check(file, payload, header[0].expectedScore());
            return new MappedTable(file, header[0], Rules.parse(header[0].rulesName()),
                    payload.order(TableFormat.BYTE_ORDER).asDoubleBuffer(), true);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /**
     * Opens a second-moments table ({@link TableKind#SECOND_MOMENTS}) that must have been
     * computed for {@code expected}, checked as {@link #open(Path, Rules)} checks values: header,
     * kind, length, payload CRC32C, every value finite in 0..1575^2, the start state's against
     * the header.
     *
     * @throws TableException naming the first check that fails
     */
    public static MappedMoments openMoments(Path file, Rules expected) {
        try (FileChannel channel = openChannel(file)) {
            TableHeader[] header = new TableHeader[1];
            MappedByteBuffer payload = mapChecked(file, channel, expected, TableKind.SECOND_MOMENTS, header);
            MomentCheck.check(file, payload, header[0].expectedScore());
            return new MappedMoments(header[0], Rules.parse(header[0].rulesName()),
                    payload.order(TableFormat.BYTE_ORDER).asDoubleBuffer());
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /**
     * Opens a policy table ({@link TableKind#POLICY}) that must have been built for
     * {@code expected}: header, kind, length, payload CRC32C and every entry a decision its
     * state and roll can take. The payload (270 MB) is memory-mapped read-only; the header's
     * headline is the caller's to compare with the values it wants the decisions of. The
     * entries are scanned once per process for a file (by real path, size, time, inode) and
     * payload CRC32C: opened again unchanged, only the header, length and CRC32C are checked
     * ({@link CheckedPolicies}). A scan runs on two threads, the CRC32C beside it; a payload
     * whose CRC32C fails is refused for that (CHECKSUM) whatever its entries, as in check order.
     *
     * @throws TableException naming the first check that fails
     */
    public static MappedPolicy openPolicy(Path file, Rules expected) {
        return openPolicy(file, expected, CheckedPolicies.PROCESS);
    }

    /** {@link #openPolicy(Path, Rules)} with {@code checked} remembering the files whose entries passed. */
    static MappedPolicy openPolicy(Path file, Rules expected, CheckedPolicies checked) {
        try (FileChannel channel = openChannel(file)) {
            TableHeader[] header = new TableHeader[1];
            MappedByteBuffer payload = map(file, channel, expected, TableKind.POLICY, header);
            int crc32c = header[0].payloadCrc32c();
            // A file not scanned yet has its CRC32C computed by the scan's second thread while the
            // first scans (PolicyCheck.check: a bad CRC32C is still the verdict, whatever the entries).
            Runnable crc = () -> checkPayloadCrc(file, payload, crc32c);
            checked.check(file, crc32c, () -> PolicyCheck.check(file, payload, crc), crc);
            return new MappedPolicy(header[0], new PolicyTable(Rules.parse(header[0].rulesName()),
                    payload.order(TableFormat.BYTE_ORDER).asShortBuffer()));
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /**
     * The checks every kind shares, in FORMAT.md's order: header, rules, kind, length, payload
     * CRC32C; returns the mapped payload and sets {@code header[0]}.
     */
    private static MappedByteBuffer mapChecked(Path file, FileChannel channel, Rules expected, TableKind kind,
                                               TableHeader[] header) throws IOException {
        MappedByteBuffer payload = map(file, channel, expected, kind, header);
        checkPayloadCrc(file, payload, header[0].payloadCrc32c());
        return payload;
    }

    /** {@link #mapChecked} but for the payload CRC32C, the caller's to check. */
    private static MappedByteBuffer map(Path file, FileChannel channel, Rules expected, TableKind kind,
                                        TableHeader[] header) throws IOException {
        long size = channel.size();
        TableHeader h = readHeader(file, channel, size);
        if (expected != null && expected.fingerprint() != h.rulesFingerprint()) {
            throw new TableException(Problem.OTHER_RULES, file, String.format("rules: table was "
                    + "solved for %s (fingerprint 0x%016x), wanted %s (fingerprint 0x%016x)",
                    h.rulesName(), h.rulesFingerprint(), expected.canonicalName(), expected.fingerprint()));
        }
        if (h.kind() != kind) {
            throw new TableException(Problem.OTHER_KIND, file, "kind: the table holds " + h.kind().words
                    + ", expected " + kind.words);
        }
        checkLength(file, size, h.fileLength());
        header[0] = h;
        return channel.map(FileChannel.MapMode.READ_ONLY, TableFormat.HEADER_LENGTH, h.payloadLength());
    }

    /**
     * Opens a regular file only: opening a FIFO blocks until something writes to it (advise
     * hung), and a folder opens on Linux and fails at the first read. So the kind is looked at
     * first, with stat, which never blocks.
     */
    static FileChannel openChannel(Path file) {
        FileKind kind;
        try {
            kind = FileKind.of(file);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        if (kind == FileKind.MISSING) {
            throw new TableException(Problem.NOT_FOUND, file, "not found");
        } else if (kind != FileKind.REGULAR) {
            throw new TableException(Problem.NOT_A_FILE, file, "is " + kind.words() + ", not a table file");
        }
        try {
            return FileChannel.open(file, StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            throw new TableException(Problem.NOT_FOUND, file, "not found", e); // removed meanwhile
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /** "unreadable: Permission denied": the OS's reason, without repeating the path. */
    private static TableException unreadable(Path file, IOException e) {
        return new TableException(Problem.UNREADABLE, file, "unreadable: " + IoMessage.reason(e), e);
    }

    private static TableHeader readHeader(Path file, FileChannel channel, long size) throws IOException {
        ByteBuffer start = ByteBuffer.allocate((int) Math.min(size, TableFormat.HEADER_LENGTH));
        while (start.hasRemaining()) {
            if (channel.read(start, start.position()) < 0) {
                break; // shrank since size(): decode sees the bytes actually there
            }
        }
        return HeaderCodec.decode(file, Arrays.copyOf(start.array(), start.position()));
    }

    private static void checkLength(Path file, long size, long expected) {
        if (size < expected) {
            throw new TableException(Problem.TRUNCATED, file, "truncated: " + size + " bytes, expected " + expected);
        } else if (size > expected) {
            throw new TableException(Problem.BAD_HEADER, file, "file length: " + size + " bytes, expected "
                    + expected + " (header plus payload length; " + (size - expected) + " trailing bytes)");
        }
    }

    static void checkPayloadCrc(Path file, ByteBuffer payload, int expected) {
        CRC32C crc = new CRC32C();
        crc.update(payload.duplicate()); // a duplicate: update() consumes the buffer's position
        int actual = (int) crc.getValue();
        if (actual != expected) {
            throw new TableException(Problem.CHECKSUM, file, String.format("checksum: payload CRC32C "
                    + "is 0x%08x, header says 0x%08x (the file is corrupt)", actual, expected));
        }
    }
}
