package org.yahtzee.cli.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.text.Hex;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableReader;

final class SolveCommandTest {

    @TempDir
    Path cache;

    @TempDir
    Path work;

    @Test
    void solve_officialToOut_printsScoreAndWritesTable() throws Exception {
        Path table = work.resolve("new-directory").resolve("official.ytable");

        CommandRun run = CommandRun.run(cache, "solve", "--rules", "official", "--out", table.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("expected score  254.587729 "), run.transcript());
        assertTrue(run.out().contains("rules           official (joker=forced,bonus=on)"), run.transcript());
        assertTrue(run.out().contains("states solved   536448"), run.transcript());
        int crc = TableReader.readHeader(table).payloadCrc32c();
        assertTrue(run.out().contains("table written   " + table.toAbsolutePath() + " ("
                + Files.size(table) + " bytes, CRC32C " + Hex.of32(crc) + ")\n"), run.transcript());
        assertEquals("", run.err(), "no progress line when stderr is not a terminal");
        try (var listing = Files.list(cache)) {
            assertEquals(0, listing.count(), "--out must not touch the cache");
        }
    }

    @Test
    void solve_jsonIntoCache_printsOneObjectAndProgressOnStderr() throws Exception {
        CommandRun run = CommandRun.runSolvingAfresh(cache, true, "solve", "--rules", "no-bonus", "--json");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(1, run.out().lines().count(), run.transcript());
        JsonNode json = new ObjectMapper().readTree(run.out());
        Path expectedFile = new TableCache(cache).pathFor(Rules.NO_BONUS).toAbsolutePath().normalize();
        assertEquals("no-bonus", json.get("rules").asText());
        assertEquals(245.870775, json.get("expectedScore").asDouble(), 5e-7);
        assertEquals(536_448, json.get("states").asInt());
        assertTrue(json.get("seconds").asDouble() > 0);
        assertEquals(expectedFile.toString(), json.get("file").asText());
        assertEquals(Files.size(expectedFile), json.get("bytes").asLong());
        int crc = TableReader.readHeader(expectedFile).payloadCrc32c();
        assertEquals(Hex.of32(crc), json.get("crc32c").asText());
        assertEquals(Hex.of64(Rules.NO_BONUS.fingerprint()), json.get("rulesFingerprint").asText());
        // The \r-redrawn progress goes to stderr only, and is erased at the end.
        assertTrue(run.err().contains("\rsolving no-bonus: 100%"), run.transcript());
        assertTrue(run.err().endsWith("\r"), run.transcript());
    }

    @Test
    void solve_unknownRules_exit2WithOneErrorLineNamingTheValue() {
        CommandRun run = CommandRun.run(cache, "solve", "--rules", "nonsense");

        assertEquals(2, run.exitCode(), run.transcript());
        List<String> lines = run.errLines();
        assertTrue(lines.get(0).startsWith("error: unknown rules 'nonsense': expected official"),
                run.transcript());
        assertEquals(1, lines.stream().filter(line -> line.startsWith("error:")).count(), run.transcript());
        assertFalse(run.err().contains("Exception"), run.transcript());
        assertEquals("", run.out());
    }

    @Test
    void solve_unknownOption_exit2() {
        CommandRun run = CommandRun.run(cache, "solve", "--frobnicate");

        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: unknown option: '--frobnicate'"), run.transcript());
    }

    @Test
    void solve_zeroThreads_exit2() {
        CommandRun run = CommandRun.run(cache, "solve", "--threads", "0");

        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: --threads must be at least 1, was 0"), run.transcript());
    }

    @Test
    void solve_outUnderARegularFile_exit3BeforeSolving() throws Exception {
        Path plainFile = Files.writeString(work.resolve("plain.txt"), "not a directory");
        Path table = plainFile.resolve("official.ytable");

        long start = System.nanoTime();
        CommandRun run = CommandRun.run(cache, "solve", "--out", table.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: --out " + table + ": " + plainFile + " is a file, not a folder\n", run.err());
        assertEquals(1, run.errLines().size(), run.transcript());
        assertTrue(System.nanoTime() - start < 500_000_000L, "fails before solving");
    }

    @Test
    void solve_outIsADirectory_exit3() {
        CommandRun run = CommandRun.run(cache, "solve", "--out", work.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: --out " + work + " is a folder: expected the name of the table file to write\n",
                run.err());
    }
}
