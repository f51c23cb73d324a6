package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;

/** {@link GradeSummary}'s rows past those kept in memory go to a file and come back as they were. */
final class GradeSummaryTest {

    @TempDir
    Path work;

    @Test
    void rowsPastTheMemoryBound_printAsRowsKeptInMemory() throws IOException {
        Path file = work.resolve("pairs.json");
        LargeRecords.json(file, 12, 2);
        List<RecordGrading.GradedCard> cards = new ArrayList<>();
        try (RecordSource source = RecordSource.of(file)) {
            RecordGrading.Check check = RecordGrading.check(source, null);
            RecordGrading.grade(source, check, null, Yahtzee.builder().cacheFolder(SharedCache.directory()).build()
                    .engine(Rules.OFFICIAL), cards::add);
        }
        String kept = print(new GradeSummary(1000), cards);
        String spilled = print(new GradeSummary(5), cards);

        assertEquals(kept, spilled);
        assertEquals(2 + 1 + 24 + 1 + 1, kept.split("\n", -1).length, kept); // blank, heading, rows, total, end
    }

    private static String print(GradeSummary summary, List<RecordGrading.GradedCard> cards) throws IOException {
        StringWriter text = new StringWriter();
        try (summary) {
            summary.failed("broken-record-with-a-long-name.txt", 3);
            for (RecordGrading.GradedCard card : cards) {
                summary.add("pairs.json", card.card().name(), card.game().number(), card.graded().figures());
            }
            summary.print(new PrintWriter(text, true), 0.5);
        }
        return text.toString().replace(System.lineSeparator(), "\n");
    }

    /** Games a second: whole from 100 up, two significant digits under (never "0" for a slow goal grading). */
    @ParameterizedTest
    @CsvSource({"0, 0", "0.4255, 0.43", "0.04, 0.04", "4.26, 4.3", "42.5, 43", "99.96, 100", "100.4, 100",
        "12569.4, 12569"})
    void gamesPerSecond_wholeFrom100_twoDigitsUnder(double rate, String printed) {
        assertEquals(printed, GradeSummary.gamesPerSecond(rate));
    }
}
