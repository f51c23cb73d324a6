package org.yahtzee.distribution;

import java.util.concurrent.atomic.AtomicInteger;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/**
 * The turns of expected-score play kept from one exact distribution to the next, within a game
 * and across the games of a batch: a state's turn ({@link TurnOutcomes}) depends on the state
 * alone, so a distribution that reaches a state an earlier one reached needs no turn analysis
 * there, only the sums. Give it to
 * {@link ExactDistribution#compute(KeptOutcomes, int, int, boolean, int, int)}. Not safe for
 * use by two distributions at once (one instance a thread of play).
 */
public final class KeptOutcomes {
    /*
     * Implementation notes. One reference a state (536,448: 2 MB with compressed oops) and the
     * turns themselves, about 30 outcomes of 16 bytes each and six array headers: about 700
     * bytes a state. An opponent's exact distributions of a game, from 9 open boxes on, reach
     * about 25,000 states; the next game's opponent reaches many of the same (the late masks
     * above all), so the turns are kept from game to game: in simulate --versus win,ev the turn
     * analyses were three quarters of the opponents' distributions (JFR, 106 of 144 samples)
     * when each game started afresh. Kept up to MAX_KEPT states (about 100 MB); past that the
     * next distribution starts from nothing again. Within a game the earlier approach dropped
     * the masks a new card can no longer reach; they are kept now, for the games after.
     */

    /** The most turns kept before the next distribution drops them all: about 100 MB. */
    static final int MAX_KEPT = 150_000;

    final StateValues values;
    final TurnOutcomes[] byState = new TurnOutcomes[StateIndex.STATES];
    /** States with a turn in byState; workers of one distribution add to it at once. */
    private final AtomicInteger held = new AtomicInteger();
    private final int maxKept;

    /** An empty memory for distributions under {@code values}. */
    public KeptOutcomes(StateValues values) {
        this(values, MAX_KEPT);
    }

    /** As {@link #KeptOutcomes(StateValues)}, keeping at most {@code maxKept} turns (tests: a small bound). */
    KeptOutcomes(StateValues values, int maxKept) {
        this.values = values;
        this.maxKept = maxKept;
    }

    /** Before a distribution: drops every turn if more than the bound are held. */
    void trim() {
        if (held.get() > maxKept) {
            java.util.Arrays.fill(byState, null);
            held.set(0);
        }
    }

    /** Keeps a state's newly analysed turn (step 1 of a distribution, from its workers). */
    void keep(int stateIndex, TurnOutcomes turn) {
        byState[stateIndex] = turn;
        held.incrementAndGet();
    }

    /** States whose turn is held. */
    int held() {
        return held.get();
    }
}
