package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableReader;

final class TablesCommandTest {

    @TempDir
    Path work;

    private final Path table = OfficialTable.file();

    @Test
    void verify_goodTable_printsOkLine() {
        int crc = TableReader.readHeader(table).payloadCrc32c();

        CommandRun run = CommandRun.run(work, "tables", "verify", table.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("ok: " + table + ": rules official, 536448 states, CRC32C " + Hex.of32(crc) + "\n",
                run.out());
        assertEquals("", run.err());
    }

    @Test
    void verify_flippedPayloadByte_exit3WithChecksumError() throws IOException {
        Path corrupt = corruptCopy();

        CommandRun run = CommandRun.run(work, "tables", "verify", corrupt.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(1, run.errLines().size(), run.transcript());
        assertTrue(run.err().startsWith("error: "), run.transcript());
        assertTrue(run.err().toLowerCase(Locale.ROOT).contains("checksum"), run.transcript());
        assertTrue(run.err().contains(corrupt.toString()), "the error names the file: " + run.transcript());
        assertEquals("", run.out());
    }

    @Test
    void verify_jsonFlippedPayloadByte_printsProblemAndExits3() throws IOException {
        Path corrupt = corruptCopy();

        CommandRun run = CommandRun.run(work, "tables", "verify", "--json", corrupt.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertFalse(json.get("ok").asBoolean());
        assertEquals("CHECKSUM", json.get("problem").asText());
        assertEquals(corrupt.toString(), json.get("file").asText());
        assertTrue(run.err().startsWith("error: "), run.transcript());
    }

    @Test
    void verify_json_hasFields() throws IOException {
        CommandRun run = CommandRun.run(work, "tables", "verify", "--json", table.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertTrue(json.get("ok").asBoolean());
        assertEquals("official", json.get("rules").asText());
        assertEquals(536_448, json.get("states").asInt());
        assertTrue(json.get("crc32c").asText().matches("0x[0-9a-f]{8}"), run.out());
    }

    @Test
    void verify_otherRulesRequired_exit3() {
        CommandRun run = CommandRun.run(work, "tables", "verify", "--rules", "free-choice", table.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: "), run.transcript());
    }

    @Test
    void verify_sameRulesRequired_ok() {
        CommandRun run = CommandRun.run(work, "tables", "verify", "--rules", "official", table.toString());

        assertEquals(0, run.exitCode(), run.transcript());
    }

    @Test
    void verify_missingFile_exit3() {
        Path missing = work.resolve("missing.table");

        CommandRun run = CommandRun.run(work, "tables", "verify", missing.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: "), run.transcript());
        assertTrue(run.err().contains(missing.toString()), run.transcript());
        assertEquals(1, run.errLines().size(), run.transcript());
    }

    @Test
    void info_goodTable_printsHeaderAndExpectedScore() {
        CommandRun run = CommandRun.run(work, "tables", "info", table.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("rules           official (fingerprint "
                + Hex.of64(Rules.OFFICIAL.fingerprint()) + ")"), run.transcript());
        assertTrue(run.out().contains("states          536448\n"), run.transcript());
        assertTrue(run.out().contains("format version  "), run.transcript());
        assertTrue(run.out().contains("CRC32C 0x"), run.transcript());
        // float32 as stored: 254.587729 rounds to 254.58772 (the ulp there is 1.5e-5)
        assertTrue(run.out().contains("expected score  254.58772 (float32 as stored"), run.transcript());
    }

    @Test
    void info_json_hasHeaderFields() throws IOException {
        CommandRun run = CommandRun.run(work, "tables", "info", "--json", table.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertEquals("official", json.get("rules").asText());
        assertEquals(Hex.of64(Rules.OFFICIAL.fingerprint()), json.get("rulesFingerprint").asText());
        assertEquals(536_448, json.get("states").asInt());
        assertEquals(Files.size(table), json.get("bytes").asLong());
        assertEquals(2_145_792L, json.get("payloadBytes").asLong());
        assertEquals(org.yahtzee.tables.TableFormat.VERSION, json.get("formatVersion").asInt());
        assertEquals(254.587729, json.get("expectedScore").asDouble(), 1e-5);
    }

    @Test
    void info_flippedPayloadByte_printsHeaderThenExits3() throws IOException {
        Path corrupt = corruptCopy();

        CommandRun run = CommandRun.run(work, "tables", "info", corrupt.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("rules           official"), run.transcript());
        assertFalse(run.out().contains("254.58"), run.transcript());
        assertTrue(run.err().toLowerCase(Locale.ROOT).contains("checksum"), run.transcript());
    }

    @Test
    void info_notATable_exit3() throws IOException {
        Path text = Files.writeString(work.resolve("notes.txt"), "not a table, just some words\n".repeat(20));

        CommandRun run = CommandRun.run(work, "tables", "info", text.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: "), run.transcript());
        assertEquals("", run.out());
    }

    @Test
    void info_missingFile_exit3() {
        CommandRun run = CommandRun.run(work, "tables", "info", work.resolve("missing.table").toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: "), run.transcript());
    }

    /** A copy of the table with one byte in the middle of the payload inverted. */
    private Path corruptCopy() throws IOException {
        Path copy = work.resolve("corrupt.table");
        byte[] bytes = Files.readAllBytes(table);
        bytes[bytes.length / 2] ^= (byte) 0xff;
        return Files.write(copy, bytes);
    }
}
