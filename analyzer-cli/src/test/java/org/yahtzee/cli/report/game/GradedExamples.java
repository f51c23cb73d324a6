package org.yahtzee.cli.report.game;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.grade.GameGrader;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.tables.TableCache;

/** Records of examples/ graded in-process by GameGrader, as the page should show them. */
final class GradedExamples {
    static final Path EXAMPLES = Path.of("..", "examples");

    private GradedExamples() {
    }

    static GameRecord record(String example) throws IOException {
        Path file = EXAMPLES.resolve(example);
        return GameRecordReader.parse(file.toString(), Files.readString(file), null).record();
    }

    private static GradedGame grade(GameRecord record, List<GameRecord.Turn> turns) {
        GameGrader grader = new GameGrader(new TableCache(SharedCache.directory())
                .load(record.rules(), TableCache.Listener.SILENT));
        return grader.grade(turns.stream().map(GameRecord.Turn::toPlay).toList());
    }

    /** The first {@code turns} turns of the example's first card. */
    static GradedGame first(String example, int turns) throws IOException {
        GameRecord record = record(example);
        return grade(record, record.games().get(0).cards().get(0).turns().subList(0, turns));
    }

    /** Every card of the example, in game and seating order. */
    static List<GradedCard> cards(GameRecord record) {
        List<GradedCard> graded = new ArrayList<>();
        for (GameRecord.Game game : record.games()) {
            for (GameRecord.Card card : game.cards()) {
                graded.add(new GradedCard(game, card, grade(record, card.turns())));
            }
        }
        return graded;
    }
}
