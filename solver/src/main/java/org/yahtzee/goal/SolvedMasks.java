package org.yahtzee.goal;

/**
 * Takes the lanes of each mask as the goal solver finishes it, for a caller that writes them
 * out rather than keeping them all ({@link GoalSolver#solveFrom(org.yahtzee.rules.Rules, int, int,
 * boolean, int, FinalUtility, int, java.util.function.DoubleConsumer, SolvedMasks)}).
 */
@FunctionalInterface
public interface SolvedMasks {
    /**
     * Called once per solved mask, right after its lanes are final, on the worker thread that
     * solved it: calls for different masks can run at the same time. During the call
     * {@code values.lane(s)} is the lane of each state s of the mask (null if not solved);
     * afterwards the lanes are dropped once the level below no longer reads them and their
     * arrays filled again with other states' values, so the callee copies what it keeps. An
     * exception ends the solve and reaches its caller.
     */
    void solved(int usedMask, GoalValues values);
}
