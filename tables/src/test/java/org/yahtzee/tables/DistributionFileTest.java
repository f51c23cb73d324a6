package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;

final class DistributionFileTest {
    @TempDir
    Path directory;

    private static ScoreDistribution sample() {
        double[] p = new double[301];
        p[100] = 0.25;
        p[250] = 0.5;
        p[300] = 0.25;
        double[] mean = new double[Category.COUNT];
        double[] zero = new double[Category.COUNT];
        for (int b = 0; b < Category.COUNT; b++) {
            mean[b] = b * 1.5 + 0.1;
            zero[b] = b / 100.0;
        }
        return new ScoreDistribution(Rules.FREE_CHOICE, p, mean, zero, 0.68, 9.5);
    }

    @Test
    void writeThenRead_givesEveryFigureBack() throws IOException {
        Path file = new TableCache(directory).distributionPathFor(Rules.FREE_CHOICE);
        assertEquals(directory.resolve("free-choice.ydist"), file);
        ScoreDistribution d = sample();
        DistributionFile.write(d, file);
        ScoreDistribution back = DistributionFile.read(file, Rules.FREE_CHOICE);
        assertEquals(Rules.FREE_CHOICE, back.rules());
        assertEquals(300, back.highest());
        for (int s = 0; s <= 300; s++) {
            assertEquals(d.probability(s), back.probability(s));
        }
        for (Category c : Category.values()) {
            assertEquals(d.boxMean(c), back.boxMean(c));
            assertEquals(d.boxZero(c), back.boxZero(c));
        }
        assertEquals(0.68, back.pUpperBonus());
        assertEquals(9.5, back.meanYahtzeeBonus());
        assertEquals(d.mean(), back.mean());
    }

    @Test
    void damaged_truncated_otherRules_otherFiles_areRefusedByName() throws IOException {
        byte[] good = DistributionFile.encode(sample());
        Path file = directory.resolve("d.ydist");
        assertEquals(Problem.OTHER_RULES, problem(file, good, Rules.OFFICIAL));
        byte[] flipped = good.clone();
        flipped[DistributionFile.HEADER_LENGTH + 8 * 100] ^= 1;
        assertEquals(Problem.CHECKSUM, problem(file, flipped, Rules.FREE_CHOICE));
        assertEquals(Problem.TRUNCATED, problem(file, Arrays.copyOf(good, good.length - 8), Rules.FREE_CHOICE));
        assertEquals(Problem.TRUNCATED, problem(file, Arrays.copyOf(good, 20), Rules.FREE_CHOICE));
        byte[] header = good.clone();
        header[12] ^= 1;
        assertEquals(Problem.BAD_HEADER, problem(file, header, Rules.FREE_CHOICE));
        assertEquals(Problem.BAD_MAGIC, problem(file, TableKind.VALUES.name().repeat(20).getBytes(), Rules.FREE_CHOICE));
        assertEquals(Problem.NOT_FOUND, assertThrows(TableException.class,
                () -> DistributionFile.read(directory.resolve("none.ydist"), Rules.FREE_CHOICE)).problem());
    }

    /** The file names no rules: each of the 8 rule sets is known again by its fingerprint alone. */
    @Test
    void readHeader_rulesKnownByFingerprint_everyRuleSet() throws IOException {
        ScoreDistribution d = sample();
        for (JokerRule joker : JokerRule.values()) {
            for (boolean bonus : new boolean[] {true, false}) {
                Rules rules = new Rules(joker, bonus);
                Path file = directory.resolve(joker + "-" + bonus + ".ydist");
                DistributionFile.write(new ScoreDistribution(rules, probabilities(d), means(d, true), means(d, false),
                        d.pUpperBonus(), d.meanYahtzeeBonus()), file);

                DistributionFile.Header header = DistributionFile.readHeader(file);

                assertEquals(rules, header.rules());
                assertEquals(rules, DistributionFile.read(file).rules());
                assertEquals(301, header.scores());
                assertEquals(Files.size(file), header.fileLength());
                assertTrue(DistributionFile.isDistributionFile(file));
            }
        }
    }

    @Test
    void readHeader_unknownFingerprint_otherFiles() throws IOException {
        byte[] bytes = DistributionFile.encode(sample());
        java.nio.ByteBuffer.wrap(bytes).order(TableFormat.BYTE_ORDER).putLong(16, 42L);
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(bytes, 0, 36);
        java.nio.ByteBuffer.wrap(bytes).order(TableFormat.BYTE_ORDER).putInt(36, (int) crc.getValue());
        Path file = Files.write(directory.resolve("unknown.ydist"), bytes);
        Path text = Files.writeString(directory.resolve("text.ydist"), "YZDST but not one");

        TableException unknown = assertThrows(TableException.class, () -> DistributionFile.readHeader(file));

        assertEquals(Problem.BAD_HEADER, unknown.problem());
        assertEquals(file + ": rules: fingerprint 0x000000000000002a is of no rule set this program knows",
                unknown.getMessage());
        assertFalse(DistributionFile.isDistributionFile(text));
        assertFalse(DistributionFile.isDistributionFile(directory));
        assertFalse(DistributionFile.isDistributionFile(directory.resolve("none.ydist")));
    }

    private static double[] probabilities(ScoreDistribution d) {
        double[] p = new double[d.highest() + 1];
        for (int s = 0; s < p.length; s++) {
            p[s] = d.probability(s);
        }
        return p;
    }

    private static double[] means(ScoreDistribution d, boolean mean) {
        double[] figures = new double[Category.COUNT];
        for (Category c : Category.values()) {
            figures[c.ordinal()] = mean ? d.boxMean(c) : d.boxZero(c);
        }
        return figures;
    }

    private static Problem problem(Path file, byte[] bytes, Rules rules) throws IOException {
        Files.write(file, bytes);
        return assertThrows(TableException.class, () -> DistributionFile.read(file, rules)).problem();
    }
}
