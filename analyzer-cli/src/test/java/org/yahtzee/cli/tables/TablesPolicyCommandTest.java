package org.yahtzee.cli.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.text.Hex;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableHeader;
import org.yahtzee.tables.TableReader;

/**
 * {@code tables info} and {@code tables verify} on the shared cache's official policy file
 * (built here if no test built it yet: seconds), told from values by the header's kind.
 */
@Order(3) // the policy's --deep proof, 45 s of the module's run: started early (the parent pom)
final class TablesPolicyCommandTest {
    private static Path file;

    @TempDir
    Path work;

    @BeforeAll
    static void policyFile() {
        file = SharedCache.officialPolicy();
    }

    @Test
    void info_printsTheHeader_andThatTheDecisionsCheckOut() throws IOException {
        TableHeader header = TableReader.readHeader(file);
        CommandRun run = CommandRun.run(work, "tables", "info", file.toString());
        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(List.of(
                "file            " + file + " (270369872 bytes)",
                "format version  4",
                "rules           official (fingerprint " + Hex.of64(Rules.OFFICIAL.fingerprint()) + ")",
                "states          536448",
                "payload         270369792 bytes, CRC32C " + Hex.of32(header.payloadCrc32c()),
                "expected score  254.58772873 (as solved; optimal play, from the empty card)",
                "decisions       check out: CRC32C, every keep and box possible for its state and roll (252 a state)"),
                run.out().lines().toList());
        JsonNode json = JsonSchemas.assertValid("table-info", CommandRun.run(work, "tables", "info", "--json",
                file.toString()).out());
        assertEquals("policy", json.get("kind").asText());
    }

    @Test
    void verify_text_json_andDeep() {
        CommandRun run = CommandRun.run(work, "tables", "verify", "--rules", "official", file.toString());
        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().startsWith("ok: " + file + ": policy decisions, rules official, 536448 states x 252 "
                + "rolls, CRC32C 0x"), run.out());
        assertTrue(run.out().endsWith("; checked header, length, CRC32C, every decision possible (--deep also solves "
                + "and builds again)\n"), run.out());
        JsonNode json = JsonSchemas.assertValid("table-verify", CommandRun.run(work, "tables", "verify", "--json",
                file.toString()).out());
        assertEquals("[\"header\",\"length\",\"crc32c\",\"decisions\"]", json.get("checks").toString());
        CommandRun deep = CommandRun.run(work, "tables", "verify", "--deep", "--json", file.toString());
        assertEquals(0, deep.exitCode(), deep.transcript());
        JsonNode proved = JsonSchemas.assertValid("table-verify", deep.out());
        assertEquals("[\"header\",\"length\",\"crc32c\",\"decisions\",\"solve\"]", proved.get("checks").toString());
    }

    @Test
    void verify_damagedCopy_exit3_namingTheChecksum() throws IOException {
        Path copy = Files.copy(file, work.resolve("damaged.ypolicy"));
        try (var channel = Files.newByteChannel(copy, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            java.nio.ByteBuffer one = java.nio.ByteBuffer.allocate(1);
            channel.position(1_000_000).read(one);
            one.put(0, (byte) ~one.get(0)).rewind(); // every bit of one payload byte inverted
            channel.position(1_000_000).write(one);
        }
        CommandRun run = CommandRun.run(work, "tables", "verify", copy.toString());
        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.errLines().get(0).startsWith("error: " + copy + ": checksum: payload CRC32C is 0x"),
                run.errLines().get(0));
        CommandRun other = CommandRun.run(work, "tables", "verify", "--rules", "free-choice", file.toString());
        assertEquals(3, other.exitCode(), other.transcript());
        assertTrue(other.errLines().get(0).contains("rules: table was solved for official"), other.errLines().get(0));
    }
}
