package org.yahtzee.engine;

import org.yahtzee.distribution.HeadToHead;

/**
 * What one player of a head-to-head simulation did over all its games ({@link Simulation#versus},
 * {@link WinMatchResult}): wins, draws and losses, its scores, and its margins against the best
 * of the other players. Immutable once the simulation returned it.
 */
public final class Contender {
    private final HeadToHead.Player player;

    Contender(HeadToHead.Player player) {
        this.player = player;
    }

    /** Games scored strictly above every other player. */
    public long wins() {
        return player.wins();
    }

    /** Games tied for the top score with at least one other player. */
    public long draws() {
        return player.draws();
    }

    /** Games scored below another player. */
    public long losses() {
        return player.losses();
    }

    /** The final scores, summed over the games. */
    public long scoreSum() {
        return player.scoreSum();
    }

    /** The squares of the final scores, summed over the games. */
    public long scoreSquares() {
        return player.scoreSquares();
    }

    /**
     * Games in which this player's score minus the best other score was {@code margin}
     * (-{@link Yahtzee#MAX_SCORE}..{@link Yahtzee#MAX_SCORE}).
     */
    public long margin(int margin) {
        return player.margin(margin);
    }
}
