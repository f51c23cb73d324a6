package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * A policy file's decisions scanned once per process: not again for the same bytes, again for
 * other bytes at the same path, time and inode, never remembered when refused. The files are
 * made here, not solved (every row the same good decisions for its mask: seconds less than a
 * build), and changed in place with their old time put back, so only the CRC32C tells them apart.
 */
@Order(2) // 14 s of the module's run: started early
final class CheckedPoliciesTest {
    @TempDir
    static Path directory;
    /** A whole policy file whose every entry its state and roll can take. */
    private static byte[] good;

    @BeforeAll
    static void makeAGoodFile() {
        good = new byte[Math.toIntExact(TableKind.POLICY.fileLength())];
        ByteBuffer payload = EncodedTable.payload(good).order(TableFormat.BYTE_ORDER);
        TableFixtures.fillGoodPolicy(payload);
        PolicyCheck.check(null, payload);
        System.arraycopy(header(good), 0, good, 0, TableFormat.HEADER_LENGTH);
    }

    @Test
    void openedAgain_sameFile_notScannedAgain() throws IOException {
        CheckedPolicies checked = new CheckedPolicies(CheckedPolicies.CAPACITY);
        Path file = Files.write(directory.resolve("again.ypolicy"), good);

        MappedPolicy first = TableReader.openPolicy(file, Rules.OFFICIAL, checked);
        assertEquals(1, checked.scans());
        MappedPolicy second = TableReader.openPolicy(file, Rules.OFFICIAL, checked);
        TableReader.openPolicy(directory.resolve(".").resolve("again.ypolicy"), Rules.OFFICIAL, checked);
        assertEquals(1, checked.scans(), "the same bytes under the same real path");
        assertEquals(first.header(), second.header());
        assertEquals(first.table().entry(0, 17), second.table().entry(0, 17));
        assertEquals(1, checked.size());
    }

    /** Another good decision in one entry, written in place with the old time: same size, time and inode, new CRC. */
    @Test
    void rewrittenInPlace_otherDecisions_scannedAgain() throws IOException {
        CheckedPolicies checked = new CheckedPolicies(CheckedPolicies.CAPACITY);
        Path file = Files.write(directory.resolve("rewritten.ypolicy"), good);
        BasicFileAttributes before = Files.readAttributes(file, BasicFileAttributes.class);
        TableReader.openPolicy(file, Rules.OFFICIAL, checked);

        // a new card, every box open: another good decision
        rewriteInPlace(file, entryAt(StateIndex.index(0, 0, false), 17), PolicyTable.encode(0, 0, Category.CHANCE.id()),
                before.lastModifiedTime());
        BasicFileAttributes after = Files.readAttributes(file, BasicFileAttributes.class);
        assertEquals(before.size(), after.size());
        assertEquals(before.fileKey(), after.fileKey());
        assertEquals(before.lastModifiedTime(), after.lastModifiedTime());

        MappedPolicy policy = TableReader.openPolicy(file, Rules.OFFICIAL, checked);
        assertEquals(2, checked.scans(), "other bytes, told apart by their CRC32C alone");
        assertEquals(Category.CHANCE.id(), PolicyTable.boxId(policy.table().entry(0, 17)));
    }

    /**
     * A faulty builder's file (a filled box, the CRC32C computed for it) put in place of a good
     * one that the process opened, with its size, time and inode: refused, through the process's
     * own memo as every caller opens.
     */
    @Test
    void forgedInPlace_afterTheGoodFileWasOpened_refused() throws IOException {
        Path file = Files.write(directory.resolve("forged.ypolicy"), good);
        FileTime time = Files.getLastModifiedTime(file);
        TableReader.openPolicy(file, Rules.OFFICIAL);
        TableReader.openPolicy(file, Rules.OFFICIAL);

        int state = StateIndex.index(Category.ONES.bit(), 3, false);
        rewriteInPlace(file, entryAt(state, 17), PolicyTable.encode(0, 0, Category.ONES.id()), time);

        TableException e = assertThrows(TableException.class, () -> TableReader.openPolicy(file, Rules.OFFICIAL));
        assertEquals(Problem.BAD_VALUE, e.problem());
        assertEquals("decision: state " + state + " roll 17: box 0 is not an open box (0..12) (the table was built wrong)",
                e.detail());
        assertThrows(TableException.class, () -> TableReader.openPolicy(file, Rules.OFFICIAL), "refused again");
    }

    /**
     * Damage in place after the file passed (a byte of the payload, the header and the time as
     * they were, so the key is the remembered one): the scan is skipped, the CRC32C is not.
     */
    @Test
    void damagedInPlace_afterItPassed_refusedByItsChecksum_notScannedAgain() throws IOException {
        CheckedPolicies checked = new CheckedPolicies(CheckedPolicies.CAPACITY);
        Path file = Files.write(directory.resolve("damaged.ypolicy"), good);
        FileTime time = Files.getLastModifiedTime(file);
        TableReader.openPolicy(file, Rules.OFFICIAL, checked);
        int at = entryAt(StateIndex.index(0, 0, false), 17);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap(new byte[] {(byte) ~good[at]}), at);
        }
        Files.setLastModifiedTime(file, time);

        TableException e = assertThrows(TableException.class, () -> TableReader.openPolicy(file, Rules.OFFICIAL, checked));
        assertEquals(Problem.CHECKSUM, e.problem());
        assertEquals(1, checked.scans(), "the entries not scanned again: the key was known");
    }

    @Test
    void refusedScan_notRemembered() throws IOException {
        CheckedPolicies checked = new CheckedPolicies(CheckedPolicies.CAPACITY);
        Path file = Files.write(directory.resolve("small"), new byte[] {1});
        RuntimeException bad = new IllegalStateException("a bad decision");
        assertSame(bad, assertThrows(IllegalStateException.class, () -> checked.check(file, 7, () -> {
            throw bad;
        })));
        checked.check(file, 7, () -> { });
        assertEquals(2, checked.scans());
        assertEquals(1, checked.size());
    }

    @Test
    void unreadableAttributes_scannedEveryTime() {
        CheckedPolicies checked = new CheckedPolicies(CheckedPolicies.CAPACITY);
        Path gone = directory.resolve("removed meanwhile");
        checked.check(gone, 7, () -> { });
        checked.check(gone, 7, () -> { });
        assertEquals(2, checked.scans());
        assertEquals(0, checked.size());
    }

    /** Keys told apart by their CRC32C alone: CAPACITY kept, the least recently opened forgotten. */
    @Test
    void atMostCapacityKeys_leastRecentlyOpenedForgotten() throws IOException {
        CheckedPolicies checked = new CheckedPolicies(CheckedPolicies.CAPACITY);
        Path file = Files.write(directory.resolve("keys"), new byte[] {1});
        for (int crc = 0; crc < CheckedPolicies.CAPACITY; crc++) {
            checked.check(file, crc, () -> { });
        }
        assertEquals(CheckedPolicies.CAPACITY, checked.scans());
        checked.check(file, 0, () -> { }); // known, and now the newest
        assertEquals(CheckedPolicies.CAPACITY, checked.scans());

        checked.check(file, CheckedPolicies.CAPACITY, () -> { }); // one more: key 1 goes
        assertEquals(CheckedPolicies.CAPACITY, checked.size());
        checked.check(file, 0, () -> { });
        checked.check(file, CheckedPolicies.CAPACITY - 1, () -> { });
        assertEquals(CheckedPolicies.CAPACITY + 1, checked.scans(), "keys 0 and 63 kept");
        checked.check(file, 1, () -> { });
        assertEquals(CheckedPolicies.CAPACITY + 2, checked.scans(), "key 1 forgotten");
        assertEquals(CheckedPolicies.CAPACITY, checked.size());
    }

    /** The byte offset in a whole file of the entry of a state and roll. */
    private static int entryAt(int stateIndex, int rollId) {
        return TableFormat.HEADER_LENGTH + (stateIndex * PolicyTable.ROW + rollId) * Short.BYTES;
    }

    /**
     * Sets one entry of a file of the good bytes in place (the same inode) with the header a
     * writer would give it (its CRC32C computed again: bytes written, not damage), then puts the
     * file's time back.
     */
    private static void rewriteInPlace(Path file, int at, int entry, FileTime time) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(good).order(TableFormat.BYTE_ORDER);
        short was = bytes.getShort(at);
        bytes.putShort(at, (short) entry);
        byte[] header = header(good);
        bytes.putShort(at, was);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.allocate(Short.BYTES).order(TableFormat.BYTE_ORDER).putShort(0, (short) entry), at);
            channel.write(ByteBuffer.wrap(header), 0);
        }
        Files.setLastModifiedTime(file, time);
    }

    /** The header of an official policy file of {@code file}'s payload, its CRC32C that payload's. */
    private static byte[] header(byte[] file) {
        CRC32C crc = new CRC32C();
        crc.update(file, TableFormat.HEADER_LENGTH, file.length - TableFormat.HEADER_LENGTH);
        return HeaderCodec.encode(new TableHeader(TableFormat.VERSION, TableKind.POLICY, Rules.OFFICIAL.fingerprint(),
                Rules.OFFICIAL.canonicalName(), StateIndex.STATES, file.length - TableFormat.HEADER_LENGTH, 254.5,
                (int) crc.getValue()));
    }
}
