package org.yahtzee.cli.simulate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.yahtzee.policy.HeuristicStrategy;
import org.yahtzee.policy.PolicyStrategy;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.policy.Strategy;

/**
 * The policies {@code simulate --versus} names: the one home of their names. Goal players
 * (reach a target, win) join here as their strategies arrive.
 */
enum PlayerPolicy {
    /** The optimal expected-score player, from the policy table. */
    EV("ev"),
    /** The human-like baseline (HeuristicStrategy). */
    HEURISTIC("heuristic");

    final String word;

    PlayerPolicy(String word) {
        this.word = word;
    }

    /** The strategy; {@code table} is needed (not null) for {@link #EV} only. */
    Strategy strategy(PolicyTable table) {
        return this == EV ? new PolicyStrategy(table) : new HeuristicStrategy();
    }

    /**
     * {@code ev,heuristic}: two or more names, in player order.
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
        for (PlayerPolicy p : values()) {
            if (p.word.equals(word)) {
                return p;
            }
        }
        throw new IllegalArgumentException("--versus: unknown policy '" + word + "': expected ev (optimal expected "
                + "score) or heuristic (the human-like baseline); goal policies are not available yet");
    }
}
