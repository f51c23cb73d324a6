package org.yahtzee.engine;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.Session;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;

/** The other players' cards at a point of a game played round by round, in seating order. */
final class Opponents {
    private Opponents() {
    }

    /** The session as the seat's player sees it: their own total before, the others' in seating order. */
    static Session session(Seat seat) {
        SessionStanding standing = seat.standing();
        int[] before = standing.before();
        int player = seat.player();
        int[] others = new int[before.length - 1];
        for (int q = 0, i = 0; q < before.length; q++) {
            if (q != player) {
                others[i++] = before[q];
            }
        }
        return new Session(before[player], others, standing.games() - standing.game());
    }

    /**
     * The cards of everyone but the seat's player when that player starts their turn
     * {@code turnsDone + 1}: those seated before have played that round too, those after have not.
     */
    static List<Scorecard> at(Rules rules, Seat seat, int turnsDone) {
        List<List<TurnPlay>> players = seat.players();
        int player = seat.player();
        List<Scorecard> opponents = new ArrayList<>(players.size() - 1);
        for (int q = 0; q < players.size(); q++) {
            if (q != player) {
                List<TurnPlay> turns = players.get(q);
                int played = Math.min(turns.size(), q < player ? turnsDone + 1 : turnsDone);
                Scorecard card = Scorecard.empty(rules);
                for (int t = 0; t < played; t++) {
                    card = card.score(turns.get(t).finalRollId(), turns.get(t).box());
                }
                opponents.add(card);
            }
        }
        return opponents;
    }
}
