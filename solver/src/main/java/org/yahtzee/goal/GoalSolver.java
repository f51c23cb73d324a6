package org.yahtzee.goal;

import java.util.Objects;
import java.util.function.DoubleConsumer;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.solver.ParallelLoop;
import org.yahtzee.state.StateIndex;

/**
 * Solves a goal, maximise E[U(final total)], exactly: for every state reachable from a root
 * and every need, the best value over all policies ({@link GoalValues}). From the empty card
 * with {@code FinalUtility.reach(500)} it is the table of every target up to 500; from a late
 * state with an opponent's distribution as U it is the on-demand path.
 * Deterministic: the values do not depend on the thread count.
 */
public final class GoalSolver {
    /*
     * Implementation notes. As the value solver: a state's lane depends only on states with one
     * more box filled, so levels are solved from the most boxes filled down to the root's, the
     * masks of a level in parallel (a ParallelLoop; each mask's states by one worker, each state
     * writing its own lane). Per state, before its lane: the most points still to come (from
     * the next level's), which cuts the lane at most + flatFrom, and the need limit from the
     * least score a card in it shows. Only states reachable from the root are solved: a forward
     * pass marks them first (the empty card reaches all 536,448). The upper totals of a mask and
     * flag that can no longer reach the bonus share one lane (the upper total then changes
     * nothing to come): free-choice, reach(500), 185.2 -> 126.6 million cells, 162 -> 77
     * CPU-seconds; for a root's own need so do all of them once the upper boxes are filled. A level's masks differ in work (1 to 1,716 masks a level, 1 to 128 states a
     * mask); handing them out one at a time keeps both threads busy to the end of each level.
     * Given a SolvedMasks, each mask's lanes go to it as they are finished, and the lanes of a
     * level are dropped once the level below is solved: at most two levels are held (levels 6
     * and 7 of the reach table, 59.9 of its 126.6 million cells, 240 MB). A dropped level's lane
     * arrays are filled again by the level two below (LanePool), so the collector does not copy
     * new lanes that live two levels. For a root's own need (solveAt) the lanes are short and
     * sparse: each worker's widget queues the states it is handed (GoalWidget.queueAt) and runs
     * the keep lattice's passes once a window of needs is full, and once more at the level's
     * end, before the level below reads them.
     */

    /** The reach table's range: every target up to this total, from the empty card. */
    public static final int TARGET_MAX = 500;

    /**
     * Whether the reach table's range holds the need of a card in this state with {@code total}
     * points on it, playing for {@code target}: the table, solved from the empty card for
     * {@link #TARGET_MAX}, answers a state's needs up to that less the least a card in the state
     * shows ({@link GoalValues#needLimit}), so a target above {@link #TARGET_MAX} is answered
     * only for a card with that much more than the least. Decided without the table, so that a
     * caller never loads or solves it for a question it cannot answer.
     */
    public static boolean inTableRange(int usedMask, int upperTotal, boolean yahtzeeHolds50, int total, int target) {
        return target - total <= TARGET_MAX - ScoreBounds.leastScored(usedMask, upperTotal, yahtzeeHolds50);
    }

    /** Needs per widget window: a whole lane up to span 511; see GoalWidget on why not fewer. */
    static final int WINDOW = 512;

    private final Rules rules;
    private final FinalUtility utility;
    private final GoalValues values;
    private final boolean[] reached;
    private final int[] most;
    /** For values of the root's need only: the most points a path from the root to each state can gain; else null. */
    private final int[] mostGained;
    /** For values of the root's need only: the gains each state can show, whose needs alone are solved; else null. */
    private final ReachedGains gains;
    /** Takes each mask's lanes as they are finished; null: the lanes are kept in values. */
    private final SolvedMasks sink;
    /** With a sink: the dropped levels' lane arrays, filled again by the levels below; else null. */
    private final LanePool pool;
    /** Where the workers' widgets are kept between solves. */
    private final SolveScratch scratch;

    private GoalSolver(Rules rules, FinalUtility utility, GoalValues values, SolvedMasks sink, SolveScratch scratch) {
        this.rules = rules;
        this.utility = utility;
        this.values = values;
        this.reached = scratch.reached;
        this.most = scratch.most;
        this.mostGained = scratch.mostGained;
        this.gains = scratch.gains;
        this.sink = sink;
        this.pool = sink != null ? new LanePool(values.rootNeed() + 1) : null;
        this.scratch = scratch;
    }

    /**
     * The goal from the empty card, for every state, on {@code threads} threads, reporting the
     * fraction of masks done (0..1) after each level to {@code progress} from the calling thread.
     */
    public static GoalValues solveAll(Rules rules, FinalUtility utility, int threads, DoubleConsumer progress) {
        return solveFrom(rules, 0, 0, false, 0, utility, threads, progress);
    }

    /**
     * The goal from one state whose card shows {@code pointsSoFar}: only the states reachable
     * from it are solved, and the needs its card can come to.
     *
     * @throws IllegalArgumentException if the state is not reachable or the points cannot show in it
     */
    public static GoalValues solveFrom(Rules rules, int usedMask, int upperTotal, boolean yahtzeeHolds50,
            int pointsSoFar, FinalUtility utility, int threads, DoubleConsumer progress) {
        return solve(rules, usedMask, upperTotal, yahtzeeHolds50, pointsSoFar, utility, false, threads, progress, null,
                new SolveScratch(false));
    }

    /**
     * As {@link #solveFrom(Rules, int, int, boolean, int, FinalUtility, int, DoubleConsumer)},
     * but each mask's lanes go to {@code sink} as they are finished and none are kept: the
     * values of a whole table without the memory of the whole table (from the empty card, two
     * levels of lanes, 240 MB, against 506 MB). The lanes passed are bit for bit those solveFrom
     * returns, whatever the thread count.
     *
     * @throws IllegalArgumentException as solveFrom
     */
    public static void solveFrom(Rules rules, int usedMask, int upperTotal, boolean yahtzeeHolds50, int pointsSoFar,
            FinalUtility utility, int threads, DoubleConsumer progress, SolvedMasks sink) {
        solve(rules, usedMask, upperTotal, yahtzeeHolds50, pointsSoFar, utility, false, threads, progress,
                Objects.requireNonNull(sink, "sink"), new SolveScratch(false));
    }

    /**
     * As {@link #solveFrom(Rules, int, int, boolean, int, FinalUtility, int, DoubleConsumer)},
     * but for the card's own need only (the utility's span less
     * {@code pointsSoFar}; no other target): each state's lane starts at the least need a card
     * reached from this one can have there ({@link GoalValues#needFloor}), as a card that has
     * gained the most points on the way. The values it keeps are those of solveFrom, bit for
     * bit; for the win goal from 7 open boxes it solves a fifth to two thirds of the cells.
     * Within those it solves only the needs a card reached from the root can have (the sums of
     * the points its turns can write, {@link ReachedGains}); the others hold NaN, and
     * {@link GoalValues#answers} tells them apart.
     */
    public static GoalValues solveAt(Rules rules, int usedMask, int upperTotal, boolean yahtzeeHolds50,
            int pointsSoFar, FinalUtility utility, int threads, DoubleConsumer progress) {
        return solveAt(rules, usedMask, upperTotal, yahtzeeHolds50, pointsSoFar, utility, threads, progress,
                new SolveScratch(true));
    }

    /**
     * As {@link #solveAt(Rules, int, int, boolean, int, FinalUtility, int, DoubleConsumer)},
     * working in {@code scratch} (one for a root's own need), which it leaves cleared: the same
     * values, without allocating the per-state working arrays again for each solve.
     */
    static GoalValues solveAt(Rules rules, int usedMask, int upperTotal, boolean yahtzeeHolds50, int pointsSoFar,
            FinalUtility utility, int threads, DoubleConsumer progress, SolveScratch scratch) {
        if (scratch.gains == null) {
            throw new IllegalArgumentException("a scratch for solves of every need, not of the root's own");
        }
        return solve(rules, usedMask, upperTotal, yahtzeeHolds50, pointsSoFar, utility, true, threads, progress,
                null, scratch);
    }

    private static GoalValues solve(Rules rules, int usedMask, int upperTotal, boolean yahtzeeHolds50,
            int pointsSoFar, FinalUtility utility, boolean rootNeedOnly, int threads, DoubleConsumer progress,
            SolvedMasks sink, SolveScratch scratch) {
        int root = StateIndex.index(usedMask, upperTotal, yahtzeeHolds50); // validates
        int least = ScoreBounds.leastScored(usedMask, upperTotal, yahtzeeHolds50);
        if (pointsSoFar < least) {
            throw new IllegalArgumentException("a card with upper total " + upperTotal
                    + (yahtzeeHolds50 ? " and 50 in the Yahtzee box" : "") + " shows at least " + least
                    + " points, not " + pointsSoFar);
        }
        GoalValues values = new GoalValues(rules, utility, root, utility.span() - pointsSoFar, least, rootNeedOnly);
        try {
            new GoalSolver(rules, utility, values, sink, scratch).run(usedMask, threads, progress);
        } finally {
            scratch.clear(usedMask);
        }
        return values;
    }

    private void run(int rootMask, int threads, DoubleConsumer progress) {
        int[][] levels = StateIndex.masksByFilledCount();
        int rootLevel = Integer.bitCount(rootMask);
        markReached(levels, rootMask, rootLevel);
        int width = Math.max(1, Math.min(WINDOW, values.rootNeed() + 1));
        int total = 0;
        for (int level = rootLevel; level <= Category.COUNT; level++) {
            total += supersets(levels[level], rootMask).length;
        }
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-goal")) { // checks threads >= 1
            GoalWidget[] widgets = scratch.widgets(threads, rules, values, width);
            int done = 0;
            int[] above = new int[0];
            for (int level = Category.COUNT; level >= rootLevel; level--) {
                int[] masks = supersets(levels[level], rootMask);
                loop.run(masks.length, (worker, i) -> {
                    solveMask(widgets[worker], masks[i]);
                    if (sink != null) { // dense lanes only (no floors), which are solved at once, never queued
                        sink.solved(masks[i], values);
                    }
                });
                // The states each widget still holds queued (a root's own need only): the level
                // below reads their lanes. Index w flushes widget w, on whichever thread runs it.
                loop.run(threads, (worker, w) -> widgets[w].flush());
                if (sink != null) {
                    pool.give(values.lanes, above);
                    drop(above); // this level was their last reader
                    above = masks;
                }
                done += masks.length;
                progress.accept(done / (double) total);
            }
            drop(above);
        }
    }

    private void solveMask(GoalWidget widget, int mask) {
        long totals = StateIndex.reachableUpperTotals(mask);
        // Upper totals below this play alike, so their lanes are one (the smallest total's,
        // which needs the longest lane): those that can no longer reach the bonus, and for a
        // root's own need every one once the upper boxes are filled (40 games of the win player's
        // match: 4.40 -> 4.31 million needs solved). Not in the reach table: its layout, which
        // docs/goals.md gives, stays as written.
        int alikeBelow = gains != null ? ScoreBounds.alikeBelow(mask) : ScoreBounds.bonusOutOfReachBelow(mask);
        for (int f = 0; f < StateIndex.yahtzeeFlags(mask); f++) {
            float[] shared = null;
            int sharedFloor = sharedFloor(mask, f == 1, totals, alikeBelow);
            for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
                if ((totals & (1L << u)) == 0) {
                    continue;
                }
                int s = StateIndex.index(mask, u, f == 1);
                if (!reached[s]) {
                    continue;
                }
                if (u < alikeBelow && shared != null) {
                    most[s] = most[StateIndex.index(mask, firstReached(mask, f), f == 1)];
                    values.setLane(mask, s, shared);
                    continue;
                }
                boolean over = mask == Category.ALL_USED;
                most[s] = over ? 0 : ScoreBounds.mostToCome(rules, mask, u, f == 1, most);
                int limit = values.limitOf(ScoreBounds.leastScored(mask, u, f == 1));
                int n = Math.max(1, Math.min(limit, most[s] + utility.flatFrom - 1) + 1);
                int floor = !values.hasFloors() ? 0 : u < alikeBelow ? sharedFloor : values.floor(mask, s);
                float[] lane = over ? gameOver(n) : gains == null
                        ? widget.solve(mask, u, f == 1, pool != null ? pool.take(n) : new float[n], floor)
                        : queueAt(widget, mask, u, f == 1, n,
                                u < alikeBelow ? sharedGains(mask, f == 1, totals, alikeBelow) : gains.of(s));
                values.setLane(mask, s, lane);
                if (u < alikeBelow) {
                    shared = lane;
                }
            }
        }
    }

    /** Queues the state's lane of {@code n} needs at the needs its gains leave, in the widget's buffer. */
    private float[] queueAt(GoalWidget widget, int mask, int upperTotal, boolean y50, int n, long[] stateGains) {
        int[] at = widget.needBuffer(ReachedGains.most(values.rootNeed(), n - 1));
        int count = ReachedGains.needs(stateGains, values.rootNeed(), n - 1, at);
        return widget.queueAt(mask, upperTotal, y50, n, at, count);
    }

    /** Forgets the lanes of the masks' states (streaming only: their sink has them). */
    private void drop(int[] masks) {
        for (int mask : masks) {
            java.util.Arrays.fill(values.lanes, StateIndex.offset(mask), StateIndex.offset(mask) + StateIndex.statesOf(mask), null);
        }
    }

    /**
     * The least floor of the reached states of the mask and flag below {@code alikeBelow}, which
     * share one lane (0 without floors): the shared lane must hold every need any of them asks.
     */
    private int sharedFloor(int mask, boolean y50, long totals, int alikeBelow) {
        if (!values.hasFloors()) {
            return 0;
        }
        int floor = Integer.MAX_VALUE;
        for (int u = 0; u < alikeBelow && u <= StateIndex.UPPER_CAP; u++) {
            if ((totals & (1L << u)) != 0) {
                int s = StateIndex.index(mask, u, y50);
                floor = reached[s] ? Math.min(floor, values.floor(mask, s)) : floor;
            }
        }
        return floor;
    }

    /** The union of the gains of the reached states of the mask and flag below {@code alikeBelow}, which share one lane. */
    private long[] sharedGains(int mask, boolean y50, long totals, int alikeBelow) {
        long[] union = null;
        for (int u = 0; u < alikeBelow && u <= StateIndex.UPPER_CAP; u++) {
            int s = (totals & (1L << u)) != 0 ? StateIndex.index(mask, u, y50) : -1;
            if (s >= 0 && reached[s]) {
                union = gains.or(union, s);
            }
        }
        return union;
    }

    /** The smallest reached upper total of the mask and flag. */
    private int firstReached(int mask, int flag) {
        long totals = StateIndex.reachableUpperTotals(mask);
        for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
            if ((totals & (1L << u)) != 0 && reached[StateIndex.index(mask, u, flag == 1)]) {
                return u;
            }
        }
        throw new IllegalStateException("no reached state in mask " + mask);
    }

    private float[] gameOver(int n) {
        float[] lane = new float[n];
        for (int need = 0; need < n; need++) {
            lane[need] = utility.atNeed(need);
        }
        return lane;
    }

    /** Marks the states reachable from the root (the one state of its mask with reached set). */
    private void markReached(int[][] levels, int rootMask, int rootLevel) {
        reached[values.rootState()] = true;
        if (gains != null) {
            gains.start(values.rootState());
        }
        for (int level = rootLevel; level <= Category.COUNT; level++) {
            for (int mask : supersets(levels[level], rootMask)) {
                for (int s = StateIndex.offset(mask); s < StateIndex.offset(mask) + StateIndex.statesOf(mask); s++) {
                    if (!reached[s]) {
                        continue;
                    }
                    if (mostGained != null) { // every path into s came from the level above: its most is known
                        values.setFloor(mask, s, Math.max(0, values.rootNeed() - mostGained[s]));
                    }
                    if (level < Category.COUNT) {
                        markSuccessors(mask, s);
                    }
                }
            }
        }
    }

    private void markSuccessors(int mask, int stateIndex) {
        long totals = StateIndex.reachableUpperTotals(mask);
        int blockSize = Long.bitCount(totals);
        int rank = (stateIndex - StateIndex.offset(mask)) % blockSize;
        boolean y50 = stateIndex - StateIndex.offset(mask) >= blockSize;
        int u = 0;
        for (long rest = totals, seen = 0; ; rest &= rest - 1, seen++) {
            if (seen == rank) {
                u = Long.numberOfTrailingZeros(rest);
                break;
            }
        }
        for (int rest = ~mask & Category.ALL_USED; rest != 0; rest &= rest - 1) {
            Category c = Category.byId(Integer.numberOfTrailingZeros(rest));
            for (int cell = c.id() * BoxCells.STRIDE; cell < c.id() * BoxCells.STRIDE + BoxCells.COUNT[c.id()]; cell++) {
                int p = BoxCells.POINTS[cell];
                int nextUpper = StateIndex.nextUpperTotal(u, c, p);
                int next = StateIndex.index(mask | c.bit(), nextUpper, StateIndex.nextYahtzeeHolds50(y50, c, p));
                reached[next] = true;
                if (mostGained != null) {
                    // The box's points, the upper bonus, and the Yahtzee bonus whenever one could
                    // come (a bound, not exact: the floor may be lower than need be, never higher).
                    int gained = mostGained[stateIndex] + p + Scoring.upperBonus(u, nextUpper)
                            + (y50 ? Rules.YAHTZEE_BONUS : 0);
                    mostGained[next] = Math.max(mostGained[next], gained);
                    gains.carry(stateIndex, next, p + Scoring.upperBonus(u, nextUpper));
                }
            }
        }
        if (gains != null && y50) {
            gains.carryBonuses(rules, mask, u, stateIndex);
        }
    }

    private static int[] supersets(int[] masks, int rootMask) {
        int n = 0;
        int[] out = new int[masks.length];
        for (int mask : masks) {
            if ((mask & rootMask) == rootMask) {
                out[n++] = mask;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }
}
