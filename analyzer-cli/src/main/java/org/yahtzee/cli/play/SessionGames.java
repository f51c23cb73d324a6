package org.yahtzee.cli.play;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.engine.SessionStanding;

/**
 * The games of a {@code play --games N} session: those finished, each player's total over them,
 * and where the game in progress stands in the session (the rule sheets: the highest total over
 * all games, up to 6, wins). A session of one game is a game on its own.
 */
final class SessionGames {
    private final int games;
    private final int[] totals;
    private final List<GameRecord.Game> finished = new ArrayList<>();

    /** A session of {@code games} games (1..6, checked by the command) of {@code players} players. */
    SessionGames(int games, int players) {
        this.games = games;
        this.totals = new int[players];
    }

    /** The games of the session. */
    int games() {
        return games;
    }

    /** The number of the game in progress, 1..{@link #games}. */
    int game() {
        return Math.min(finished.size() + 1, games);
    }

    /** True if a game follows the one in progress. */
    boolean hasNext() {
        return finished.size() + 1 < games;
    }

    /** The game in progress's place in the session: the totals of the games before it, by seat. */
    SessionStanding standing() {
        return new SessionStanding(totals, game(), games);
    }

    /** The finished games, numbered from 1, for the record of the session. */
    List<GameRecord.Game> finished() {
        return List.copyOf(finished);
    }

    /** Adds the game {@code over} (every card complete) to the finished ones and its totals to the session's. */
    void finish(PlayState over) {
        finished.add(new GameRecord.Game(finished.size() + 1, over.recorded));
        for (int p = 0; p < totals.length; p++) {
            totals[p] += over.card(p).total();
        }
    }

    /** Each player's session total: the finished games', plus {@code current}'s cards unless it is finished already. */
    int[] totals(PlayState current, boolean currentFinished) {
        int[] out = totals.clone();
        for (int p = 0; p < out.length && !currentFinished; p++) {
            out[p] += current.card(p).total();
        }
        return out;
    }
}
