package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;

/**
 * {@link GradeText} prints a card of a graded batch ({@link BatchCard}) from its figures alone
 * unless one of its decisions is flagged: the same text as from the card made whole, and only
 * the cards with a decision over the threshold are made whole.
 */
final class BatchCardTest {

    @TempDir
    static Path work;

    /** 150 games of two players, random dice and moves: losses from none to tens of points. */
    private static Path record;

    @BeforeAll
    static void record() throws IOException {
        record = work.resolve("pairs.txt");
        LargeRecords.text(record, 150, 2);
    }

    @Test
    void gradeText_batchCards_printWhatWholeCardsPrint_makingOnlyFlaggedOnesWhole() throws IOException {
        int mixed = 0;
        for (double threshold : new double[] {0, 0.01, 3, 12, 25, 40, 1000}) {
            int madeWhole = gradeBothWays(threshold);
            mixed += madeWhole > 0 && madeWhole < 300 ? 1 : 0;
            if (threshold == 1000) {
                assertEquals(0, madeWhole);
            }
        }
        assertTrue(mixed > 0, "no threshold flags some games and not others");
    }

    /** Grades the record with a text report fed each way; returns how many cards the batch cards' report made whole. */
    private static int gradeBothWays(double threshold) throws IOException {
        Engine engine = Yahtzee.builder().cacheFolder(SharedCache.directory()).build().engine(Rules.OFFICIAL);
        StringWriter fromFigures = new StringWriter();
        StringWriter fromWhole = new StringWriter();
        int[] cards = new int[3]; // handed, made whole by the text, with a decision over the threshold
        try (RecordSource source = RecordSource.of(record);
             GradeText figuresText = new GradeText(new PrintWriter(fromFigures), threshold);
             GradeText wholeText = new GradeText(new PrintWriter(fromWhole), threshold)) {
            RecordGrading.Check check = RecordGrading.check(source, null);
            figuresText.startFile(source.name(), check);
            wholeText.startFile(source.name(), check);
            RecordGrading.grade(source, check, null, engine, null, new RecordGrading.Workers(2, fraction -> { }),
                    new RecordGrading.CardSink() {
                        @Override
                        public void card(GradedCard card) {
                            throw new AssertionError("the pipeline hands a batch's cards as BatchCards");
                        }

                        @Override
                        public void card(BatchCard card) throws IOException {
                            cards[0]++;
                            cards[2] += card.figures().largestLoss() > threshold ? 1 : 0;
                            int before = card.batch().cardsMadeWhole();
                            figuresText.card(card);
                            cards[1] += card.batch().cardsMadeWhole() - before;
                            wholeText.card(card.graded());
                        }
                    });
            figuresText.finish(0.5);
            wholeText.finish(0.5);
        }
        assertEquals(300, cards[0]);
        assertEquals(fromWhole.toString(), fromFigures.toString(), "threshold " + threshold);
        assertEquals(cards[2], cards[1], "cards made whole, threshold " + threshold);
        return cards[1];
    }
}
