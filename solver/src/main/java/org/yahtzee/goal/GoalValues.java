package org.yahtzee.goal;

import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * The solved values of a goal: for every turn-start state reachable from the root and every
 * need (points short of the utility's span, see {@link FinalUtility}), the largest E[U(final
 * total)] over all policies. For a reach goal solved at span S it answers every target T <= S:
 * P(final >= T) from a state with x points scored is {@code value(state, T - x)}.
 */
public final class GoalValues {
    /*
     * Implementation notes. lanes[stateIndex][need] for need = 0..lanes[s].length - 1, float32
     * (a probability to about 6e-8 relative per operation; see docs/goals.md for the error
     * measured). A need <= 0 is the utility's top (the goal is met whatever comes); a need
     * past the lane is its bottom: the lane is cut where even the most points still possible
     * fall short (ScoreBounds.mostToCome), or where the need is more than any card reached
     * from the root can have (limitOf), which no query may ask. States not reachable from the
     * root have no lane (null). The upper totals of a mask and flag that can no longer reach the
     * bonus play alike and share one lane array. Values solved for the root's own need only
     * (GoalSolver.solveAt) also have floors[s]: the least need a card reached from the root can
     * have in state s; the lane's cells 1..floors[s]-1 were not solved and hold NaN, and above
     * the floor so do the needs no card reached from the root can have there (ReachedGains).
     * Those values are held by mask (byMask[mask][s - offset(mask)], floors likewise) for
     * the root's supersets only: from 7 open boxes 128 of the 8,192 masks, where two arrays by
     * state took 4.3 MB a solve, allocated and zeroed for each of the win player's turns (56% of
     * the bytes a game of `simulate --versus win,ev` allocated once its other scratch was kept,
     * win16's profile) and copied by the young collections while the turn is used.
     */

    private final Rules rules;
    private final FinalUtility utility;
    /** The solver's lanes by state; null when they come from {@link #source} or are held by mask. */
    final float[][] lanes;
    /** Values of the root's own need only: the lanes of each of the root's supersets by state rank, else null. */
    private final float[][][] byMask;
    private final LaneSource source;
    private final int rootState;
    private final int rootNeed;
    private final int rootLeast;
    /** Per state (by mask as {@link #byMask}) the least need solved, for values of the root's own need only; else null (every need). */
    private final int[][] floors;

    GoalValues(Rules rules, FinalUtility utility, int rootState, int rootNeed, int rootLeast, boolean rootNeedOnly) {
        this(rules, utility, rootNeedOnly ? null : new float[StateIndex.STATES][], null, rootState, rootNeed, rootLeast,
                rootNeedOnly);
    }

    private GoalValues(Rules rules, FinalUtility utility, float[][] lanes, LaneSource source, int rootState,
            int rootNeed, int rootLeast, boolean rootNeedOnly) {
        this.byMask = rootNeedOnly ? new float[Category.ALL_USED + 1][][] : null;
        this.floors = rootNeedOnly ? new int[Category.ALL_USED + 1][] : null;
        if (rootNeedOnly) {
            int rootMask = StateIndex.usedMaskOf(rootState);
            int open = ~rootMask & Category.ALL_USED;
            for (int added = open; ; added = (added - 1) & open) { // every superset of the root's mask
                byMask[rootMask | added] = new float[StateIndex.statesOf(rootMask | added)][];
                floors[rootMask | added] = new int[StateIndex.statesOf(rootMask | added)];
                if (added == 0) {
                    break;
                }
            }
        }
        this.rules = rules;
        this.utility = utility;
        this.lanes = lanes;
        this.source = source;
        this.rootState = rootState;
        this.rootNeed = rootNeed;
        this.rootLeast = rootLeast;
    }

    /**
     * Values solved earlier and read through {@code source} (a table file), with the root they
     * were solved from: its state, its need and the least score a card in it shows
     * ({@link #rootState()}, {@link #rootNeed()}, {@link #rootLeast()} of the values written).
     */
    public static GoalValues fromTable(Rules rules, FinalUtility utility, LaneSource source, int rootState,
            int rootNeed, int rootLeast) {
        if (rootState < 0 || rootState >= StateIndex.STATES || rootLeast < 0) {
            throw new IllegalArgumentException("root state " + rootState + " (least score " + rootLeast
                    + "): expected a state 0.." + (StateIndex.STATES - 1) + " and a least score of 0 or more");
        }
        return new GoalValues(rules, utility, null, source, rootState, rootNeed, rootLeast, false);
    }

    /** The state's lane (see {@link LaneSource#lane}), or null if it was not solved. */
    public float[] lane(int stateIndex) {
        return lane(byMask != null ? StateIndex.usedMaskOf(stateIndex) : -1, stateIndex); // the mask is read only when held by mask
    }

    /** {@link #lane(int)} of a state of {@code usedMask}: the solver's hot path. */
    float[] lane(int usedMask, int stateIndex) {
        if (byMask == null) {
            return lanes != null ? lanes[stateIndex] : source.lane(stateIndex);
        }
        float[][] ofMask = byMask[usedMask];
        return ofMask == null ? null : ofMask[stateIndex - StateIndex.offset(usedMask)];
    }

    /** Sets the lane of a state of {@code usedMask} (the solver's). */
    void setLane(int usedMask, int stateIndex, float[] lane) {
        if (byMask != null) {
            byMask[usedMask][stateIndex - StateIndex.offset(usedMask)] = lane;
        } else {
            lanes[stateIndex] = lane;
        }
    }

    /** Whether the values hold the least need solved of each state ({@link #floor}): values of the root's own need only. */
    boolean hasFloors() {
        return floors != null;
    }

    /** The least need solved in a state of {@code usedMask} (values with floors). */
    int floor(int usedMask, int stateIndex) {
        return floors[usedMask][stateIndex - StateIndex.offset(usedMask)];
    }

    /** The least need solved in a state (0 where none is held): {@link #floor} without its mask. */
    int floorOf(int stateIndex) {
        return floors == null ? 0 : heldFloor(StateIndex.usedMaskOf(stateIndex), stateIndex);
    }

    /** The least need solved in a state of {@code usedMask}, 0 if its mask holds none (values with floors). */
    private int heldFloor(int usedMask, int stateIndex) {
        return floors[usedMask] == null ? 0 : floor(usedMask, stateIndex);
    }

    void setFloor(int usedMask, int stateIndex, int floor) {
        floors[usedMask][stateIndex - StateIndex.offset(usedMask)] = floor;
    }

    public Rules rules() {
        return rules;
    }

    public FinalUtility utility() {
        return utility;
    }

    /** The state the values were solved from ({@link StateIndex}). */
    public int rootState() {
        return rootState;
    }

    /** The need at the root: the utility's span less the points the root's card had scored. */
    public int rootNeed() {
        return rootNeed;
    }

    /** The least score a card in the root state shows (ScoreBounds.leastScored). */
    public int rootLeast() {
        return rootLeast;
    }

    /** The largest need a query may ask of a state with this least score (the lanes stop there). */
    int limitOf(int leastScored) {
        return rootNeed - (leastScored - rootLeast);
    }

    /**
     * The largest need {@link #value} answers for the state: a card in it reached from the root
     * can be no further from the span. A need above it asks for a solve from that card.
     */
    public int needLimit(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        return limitOf(ScoreBounds.leastScored(usedMask, upperTotal, yahtzeeHolds50));
    }

    /**
     * The smallest need {@link #value} answers for the state: 0, or for values solved for the
     * root's own need only, the least need a card reached from the root can have there (the
     * most points it can have gained on the way). A need below it asks for a solve from that card.
     */
    public int needFloor(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        return floors == null ? 0 : heldFloor(usedMask, StateIndex.index(usedMask, upperTotal, yahtzeeHolds50));
    }

    /**
     * The best E[U(final total)] from the start of the state's turn with {@code need} points
     * short of the span.
     *
     * @throws IllegalArgumentException if the state is not reachable or was not solved (not
     *         reachable from the root), or the need is more (or, solved for the root's need only,
     *         less) than any card in that state reached from the root can have, or (solved for
     *         the root's need only) not one of the needs such a card can have ({@link #answers})
     */
    public double value(int usedMask, int upperTotal, boolean yahtzeeHolds50, int need) {
        int s = StateIndex.index(usedMask, upperTotal, yahtzeeHolds50);
        int limit = needLimit(usedMask, upperTotal, yahtzeeHolds50);
        if (need > limit) {
            throw new IllegalArgumentException("need " + need + " in state " + describe(usedMask, upperTotal, yahtzeeHolds50)
                    + " is more than any card reached from the root can have: at most " + limit);
        }
        int floor = needFloor(usedMask, upperTotal, yahtzeeHolds50);
        if (need > 0 && need < floor) {
            throw new IllegalArgumentException("need " + need + " in state " + describe(usedMask, upperTotal, yahtzeeHolds50)
                    + " is less than any card reached from the root can have: at least " + floor);
        }
        float v = read(s, need);
        if (Float.isNaN(v)) {
            throw new IllegalArgumentException("need " + need + " in state " + describe(usedMask, upperTotal, yahtzeeHolds50)
                    + " is not one a card reached from the root can have (its turns cannot write those points)");
        }
        return v;
    }

    /**
     * True if {@link #value} answers the state at the need: the state was solved, and the need
     * is one a card reached from the root can have there (within the floor and the limit, and
     * for values solved for the root's own need only, a sum of points the turns can write).
     */
    public boolean answers(int usedMask, int upperTotal, boolean yahtzeeHolds50, int need) {
        int s = StateIndex.index(usedMask, upperTotal, yahtzeeHolds50);
        float[] lane = lane(s);
        return lane != null && need <= needLimit(usedMask, upperTotal, yahtzeeHolds50)
                && (need <= 0 || need >= needFloor(usedMask, upperTotal, yahtzeeHolds50)
                        && (need >= lane.length || !Float.isNaN(lane[need])));
    }

    /**
     * For a reach goal: the best probability that the final total is at least {@code target}
     * when the card in the state shows {@code pointsSoFar}.
     *
     * @throws IllegalArgumentException if the goal is not a reach goal, the target is above its
     *         span, or the points cannot show in that state
     */
    public double probability(int usedMask, int upperTotal, boolean yahtzeeHolds50, int target, int pointsSoFar) {
        if (!utility.isStep()) {
            throw new IllegalArgumentException("these values are of a utility, not of a reach goal");
        }
        if (target > utility.span()) {
            throw new IllegalArgumentException("target " + target + " is above the solved range 0.." + utility.span());
        }
        int least = ScoreBounds.leastScored(usedMask, upperTotal, yahtzeeHolds50);
        if (pointsSoFar < least) {
            throw new IllegalArgumentException("a card in state " + describe(usedMask, upperTotal, yahtzeeHolds50)
                    + " shows at least " + least + " points, not " + pointsSoFar);
        }
        return value(usedMask, upperTotal, yahtzeeHolds50, target - pointsSoFar);
    }

    /**
     * Lane cells held, each shared lane once (states that play alike share one): the measure
     * of the solve's work and of the table's size. Values read from a table decode a fresh
     * array per state, so there every state's lane counts.
     */
    public long cells() {
        java.util.Set<float[]> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        long n = 0;
        for (int s = 0; s < StateIndex.STATES; s++) {
            float[] lane = lane(s);
            if (lane != null && seen.add(lane)) {
                n += lane.length;
            }
        }
        return n;
    }

    /** Hot path of the solver and the turn analysis: no checks beyond the lane's presence. */
    float read(int stateIndex, int need) {
        if (need <= 0) {
            return utility.top;
        }
        float[] lane = lane(stateIndex);
        if (lane == null) {
            throw new IllegalArgumentException("state " + stateIndex + " is not reachable from the root state "
                    + rootState + ": it was not solved");
        }
        return need < lane.length ? lane[need] : utility.bottom;
    }

    private static String describe(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        return "(usedMask 0x" + Integer.toHexString(usedMask) + ", upper " + upperTotal
                + (yahtzeeHolds50 ? ", Yahtzee 50" : "") + (usedMask == Category.ALL_USED ? ", game over" : "") + ")";
    }
}
