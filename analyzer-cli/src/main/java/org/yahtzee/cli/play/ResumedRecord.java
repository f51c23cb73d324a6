package org.yahtzee.cli.play;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.GameRecordWriter;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The text record a game was resumed from, kept so that saving the game again keeps what a
 * person wrote in it: comments ({@code # Saturday night}, {@code ... score threes 12  # nice}),
 * blank lines, headers and the turns as they were typed. The turns played since follow it.
 */
final class ResumedRecord {
    /*
     * Implementation notes. The record's turns are the game's first turns for good: undo never
     * goes back past the state the session resumed at (its history starts there), and turns are
     * replayed in seating order, round by round, which is the order PlayRecord writes them in.
     * So the turns played since are those after the first `turns` of the game, round by round.
     * Play's own comments (the "saved by" line, the turn in progress, tie-break turns) are left
     * out of the kept lines: the state writes them again as they now are.
     */

    private final PlayState state;
    private final List<String> lines;
    private final int turns;
    private final boolean json;

    /** @param text the record as read; {@code resumed} the state its replay gave */
    ResumedRecord(String text, PlayState resumed) {
        this.state = resumed;
        this.json = PlayRecord.startsLikeJson(text);
        this.turns = turnsOf(resumed);
        List<String> kept = new ArrayList<>();
        for (String line : text.split("\r\n|\r|\n")) {
            if (!isPlaysOwn(line)) {
                kept.add(line);
            }
        }
        this.lines = List.copyOf(kept);
    }

    /** The game as the record left it: where the session starts. */
    PlayState state() {
        return state;
    }

    /** True for the JSON form, which has no comments: saving writes the game afresh. */
    boolean isJson() {
        return json;
    }

    /** True if the record has comments of a person's, which the JSON form cannot keep. */
    boolean hasComments() {
        for (String line : lines) {
            if (line.indexOf('#') >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The record's own lines, a {@code rules:} line first if they name no rules and the game's
     * are not the default, then a line for each turn played since, in the order played.
     */
    String scoredTurns(PlayState state) {
        StringBuilder out = new StringBuilder();
        String kept = String.join("\n", lines) + (lines.isEmpty() ? "" : "\n");
        if (!GameRecordReader.parseUnchecked("", kept, Rules.OFFICIAL).record().rules().equals(state.rules)) {
            out.append("rules: ").append(state.rules.canonicalName()).append('\n'); // they were --rules'
        }
        out.append(kept);
        int skip = turns;
        List<GameRecord.Card> cards = state.recorded;
        for (int round = 0; round < Category.COUNT; round++) { // a turn a box
            for (GameRecord.Card card : cards) {
                if (round < card.turns().size() && skip-- <= 0) {
                    out.append(GameRecordWriter.turnLine(card.name(), card.turns().get(round))).append('\n');
                }
            }
        }
        return out.toString();
    }

    private static int turnsOf(PlayState state) {
        int n = 0;
        for (GameRecord.Card card : state.recorded) {
            n += card.turns().size();
        }
        return n;
    }

    /** The "saved by" line, a turn in progress, a tie-break turn: play writes them anew at each save. */
    private static boolean isPlaysOwn(String line) {
        String l = line.strip();
        return l.equals(PlayRecord.SAVED_BY.strip()) || l.startsWith(InProgressTurn.MARK.strip())
                || l.startsWith(PlayRecord.TIE_BREAK_MARK);
    }
}
