package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.state.StateIndex;

/**
 * Pins format version 4 to a committed fixture: the header bytes of the official table. Bytes
 * 0..63 are the format; bytes 64..79 (the expected score, the payload CRC, and the header CRC
 * over both) are the solver's signature and change whenever the official expected score changes
 * in any bit or any official value changes in any bit. Run with
 * {@code -Dtables.updateFixtures=true} to rewrite the fixture (FORMAT.md, "Fixtures"). The
 * version-1, -2 and -3 fixtures stay to show that such tables are refused by name.
 */
final class HeaderFixtureTest {

    static final String FIXTURE = "/fixtures/official-v4-header.hex";
    static final Path FIXTURE_SOURCE = Path.of("src/test/resources" + FIXTURE);
    /** Format version 1, which this program refuses: a 72-byte header, no expected score. */
    static final String FIXTURE_V1 = "/fixtures/official-v1-header.hex";
    static final int HEADER_LENGTH_V1 = 72;
    /** Format version 2, which this program refuses: no kind, a 32-byte rules name. */
    static final String FIXTURE_V2 = "/fixtures/official-v2-header.hex";
    /** Format version 3, which this program refuses: float32 values, 4 bytes a state. */
    static final String FIXTURE_V3 = "/fixtures/official-v3-header.hex";

    @TempDir
    static Path directory;

    private static SolvedValues solved;
    private static byte[] written;
    private static byte[] fixture;

    @BeforeAll
    static void writeOfficial() throws IOException {
        solved = TableFixtures.official();
        Path file = directory.resolve("official.ytable");
        TableWriter.write(solved, file);
        written = Arrays.copyOf(Files.readAllBytes(file), TableFormat.HEADER_LENGTH);
        if (Boolean.getBoolean("tables.updateFixtures")) {
            // Surefire runs in the module directory; the copy on the class path is the old one.
            Files.writeString(FIXTURE_SOURCE, fixtureText(written));
            fixture = parseFixture(fixtureText(written), TableFormat.HEADER_LENGTH);
        } else {
            fixture = readFixture(FIXTURE, TableFormat.HEADER_LENGTH);
        }
    }

    @Test
    void write_official_formatBytesMatchFixture() {
        if (!Arrays.equals(written, 0, TableFormat.OFFSET_EXPECTED_SCORE, fixture, 0, TableFormat.OFFSET_EXPECTED_SCORE)) {
            fail("the header layout differs from " + FIXTURE + ": an accidental format change? If it is "
                    + "deliberate, bump TableFormat.VERSION and regenerate (FORMAT.md). Written:\n"
                    + fixtureText(written));
        }
    }

    @Test
    void write_official_checksumsMatchFixture_solverSignature() {
        if (!Arrays.equals(written, fixture)) {
            fail("the official expected score or values changed (bytes 64..79 differ from " + FIXTURE
                    + "): the format is unchanged, the solver's results are not. If that is intended, "
                    + "regenerate the fixture and quote the new score and CRC in the commit. Written:\n"
                    + fixtureText(written));
        }
    }

    @Test
    void readHeader_fixtureWithZeroPayload_parsesEveryField() throws IOException {
        Path file = directory.resolve("zeros.ytable");
        Files.write(file, concat(fixture, new byte[StateIndex.STATES * 8]));
        TableHeader header = TableReader.readHeader(file);
        ByteBuffer fields = ByteBuffer.wrap(fixture).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(new TableHeader(4, TableKind.VALUES, Rules.OFFICIAL.fingerprint(), "official", 536_448, 4_291_584L,
                fields.getDouble(64), fields.getInt(72)), header);
        assertEquals(solved.expectedScore(), header.expectedScore(), "the solver's double, every bit");
        TableException e = assertThrows(TableException.class, () -> TableReader.open(file, Rules.OFFICIAL));
        assertEquals(Problem.CHECKSUM, e.problem());
    }

    @Test
    void open_fixtureWithSolvedPayload_opens() throws IOException {
        // The payload encoded here, independently of TableWriter: LE float64 in state order.
        ByteBuffer payload = ByteBuffer.allocate(StateIndex.STATES * 8).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < StateIndex.STATES; i++) {
            payload.putDouble(solved.value(i) + 0.0);
        }
        Path file = directory.resolve("fixture.ytable");
        Files.write(file, concat(fixture, payload.array()));
        MappedTable table = TableReader.open(file, Rules.OFFICIAL);
        assertEquals(solved.expectedScore(), table.expectedScore());
    }

    @Test
    void open_versionOneTwoAndThreeFixtures_refusedAsOlderVersion() throws IOException {
        // Each with a float32 payload of its length: the version is read before anything else.
        byte[] payload = new byte[StateIndex.STATES * Float.BYTES];
        byte[][] headers = {readFixture(FIXTURE_V1, HEADER_LENGTH_V1), readFixture(FIXTURE_V2, TableFormat.HEADER_LENGTH),
            readFixture(FIXTURE_V3, TableFormat.HEADER_LENGTH)};
        for (int version = 1; version <= 3; version++) {
            Path file = directory.resolve("v" + version + ".ytable");
            Files.write(file, concat(headers[version - 1], payload));
            for (Executable read : new Executable[] {() -> TableReader.readHeader(file), () -> TableReader.open(file)}) {
                TableException e = assertThrows(TableException.class, read);
                assertEquals(Problem.OLDER_VERSION, e.problem());
                assertEquals(file + ": format version " + version + " is older than this program reads (4): solve again",
                        e.getMessage());
            }
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    static byte[] readFixture(String resource, int length) {
        try (InputStream in = HeaderFixtureTest.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the test resources");
            }
            return parseFixture(new String(in.readAllBytes(), StandardCharsets.US_ASCII), length);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Hex pairs separated by any white space; '#' starts a comment to the end of the line. */
    static byte[] parseFixture(String text, int length) {
        StringBuilder hex = new StringBuilder();
        for (String line : text.split("\n")) {
            int comment = line.indexOf('#');
            hex.append((comment < 0 ? line : line.substring(0, comment)).replaceAll("\\s", ""));
        }
        byte[] bytes = new byte[hex.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        assertEquals(length, bytes.length, "fixture byte count");
        return bytes;
    }

    /** The fixture file's text for a header: one field a line, its offset and meaning as a comment. */
    static String fixtureText(byte[] header) {
        ByteBuffer in = ByteBuffer.wrap(header).order(ByteOrder.LITTLE_ENDIAN);
        String name = new String(header, 24, 28, StandardCharsets.UTF_8).replace("\0", "");
        return "# Header of the official table, format version 4: tables/FORMAT.md, \"Fixtures\".\n"
                + "# Hex bytes; '#' starts a comment. Written by HeaderFixtureTest with -Dtables.updateFixtures=true.\n"
                + field(header, 0, 8, "magic \"YZTBL\" CR LF SUB")
                + field(header, 8, 2, "format version " + Short.toUnsignedInt(in.getShort(8)))
                + field(header, 10, 2, "header length " + Short.toUnsignedInt(in.getShort(10)))
                + field(header, 12, 4, "state count " + Integer.toUnsignedLong(in.getInt(12)))
                + field(header, 16, 8, String.format("rules fingerprint 0x%016x", in.getLong(16)))
                + field(header, 24, 16, "rules name \"" + name + "\", NUL-padded")
                + field(header, 40, 12, "(rules name, continued)")
                + field(header, 52, 2, "kind " + Short.toUnsignedInt(in.getShort(52)) + " (values)")
                + field(header, 54, 2, "bytes per state " + Short.toUnsignedInt(in.getShort(54)))
                + field(header, 56, 8, "payload length " + in.getLong(56))
                + field(header, 64, 8, "expected score " + in.getDouble(64) + " (the solver's signature)")
                + field(header, 72, 4, String.format("payload CRC32C 0x%08x (the solver's signature)", in.getInt(72)))
                + field(header, 76, 4, String.format("header CRC32C 0x%08x", in.getInt(76)));
    }

    private static String field(byte[] header, int offset, int length, String comment) {
        String hex = TableFormat.hex(Arrays.copyOfRange(header, offset, offset + length), length);
        return String.format("%-48s # %2d  %s\n", hex, offset, comment);
    }
}
