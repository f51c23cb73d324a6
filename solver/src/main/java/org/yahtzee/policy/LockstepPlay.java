package org.yahtzee.policy;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * Plays up to {@link #LANES} games of one {@link Strategy} side by side, each on its own random
 * stream: every game is the one {@link GamePlay#play} plays on that stream, but the decisions of
 * all the games at one step are asked for in one loop. One object per thread.
 */
public final class LockstepPlay {
    /*
     * Implementation notes. A policy-table decision is a load from a 270 MB table, nearly always
     * a cache and TLB miss (~0.1 us), and a game asks 39 of them one after the other: played one
     * game at a time, the simulator waits on memory most of its time. In lockstep the loop that
     * asks the decisions of 16 games holds 16 independent loads, which the processor overlaps.
     * Under a load average of 6 on 2 cores (other builds running), one thread played 150,000
     * games/s one at a time and 370,000 in lockstep of 16 (2.4x).
     *
     * Issue 25: the strategy is asked a whole step at once (Strategy.keeps/boxes), and the
     * policy's look-ups are a loop of bare loads, so 64 lanes keep 64 loads in flight where a
     * loop that decoded each entry as it came had about 8 to 16 (the ROB filled behind the first
     * miss); each game's generator is a SplitMix refilled by a split, not a new object. One
     * thread, CPU a game at load average 7-9: 1.2-1.5 us before, 0.82-1.11 us with 64 lanes.
     * (A copy of the table in the heap, tried then, costs more to make than it saves: see
     * Simulation's notes on its table.)
     */

    /** Games played side by side. */
    public static final int LANES = 64;

    private final Strategy strategy;
    private final PlayState[] states = new PlayState[LANES];
    private final int[] rolls = new int[LANES];
    private final int[] choices = new int[LANES];
    private final boolean[] standing = new boolean[LANES];

    public LockstepPlay(Strategy strategy, Rules rules) {
        this.strategy = strategy;
        for (int i = 0; i < LANES; i++) {
            states[i] = new PlayState(rules);
        }
    }

    /** Lane {@code lane}'s card: after {@link #play}, the finished game. */
    public PlayState state(int lane) {
        return states[lane];
    }

    /**
     * Plays {@code count} (1..16) games from empty cards, game i on {@code randoms[i]}; fills
     * {@code traces[i]} too if {@code traces} is not null.
     */
    public void play(SplitMix[] randoms, GameTrace[] traces, int count) {
        for (int i = 0; i < count; i++) {
            states[i].reset();
            if (traces != null) {
                traces[i].reset();
            }
        }
        for (int turn = 0; turn < Category.COUNT; turn++) {
            for (int i = 0; i < count; i++) {
                rolls[i] = GamePlay.throwDice(KeepLattice.EMPTY_KEEP, randoms[i]);
                standing[i] = false;
                if (traces != null) {
                    traces[i].addRoll(turn, rolls[i]);
                }
            }
            for (int rollsLeft = 2; rollsLeft >= 1; rollsLeft--) {
                strategy.keeps(states, rolls, standing, rollsLeft, choices, count);
                for (int i = 0; i < count; i++) {
                    if (standing[i] || KeepLattice.size(choices[i]) == 5) {
                        standing[i] = true; // scores the roll now
                        continue;
                    }
                    rolls[i] = GamePlay.throwDice(choices[i], randoms[i]);
                    if (traces != null) {
                        traces[i].addKeep(turn, choices[i]);
                        traces[i].addRoll(turn, rolls[i]);
                    }
                }
            }
            strategy.boxes(states, rolls, choices, count);
            for (int i = 0; i < count; i++) {
                int written = states[i].score(rolls[i], choices[i]);
                if (traces != null) {
                    traces[i].setScore(turn, choices[i], written, states[i].total());
                }
            }
        }
    }
}
