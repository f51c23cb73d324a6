package org.yahtzee.cli;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordJson;
import org.yahtzee.cli.record.GameRecordParser;
import org.yahtzee.cli.record.RecordProblem;
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
     * The record in {@code file} and its problems (none: valid). Text that is not UTF-8 is one
     * problem at 1:1; a byte-order mark is skipped.
     *
     * @param rulesOverride replaces the record's {@code rules:} line when not null
     * @throws IOException if the file cannot be read at all (missing, a directory, no permission)
     */
    static GameRecordParser.Result read(Path file, Rules rulesOverride) throws IOException {
        String text;
        try {
            text = Files.readString(file);
        } catch (CharacterCodingException e) {
            return new GameRecordParser.Result(new GameRecord(Rules.OFFICIAL, List.of()), List.of(
                    new RecordProblem(file.toString(), 1, 1, "not UTF-8 text: expected a game record")));
        }
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1); // a byte-order mark, as some editors write: for both readers
        }
        return text.stripLeading().startsWith("{")
                ? GameRecordJson.read(file.toString(), text, rulesOverride)
                : GameRecordParser.parse(file.toString(), text, rulesOverride);
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
