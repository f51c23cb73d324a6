package org.yahtzee.cli.goal;

import java.io.PrintWriter;
import java.util.List;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.GoalGrader;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.goal.Session;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;

/**
 * Where a goal's turn values come from for one player of a game: the same for every player for
 * a reach goal, the other players' cards at that point of the game for the win goal. What
 * {@code play} and {@code grade} share.
 */
@FunctionalInterface
public interface GoalSource {

    /** The goal's turns of {@code player} (an index into {@code cards}) in a game of these cards, seated in order. */
    default GoalGrader.Turns turns(List<GameRecord.Card> cards, int player) {
        return turns(cards, player, SessionStanding.single(cards.size()));
    }

    /**
     * As {@link #turns(List, int)} in a game of a session standing as {@code standing}: under
     * the win goal the chance of the highest session total.
     */
    GoalGrader.Turns turns(List<GameRecord.Card> cards, int player, SessionStanding standing);

    /** True if the goal means something in a game of {@code players} players (win: two or more). */
    default boolean applies(int players) {
        return true;
    }

    /**
     * The source of {@code goal} (reach or win) for games under {@code values}' rules.
     *
     * @throws IllegalArgumentException for {@link Goal#EV}, which has no goal turns
     */
    static GoalSource of(Goal goal, Environment environment, PrintWriter err, StateValues values) {
        Rules rules = values.rules();
        switch (goal.kind()) {
            case REACH: {
                ReachTurns reach = new ReachTurns(environment, err, goal.target());
                return (cards, player, standing) -> reach;
            }
            case WIN: {
                WinTurns win = new WinTurns(environment, err, values);
                return new GoalSource() {
                    @Override
                    public GoalGrader.Turns turns(List<GameRecord.Card> cards, int player, SessionStanding standing) {
                        Session session = Opponents.session(standing, player);
                        return new GoalGrader.Turns() {
                            @Override
                            public GoalTurn turn(Scorecard card) {
                                return win.turn(card, Opponents.at(rules, cards, player, card.filledCount()), session);
                            }

                            @Override
                            public GoalGrader.Result result(Scorecard card, double carried) {
                                // against the others as the record leaves them: every turn they played
                                return win.result(card, Opponents.at(rules, cards, player, Category.COUNT), session);
                            }
                        };
                    }

                    @Override
                    public boolean applies(int players) {
                        return players >= 2;
                    }
                };
            }
            default:
                throw new IllegalArgumentException("expected score has no goal turns");
        }
    }
}
