package org.yahtzee.cli.grade;

import java.io.Closeable;
import java.io.IOException;
import java.util.List;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.RecordProblem;
import org.yahtzee.grade.Decision;

/**
 * What {@code grade} prints, as text ({@link GradeText}) or JSON ({@link GradeJson}), told the
 * records and their cards one at a time as they are graded and printing as it goes: per game the
 * flagged decisions, the loss classes, total and mean loss and the split
 * {@code score = expected - loss + luck}; a summary of several games. Moves are worded by the
 * vocabulary of {@code cli.text} ({@code Words}, {@code JsonWords}).
 */
public interface GradeReport extends Closeable, RecordGrading.CardSink {

    /** A record with problems, not graded. */
    void failed(String file, List<RecordProblem> problems) throws IOException;

    /** A valid record whose cards follow. */
    void startFile(String file, RecordGrading.Check check) throws IOException;

    /** A card of the record started last, in game and seating order. */
    @Override
    void card(GradedCard card) throws IOException;

    /** The record started last has no more cards. */
    void endFile() throws IOException;

    /** Every record is done; {@code seconds} were spent grading. */
    void finish(double seconds) throws IOException;

    /** Lets go of what a record stopped half way left open (a temporary file). */
    @Override
    default void close() throws IOException {
    }

    /** The dice as the record has them (in the order rolled). */
    static String dice(GameRecord.Card card, Decision d) {
        return card.turns().get(d.turn() - 1).rolls().get(d.roll() - 1);
    }
}
