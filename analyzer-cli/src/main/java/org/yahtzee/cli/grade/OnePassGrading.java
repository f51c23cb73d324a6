package org.yahtzee.cli.grade;

import java.io.IOException;
import java.util.List;
import java.util.function.DoubleConsumer;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;

/**
 * {@code grade} of one record in a single reading: the grading pass also finds the problems
 * ({@link GameRecordReader#readValid}) while the report goes to output held back
 * ({@link HeldOutput}); the caller prints that only when this answers that the record was
 * valid and graded as the two passes of {@link RecordGrading} would have graded it. Otherwise the
 * caller drops it and does the two passes, so a record with problems prints what it always did.
 */
final class OnePassGrading {
    /*
     * Implementation notes.
     *  1. Why: the checking pass read the whole record before any grading, 28% of a two-thread
     *     grade's CPU samples on the 100,000-game record (RESULTS.md, branch bulk2).
     *  2. What the checking pass told the grading that one reading knows only at its end: the
     *     cards (the progress: here the share of the record read), whether the games make one
     *     session (2..6 games of the same players: their standings change the grading) and
     *     whether a player's cards are interleaved with others' (the JSON report then groups
     *     them). This reading grades as if the record were no session and, for JSON, not
     *     interleaved, and answers false when it turns out otherwise: small records, or
     *     JSON records of several players in turn, read twice as before.
     *  3. The record's rules are those its games were read under (the reader hands them with the
     *     first game); a record that names them after its first turn has a problem, so false.
     */

    private OnePassGrading() {
    }

    /**
     * Grades {@code source} into {@code report} (held back by the caller) if it is valid.
     *
     * @param interleavingMatters true if the report prints a record whose players' cards are
     *                            interleaved otherwise (JSON): such a record then answers -1
     * @return the nanoseconds spent grading, or -1 if the caller must drop the report and grade
     *         in two passes (a problem, or note 2)
     * @throws IOException if the record cannot be read or the report not written
     */
    static long grade(RecordSource source, Rules rulesOverride, int threads, Yahtzee yahtzee, GradeReport report,
            boolean interleavingMatters, DoubleConsumer progress) throws IOException {
        CardCount count = new CardCount();
        GradingPipeline pipeline = new GradingPipeline(rules -> {
            Engine engine = yahtzee.engine(rules);
            engine.load(); // before the grading is timed; a first use solves it
            report.startFile(source.name(), new RecordGrading.Check(rules, List.of(), 0, false, null, 1));
            return engine;
        }, null, report, 1, threads, GradingPipeline.batchCards(Runtime.getRuntime().maxMemory()), 0, progress);
        GameRecordReader.Outcome outcome = pipeline.runValid(source, GameRecordReader.Options.grade(rulesOverride), count);
        if (outcome == null || !outcome.isValid() || count.sessionGames() != 1
                || interleavingMatters && count.interleaved()) {
            return -1;
        }
        report.endFile();
        return pipeline.nanos();
    }
}
