package org.yahtzee.cli.grade;

import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.grade.GameFigures;

/**
 * A card of a graded batch as {@link GradingPipeline} hands it to a sink: its name, its game's
 * number and its figures now; the card, its game and its decisions as objects
 * ({@link #graded}) only if the sink asks. A text report prints a game with nothing flagged from
 * the figures alone ({@link GradeText}). Read on the printer, before the next batch is handed.
 *
 * @param batch the graded batch
 * @param index the card's place in it
 */
record BatchCard(GradedBatch batch, int index) {

    /** The player's name, {@code ""} for the anonymous player. */
    String name() {
        return batch.name(index);
    }

    /** The number of the card's game. */
    int gameNumber() {
        return batch.gameNumber(index);
    }

    /** The game's figures ({@link org.yahtzee.grade.BatchGrades#figures}), its decisions not made. */
    GameFigures figures() {
        return batch.figures(index);
    }

    /** The card with its game, records and decisions made. */
    GradedCard graded() {
        return batch.get(index);
    }
}
