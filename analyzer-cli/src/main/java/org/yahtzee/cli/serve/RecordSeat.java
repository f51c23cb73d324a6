package org.yahtzee.cli.serve;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.engine.Seat;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * An advise request's {@code record}: the game in progress as a game record (text or JSON,
 * docs/game-record.md), every player's turns so far. The player to move is the first in seating
 * order with the fewest turns; their card, as the record leaves it, is the one advised on, and
 * the others' cards are what the win goal plays against. A game on its own: a record of several
 * games is refused, since a session's later games are not known to the server.
 *
 * @param rules the record's rules (or the request's, which override them)
 * @param card  the card of the player to move
 * @param seat  every player's turns and the seat of the player to move
 */
record RecordSeat(Rules rules, Scorecard card, Seat seat) {

    /** The name of the request's field. */
    static final String FIELD = "record";

    /**
     * Reads the record.
     *
     * @param override the request's {@code rules}, or null: the record's own
     * @throws ApiError record (400) with every problem at its line and column; bad-value for a
     *                  record of several games or a game that is over
     */
    static RecordSeat read(String text, Rules override) throws ApiError {
        GameRecordReader.Result result = GameRecordReader.parse(FIELD, text, override);
        if (!result.isValid()) {
            throw ApiError.record(result.problems());
        }
        List<GameRecord.Game> games = result.record().games();
        if (games.size() != 1) {
            throw ApiError.badValue(FIELD, "record: expected the one game in progress, found " + games.size() + " games");
        }
        List<List<TurnPlay>> players = new ArrayList<>();
        for (GameRecord.Card card : games.get(0).cards()) {
            List<TurnPlay> turns = new ArrayList<>();
            for (GameRecord.Turn turn : card.turns()) {
                turns.add(turn.toPlay());
            }
            players.add(turns);
        }
        int toMove = 0;
        for (int p = 1; p < players.size(); p++) {
            if (players.get(p).size() < players.get(toMove).size()) {
                toMove = p;
            }
        }
        if (players.get(toMove).size() == Category.COUNT) {
            throw ApiError.badValue(FIELD, "record: the game is over (every card is full): nothing to advise");
        }
        Rules rules = result.record().rules();
        Scorecard card = Scorecard.empty(rules);
        for (TurnPlay turn : players.get(toMove)) {
            card = card.score(turn.finalRollId(), turn.box());
        }
        return new RecordSeat(rules, card, Seat.of(players, toMove));
    }
}
