package org.yahtzee.cli.grade;

import java.util.AbstractList;
import java.util.List;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.engine.SessionStanding;
import org.yahtzee.grade.BatchGrades;
import org.yahtzee.grade.GameFigures;
import org.yahtzee.grade.GradedGame;

/**
 * A graded batch's cards, each made when the sink asks for it (in order, on the printer),
 * so that only one game's cards are objects at a time (GradingPipeline note 3).
 */
final class GradedBatch extends AbstractList<GradedCard> {
    private final CardBatch batch;
    private final List<GradedGame> graded;
    private final SessionStanding[] standings;
    /** The game of each card, and where each game's cards begin. */
    private final int[] gameOf;
    private final int[] firstCard;
    private int madeGame = -1;
    private GameRecord.Game made;
    /** Cards made whole so far ({@link #get}; tests). */
    private int madeWhole;

    GradedBatch(CardBatch batch, List<GradedGame> graded, SessionStanding[] standings) {
        this.batch = batch;
        this.graded = graded;
        this.standings = standings;
        gameOf = new int[graded.size()];
        firstCard = new int[standings.length];
        for (int g = 0, c = 0; g < standings.length; g++) {
            firstCard[g] = c;
            for (int p = 0; p < batch.gameCards.get(g); p++) {
                gameOf[c++] = g;
            }
        }
    }

    @Override
    public GradedCard get(int c) {
        madeWhole++;
        int g = gameOf[c];
        if (g != madeGame) {
            made = batch.game(g, firstCard[g]);
            madeGame = g;
        }
        return new GradedCard(made, made.cards().get(c - firstCard[g]), graded.get(c), null, standings[g]);
    }

    /** Card {@code c}'s player, {@code ""} for the anonymous player, without making its game. */
    String name(int c) {
        return batch.name(c);
    }

    /** The number of card {@code c}'s game. */
    int gameNumber(int c) {
        return batch.gameNumbers.get(gameOf[c]);
    }

    /** Card {@code c}'s figures, without making its game or decisions (BatchGrades). */
    GameFigures figures(int c) {
        return figures(graded, c);
    }

    /** Game {@code c}'s figures of {@code graded}, without making the game if it is a batch's (BatchGrades). */
    static GameFigures figures(List<GradedGame> graded, int c) {
        return graded instanceof BatchGrades grades ? grades.figures(c) : graded.get(c).figures();
    }

    /** Whether card {@code c} was graded from the policy table, unanalysed (GradingPipeline note 9; tests). */
    boolean unanalysed(int c) {
        return graded instanceof BatchGrades grades && grades.unanalysed(c);
    }

    /** Cards made whole so far (tests: a text report makes only those with a decision flagged). */
    int cardsMadeWhole() {
        return madeWhole;
    }

    @Override
    public int size() {
        return graded.size();
    }
}
