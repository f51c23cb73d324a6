package org.yahtzee.cli.record;

import java.util.List;

/**
 * A turn line without its score, {@code [NAME] TURN: ROLL [keep KEPT -> ROLL ...] [keep KEPT]}:
 * how {@code play} saves the turn in progress. Read by the record's own turn-line reader, so it
 * takes every form a turn line does ({@code hold}, dice typed apart) and a mistake in it gets the
 * message it would get in a record.
 *
 * @param name   the player's name, {@code ""} if the line gives none
 * @param number the turn number as written (digits)
 * @param rolls  the rolls, five digits each
 * @param kept   the dice kept after each roll so far, digits ({@code ""} for none): one fewer
 *               than the rolls, or as many when the turn stops after a keep
 */
public record UnscoredTurn(String name, String number, List<String> rolls, List<String> kept) {

    public UnscoredTurn {
        rolls = List.copyOf(rolls);
        kept = List.copyOf(kept);
    }

    /**
     * Reads one such line.
     *
     * @throws IllegalArgumentException the first problem, as a record's turn line would have it
     */
    public static UnscoredTurn read(String line) {
        int colon = line.indexOf(':');
        String head = colon < 0 ? "" : line.substring(0, colon).strip();
        int numberAt = TurnLineReader.numberStart(head);
        if (numberAt < 0) {
            throw new IllegalArgumentException("expected a turn '[NAME] N: ROLL ...' (turn number before ':'), found "
                    + org.yahtzee.cli.text.UserText.quote(line));
        }
        TurnLineReader reader = TurnLineReader.unscored(line, colon);
        if (reader.problemMessage != null) {
            throw new IllegalArgumentException(reader.problemMessage);
        }
        return new UnscoredTurn(head.substring(0, numberAt).strip(), head.substring(numberAt), reader.rolls,
                reader.kept);
    }
}
