package org.yahtzee.cli.simulate;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.GameRecordWriter;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.GameSink;
import org.yahtzee.engine.PlayedGame;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * {@code simulate --each-game FILE}: one line per game, {@code GAME SCORE}, or with
 * {@code --records} the games as a game record (docs/game-record.md) that {@code grade} reads:
 * a {@code game: N} header, the score as a comment, and the 13 turn lines.
 */
final class GameLines implements GameSink {
    private final Writer out;
    private final boolean records;

    GameLines(Writer out, boolean records, Rules rules) throws IOException {
        this.out = out;
        this.records = records;
        if (records) {
            out.write("rules: " + rules.canonicalName() + "\n");
        }
    }

    @Override
    public void game(long number, PlayedGame trace) {
        try {
            if (!records) {
                out.write(number + " " + trace.total() + "\n");
                return;
            }
            StringBuilder game = new StringBuilder(800);
            game.append("\ngame: ").append(number).append("\n# score ").append(trace.total()).append('\n');
            for (int t = 0; t < Category.COUNT; t++) {
                List<String> rolls = new ArrayList<>(3);
                List<String> kept = new ArrayList<>(2);
                for (int i = 0; i < trace.rollCount(t); i++) {
                    rolls.add(KeepLattice.digits(KeepLattice.keepOfRoll(trace.roll(t, i))));
                    if (i + 1 < trace.rollCount(t)) {
                        kept.add(KeepLattice.digits(trace.keep(t, i)));
                    }
                }
                game.append(t + 1).append(": ").append(GameRecordWriter.rollsText(rolls, kept)).append(" score ")
                        .append(Category.byId(trace.box(t)).canonicalName()).append(' ').append(trace.points(t))
                        .append('\n');
            }
            out.write(game.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // unwrapped by SimulateCommand
        }
    }
}
