package org.yahtzee.cli.grade;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yahtzee.engine.SessionStanding;

/**
 * A record's session as {@link GradingPipeline} grades it, game after game: each player's total
 * over the games graded so far, by name, and the standing the next game starts from. A record
 * of one game a session (sessionGames 1) keeps no totals: each game stands on its own.
 */
final class SessionTally {
    private final int sessionGames;
    private final Map<String, Integer> totals = new HashMap<>();
    private int gamesSeen;

    SessionTally(int sessionGames) {
        this.sessionGames = sessionGames;
    }

    /** The next game's place in the session (or a game on its own), seat by seat. */
    SessionStanding standing(List<String> names) {
        if (sessionGames == 1) {
            return SessionStanding.single(names.size());
        }
        int[] before = new int[names.size()];
        for (int p = 0; p < before.length; p++) {
            before[p] = totals.getOrDefault(names.get(p), 0);
        }
        return new SessionStanding(before, gamesSeen + 1, sessionGames);
    }

    /**
     * Whether {@link #add} counts: a record of one game a session keeps no totals, so its
     * graded games need not be made for their scores (GradingPipeline note 7).
     */
    boolean keepsTotals() {
        return sessionGames > 1;
    }

    /** Adds a player's score in the game being graded. */
    void add(String name, int score) {
        if (keepsTotals()) {
            totals.merge(name, score, Integer::sum);
        }
    }

    /** The game being graded is done: the next standing is the next game's. */
    void gameDone() {
        gamesSeen++;
    }
}
