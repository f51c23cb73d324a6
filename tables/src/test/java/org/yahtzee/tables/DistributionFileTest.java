package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableException.Problem;

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

    private static Problem problem(Path file, byte[] bytes, Rules rules) throws IOException {
        Files.write(file, bytes);
        return assertThrows(TableException.class, () -> DistributionFile.read(file, rules)).problem();
    }
}
