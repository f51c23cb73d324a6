package org.yahtzee.cli.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.OfficialTable;
import org.yahtzee.cli.ReachTables;
import org.yahtzee.cli.text.Hex;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.GoalTableHeader;
import org.yahtzee.tables.GoalTableReader;
import org.yahtzee.tables.GoalTableWriter;

/** {@code tables info} and {@code tables verify} on reach tables, told from tables of values by their magic. */
final class TablesReachCommandTest {

    @TempDir
    Path work;

    private Path small() throws IOException {
        Path file = work.resolve("small.yreach");
        GoalTableWriter.write(ReachTables.small(), file);
        return file;
    }

    @Test
    void info_reachTable_printsItsHeader() throws IOException {
        Path file = ReachTables.writeFake(Rules.OFFICIAL, work);
        GoalTableHeader header = GoalTableReader.readHeader(file);

        CommandRun run = CommandRun.run(work, "tables", "info", file.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(List.of(
                "file            " + file + " (" + Files.size(file) + " bytes)",
                "format version  1 (reach table)",
                "rules           official (fingerprint " + Hex.of64(Rules.OFFICIAL.fingerprint()) + ")",
                "targets         0..500, from the empty card; P(final >= T) quantised to 2^-21",
                "states          536448, 1 distinct lanes",
                "payload         " + header.payloadLength() + " bytes, CRC32C " + Hex.of32(header.payloadCrc32c()),
                "lanes           check out: CRC32C, lane index (tables verify also decodes every lane)"),
                run.out().lines().toList());
    }

    @Test
    void infoAndVerify_json_conform() throws IOException {
        Path file = small();
        JsonNode info = JsonSchemas.assertValid("table-info", CommandRun.run(work, "tables", "info", "--json",
                file.toString()).out());
        assertEquals("reach", info.get("kind").asText());
        assertEquals(300, info.get("span").asInt());
        assertEquals(false, info.get("fromEmptyCard").asBoolean());
        CommandRun deep = CommandRun.run(work, "tables", "verify", "--json", "--deep", file.toString());
        assertEquals(0, deep.exitCode(), deep.transcript());
        JsonNode verify = JsonSchemas.assertValid("table-verify", deep.out());
        assertEquals("[\"header\",\"length\",\"crc32c\",\"laneIndex\",\"lanes\",\"solve\"]", verify.get("checks").toString());
        assertTrue(verify.get("largestDifference").asDouble() <= 0x1p-22, verify.toString());
        // a table of values says its kind too, and still conforms
        JsonNode values = JsonSchemas.assertValid("table-info", CommandRun.run(work, "tables", "info", "--json",
                OfficialTable.file().toString()).out());
        assertEquals("values", values.get("kind").asText());
    }

    @Test
    void verify_reachTable_okLine_deepWithinTheBound() throws IOException {
        Path file = small();
        GoalTableHeader header = GoalTableReader.readHeader(file);
        String checked = "ok: " + file + ": reach table, rules official, targets 0..300, " + header.lanes() + " lanes, CRC32C "
                + Hex.of32(header.payloadCrc32c()) + "; checked header, length, CRC32C, lane index, every lane decoded";

        CommandRun plain = CommandRun.run(work, "tables", "verify", "--rules", "official", file.toString());
        CommandRun deep = CommandRun.run(work, "tables", "verify", "--deep", file.toString());

        assertEquals(0, plain.exitCode(), plain.transcript());
        assertEquals(checked + " (--deep also solves again)\n", plain.out());
        assertEquals(0, deep.exitCode(), deep.transcript());
        assertTrue(deep.out().startsWith(checked + ", every value within 1.0E-6 of a new solve (largest difference "),
                deep.transcript());
    }

    @Test
    void verify_plausibleForgery_deepFindsIt_exit3() throws IOException {
        GoalValues honest = ReachTables.small();
        int root = honest.rootState();
        GoalValues forged = GoalValues.fromTable(Rules.OFFICIAL, honest.utility(), s -> {
            float[] lane = honest.lane(s);
            if (s != root) {
                return lane;
            }
            float[] lower = Arrays.copyOf(lane, lane.length);
            for (int need = 1; need < lower.length; need++) {
                lower[need] *= 0.98f;
            }
            return lower;
        }, root, honest.rootNeed(), honest.rootLeast());
        Path file = work.resolve("forged.yreach");
        GoalTableWriter.write(forged, file);

        assertEquals(0, CommandRun.run(work, "tables", "verify", file.toString()).exitCode(), "checksums and lanes hold");
        CommandRun deep = CommandRun.run(work, "tables", "verify", "--deep", file.toString());

        assertEquals(3, deep.exitCode(), deep.transcript());
        assertTrue(deep.err().startsWith("error: " + file + ": values: 1 of 536448 states differ from a new solve of "
                + "official by more than 1.0E-6; the first, state " + root + " at need "), deep.transcript());
    }

    @Test
    void verify_truncatedOrOtherRules_exit3NamingTheCheck() throws IOException {
        Path file = small();
        CommandRun otherRules = CommandRun.run(work, "tables", "verify", "--rules", "free-choice", file.toString());
        assertEquals(3, otherRules.exitCode(), otherRules.transcript());
        assertEquals("error: " + file + ": rules: table was solved for 'official', expected free-choice\n", otherRules.err());

        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length - 10));
        CommandRun truncated = CommandRun.run(work, "tables", "info", file.toString());
        assertEquals(3, truncated.exitCode(), truncated.transcript());
        assertEquals("error: " + file + ": truncated: " + (bytes.length - 10) + " bytes, expected " + bytes.length + "\n",
                truncated.err());
    }
}
