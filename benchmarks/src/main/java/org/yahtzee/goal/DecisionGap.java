package org.yahtzee.goal;

import org.yahtzee.advice.Advisor;
import org.yahtzee.solver.TurnValues;

/**
 * One decision valued by two turns of the win goal (the measurements' comparisons): the move
 * best in the reference turn, and what the other turn's best move gives up there (0 when it is
 * the same move).
 *
 * @param best the reference turn's best move for the dice
 * @param gap  the reference's value of its best move less that of the other's best move, 0 or more
 */
record DecisionGap(GoalOption best, double gap) {

    /** The decision for {@code rollId} with {@code rollsLeft} (0..2), ties of both ranked by {@code average}. */
    static DecisionGap of(GoalTurn reference, GoalTurn other, TurnValues average, int rollId, int rollsLeft) {
        GoalOption best = GoalAdvisor.options(reference, average, rollId, rollsLeft).get(0);
        GoalOption guess = GoalAdvisor.options(other, average, rollId, rollsLeft).get(0);
        boolean same = rollsLeft == 0 ? best.category() == guess.category() : best.keepId() == guess.keepId();
        double gap = same ? 0 : rollsLeft == 0
                ? reference.scoreValue(rollId, best.category()) - reference.scoreValue(rollId, guess.category())
                : reference.keepValue(best.keepId(), rollsLeft) - reference.keepValue(guess.keepId(), rollsLeft);
        return new DecisionGap(best, gap);
    }

    /** True if the other turn picks another move, worse by more than a tie ({@link Advisor#TIE}). */
    boolean differs() {
        return gap > Advisor.TIE;
    }

    /** The decisions compared, and of those the other turn's moves that differ and what they give up. */
    static final class Tally {
        int decisions;
        int differ;
        double lost;
        double largest;

        /** Counts {@code decision}; true if the other turn's move differs ({@link #differs}). */
        boolean add(DecisionGap decision) {
            decisions++;
            if (!decision.differs()) {
                return false;
            }
            differ++;
            lost += decision.gap();
            largest = Math.max(largest, decision.gap());
            return true;
        }
    }
}
