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
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;

/**
 * A text report of a large record has the games played as the cached policy table plays graded
 * without analysing their turns (GradingPipeline note 9): the same report as when every game is
 * analysed, and a game with a mistake is still analysed.
 */
final class GradePolicyTest {

    @TempDir
    static Path work;

    /** The shared cache, with the official policy table. */
    private static Path cache;
    /** 300 games of the optimal player (simulate's records). */
    private static Path optimal;
    /** 150 games of random moves: every one with mistakes. */
    private static Path random;

    @BeforeAll
    static void records() throws IOException {
        SharedCache.officialPolicy();
        cache = SharedCache.directory();
        optimal = work.resolve("optimal.txt");
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "300", "--seed", "6", "--each-game",
                optimal.toString(), "--records", "--no-exact");
        assertEquals(0, run.exitCode(), run.transcript());
        random = work.resolve("random.txt");
        LargeRecords.text(random, 150, 1);
    }

    /** The optimal games are graded from the table; the random ones' first turns lose, so it is not even opened for them. */
    @Test
    void largeRecord_optimalGamesUnanalysed_sameReportAsAnalysingEvery() throws IOException {
        assertEquals(300, gradeBothWays(optimal, true));
        assertEquals(0, gradeBothWays(random, false));
    }

    /**
     * Grades the record as a large one (the policy table {@code opened} or not, by its first
     * turns) and as a small one: the same text, and in the second way no card unanalysed;
     * returns how many the first left so.
     */
    private static int gradeBothWays(Path record, boolean opened) throws IOException {
        StringWriter withPolicy = new StringWriter();
        StringWriter without = new StringWriter();
        int unanalysed = grade(record, 0, withPolicy, opened);
        assertEquals(0, grade(record, Long.MAX_VALUE, without, false));
        assertEquals(without.toString(), withPolicy.toString(), record.toString());
        assertTrue(without.toString().contains(" games, "), without.toString());
        return unanalysed;
    }

    /**
     * A text report of the record, the policy table opened from {@code policyFrom} bytes or
     * cards (a small record is held in memory: of unknown size), checking whether it was;
     * returns the cards left unanalysed.
     */
    private static int grade(Path record, long policyFrom, StringWriter out, boolean opened) throws IOException {
        int[] unanalysed = new int[1];
        try (RecordSource source = RecordSource.of(record); GradeText text = new GradeText(new PrintWriter(out), 0.01)) {
            RecordGrading.Check check = RecordGrading.check(source, null);
            text.startFile(source.name(), check);
            RecordGrading.CardSink sink = new RecordGrading.CardSink() {
                @Override
                public void card(GradedCard card) {
                    throw new AssertionError("the pipeline hands a batch's cards as BatchCards");
                }

                @Override
                public void card(BatchCard card) throws IOException {
                    unanalysed[0] += card.batch().unanalysed(card.index()) ? 1 : 0;
                    text.card(card);
                }

                @Override
                public boolean readsFiguresFirst() {
                    return text.readsFiguresFirst();
                }
            };
            GradingPipeline pipeline = new GradingPipeline(Yahtzee.builder().cacheFolder(cache).build()
                    .engine(Rules.OFFICIAL), null, sink, 1, 2, 1024, check.cards(), fraction -> { }).policyFrom(policyFrom, (int) Math.min(policyFrom, Integer.MAX_VALUE));
            GameRecordReader.Outcome outcome = pipeline.run(source,
                    GameRecordReader.Options.grade(null).withDefaultRules(check.rules()));
            assertTrue(outcome.isValid(), outcome.problems().toString());
            assertEquals(opened, pipeline.policyOpened(), "the policy table opened");
            text.finish(0.5);
        }
        return unanalysed[0];
    }
}
