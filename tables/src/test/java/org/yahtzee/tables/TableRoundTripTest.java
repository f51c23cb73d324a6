package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.state.StateIndex;

final class TableRoundTripTest {

    @TempDir
    static Path directory;

    private static SolvedValues solved;
    private static Path file;

    @BeforeAll
    static void writeOfficial() throws IOException {
        solved = TableFixtures.official();
        file = directory.resolve("official.ytable");
        TableWriter.write(solved, file);
    }

    @Test
    void open_writtenOfficial_everyValueIsTheSolvedValueAsFloat() {
        MappedTable table = TableReader.open(file, Rules.OFFICIAL);
        for (int i = 0; i < StateIndex.STATES; i++) {
            if (table.value(i) != (float) solved.value(i)) {
                assertEquals((float) solved.value(i), table.value(i), "state " + i);
            }
        }
        assertEquals(Rules.OFFICIAL, table.rules());
    }

    @Test
    void open_writtenOfficial_expectedScoreWithinFloatRounding() {
        MappedTable table = TableReader.open(file, Rules.OFFICIAL);
        // float32 near 254 has ulp 2^-16: the stored score is within 1e-5 of the solved one.
        assertEquals(solved.expectedScore(), table.expectedScore(), 1e-5);
    }

    @Test
    void write_official_fileIsHeaderPlusFourBytesPerState() throws IOException {
        assertEquals(2_145_872L, Files.size(file));
        assertEquals(TableFormat.fileLength(), Files.size(file));
    }

    @Test
    void readHeader_writtenOfficial_recordsRulesAndLengths() {
        TableHeader header = TableReader.readHeader(file);
        assertEquals(TableFormat.VERSION, header.formatVersion());
        assertEquals(Rules.OFFICIAL.fingerprint(), header.rulesFingerprint());
        assertEquals("official", header.rulesName());
        assertEquals(536_448, header.stateCount());
        assertEquals(2_145_792L, header.payloadLength());
        assertEquals(solved.expectedScore(), header.expectedScore(), "the solver's double, not a float32");
        assertEquals(header, TableReader.open(file).header());
    }

    @Test
    void write_official_payloadIsLittleEndianFloat32InStateOrder() throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(file));
        int start = StateIndex.index(0, 0, false);
        int last = StateIndex.STATES - 1;
        for (int i : new int[] {start, 1, 4097, last}) {
            int offset = TableFormat.HEADER_LENGTH + 4 * i;
            int bits = (bytes.get(offset) & 0xff) | (bytes.get(offset + 1) & 0xff) << 8
                    | (bytes.get(offset + 2) & 0xff) << 16 | (bytes.get(offset + 3) & 0xff) << 24;
            assertEquals((float) solved.value(i), Float.intBitsToFloat(bits), "state " + i);
        }
    }

    @Test
    void open_withoutExpectedRules_takesRulesFromHeader() throws IOException {
        for (Rules rules : new Rules[] {Rules.FREE_CHOICE, TableFixtures.FORCED_NO_BONUS}) {
            Path other = TableFixtures.writeFake(rules, directory.resolve(rules.piecewiseName() + ".ytable"));
            MappedTable table = TableReader.open(other);
            assertEquals(rules, table.rules());
            assertEquals(rules.canonicalName(), table.header().rulesName());
            assertEquals(TableFixtures.fake(rules).value(12345), table.value(12345));
        }
    }

    @Test
    void write_existingTable_isReplaced() throws IOException {
        Path replaced = TableFixtures.writeFake(Rules.FREE_CHOICE, directory.resolve("replaced.ytable"));
        TableFixtures.writeFake(Rules.ORIGINAL, replaced);
        assertEquals(Rules.ORIGINAL, TableReader.open(replaced).rules());
    }
}
