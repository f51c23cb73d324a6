package org.yahtzee.tables;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ShortBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntToDoubleFunction;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/** Shared test data: the official solve (once per JVM, about half a second) and fast fake values. */
final class TableFixtures {

    /** A rule set whose canonical name exercises the file-name mapping and a long name field. */
    static final Rules FORCED_NO_BONUS = new Rules(JokerRule.FORCED, false);

    private TableFixtures() {
    }

    /**
     * The official rules solved once for all test classes (surefire reuses one JVM): the
     * solver's tests' {@link SolvedTables}, which the engine's fixtures solve from too (a solve
     * of its own here was a second official solve in this module's test JVM).
     */
    static SolvedValues official() {
        return SolvedTables.of(Rules.OFFICIAL);
    }

    /**
     * Values that need no solving: state i has (i mod 5000) / 4 plus a per-rules offset 0..255,
     * so every value is in the range a table may hold (at most 1504.75 of 1575), all exact in
     * binary, and two rule sets never share a payload.
     */
    static StateValues fake(Rules rules) {
        double offset = rules.fingerprint() & 0xff;
        return values(rules, stateIndex -> stateIndex % 5000 / 4.0 + offset);
    }

    /** The values {@code value} gives each state, for {@code rules}. */
    static StateValues values(Rules rules, IntToDoubleFunction value) {
        return new StateValues() {
            @Override
            public Rules rules() {
                return rules;
            }

            @Override
            public double value(int stateIndex) {
                return value.applyAsDouble(stateIndex);
            }
        };
    }

    /** Writes fake values for {@code rules} to {@code file} and returns the file. */
    static Path writeFake(Rules rules, Path file) throws IOException {
        TableWriter.write(fake(rules), file);
        return file;
    }

    /**
     * Fills a policy payload (little-endian) with decisions every state and roll can take, not
     * solved ones (seconds less than a build): in each row of a card with an open box both keeps
     * index 0 (every roll has one) and the box the card's first open one; game-over rows zero.
     */
    static void fillGoodPolicy(ByteBuffer payload) {
        ShortBuffer entries = payload.duplicate().order(TableFormat.BYTE_ORDER).asShortBuffer();
        short[] row = new short[PolicyTable.ROW];
        for (int mask = 0; mask < Category.ALL_USED; mask++) { // game-over rows stay zero
            Arrays.fill(row, (short) PolicyTable.encode(0, 0, Integer.numberOfTrailingZeros(~mask)));
            for (int s = StateIndex.offset(mask); s < StateIndex.offset(mask + 1); s++) {
                entries.put(s * PolicyTable.ROW, row);
            }
        }
    }

    /** Inverts every bit of one byte of the file, in place. */
    static void flipByte(Path file, long offset) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        bytes[Math.toIntExact(offset)] ^= (byte) 0xff;
        Files.write(file, bytes);
    }

    /** Keeps the first {@code length} bytes of the file. */
    static void truncate(Path file, long length) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, Math.toIntExact(length)));
    }

    /**
     * Sets the float64 of one state, then recomputes the payload CRC and the header CRC: a
     * forgery that the checksums do not catch.
     */
    static void forgeValue(Path file, int stateIndex, double value) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer.wrap(bytes).order(TableFormat.BYTE_ORDER)
                .putDouble(TableFormat.HEADER_LENGTH + TableFormat.BYTES_PER_STATE * stateIndex, value);
        writeWithCrcs(file, bytes);
    }

    /** Sets the float64 of one state of a second-moments file, both CRCs recomputed: a forgery. */
    static void forgeMoment(Path file, int stateIndex, double value) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer.wrap(bytes).order(TableFormat.BYTE_ORDER).putDouble(TableFormat.HEADER_LENGTH + Double.BYTES * stateIndex, value);
        writeWithCrcs(file, bytes);
    }

    /** Writes the file's bytes with both CRCs computed again for them. */
    private static void writeWithCrcs(Path file, byte[] bytes) throws IOException {
        ByteBuffer all = ByteBuffer.wrap(bytes).order(TableFormat.BYTE_ORDER);
        CRC32C crc = new CRC32C();
        crc.update(bytes, TableFormat.HEADER_LENGTH, bytes.length - TableFormat.HEADER_LENGTH);
        all.putInt(TableFormat.OFFSET_PAYLOAD_CRC, (int) crc.getValue());
        all.putInt(TableFormat.OFFSET_HEADER_CRC, HeaderCodec.headerCrc(bytes));
        Files.write(file, bytes);
    }

    /** Records another expected score in the header, with the header CRC recomputed. */
    static void forgeExpectedScore(Path file, double expectedScore) throws IOException {
        editHeader(file, header -> header.putDouble(TableFormat.OFFSET_EXPECTED_SCORE, expectedScore));
    }

    /**
     * Lets {@code edit} change the header, then recomputes the header CRC: the file carries a
     * field a writer put there, not damage the checksum would catch.
     */
    static void editHeader(Path file, Consumer<ByteBuffer> edit) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer header = ByteBuffer.wrap(bytes, 0, TableFormat.HEADER_LENGTH).slice()
                .order(TableFormat.BYTE_ORDER);
        edit.accept(header);
        byte[] head = Arrays.copyOf(bytes, TableFormat.HEADER_LENGTH);
        header.putInt(TableFormat.OFFSET_HEADER_CRC, HeaderCodec.headerCrc(head));
        Files.write(file, bytes);
    }

    /** The names of the entries of {@code folder}, sorted. */
    static List<String> entries(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
