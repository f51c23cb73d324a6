package org.yahtzee.distribution;

import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/**
 * The turns of expected-score play kept from one exact distribution to the next of the same
 * game: a state's turn ({@link TurnOutcomes}) depends on the state alone, so a distribution
 * from a card that an earlier one reached needs no turn analysis, only the sums. Give it to
 * {@link ExactDistribution#compute(KeptOutcomes, int, int, boolean, int, int)}. Not safe for
 * use by two distributions at once (one instance a thread of play).
 */
public final class KeptOutcomes {
    /*
     * Implementation notes. One reference a state (536,448: 2 MB with compressed oops) and the
     * turns themselves: an opponent's exact distributions of a game, from 9 open boxes on, reach
     * about 25,000 states of 16 bytes an outcome, about 30 outcomes each (12 MB). A card's masks
     * only grow, so a distribution from a card of mask m can reach only masks that contain m:
     * the others are dropped before it runs (forget), and a new game (a smaller mask) starts
     * afresh. A distribution's own arrays of a state (LevelScores' three and its outcomes', 8 MB)
     * are kept here too and swept again: allocated and zeroed at every distribution they were
     * 37% of the bytes a game of `simulate --versus win,ev` allocated (win12's profile: 14.4 GB
     * over 100 games, 146 young collections, 1.6 s of pauses). So is the pass itself, with its
     * workers' scratch (a worker's LaneOutcomes rows, 0.24 MB, and its pull's rows): made afresh
     * at every distribution they were a tenth of the bytes again (win16).
     */

    final StateValues values;
    /** The turns' decisions looked up here instead of analysed; null: analysed under {@link #values}. */
    final PolicyTable decisions;
    final TurnOutcomes[] byState = new TurnOutcomes[StateIndex.STATES];
    /** A distribution's score cells and outcomes by state, empty between distributions: allocated once. */
    final LevelScores scores = new LevelScores();
    final TurnOutcomes[] outcomes = new TurnOutcomes[StateIndex.STATES];
    /** The distributions' pass over these arrays, with its workers' scratch: made by the first, swept again by the next. */
    ExactDistribution pass;
    /** The mask of the card the kept turns were last needed from: they all contain it. */
    private int keptFrom;
    private boolean empty = true;

    /** An empty memory for distributions under {@code values}. */
    public KeptOutcomes(StateValues values) {
        this.values = values;
        this.decisions = null;
    }

    /**
     * An empty memory for distributions under {@code values} whose turns are played from
     * {@code decisions}, a policy table built from those values (by {@code PolicyBuilder}): the
     * same distributions, bit for bit, with no turn analysed (each turn's decisions are looked
     * up: the first distribution of a game from 9 open boxes 12-15 ms of CPU against 48-53,
     * {@code OpponentDistributionTiming}).
     *
     * @throws IllegalArgumentException if the table is of other rules than the values
     */
    public KeptOutcomes(StateValues values, PolicyTable decisions) {
        if (decisions.rules().fingerprint() != values.rules().fingerprint()) {
            throw new IllegalArgumentException("the policy table is of " + decisions.rules().canonicalName()
                    + ", the values of " + values.rules().canonicalName());
        }
        this.values = values;
        this.decisions = decisions;
    }

    /** Drops the turns a distribution from a card of {@code usedMask} cannot reach (their masks do not contain it). */
    void forget(int usedMask) {
        if (empty || (usedMask & keptFrom) != keptFrom) {
            java.util.Arrays.fill(byState, null); // another game: nothing kept can be reached
        } else if (usedMask != keptFrom) {
            for (int mask = 0; mask <= Category.ALL_USED; mask++) {
                if ((mask & keptFrom) == keptFrom && (mask & usedMask) != usedMask) {
                    java.util.Arrays.fill(byState, StateIndex.offset(mask), StateIndex.offset(mask)
                            + StateIndex.statesOf(mask), null);
                }
            }
        }
        keptFrom = usedMask;
        empty = false;
    }
}
