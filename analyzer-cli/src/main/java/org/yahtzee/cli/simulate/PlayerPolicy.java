package org.yahtzee.cli.simulate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.yahtzee.cli.goal.GoalWords;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.Policy;
import org.yahtzee.engine.Yahtzee;

/**
 * The players {@code simulate} plays: the one home of their names ({@code ev}, {@code heuristic},
 * {@code reach:T}, {@code win}).
 *
 * @param word   the name as {@code --versus} reads it and the reports write it
 * @param kind   which player
 * @param target for {@link Kind#REACH}: the target, 0..500 (the reach table's range); else -1
 */
record PlayerPolicy(String word, Kind kind, int target) {

    enum Kind {
        /** The optimal expected-score player, from the policy table. */
        EV,
        /** The human-like baseline (HeuristicStrategy). */
        HEURISTIC,
        /** The best chance of a final total of at least the target, from the reach table. */
        REACH,
        /** The best chance of beating the other player (WinMatch: against ev only). */
        WIN
    }

    static final PlayerPolicy EV = new PlayerPolicy("ev", Kind.EV, -1);
    static final PlayerPolicy HEURISTIC = new PlayerPolicy("heuristic", Kind.HEURISTIC, -1);
    static final PlayerPolicy WIN = new PlayerPolicy("win", Kind.WIN, -1);

    /** The player of a goal: {@link #EV} for {@link Goal#EV}, a reach player for {@code reach:T}, {@link #WIN}. */
    static PlayerPolicy of(Goal goal) {
        return switch (goal.kind()) {
            case EV -> EV;
            case REACH -> reach(goal);
            case WIN -> WIN;
        };
    }

    private static PlayerPolicy reach(Goal goal) {
        return new PlayerPolicy(goal.name(), Kind.REACH, goal.tableTarget());
    }

    /** The engine's player of this policy. */
    Policy policy() {
        return switch (kind) {
            case EV -> Policy.EV;
            case HEURISTIC -> Policy.HEURISTIC;
            case REACH -> Policy.reach(target);
            case WIN -> Policy.WIN;
        };
    }

    /** True for {@code win,ev} and {@code ev,win}: the one match the win player plays. */
    static boolean isWinMatch(List<PlayerPolicy> players) {
        return players.size() == 2 && players.contains(WIN) && players.contains(EV);
    }

    /**
     * {@code ev,heuristic,reach:300}: two or more names, in player order.
     *
     * @throws IllegalArgumentException naming the word and the accepted policies
     */
    static List<PlayerPolicy> parseList(String text) {
        List<PlayerPolicy> players = new ArrayList<>();
        for (String word : text.split(",", -1)) {
            players.add(parse(word.strip().toLowerCase(Locale.ROOT)));
        }
        if (players.size() < 2) {
            throw new IllegalArgumentException("--versus needs two or more policies separated by commas, "
                    + "e.g. ev,heuristic; was '" + text + "'");
        }
        return players;
    }

    private static PlayerPolicy parse(String word) {
        if (word.equals(HEURISTIC.word)) {
            return HEURISTIC;
        }
        try {
            return of(GoalWords.parse(word));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--versus: unknown policy '" + word + "': expected ev (optimal expected "
                    + "score), heuristic (the human-like baseline), reach:T (the best chance of T or more, T in 0.."
                    + Yahtzee.REACH_TARGET_MAX + ") or win (the best chance of beating ev, as --versus win,ev)"
                    + (word.startsWith("reach:") ? ": " + e.getMessage() : ""));
        }
    }
}
