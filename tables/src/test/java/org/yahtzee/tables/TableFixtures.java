package org.yahtzee.tables;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Consumer;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.Solver;
import org.yahtzee.solver.StateValues;

/** Shared test data: the official solve (once per JVM, about half a second) and fast fake values. */
final class TableFixtures {

    /** A rule set whose canonical name exercises the file-name mapping and a long name field. */
    static final Rules FORCED_NO_BONUS = new Rules(JokerRule.FORCED, false);

    private static SolvedValues official;

    private TableFixtures() {
    }

    /** The official rules solved once for all test classes (surefire reuses one JVM). */
    static synchronized SolvedValues official() {
        if (official == null) {
            official = Solver.solve(Rules.OFFICIAL);
        }
        return official;
    }

    /**
     * Values that need no solving: state i has i / 4 plus a per-rules offset, all exact in
     * float32 (i / 4 < 2^17 needs 19 of float's 24 bits), so two rule sets never share a payload.
     */
    static StateValues fake(Rules rules) {
        double offset = rules.fingerprint() & 0xff;
        return new StateValues() {
            @Override
            public Rules rules() {
                return rules;
            }

            @Override
            public double value(int stateIndex) {
                return stateIndex / 4.0 + offset;
            }
        };
    }

    /** Writes fake values for {@code rules} to {@code file} and returns the file. */
    static Path writeFake(Rules rules, Path file) throws IOException {
        TableWriter.write(fake(rules), file);
        return file;
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
}
