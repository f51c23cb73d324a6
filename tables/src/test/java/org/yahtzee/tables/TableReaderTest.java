package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.files.SpecialFiles;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/** Every way a table file can be unusable, each named by its own problem and field. */
final class TableReaderTest {

    private static final long FULL = TableFormat.fileLength();

    @TempDir
    Path directory;

    private Path file;

    @BeforeEach
    void writeValidTable() throws IOException {
        // Fake values: the checks do not care what the doubles are, and writing takes ~10 ms.
        file = TableFixtures.writeFake(Rules.OFFICIAL, directory.resolve("official.ytable"));
    }

    /** Asserts the failure's problem and that its message starts with the file and names the field. */
    private TableException assertProblem(Problem problem, String field, Executable read) {
        TableException e = assertThrows(TableException.class, read);
        assertEquals(problem, e.problem(), e.getMessage());
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(field), "'" + field + "' not in: " + e.getMessage());
        assertEquals(file, e.file());
        return e;
    }

    @Test
    void open_validTable_passesEveryCheck() {
        assertEquals(Rules.OFFICIAL, TableReader.open(file, Rules.OFFICIAL).rules());
    }

    @Test
    void open_missingFile_reportsNotFound() {
        file = directory.resolve("absent.ytable");
        assertProblem(Problem.NOT_FOUND, "not found", () -> TableReader.open(file, Rules.OFFICIAL));
        assertProblem(Problem.NOT_FOUND, "not found", () -> TableReader.readHeader(file));
    }

    @Test
    void open_folder_reportsNotAFile() throws IOException {
        Files.delete(file);
        Files.createDirectory(file);
        TableException e = assertProblem(Problem.NOT_A_FILE, "is a folder", () -> TableReader.open(file));
        assertEquals("is a folder, not a table file", e.detail());
        assertProblem(Problem.NOT_A_FILE, "is a folder", () -> TableReader.readHeader(file));
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a FIFO opened by mistake blocks for good
    void open_fifo_reportsNotAFileWithoutBlocking() throws Exception {
        Files.delete(file);
        SpecialFiles.fifo(file);
        TableException e = assertProblem(Problem.NOT_A_FILE, "FIFO", () -> TableReader.open(file, Rules.OFFICIAL));
        assertEquals(file + ": is a FIFO (named pipe), not a table file", e.getMessage());
        assertProblem(Problem.NOT_A_FILE, "FIFO", () -> TableReader.readHeader(file));
    }

    @Test
    void open_pathThroughAFile_reportsNotFound() {
        file = file.resolve("official.ytable");
        assertProblem(Problem.NOT_FOUND, "not found", () -> TableReader.open(file));
    }

    @Test
    void open_unreadableFile_reportsTheOsReasonWithoutClassNames() throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("-w-------"));
        assumeFalse(Files.isReadable(file), "running as root: an unreadable file is readable anyway");
        TableException e = assertProblem(Problem.UNREADABLE, "unreadable", () -> TableReader.open(file));
        assertEquals("unreadable: Permission denied", e.detail());
    }

    @Test
    void open_otherFileType_reportsBadMagic() throws IOException {
        Files.write(file, "{\"rules\": \"official\", \"values\": []}\n".getBytes(StandardCharsets.UTF_8));
        TableException e = assertProblem(Problem.BAD_MAGIC, "magic", () -> TableReader.open(file));
        assertTrue(e.getMessage().contains("bytes are 7b 22 72 75 6c 65 73 22, expected 59 5a 54 42 4c 0d 0a 1a"),
                e.getMessage());
        assertTrue(e.getMessage().contains("not a Yahtzee table"), e.getMessage());
    }

    @Test
    void open_crLfConvertedToLf_reportsBadMagicFromTextModeCopy() throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        byte[] mangled = new byte[bytes.length - 1];
        System.arraycopy(bytes, 0, mangled, 0, 5);
        System.arraycopy(bytes, 6, mangled, 5, bytes.length - 6); // drop the CR of CR LF
        Files.write(file, mangled);
        TableException e = assertProblem(Problem.BAD_MAGIC, "magic", () -> TableReader.open(file));
        assertTrue(e.getMessage().contains("binary mode"), e.getMessage());
    }

    @Test
    void open_newerVersion_reportsNewerVersion() throws IOException {
        // Only the version: a version-7 header may differ everywhere after it, CRC included.
        byte[] bytes = Files.readAllBytes(file);
        bytes[TableFormat.OFFSET_VERSION] = 7;
        Files.write(file, bytes);
        TableException e = assertProblem(Problem.NEWER_VERSION, "format version", () -> TableReader.open(file));
        assertTrue(e.getMessage().endsWith("format version 7 is newer than this program reads (4)"), e.getMessage());
        assertProblem(Problem.NEWER_VERSION, "format version 7", () -> TableReader.readHeader(file));
    }

    @Test
    void open_versionOne_reportsOlderVersion() throws IOException {
        // Only the version: a version-1 header differs from here on (72 bytes, CRCs at 64 and 68).
        TableFixtures.editHeader(file, header -> header.putShort(TableFormat.OFFSET_VERSION, (short) 1));
        TableException e = assertProblem(Problem.OLDER_VERSION, "format version 1", () -> TableReader.open(file));
        assertEquals("format version 1 is older than this program reads (4): solve again", e.detail());
    }

    @Test
    void open_versionZero_reportsBadHeader() throws IOException {
        TableFixtures.editHeader(file, header -> header.putShort(TableFormat.OFFSET_VERSION, (short) 0));
        assertProblem(Problem.BAD_HEADER, "format version: 0", () -> TableReader.open(file));
    }

    @Test
    void open_tableForOtherRules_reportsOtherRules() throws IOException {
        TableFixtures.writeFake(Rules.FREE_CHOICE, file);
        TableException e = assertProblem(Problem.OTHER_RULES, "rules: table was solved for free-choice",
                () -> TableReader.open(file, Rules.OFFICIAL));
        assertTrue(e.getMessage().contains("wanted official"), e.getMessage());
        assertEquals(Rules.FREE_CHOICE, TableReader.open(file).rules());
    }

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(longs = {0, 5, 8, 9, 40, 71, 79})
    void open_truncatedInsideHeader_reportsTruncated(long length) throws IOException {
        TableFixtures.truncate(file, length);
        TableException e = assertProblem(Problem.TRUNCATED, "truncated", () -> TableReader.open(file));
        assertTrue(e.getMessage().endsWith("truncated: " + length + " bytes, expected at least 80 (the header)"),
                e.getMessage());
        assertProblem(Problem.TRUNCATED, "truncated", () -> TableReader.readHeader(file));
    }

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(longs = {80, 1000, 1_000_003, 4_291_663})
    void open_truncatedInsidePayload_reportsTruncated(long length) throws IOException {
        TableFixtures.truncate(file, length);
        TableException e = assertProblem(Problem.TRUNCATED, "truncated", () -> TableReader.open(file));
        assertTrue(e.getMessage().endsWith("truncated: " + length + " bytes, expected " + FULL), e.getMessage());
        // The header is whole: readHeader does not look at the payload.
        assertEquals("official", TableReader.readHeader(file).rulesName());
    }

    @Test
    void open_bytesAfterPayload_reportsBadHeaderFileLength() throws IOException {
        Files.write(file, new byte[] {0, 0, 0}, StandardOpenOption.APPEND);
        TableException e = assertProblem(Problem.BAD_HEADER, "file length", () -> TableReader.open(file));
        assertTrue(e.getMessage().contains((FULL + 3) + " bytes, expected " + FULL), e.getMessage());
    }

    @ParameterizedTest(name = "offset {0}")
    @ValueSource(longs = {80, 81, 1_000_000, 4_291_663})
    void open_flippedPayloadByte_reportsChecksum(long offset) throws IOException {
        TableFixtures.flipByte(file, offset);
        TableException e = assertProblem(Problem.CHECKSUM, "checksum: payload CRC32C is 0x",
                () -> TableReader.open(file));
        assertTrue(e.getMessage().matches(".*payload CRC32C is 0x[0-9a-f]{8}, header says 0x[0-9a-f]{8} "
                + "\\(the file is corrupt\\)"), e.getMessage());
    }

    /** Offsets in every field after the version: state count, fingerprint, name, lengths, score, CRCs. */
    @ParameterizedTest(name = "offset {0}")
    @ValueSource(longs = {10, 12, 16, 24, 40, 56, 64, 71, 72, 76, 79})
    void open_flippedHeaderByte_reportsHeaderChecksum(long offset) throws IOException {
        TableFixtures.flipByte(file, offset);
        assertProblem(Problem.BAD_HEADER, "header checksum: header CRC32C is 0x", () -> TableReader.open(file));
        assertProblem(Problem.BAD_HEADER, "header checksum", () -> TableReader.readHeader(file));
    }

    @Test
    void open_headerLengthNot80_reportsBadHeaderField() throws IOException {
        TableFixtures.editHeader(file, header -> header.putShort(TableFormat.OFFSET_HEADER_LENGTH, (short) 72));
        assertProblem(Problem.BAD_HEADER, "header length: 72, expected 80", () -> TableReader.open(file));
    }

    @Test
    void open_wrongStateCount_reportsBadHeaderField() throws IOException {
        TableFixtures.editHeader(file, header -> header.putInt(TableFormat.OFFSET_STATE_COUNT, 1000));
        assertProblem(Problem.BAD_HEADER, "state count: 1000, expected 536448", () -> TableReader.open(file));
    }

    @Test
    void open_payloadLengthNotEightPerState_reportsBadHeaderField() throws IOException {
        TableFixtures.editHeader(file, header -> header.putLong(TableFormat.OFFSET_PAYLOAD_LENGTH, 536_448L * 4));
        assertProblem(Problem.BAD_HEADER, "payload length: 2145792, expected 4291584", () -> TableReader.open(file));
    }

    @Test
    void open_unknownRulesName_reportsBadHeaderField() throws IOException {
        TableFixtures.editHeader(file, header -> header.put(TableFormat.OFFSET_NAME, "hasbro-1972".getBytes(StandardCharsets.UTF_8)));
        assertProblem(Problem.BAD_HEADER, "rules name: 'hasbro-1972'", () -> TableReader.open(file));
    }

    @Test
    void open_nameNotNulPadded_reportsBadHeaderField() throws IOException {
        TableFixtures.editHeader(file, header -> header.put(TableFormat.OFFSET_NAME + 20, (byte) 'x'));
        assertProblem(Problem.BAD_HEADER, "rules name: byte 20", () -> TableReader.open(file));
    }

    @Test
    void open_fingerprintNotTheNamedRules_reportsBadHeaderField() throws IOException {
        TableFixtures.editHeader(file, header -> header.putLong(TableFormat.OFFSET_FINGERPRINT, Rules.NO_BONUS.fingerprint()));
        assertProblem(Problem.BAD_HEADER, "rules fingerprint", () -> TableReader.open(file, Rules.NO_BONUS));
    }

    @Test
    void open_severalProblems_reportsTheFirstInCheckOrder() throws IOException {
        // Wrong rules, short and corrupt: the rules are checked before the length and the CRC.
        TableFixtures.writeFake(Rules.FREE_CHOICE, file);
        TableFixtures.flipByte(file, 5000);
        TableFixtures.truncate(file, 100_000);
        assertProblem(Problem.OTHER_RULES, "rules", () -> TableReader.open(file, Rules.OFFICIAL));
        assertProblem(Problem.TRUNCATED, "truncated", () -> TableReader.open(file));
    }

    /** Forged values, with both CRCs recomputed: the checksums pass, the value checks do not. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(doubles = {Double.NaN, 1575.0000000000002, 1e9, Double.POSITIVE_INFINITY, -1, -0.0, Double.NEGATIVE_INFINITY})
    void open_forgedValueOutOfRange_reportsBadValueNamingTheState(double forged) throws IOException {
        TableFixtures.forgeValue(file, 123_456, forged);
        TableException e = assertProblem(Problem.BAD_VALUE, "value: state 123456", () -> TableReader.open(file));
        assertEquals("value: state 123456 holds " + forged + ", expected a value in 0..1575 (no game scores "
                + "more; the values were not written by this program's solver)", e.detail());
        TableReader.readHeader(file); // the header is fine
    }

    @Test
    void open_forgedNaNWithPayloadBits_reportsBadValue() throws IOException {
        // A NaN with a payload, not Java's canonical one: the raw bits must be checked.
        TableFixtures.forgeValue(file, StateIndex.STATES - 1, Double.longBitsToDouble(0x7ff8_0000_0000_0001L));
        assertProblem(Problem.BAD_VALUE, "value: state " + (StateIndex.STATES - 1) + " holds NaN", () -> TableReader.open(file));
    }

    @Test
    void open_valuesAtTheEdgesOfTheRange_open() throws IOException {
        TableFixtures.forgeValue(file, 1, 1575.0);
        TableFixtures.forgeValue(file, 2, 0.0);
        TableFixtures.forgeValue(file, 3, Double.MIN_VALUE);
        MappedTable table = TableReader.open(file);
        assertEquals(1575.0, table.value(1));
        assertEquals(0.0, table.value(2));
    }

    @Test
    void open_forgedStartValue_reportsBadValue() throws IOException {
        // In range, but not the score the header records: a forgery of the headline figure.
        TableFixtures.forgeValue(file, TableFormat.START_STATE, 300.0);
        TableException e = assertProblem(Problem.BAD_VALUE, "start value", () -> TableReader.open(file));
        double recorded = TableReader.readHeader(file).expectedScore();
        assertEquals("start value: state " + TableFormat.START_STATE + " (a new game) holds 300.0, but the header's "
                + "expected score is " + recorded + " (the values were changed)",
                e.detail());
    }

    @Test
    void open_forgedExpectedScore_reportsBadValue() throws IOException {
        TableFixtures.forgeExpectedScore(file, 254.5);
        assertProblem(Problem.BAD_VALUE, "start value", () -> TableReader.open(file));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(doubles = {Double.NaN, -0.5, 1575.5, Double.POSITIVE_INFINITY})
    void open_expectedScoreOutOfRange_reportsBadHeaderField(double forged) throws IOException {
        TableFixtures.forgeExpectedScore(file, forged);
        TableException e = assertProblem(Problem.BAD_HEADER, "expected score", () -> TableReader.readHeader(file));
        assertEquals("expected score: " + forged + ", expected a value in 0..1575", e.detail());
    }
}
