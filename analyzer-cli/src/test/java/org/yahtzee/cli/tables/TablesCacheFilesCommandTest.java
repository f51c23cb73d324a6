package org.yahtzee.cli.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.DistributionFile;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableReader;
import org.yahtzee.tables.TableWriter;

/**
 * Issue 21, item 7: tables info and verify know every kind of file the cache holds. A valid,
 * fresh official.ymoments was called bad ("kind: the table holds second moments, expected
 * values"), and info printed its second moment as the expected score; a .ydist was not a table.
 */
@Order(3) // two --deep proofs, 73 s of the module's run: started early (the parent pom)
final class TablesCacheFilesCommandTest {

    @TempDir
    Path work;

    private final Path moments = new TableCache(SharedCache.directory()).momentsPathFor(Rules.OFFICIAL);

    @Test
    void moments_infoAndVerify_sayWhatTheFileHolds() throws IOException {
        CommandRun info = CommandRun.run(work, "tables", "info", moments.toString());
        CommandRun verify = CommandRun.run(work, "tables", "verify", moments.toString());
        // The header's double to the 8 decimals that are right (docs/precision.md).
        String second = new java.math.BigDecimal(TableReader.readHeader(moments).expectedScore())
                .setScale(8, java.math.RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();

        assertEquals(0, info.exitCode(), info.transcript());
        assertTrue(info.out().contains("\nE[score^2]      " + second + " (of a new game under optimal play)\n"),
                info.transcript());
        assertFalse(info.out().contains("expected score"), info.transcript());
        assertTrue(info.out().endsWith("\nvalues          check out: CRC32C, all in 0..2480625, the start state's as "
                + "the header's\n"), info.transcript());
        assertEquals(0, verify.exitCode(), verify.transcript());
        assertTrue(verify.out().startsWith("ok: " + moments + ": second moments, rules official, 536448 states, "),
                verify.transcript());
        assertEquals("", info.err() + verify.err());
    }

    @Test
    void moments_json_kindMomentsWithTheSecondMoment() {
        JsonNode info = JsonSchemas.assertValid("table-info",
                CommandRun.run(work, "tables", "info", "--json", moments.toString()).out());
        JsonNode verify = JsonSchemas.assertValid("table-verify",
                CommandRun.run(work, "tables", "verify", "--json", "--rules", "official", moments.toString()).out());

        for (JsonNode json : List.of(info, verify)) {
            assertEquals("moments", json.get("kind").asText());
            assertEquals(TableReader.readHeader(moments).expectedScore(), json.get("secondMoment").asDouble(), 5e-9); // 8 decimals
            assertFalse(json.has("expectedScore"), json.toString());
        }
    }

    /** A second moment changed to a plausible value, checksums recomputed: only --deep finds it. */
    @Test
    void momentsDeep_plausibleForgedValue_foundByComputingAgain() throws IOException {
        SecondMoments real = TableReader.openMoments(moments, Rules.OFFICIAL);
        Path forged = work.resolve("forged.ymoments");
        TableWriter.writeMoments(new SecondMoments() {
            @Override
            public Rules rules() {
                return Rules.OFFICIAL;
            }

            @Override
            public double secondMoment(int stateIndex) {
                return stateIndex == 300_000 ? real.secondMoment(stateIndex) * 1.001 : real.secondMoment(stateIndex);
            }
        }, forged);

        CommandRun plain = CommandRun.run(work, "tables", "verify", forged.toString());
        CommandRun deep = CommandRun.run(work, "tables", "verify", "--deep", forged.toString());

        assertEquals(0, plain.exitCode(), plain.transcript());
        assertEquals(3, deep.exitCode(), deep.transcript());
        assertTrue(deep.err().contains("error: " + forged + ": second moments: 1 of 536448 states differ from a new "
                + "computation; the first, state 300000, holds "), deep.transcript());
    }

    @Test
    void distribution_infoVerifyAndJson() throws IOException {
        Path file = distribution();

        CommandRun info = CommandRun.run(work, "tables", "info", file.toString());
        CommandRun verify = CommandRun.run(work, "tables", "verify", file.toString());
        JsonNode infoJson = JsonSchemas.assertValid("table-info",
                CommandRun.run(work, "tables", "info", "--json", file.toString()).out());
        JsonNode verifyJson = JsonSchemas.assertValid("table-verify",
                CommandRun.run(work, "tables", "verify", "--json", file.toString()).out());
        CommandRun otherRules = CommandRun.run(work, "tables", "verify", "--rules", "free-choice", file.toString());

        assertEquals(0, info.exitCode(), info.transcript());
        assertTrue(info.out().startsWith("file            " + file + " (12872 bytes)\nformat version  1 (exact "
                + "distribution)\nrules           official (fingerprint 0x"), info.transcript());
        assertTrue(info.out().contains("\nfigures         check out: CRC32C, every probability and mean in range; "
                + "mean 254.58772873"), info.transcript());
        assertEquals(0, verify.exitCode(), verify.transcript());
        assertTrue(verify.out().startsWith("ok: " + file + ": exact distribution, rules official, final scores "
                + "0..1575, CRC32C 0x"), verify.transcript());
        for (JsonNode json : List.of(infoJson, verifyJson)) {
            assertEquals("distribution", json.get("kind").asText());
            assertEquals("official", json.get("rules").asText());
            assertEquals(1576, json.get("scores").asInt());
            assertEquals(254.587729, json.get("mean").asDouble(), 1e-6);
        }
        assertEquals(3, otherRules.exitCode(), otherRules.transcript());
        assertTrue(otherRules.err().startsWith("error: " + file + ": rules: the distribution is of rules with "
                + "fingerprint "), otherRules.transcript());
    }

    @Test
    void distribution_damaged_infoShowsTheHeaderThenTheError() throws IOException {
        byte[] bytes = Files.readAllBytes(distribution());
        bytes[bytes.length - 3] ^= 0x40;
        Path damaged = Files.write(work.resolve("damaged.ydist"), bytes);

        CommandRun info = CommandRun.run(work, "tables", "info", damaged.toString());

        assertEquals(3, info.exitCode(), info.transcript());
        assertTrue(info.out().endsWith("\nfigures         do not check out (the error follows)\n"), info.transcript());
        assertEquals("error: " + damaged + ": checksum: the payload CRC32C is not the header's (the file is corrupt)\n",
                info.err());
    }

    /** The last figure changed, checksums recomputed: --deep names it, so every figure before it matched. */
    @Test
    void distributionDeep_plausibleForgedFigure_foundByComputingAgain() throws IOException {
        ScoreDistribution real = DistributionFile.read(distribution(), Rules.OFFICIAL);
        double[] probability = new double[real.highest() + 1];
        for (int s = 0; s < probability.length; s++) {
            probability[s] = real.probability(s);
        }
        double[] means = new double[Category.COUNT];
        double[] zeros = new double[Category.COUNT];
        for (Category box : Category.values()) {
            means[box.ordinal()] = real.boxMean(box);
            zeros[box.ordinal()] = real.boxZero(box);
        }
        Path forged = work.resolve("forged.ydist");
        DistributionFile.write(new ScoreDistribution(Rules.OFFICIAL, probability, means, zeros, real.pUpperBonus(),
                real.meanYahtzeeBonus() + 0.5), forged);

        CommandRun plain = CommandRun.run(work, "tables", "verify", forged.toString());
        CommandRun deep = CommandRun.run(work, "tables", "verify", "--deep", forged.toString());

        assertEquals(0, plain.exitCode(), plain.transcript());
        assertEquals(3, deep.exitCode(), deep.transcript());
        assertTrue(deep.err().contains("error: " + forged + ": figures: the mean extra-Yahtzee bonus is "
                + (real.meanYahtzeeBonus() + 0.5) + " where computing again gives " + real.meanYahtzeeBonus()),
                deep.transcript());
    }

    /** The official distribution as report distribution keeps it in a cache (computed once per test JVM). */
    private Path distribution() {
        Path cache = work.resolve("cache");
        CommandRun report = CommandRun.run(cache, "report", "distribution");
        assertEquals(0, report.exitCode(), report.transcript());
        return new TableCache(cache).distributionPathFor(Rules.OFFICIAL);
    }
}
