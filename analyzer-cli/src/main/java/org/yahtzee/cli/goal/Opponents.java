package org.yahtzee.cli.goal;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.Session;
import org.yahtzee.rules.Rules;

/** The other players' cards at a point of a game played round by round, in seating order. */
final class Opponents {
    private Opponents() {
    }

    /** The session as {@code player} sees it: their own total before, the others' in seating order. */
    static Session session(SessionStanding standing, int player) {
        int[] before = standing.before();
        int[] others = new int[before.length - 1];
        for (int q = 0, i = 0; q < before.length; q++) {
            if (q != player) {
                others[i++] = before[q];
            }
        }
        return new Session(before[player], others, standing.games() - standing.game());
    }

    /**
     * The cards of everyone but {@code player} when {@code player} starts their turn
     * {@code turnsDone + 1}: those seated before have played that round too, those after have not.
     */
    static List<Scorecard> at(Rules rules, List<GameRecord.Card> cards, int player, int turnsDone) {
        List<Scorecard> opponents = new ArrayList<>(cards.size() - 1);
        for (int q = 0; q < cards.size(); q++) {
            if (q != player) {
                List<GameRecord.Turn> turns = cards.get(q).turns();
                int played = Math.min(turns.size(), q < player ? turnsDone + 1 : turnsDone);
                Scorecard card = Scorecard.empty(rules);
                for (int t = 0; t < played; t++) {
                    card = card.score(turns.get(t).toPlay().finalRollId(), turns.get(t).box());
                }
                opponents.add(card);
            }
        }
        return opponents;
    }
}
