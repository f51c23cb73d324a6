package org.yahtzee.cli.tables;

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
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.HostileTables;
import org.yahtzee.cli.OfficialTable;
import org.yahtzee.cli.text.Hex;
import org.yahtzee.files.SpecialFiles;
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
        assertEquals("ok: " + table + ": rules official, 536448 states, CRC32C " + Hex.of32(crc)
                + ", expected score 254.587729; checked header, length, CRC32C, every value in 0..1575, start value"
                + " (--deep also solves again)\n", run.out());
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
        assertEquals("yahtzee-error/1", json.get("format").asText());
        assertEquals("table", json.get("kind").asText());
        assertEquals("CHECKSUM", json.get("problem").asText());
        assertEquals(corrupt.toString(), json.get("file").asText());
        assertTrue(run.err().startsWith("error: "), run.transcript());
    }

    /** With --json a payload that does not check out is the error object alone: stdout holds one object. */
    @Test
    void info_jsonFlippedPayloadByte_errorObjectOnly_exits3() throws IOException {
        Path corrupt = corruptCopy();

        CommandRun run = CommandRun.run(work, "tables", "info", "--json", corrupt.toString());

        assertEquals(1, run.out().lines().count(), run.transcript());
        assertProblemJson(run, corrupt, "CHECKSUM", run.err().substring("error: ".length()).strip());
        assertTrue(run.err().toLowerCase(Locale.ROOT).contains("checksum"), run.transcript());
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
        // The header's double to the 8 decimals JSON gives every expected score (docs/json.md, "Numbers").
        assertEquals(TableReader.readHeader(table).expectedScore(), json.get("expectedScore").asDouble(), 5e-9);
        assertEquals(254.58772873, json.get("expectedScore").asDouble());
        assertFalse(json.get("deep").asBoolean());
        assertEquals("[\"header\",\"length\",\"crc32c\",\"valueRange\",\"startValue\"]", json.get("checks").toString());
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
        // The header's double to the 8 decimals that are right (docs/precision.md).
        assertTrue(run.out().contains("expected score  254.58772873 (as solved"), run.transcript());
        assertTrue(run.out().contains("values          check out: CRC32C, all in 0..1575, the start state's as the "
                + "header's\n"), run.transcript());
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
        assertEquals(4_291_584L, json.get("payloadBytes").asLong());
        assertEquals(org.yahtzee.tables.TableFormat.VERSION, json.get("formatVersion").asInt());
        assertEquals(254.58772873, json.get("expectedScore").asDouble());
        assertTrue(json.get("ok").asBoolean());
    }

    @Test
    void info_flippedPayloadByte_printsHeaderThenExits3() throws IOException {
        Path corrupt = corruptCopy();

        CommandRun run = CommandRun.run(work, "tables", "info", corrupt.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("rules           official"), run.transcript());
        assertTrue(run.out().contains("values          do not check out (the error follows)\n"), run.transcript());
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

    @Test
    void info_jsonMissingFile_printsErrorObjectThenExits3() throws IOException {
        Path missing = work.resolve("missing.ytable");

        CommandRun run = CommandRun.run(work, "tables", "info", "--json", missing.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertProblemJson(run, missing, "NOT_FOUND", missing + ": not found");
    }

    /** A FIFO opened for reading blocks until a writer comes: neither command may open it. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"info", "verify"})
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void infoAndVerify_fifo_refusedWithoutBlocking(String command) throws Exception {
        Path fifo = SpecialFiles.fifo(work.resolve("official.ytable"));

        CommandRun text = CommandRun.run(work, "tables", command, fifo.toString());
        CommandRun json = CommandRun.run(work, "tables", command, "--json", fifo.toString());

        assertEquals(3, text.exitCode(), text.transcript());
        assertEquals("error: " + fifo + ": is a FIFO (named pipe), not a table file\n", text.err());
        assertEquals("", text.out());
        assertProblemJson(json, fifo, "NOT_A_FILE", fifo + ": is a FIFO (named pipe), not a table file");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"info", "verify"})
    void infoAndVerify_folder_refusedWithoutJavaNames(String command) throws IOException {
        Path folder = Files.createDirectory(work.resolve("official.ytable"));

        CommandRun run = CommandRun.run(work, "tables", command, "--json", folder.toString());

        assertProblemJson(run, folder, "NOT_A_FILE", folder + ": is a folder, not a table file");
    }

    @Test
    void verify_versionOneTable_saysOlderVersion() throws IOException {
        Path old = HostileTables.versionCopy(table, work.resolve("v1.ytable"), 1);

        CommandRun run = CommandRun.run(work, "tables", "verify", old.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: " + old + ": format version 1 is older than this program reads (4): solve again\n", run.err());
    }

    /** Forged values with both CRCs computed again, each refused with its own problem. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(doubles = {Double.NaN, 1576, -1})
    void verify_forgedImpossibleValue_refusedAsBadValue(double forged) throws IOException {
        Path forgery = HostileTables.forgedCopy(table, work.resolve("forged.ytable"), 300_000, forged);

        CommandRun run = CommandRun.run(work, "tables", "verify", "--json", forgery.toString());

        assertProblemJson(run, forgery, "BAD_VALUE", forgery + ": value: state 300000 holds " + forged
                + ", expected a value in 0..1575 (no game scores more; the values were not written by this program's solver)");
    }

    @Test
    void verify_forgedStartValue_refusedAsBadValue() throws IOException {
        Path forgery = HostileTables.forgedCopy(table, work.resolve("forged.ytable"), 0, 260.0);

        CommandRun run = CommandRun.run(work, "tables", "verify", forgery.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: " + forgery + ": start value: state 0 (a new game) holds 260.0, "
                + "but the header's expected score is 254.5877"), run.transcript());
    }

    @Test
    void verifyDeep_goodTable_okAfterSolving() throws IOException {
        CommandRun run = CommandRun.run(work, "tables", "verify", "--deep", "--json", table.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertTrue(json.get("deep").asBoolean());
        assertEquals("solve", json.get("checks").get(5).asText());
    }

    @Test
    void verifyDeep_plausibleForgedValue_passesTheLoadChecksButNotTheSolve() throws IOException {
        Path forgery = HostileTables.forgedCopy(table, work.resolve("forged.ytable"), 300_000, 100.0);

        CommandRun plain = CommandRun.run(work, "tables", "verify", forgery.toString());
        CommandRun deep = CommandRun.run(work, "tables", "verify", "--deep", forgery.toString());

        assertEquals(0, plain.exitCode(), plain.transcript());
        assertEquals(3, deep.exitCode(), deep.transcript());
        assertEquals("", deep.out());
        assertTrue(deep.err().startsWith("error: " + forgery + ": values: 1 of 536448 states differ from a new solve "
                + "of official; the first, state 300000, holds 100.0 where solving gives "), deep.transcript());
    }

    /** The error object of a table on stdout, the same message on stderr, exit 3. */
    private static void assertProblemJson(CommandRun run, Path file, String problem, String error) throws IOException {
        assertEquals(3, run.exitCode(), run.transcript());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertEquals("yahtzee-error/1", json.get("format").asText());
        assertEquals(3, json.get("exitCode").asInt());
        assertEquals("table", json.get("kind").asText());
        assertEquals(file.toString(), json.get("file").asText());
        assertEquals(problem, json.get("problem").asText());
        assertEquals(error, json.get("message").asText());
        assertEquals("error: " + error + "\n", run.err());
    }

    /** A copy of the table with one byte in the middle of the payload inverted. */
    private Path corruptCopy() throws IOException {
        Path copy = work.resolve("corrupt.table");
        byte[] bytes = Files.readAllBytes(table);
        bytes[bytes.length / 2] ^= (byte) 0xff;
        return Files.write(copy, bytes);
    }
}
