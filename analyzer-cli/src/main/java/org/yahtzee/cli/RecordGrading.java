package org.yahtzee.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.grade.GameGrader;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;

/**
 * The path from a game-record file to graded cards, shared by {@code grade} and
 * {@code report game}: read the file as text or JSON (by its first character) and check it,
 * then grade every card of a valid record.
 */
final class RecordGrading {

    /** One card of a record (a player's game) and its grading. */
    record GradedCard(GameRecord.Game game, GameRecord.Card card, GradedGame graded) {
    }

    private RecordGrading() {
    }

    /**
     * The record in {@code file} and its problems (none: valid).
     *
     * @param rulesOverride replaces the record's {@code rules:} line when not null
     * @throws IOException if the file cannot be read at all (missing, a directory, no permission)
     */
    static GameRecordReader.Result read(Path file, Rules rulesOverride) throws IOException {
        try (RecordSource source = RecordSource.of(file); Reader in = source.open()) {
            List<GameRecord.Game> games = new ArrayList<>();
            GameRecordReader.Outcome outcome = GameRecordReader.read(source.name(), in,
                    GameRecordReader.Options.grade(rulesOverride), games::add);
            return new GameRecordReader.Result(new GameRecord(outcome.rules(), games), outcome.problems());
        }
    }

    /** Every card of a valid record graded, in game and seating order. */
    static List<GradedCard> grade(GameGrader grader, GameRecord record) {
        List<GradedCard> graded = new ArrayList<>();
        for (GameRecord.Game game : record.games()) {
            for (GameRecord.Card card : game.cards()) {
                List<TurnPlay> plays = new ArrayList<>(card.turns().size());
                for (GameRecord.Turn turn : card.turns()) {
                    plays.add(turn.toPlay());
                }
                graded.add(new GradedCard(game, card, grader.grade(plays)));
            }
        }
        return graded;
    }
}
