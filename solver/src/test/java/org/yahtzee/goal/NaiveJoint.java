package org.yahtzee.goal;

import java.util.HashMap;
import java.util.Map;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The joint two-player endgame the slow, obvious way: the player to move enumerates every
 * roll, keep and box of its turn ({@link NaiveGoal}), and after its box the other does the
 * same from its own side (1 - its value), until both cards are full; the higher total wins, a
 * tie is half. In doubles, memoised on both cards' states and the difference of their totals.
 */
final class NaiveJoint {
    /** A card's state and its total. */
    record Card(int filled, int upper, boolean y50, int points) {
        boolean complete() {
            return filled == Category.ALL_USED;
        }
    }

    /** Added to the difference handed to NaiveGoal, whose memo wants points of 0 or more. */
    private static final int OFFSET = 1000;

    private final Rules rules;
    /** One turn enumeration per other card (its points taken as 0: only the difference counts). */
    private final Map<Card, NaiveGoal> turns = new HashMap<>();

    NaiveJoint(Rules rules) {
        this.rules = rules;
    }

    /** P(the mover wins), a tie half, with {@code mover} to play (or finished) and {@code other} after it. */
    double value(Card mover, Card other) {
        if (mover.complete() && other.complete()) {
            return mover.points() > other.points() ? 1 : mover.points() == other.points() ? 0.5 : 0;
        } else if (mover.complete()) {
            return 1 - value(other, mover);
        }
        Card against = new Card(other.filled(), other.upper(), other.y50(), 0);
        NaiveGoal turn = turns.computeIfAbsent(against, o -> new NaiveGoal(rules,
                (f, u, y, x) -> after(new Card(f, u, y, x - OFFSET), o)));
        return turn.turnValue(mover.filled(), mover.upper(), mover.y50(), mover.points() - other.points() + OFFSET);
    }

    private double after(Card mover, Card other) {
        return other.complete() ? value(mover, other) : 1 - value(other, mover);
    }
}
