package org.yahtzee.engine;

import org.yahtzee.goal.WinMatch;

/**
 * The win player against expected-score play ({@link Simulation#winMatch}): each side as a
 * head to head counts it, and the paired estimate of the win player's chance, which sets each
 * game beside the same dice played by expected-score play (a shadow) and so needs far fewer
 * games for the same precision. Immutable once returned.
 */
public final class WinMatchResult {
    private final WinMatch.Result result;

    WinMatchResult(WinMatch.Result result) {
        this.result = result;
    }

    /** The win player's games against the expected-score player. */
    public Contender win() {
        return new Contender(result.win());
    }

    /** The expected-score player's games against the win player. */
    public Contender ev() {
        return new Contender(result.ev());
    }

    /** The games played. */
    public long games() {
        return result.games();
    }

    /** Games in which the win player chose, at least once, another move than expected-score play would have. */
    public long departed() {
        return result.departed();
    }

    /** The paired estimate of the win player's chance: 1/2 + the mean of (its result - the shadow's). */
    public double pairedChance() {
        return result.pairedChance();
    }

    /** The standard error of {@link #pairedChance}. */
    public double pairedStandardError() {
        return result.pairedStandardError();
    }

    /** The win player's results (a win 1, a tie 1/2) averaged over the games it played first ({@code first}) or second. */
    public double chanceSeated(boolean first) {
        return result.chanceSeated(first);
    }
}
