package org.yahtzee.cli.record;

import java.util.List;

/**
 * Writes the text form of a game record (docs/game-record.md). Reading the text back gives the
 * same record. Several players' turns go round the table: turn 1 of each, then turn 2, ...
 */
public final class GameRecordWriter {

    private GameRecordWriter() {
    }

    /** The whole record, one line per header and turn, ending with a newline. */
    public static String write(GameRecord record) {
        StringBuilder out = new StringBuilder();
        out.append("rules: ").append(record.rules().canonicalName()).append('\n');
        boolean session = record.games().size() > 1
                || record.games().size() == 1 && record.games().get(0).number() != 1;
        for (GameRecord.Game game : record.games()) {
            if (session) {
                out.append('\n').append("game: ").append(game.number()).append('\n');
            }
            List<GameRecord.Card> cards = game.cards();
            boolean named = !(cards.size() == 1 && cards.get(0).isAnonymous());
            if (named) {
                for (GameRecord.Card card : cards) {
                    out.append("player: ").append(card.name()).append('\n');
                }
            }
            int longest = 0;
            for (GameRecord.Card card : cards) {
                longest = Math.max(longest, card.turns().size());
            }
            for (int t = 0; t < longest; t++) {
                for (GameRecord.Card card : cards) {
                    if (t < card.turns().size()) {
                        out.append(turnLine(named ? card.name() : "", card.turns().get(t))).append('\n');
                    }
                }
            }
        }
        return out.toString();
    }

    /** One turn of {@code name}'s ({@code ""}: without a name): {@code Ann 1: 22351 score twos 4}. */
    public static String turnLine(String name, GameRecord.Turn turn) {
        return name.isEmpty() ? turnText(turn) : name + " " + turnText(turn);
    }

    /** One turn without the player's name: {@code 1: 22351 keep 22 -> 22664 score twos 8}. */
    public static String turnText(GameRecord.Turn turn) {
        StringBuilder sb = new StringBuilder();
        sb.append(turn.number()).append(": ").append(rollsText(turn.rolls(), turn.kept()));
        sb.append(" score ").append(turn.box().canonicalName());
        if (turn.points() != GameRecord.Turn.NO_POINTS) {
            sb.append(' ').append(turn.points());
        }
        return sb.toString();
    }

    /**
     * The rolls and keeps of a turn, {@code 22351 keep 22 -> 22664}: the middle of a turn line,
     * also used by {@code play} for the turns it writes as comments (in progress, tie-break).
     *
     * @param kept one fewer than {@code rolls}, as in {@link GameRecord.Turn}
     */
    public static String rollsText(List<String> rolls, List<String> kept) {
        StringBuilder sb = new StringBuilder(rolls.get(0));
        for (int i = 1; i < rolls.size(); i++) {
            sb.append(" keep ").append(keptText(kept.get(i - 1))).append(" -> ").append(rolls.get(i));
        }
        return sb.toString();
    }

    /** Kept dice as written: the digits, or {@code none} (also for {@code ""}). */
    public static String keptText(String kept) {
        return RecordTokens.isNone(kept) ? "none" : kept;
    }
}
