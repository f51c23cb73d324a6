package org.yahtzee.goal;

import org.yahtzee.policy.PlayState;
import org.yahtzee.policy.Strategy;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * A player who plays for a goal (the reach table, or any utility's values): every decision the first of {@link GoalAdvisor#options}, goal ties broken by the
 * expected score, exactly as {@code advise --goal} ranks them. For the simulator: each thread
 * keeps the analyses of its current turn (one goal turn, one expected-score turn), nothing else.
 */
public final class GoalStrategy implements Strategy {
    /*
     * Implementation notes. A turn's three decisions share one analysis: the goal turn at the
     * card's need (about 40 us from a mapped table once its lanes are kept) and the expected-score
     * turn for ties (about 6 us). They are kept per thread with the card they belong to (state and
     * points); a new turn, or another game's card, analyses again.
     */

    private final GoalValues goal;
    /** The need of a card is this less its points: the target of a reach table, else the utility's span. */
    private final int span;
    private final ThreadLocal<Turn> turns;

    /** The analyses of one thread's current turn. */
    private static final class Turn {
        final TurnAnalyzer analyzer;
        int stateIndex = -1;
        int total;
        GoalTurn goal;
        TurnValues average;

        Turn(StateValues values) {
            analyzer = new TurnAnalyzer(values);
        }
    }

    /**
     * A player for the utility {@code goal} was solved for.
     *
     * @param goal   values solved from the card games start from (the empty card for the
     *               simulator; the reach table is): every state a game reaches has them
     * @param values the expected-score values of the same rules, for ties
     * @throws IllegalArgumentException if the rules differ
     */
    public GoalStrategy(GoalValues goal, StateValues values) {
        this(goal, values, goal.utility().span());
    }

    private GoalStrategy(GoalValues goal, StateValues values, int span) {
        if (goal.rules().fingerprint() != values.rules().fingerprint()) {
            throw new IllegalArgumentException("goal values for " + goal.rules().canonicalName()
                    + " but expected-score values for " + values.rules().canonicalName());
        }
        this.goal = goal;
        this.span = span;
        this.turns = ThreadLocal.withInitial(() -> new Turn(values));
    }

    /** A player for the target {@code target} (0..the values' span) from a reach goal's values (the reach table). */
    public static GoalStrategy reach(GoalValues reachTable, StateValues values, int target) {
        if (!reachTable.utility().isStep() || target < 0 || target > reachTable.utility().span()) {
            throw new IllegalArgumentException("target " + target + " is outside the reach table's 0.."
                    + reachTable.utility().span());
        }
        return new GoalStrategy(reachTable, values, target);
    }

    private Turn turn(PlayState state) {
        Turn t = turns.get();
        if (t.stateIndex != state.stateIndex() || t.total != state.total()) {
            t.goal = GoalTurn.analyze(goal, state.usedMask(), state.upperTotal(), state.yahtzeeHolds50(), span - state.total());
            t.average = t.analyzer.analyze(state.usedMask(), state.upperTotal(), state.yahtzeeHolds50(), t.average);
            t.stateIndex = state.stateIndex();
            t.total = state.total();
        }
        return t;
    }

    @Override
    public int keep(PlayState state, int rollId, int rollsLeft) {
        Turn t = turn(state);
        return GoalAdvisor.options(t.goal, t.average, rollId, rollsLeft).get(0).keepId();
    }

    @Override
    public int box(PlayState state, int rollId) {
        Turn t = turn(state);
        return GoalAdvisor.bestBox(t.goal, t.average, rollId).id();
    }
}
