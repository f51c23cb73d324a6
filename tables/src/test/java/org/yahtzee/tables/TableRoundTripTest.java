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
    void open_writtenOfficial_everyValueIsTheSolvedDoubleBitForBit() {
        MappedTable table = TableReader.open(file, Rules.OFFICIAL);
        for (int i = 0; i < StateIndex.STATES; i++) {
            if (Double.doubleToRawLongBits(table.value(i)) != Double.doubleToRawLongBits(solved.value(i) + 0.0)) {
                assertEquals(solved.value(i), table.value(i), "state " + i);
            }
        }
        assertEquals(Rules.OFFICIAL, table.rules());
    }

    @Test
    void open_writtenOfficial_expectedScoreIsTheSolvedDouble() {
        MappedTable table = TableReader.open(file, Rules.OFFICIAL);
        assertEquals(solved.expectedScore(), table.expectedScore());
    }

    @Test
    void write_official_fileIsHeaderPlusEightBytesPerState() throws IOException {
        assertEquals(4_291_664L, Files.size(file));
        assertEquals(TableFormat.fileLength(), Files.size(file));
    }

    @Test
    void readHeader_writtenOfficial_recordsRulesAndLengths() {
        TableHeader header = TableReader.readHeader(file);
        assertEquals(TableFormat.VERSION, header.formatVersion());
        assertEquals(Rules.OFFICIAL.fingerprint(), header.rulesFingerprint());
        assertEquals("official", header.rulesName());
        assertEquals(536_448, header.stateCount());
        assertEquals(4_291_584L, header.payloadLength());
        assertEquals(solved.expectedScore(), header.expectedScore(), "the solver's double");
        assertEquals(header, TableReader.open(file).header());
    }

    @Test
    void write_official_payloadIsLittleEndianFloat64InStateOrder() throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(file));
        int start = StateIndex.index(0, 0, false);
        int last = StateIndex.STATES - 1;
        for (int i : new int[] {start, 1, 4097, last}) {
            int offset = TableFormat.HEADER_LENGTH + 8 * i;
            long bits = 0;
            for (int b = 7; b >= 0; b--) {
                bits = bits << 8 | (bytes.get(offset + b) & 0xff);
            }
            assertEquals(solved.value(i) + 0.0, Double.longBitsToDouble(bits), "state " + i);
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
