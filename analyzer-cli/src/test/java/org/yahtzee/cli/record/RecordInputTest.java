package org.yahtzee.cli.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.files.SpecialFiles;

/**
 * How a record's characters come in: strict UTF-8 with the bad bytes placed exactly, a
 * byte-order mark skipped, columns in characters however long a JSON line, files that are not
 * regular (a FIFO read twice through its spool, {@code /dev/zero} stopped by the line bound).
 */
final class RecordInputTest {

    @TempDir
    Path work;

    private static List<String> problems(byte[] bytes) throws IOException {
        try (Reader in = new StrictUtf8Reader(new ByteArrayInputStream(bytes))) {
            List<String> found = new ArrayList<>();
            for (RecordProblem p : GameRecordReader.read("t", in, GameRecordReader.Options.check(null), null).problems()) {
                found.add(p.line() + ":" + p.column() + " " + p.message());
            }
            return found;
        }
    }

    private static byte[] withBadByte(String before, String after) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes(before.getBytes(StandardCharsets.UTF_8));
        bytes.write(0xff); // never in UTF-8
        bytes.writeBytes(after.getBytes(StandardCharsets.UTF_8));
        return bytes.toByteArray();
    }

    /** 2,000 lines, 90 KB: the bad byte is far past the first block a decoder reads. */
    @Test
    void bytesThatAreNotUtf8_areOneProblem_whereTheyAre_inText() throws IOException {
        String lines = "# a comment line of some length, to fill the blocks the decoder reads\n".repeat(1999);
        assertEquals(List.of("2000:8 not UTF-8: bytes that are no character here, expected a game record in UTF-8 text "
                + "(reading stops here)"), problems(withBadByte(lines + "# caf\u00e9 ", "x\n1: nonsense\n")));
    }

    @Test
    void bytesThatAreNotUtf8_areOneProblem_whereTheyAre_inJson() throws IOException {
        StringBuilder head = new StringBuilder("{\"games\": [\n");
        for (int game = 1; game <= 1000; game++) {
            head.append("{\"game\": ").append(game).append(", \"players\": []},\n");
        }
        head.append("{\"players\": [{\"name\": \"caf\u00e9 ");
        assertEquals(List.of("1002:29 not UTF-8: bytes that are no character here, expected a game record in UTF-8 text "
                + "(reading stops here)"), problems(withBadByte(head.toString(), "\"}]}]}")));
    }

    @Test
    void aByteOrderMark_isSkipped_inBothForms() throws IOException {
        assertEquals(List.of("1:16 unknown box 'sevens': expected one of ones, twos, threes, fours, fives, sixes, "
                + "three-of-a-kind, four-of-a-kind, full-house, small-straight, large-straight, yahtzee, chance or an alias "
                + "(docs/rules.md lists them)"),
                problems("\uFEFF1: 22351 score sevens\n".getBytes(StandardCharsets.UTF_8)));
        assertEquals(List.of("1:2 unknown field 'x': expected format, rules or games"),
                problems("\uFEFF{\"x\": 1}".getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * A minified record is one line: here 300,000 characters, each game's player named with an
     * emoji, and a bad roll at the end. Its column counts each emoji once, far past the window of
     * chars {@link CodePointColumns} keeps.
     */
    @Test
    void jsonColumns_countCharacters_onALineLongerThanTheWindow() throws IOException {
        StringBuilder json = new StringBuilder("{\"games\": [");
        for (int game = 1; game <= 5000; game++) {
            json.append("{\"game\": ").append(game).append(", \"players\": [{\"name\": \"\uD83C\uDFB2 ").append(game)
                    .append("\", \"turns\": []}]}, ");
        }
        json.append("{\"players\": [{\"name\": \"\uD83C\uDFB2\", \"turns\": [{\"turn\": 1, \"rolls\": [");
        int column = json.codePointCount(0, json.length()) + 1;
        json.append("\"2235x\"], \"kept\": [], \"box\": \"chance\"}]}]}]}");
        assertTrue(json.length() > 8 * CodePointColumns.WINDOW, json.length() + " chars: a line longer than the window");
        assertEquals(List.of("1:" + column + " '2235x' is not a roll: 'x' is not a die, expected five digits 1..6"),
                problems(json.toString().getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void jsonColumns_afterCarriageReturns_andAnEmoji() throws IOException {
        assertEquals(List.of("3:1 unknown field '\uD83C\uDFB2': expected format, rules or games",
                "3:9 unknown field 'b': expected format, rules or games"),
                problems("{\r\n\"rules\": \"official\",\r\n\"\uD83C\uDFB2\": 1, \"b\": 2}".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void devZero_failsAtTheLineBound_quickly() {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "a system with /dev/zero");
        List<RecordProblem> problems = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            try (RecordSource source = RecordSource.of(Path.of("/dev/zero")); Reader in = source.open()) {
                return GameRecordReader.read(source.name(), in, GameRecordReader.Options.check(null), null).problems();
            }
        });
        assertEquals(List.of("/dev/zero:1:10001: line 1 is longer than 10,000 characters: expected a line of a game "
                + "record (reading stops here)"), problems.stream().map(RecordProblem::toString).toList());
    }

    /** A FIFO (as {@code <(...)} gives) is read once; the second reading comes from the spool. */
    @Test
    void aFifo_isReadTwice_throughItsSpool() throws Exception {
        Path fifo = SpecialFiles.fifo(work.resolve("record.fifo"));
        String record = "1: 22351 keep 22 -> 22664 score twos 4\n2: 12345 score ls\n";
        Thread writer = new Thread(() -> {
            try {
                Files.writeString(fifo, record); // blocks until the reading opens the FIFO
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        writer.start();
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            try (RecordSource source = RecordSource.of(fifo)) {
                List<GameRecord.Game> first = new ArrayList<>();
                List<GameRecord.Game> second = new ArrayList<>();
                try (Reader in = source.open()) {
                    GameRecordReader.Outcome outcome = GameRecordReader.read(source.name(), in,
                            GameRecordReader.Options.grade(null), first::add);
                    assertTrue(outcome.isValid(), outcome.problems().toString());
                }
                try (Reader in = source.open()) {
                    GameRecordReader.read(source.name(), in, GameRecordReader.Options.grade(null), second::add);
                }
                assertEquals(GameRecordReader.parse("t", record, null).record().games().toString()
                        .replaceAll("SourcePosition\\[[^]]*]", ""), second.toString().replaceAll("SourcePosition\\[[^]]*]", ""));
                assertEquals(first.toString(), second.toString());
            }
        });
        writer.join();
    }

    @Test
    void aFolder_isNotARecord() {
        IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class, () -> RecordSource.of(work));
        assertEquals(work + " is a folder: expected a game record file", e.getMessage());
    }
}
