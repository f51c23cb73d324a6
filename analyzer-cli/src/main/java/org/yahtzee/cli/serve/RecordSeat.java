package org.yahtzee.cli.serve;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.engine.Seat;
import org.yahtzee.engine.SessionStanding;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * An advise request's {@code record}: the game in progress as a game record (text or JSON,
 * docs/game-record.md), every player's turns so far, after the session's finished games if it
 * is one of several. The player to move is the first in seating order with the fewest turns of
 * the last game; their card, as the record leaves it, is the one advised on, and the others'
 * cards are what the win goal plays against, for the session total: each player's total over
 * the earlier games and the games still to come ({@code games}), the {@link SessionStanding}
 * that {@code play --games N} builds.
 *
 * @param rules the record's rules (or the request's, which override them)
 * @param card  the card of the player to move
 * @param seat  every player's turns and the seat of the player to move, with its session standing
 */
record RecordSeat(Rules rules, Scorecard card, Seat seat) {

    /** The name of the request's field. */
    static final String FIELD = "record";
    /** The name of the request's field of the games planned in the session. */
    static final String GAMES = "games";

    /**
     * Reads the record.
     *
     * @param override the request's {@code rules}, or null: the record's own
     * @param games    the games planned in the session, 1..6, or 0: as many as the record has
     *                 (the last game of the record is the last of the session)
     * @throws ApiError record (400) with every problem at its line and column; bad-value for an
     *                  earlier game not finished or of other players, more games than planned, or
     *                  a last game that is over
     */
    static RecordSeat read(String text, Rules override, int games) throws ApiError {
        GameRecordReader.Result result = GameRecordReader.parse(FIELD, text, override);
        if (!result.isValid()) {
            throw ApiError.record(result.problems());
        }
        Rules rules = result.record().rules();
        List<GameRecord.Game> all = result.record().games();
        int planned = games == 0 ? all.size() : games;
        if (all.size() > planned) {
            throw ApiError.badValue(GAMES, "record: " + all.size() + " games for a session of " + planned
                    + " (games): the last game of the record is the one in progress");
        }
        GameRecord.Game current = all.get(all.size() - 1);
        List<String> names = current.cards().stream().map(GameRecord.Card::name).toList();
        int[] before = new int[names.size()];
        for (GameRecord.Game earlier : all.subList(0, all.size() - 1)) {
            addTotals(earlier, names, rules, before);
        }
        List<List<TurnPlay>> players = new ArrayList<>();
        for (GameRecord.Card card : current.cards()) {
            players.add(plays(card));
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
        SessionStanding standing = new SessionStanding(before, all.size(), planned);
        return new RecordSeat(rules, card(rules, players.get(toMove)), new Seat(players, toMove, standing));
    }

    /**
     * Adds each player's final total of a finished earlier game to {@code totals}, by the seats
     * of the game in progress ({@code names}): a session is played by the same players.
     */
    private static void addTotals(GameRecord.Game earlier, List<String> names, Rules rules, int[] totals)
            throws ApiError {
        List<String> theirs = earlier.cards().stream().map(GameRecord.Card::name).toList();
        if (theirs.size() != names.size() || !theirs.containsAll(names)) {
            throw ApiError.badValue(FIELD, "record: game " + earlier.number() + " is played by " + theirs
                    + ", the game in progress by " + names + ": a session is played by the same players");
        }
        for (GameRecord.Card card : earlier.cards()) {
            List<TurnPlay> turns = plays(card);
            if (turns.size() != Category.COUNT) {
                throw ApiError.badValue(FIELD, "record: game " + earlier.number() + " is not finished ("
                        + (card.isAnonymous() ? "its card has " : card.name() + " has ") + turns.size() + " of "
                        + Category.COUNT + " turns): only the last game of a session can be in progress");
            }
            totals[names.indexOf(card.name())] += card(rules, turns).total();
        }
    }

    private static List<TurnPlay> plays(GameRecord.Card card) {
        List<TurnPlay> turns = new ArrayList<>();
        for (GameRecord.Turn turn : card.turns()) {
            turns.add(turn.toPlay());
        }
        return turns;
    }

    /** The card the turns fill, Yahtzee bonuses included. */
    private static Scorecard card(Rules rules, List<TurnPlay> turns) {
        Scorecard card = Scorecard.empty(rules);
        for (TurnPlay turn : turns) {
            card = card.score(turn.finalRollId(), turn.box());
        }
        return card;
    }
}
