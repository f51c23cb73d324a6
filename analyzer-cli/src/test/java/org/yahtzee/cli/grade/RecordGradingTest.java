package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.OfficialTable;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.grade.GameGrader;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableReader;

/** {@link RecordGrading#grade} grades cards in batches: the cards still come one by one, in order, each as grade makes it. */
final class RecordGradingTest {

    @TempDir
    Path work;

    /** The check the server's grade endpoint makes too: a body with no game in it is not valid. */
    @Test
    void check_recordWithNoGame_notValid() throws IOException {
        for (String body : List.of("", "{}", "# nothing\n", "{\"format\": \"yahtzee-game-record/1\", \"games\": []}")) {
            try (RecordSource source = RecordSource.inMemory("request", body.getBytes(StandardCharsets.UTF_8))) {
                RecordGrading.Check check = RecordGrading.check(source, null);

                assertFalse(check.isValid(), body);
                assertEquals(1, check.problems().size(), body);
                assertTrue(check.problems().get(0).toString().startsWith("request:1:1: no game in the record: "),
                        check.problems().toString());
            }
        }
    }

    /** Two players taking turns, 1,400 cards: two whole batches and part of a third. */
    @Test
    void grade_moreCardsThanABatch_handsOnEveryCardInOrderAsGradedAlone() throws IOException {
        Path file = work.resolve("session.json");
        LargeRecords.json(file, 700, 2);
        GameGrader grader = new GameGrader(TableReader.open(OfficialTable.file()));
        List<RecordGrading.GradedCard> cards = new ArrayList<>();
        try (RecordSource source = RecordSource.of(file)) {
            RecordGrading.Check check = RecordGrading.check(source, null);
            RecordGrading.grade(source, check, null, Yahtzee.builder().cacheFolder(SharedCache.directory()).build()
                    .engine(Rules.OFFICIAL), cards::add);
        }
        assertEquals(1400, cards.size());
        for (int i = 0; i < cards.size(); i++) {
            RecordGrading.GradedCard card = cards.get(i);
            assertEquals(i / 2 + 1, card.game().number(), "card " + i);
            assertEquals("P" + (i % 2 + 1), card.card().name(), "card " + i);
            List<TurnPlay> plays = card.card().turns().stream().map(GameRecord.Turn::toPlay).toList();
            assertEquals(grader.grade(plays), card.graded(), "card " + i); // every field, bit for bit
        }
    }
}
