package org.yahtzee.goal;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * One turn under a goal, for one state and a window of needs at once: every keep and roll
 * carries a lane of needs. One instance per thread: it owns its scratch.
 */
final class GoalWidget {
    /*
     * Implementation notes. The same stages as the value solver's widget, with the lanes running
     * over needs (from .. from + n - 1) instead of over the upper totals of a mask:
     *  1. cells:  for each open box and each points p it can take, the next state's lane shifted
     *             by the points gained (p + upper bonus): three segments, top / copy / bottom;
     *  2. score:  x[roll] = max over allowed boxes of its cell's row; the boxes a roll scores 0 in
     *             as one group per set (a few dozen sets per state), as in the value solver;
     *             an extra Yahtzee that earns the 100 bonus reads its cells shifted by 100 more;
     *  3. expect, max, expect, max over the keep lattice (x[keep] rows, 462 x window floats);
     *  4. expect once more: the empty keep's row is the turn's start.
     * Per need a turn costs about 1,000 (score) + 3 x 210 six-row means + 2 x 1,260 maxima: the
     * five lattice passes move about 8,800 floats a need (35 KB). C2 17 vectorises the kernels with
     * AVX2 on the 2-core EPYC measured (it had no AVX-512; on one that has it C2 uses it), and they
     * run at the L2's rate, 13-16 floats a nanosecond (0.45-0.6 us a need), not at the
     * arithmetic's: the division by 6, the keeps' order and row padding change nothing. Only
     * windows of 16 needs or fewer keep x in the 32 KB L1, and there the 1,550 kernel calls of a
     * window cost more than the L1 saves (a fixed 12-15 ns a call: 2-3x the L2's time a need);
     * windows of 64-256 needs measured slower than whole lanes too (benchmarks/RESULTS.md, issue 25
     * item 2 round 3). A dense lane is a state's needs (up to 501), long enough for the vector
     * loops. The win goal's sparse lanes (queueAt: only the needs a card reached can have) are
     * short, 54 needs on average and a third of them under 16 (40 games of a match, 80,700 lanes),
     * where the lattice's 1,550 kernel calls a window outweighed its needs; so the states a worker
     * solves in a level are queued into shared windows, each with its own score stage on its own
     * lanes, and the lattice's passes, which do not depend on the state, run once for all (16,200
     * windows instead of 80,700 with a mask's states alone; the same bits: benchmarks/RESULTS.md,
     * branch win11).
     */

    private final Rules rules;
    private GoalValues values;
    private final int width;
    final float[][] x;
    private final float[][] cells = new float[BoxCells.CELLS][];
    private final float[] scratch;
    private final float[][] zeroRows = new float[KeepLattice.ROLLS][];
    /** The rows a roll's score is the best of (one per box, at most 13), gathered for {@link #best}. */
    private final float[][] rows = new float[Category.COUNT][];
    private final int[] zeroSeen = new int[Category.ALL_USED + 1];
    private final int[] zeroRowOf = new int[Category.ALL_USED + 1];
    private int zeroStamp;
    private int zeroRowsUsed;
    private int usedMask;
    private int upperTotal;
    private boolean yahtzeeHolds50;
    private int from;
    /** The window's lanes: the keep lattice's passes run over 0..n-1, the score stage over lo..hi-1 of them. */
    private int n;
    private int lo;
    private int hi;
    /** Sparse windows ({@link #queueAt}): the needs of lanes lo.. are needAt[atStart ..]; null: from + l at lane l. */
    private int[] needAt;
    private int atStart;
    /**
     * The states queued in the pending window ({@link #queueAt}), one segment each (a state
     * whose needs overflow the window goes on in the next): the segment's state, its first lane
     * in the window and the lane it is solved into; {@link #laneNeed} the need of each lane of
     * the window (copied: the caller's array of needs is its scratch, filled again for the next state).
     */
    private final int[] segMask;
    private final int[] segUpper;
    private final boolean[] segY50;
    private final int[] laneNeed;
    /** The caller's scratch for a state's needs before {@link #queueAt} ({@link #needBuffer}). */
    private int[] needBuffer = new int[0];
    /** segLo[i] .. segLo[i + 1] - 1: segment i's lanes of the window. */
    private final int[] segLo;
    private final float[][] segLane;
    private int segments;

    GoalWidget(Rules rules, GoalValues values, int width) {
        this.rules = rules;
        this.values = values;
        this.width = width;
        this.x = new float[KeepLattice.KEEPS][width];
        this.scratch = new float[width];
        this.segMask = new int[width];
        this.segUpper = new int[width];
        this.segY50 = new boolean[width];
        this.laneNeed = new int[width];
        this.segLo = new int[width + 1];
        this.segLane = new float[width][];
    }

    /**
     * The lane of the state's turn start for needs {@code floor}..needs-1 (cells 1..floor-1 NaN,
     * not solved); successors must be solved at every need these reach. Runs the turn on windows
     * of at most {@code width} needs: the needs do not interact.
     */
    float[] solve(int usedMask, int upperTotal, boolean yahtzeeHolds50, int needs, int floor) {
        return solve(usedMask, upperTotal, yahtzeeHolds50, new float[needs], floor);
    }

    /** As {@link #solve(int, int, boolean, int, int)}, into {@code lane} (needs: its length), every cell written. */
    float[] solve(int usedMask, int upperTotal, boolean yahtzeeHolds50, float[] lane, int floor) {
        int needs = lane.length;
        if (floor > 1) {
            java.util.Arrays.fill(lane, 1, Math.min(floor, needs), Float.NaN);
        }
        for (int from = floor; from < needs; from += width) {
            int n = Math.min(width, needs - from);
            score(usedMask, upperTotal, yahtzeeHolds50, from, n);
            expect();
            maximise();
            expect();
            maximise();
            // The first roll: its expectation is the empty keep's, one more pass of means (a
            // sum of 252 P(roll) x[roll] in double did not vectorise: about 140 -> 70 ns a need).
            expect();
            System.arraycopy(x[KeepLattice.EMPTY_KEEP], 0, lane, from, n);
        }
        lane[0] = values.utility().top; // need 0: met already (exactly, not to rounding)
        return lane;
    }

    /**
     * As {@link #solve}, for the needs {@code at} (increasing, each 1..needs-1) alone: the other
     * cells hold NaN. The lane is returned at once but solved at the next {@link #flush} (or
     * sooner, when the pending window fills): the states queued in between share the keep
     * lattice's passes, so their next states' lanes must stay as they are until then. Each
     * need's value is the same bits as solve's (the stages work need by need).
     */
    float[] queueAt(int usedMask, int upperTotal, boolean yahtzeeHolds50, int needs, int[] at) {
        return queueAt(usedMask, upperTotal, yahtzeeHolds50, needs, at, at.length);
    }

    /** As {@link #queueAt(int, int, boolean, int, int[])} for the needs {@code at[0 .. count - 1]}, copied before it returns. */
    float[] queueAt(int usedMask, int upperTotal, boolean yahtzeeHolds50, int needs, int[] at, int count) {
        float[] lane = new float[needs];
        java.util.Arrays.fill(lane, 1, needs, Float.NaN);
        lane[0] = values.utility().top;
        for (int start = 0; start < count; ) {
            int pending = segLo[segments];
            if (pending == width) {
                flush();
                pending = 0;
            }
            int taken = Math.min(width - pending, count - start);
            int i = segments++;
            segMask[i] = usedMask;
            segUpper[i] = upperTotal;
            segY50[i] = yahtzeeHolds50;
            System.arraycopy(at, start, laneNeed, pending, taken);
            segLane[i] = lane;
            segLo[i + 1] = pending + taken;
            start += taken;
        }
        return lane;
    }

    /** An array of at least {@code length} ints for a state's needs before {@link #queueAt}: the widget's, reused. */
    int[] needBuffer(int length) {
        if (needBuffer.length < length) {
            needBuffer = new int[length];
        }
        return needBuffer;
    }

    /** Solves the states queued ({@link #queueAt}): each one's score stage on its lanes, then the lattice's passes over all. */
    void flush() {
        int pending = segLo[segments];
        if (pending == 0) {
            return;
        }
        needAt = laneNeed;
        for (int i = 0; i < segments; i++) {
            atStart = segLo[i];
            scoreStage(segMask[i], segUpper[i], segY50[i], 0, segLo[i], segLo[i + 1]);
        }
        n = pending;
        expect();
        maximise();
        expect();
        maximise();
        expect();
        float[] first = x[KeepLattice.EMPTY_KEEP];
        for (int i = 0; i < segments; i++) {
            float[] lane = segLane[i];
            for (int l = segLo[i]; l < segLo[i + 1]; l++) {
                lane[laneNeed[l]] = first[l];
            }
            segLane[i] = null;
        }
        needAt = null;
        segments = 0;
    }

    /** Forgets the states queued and not yet solved, leaving the widget as a new one for the next solve. */
    void dropQueued() {
        java.util.Arrays.fill(segLane, 0, segments, null);
        segments = 0;
        needAt = null;
    }

    /** The score stage: x[roll] for the final rolls, needs from .. from + n - 1 (n <= width). */
    void score(int usedMask, int upperTotal, boolean yahtzeeHolds50, int from, int n) {
        if (n > width) {
            throw new IllegalArgumentException("window of " + n + " needs, the widget holds " + width);
        }
        needAt = null;
        this.n = n;
        scoreStage(usedMask, upperTotal, yahtzeeHolds50, from, 0, n);
    }

    /** The score stage on lanes lo..hi-1 of the window: the needs from + l, or needAt's from atStart on. */
    private void scoreStage(int usedMask, int upperTotal, boolean yahtzeeHolds50, int from, int lo, int hi) {
        this.usedMask = usedMask;
        this.upperTotal = upperTotal;
        this.yahtzeeHolds50 = yahtzeeHolds50;
        this.from = from;
        this.lo = lo;
        this.hi = hi;
        int open = ~usedMask & Category.ALL_USED;
        for (int rest = open; rest != 0; rest &= rest - 1) {
            Category c = Category.byId(Integer.numberOfTrailingZeros(rest));
            for (int cell = c.id() * BoxCells.STRIDE; cell < c.id() * BoxCells.STRIDE + BoxCells.COUNT[c.id()]; cell++) {
                if (cells[cell] == null) {
                    cells[cell] = new float[width];
                }
                fill(cells[cell], c, BoxCells.POINTS[cell], 0);
            }
        }
        zeroStamp++;
        zeroRowsUsed = 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            float[] dst = x[KeepLattice.ROLL_BASE + r];
            if (Scoring.isExtraYahtzee(r, usedMask)) {
                scoreExtraYahtzee(r, dst);
                continue;
            }
            int scoring = BoxCells.SCORING_BOXES[r] & open;
            int zero = open & ~scoring;
            float[] zeroRow = zero != 0 ? zeroGroup(zero) : null; // before the gathering: it gathers too
            int count = 0;
            for (int rest = scoring; rest != 0; rest &= rest - 1) {
                rows[count++] = cells[BoxCells.ORDINARY[r * Category.COUNT + Integer.numberOfTrailingZeros(rest)]];
            }
            if (zeroRow != null) {
                rows[count++] = zeroRow;
            }
            best(dst, count);
        }
    }

    /**
     * dst = the greatest of {@code rows[0..count-1]} at each need (count >= 1), up to four rows
     * a pass: each row is read once and dst written once a pass, where a max per row read and
     * wrote dst every time (a roll of 4 rows: 5 array accesses a need, not 11).
     */
    private void best(float[] dst, int count) {
        float[][] rows = this.rows;
        int lo = this.lo;
        int hi = this.hi;
        switch (count) {
            case 1 -> System.arraycopy(rows[0], lo, dst, lo, hi - lo);
            case 2 -> GoalKernels.maxOf2(dst, rows[0], rows[1], lo, hi);
            case 3 -> GoalKernels.maxOf3(dst, rows[0], rows[1], rows[2], lo, hi);
            default -> GoalKernels.maxOf4(dst, rows[0], rows[1], rows[2], rows[3], lo, hi);
        }
        for (int i = 4; i < count; i += 4) {
            switch (count - i) {
                case 1 -> GoalKernels.max(dst, rows[i], lo, hi);
                case 2 -> GoalKernels.max2(dst, rows[i], rows[i + 1], lo, hi);
                case 3 -> GoalKernels.max3(dst, rows[i], rows[i + 1], rows[i + 2], lo, hi);
                default -> GoalKernels.max4(dst, rows[i], rows[i + 1], rows[i + 2], rows[i + 3], lo, hi);
            }
        }
    }

    /** Reads the next states' lanes from {@code values} from now on (values of the same rules and width's need). */
    void use(GoalValues values) {
        this.values = values;
    }

    /** The needs this widget runs at once. */
    int width() {
        return width;
    }

    /** The row of writing the cell's points in its box (BoxCells), needs from .. from + n - 1: valid after {@link #score} for an open box. */
    float[] cellRow(int cell) {
        return cells[cell];
    }

    /** Five of a kind with the Yahtzee box filled: joker points, and the bonus shifts every cell. */
    private void scoreExtraYahtzee(int r, float[] dst) {
        int bonus = Scoring.yahtzeeBonus(rules, usedMask, yahtzeeHolds50, r);
        boolean first = true;
        for (int rest = ~usedMask & Category.ALL_USED; rest != 0; rest &= rest - 1) {
            Category c = Category.byId(Integer.numberOfTrailingZeros(rest));
            int points = Scoring.points(rules, usedMask, r, c);
            if (points == Scoring.NOT_ALLOWED) {
                continue;
            }
            float[] row = cells[BoxCells.of(c, points)];
            if (bonus != 0) {
                fill(scratch, c, points, bonus);
                row = scratch;
            }
            first = offer(dst, first, row);
        }
    }

    /**
     * row[l] = the value of writing {@code points} in {@code box} with {@code bonus} more points,
     * at lane l's need (lo <= l < hi): the next state's lane at need - gained, its top below 0,
     * its bottom past the lane's end.
     */
    private void fill(float[] row, Category box, int points, int bonus) {
        int nextUpper = StateIndex.nextUpperTotal(upperTotal, box, points);
        boolean nextY50 = StateIndex.nextYahtzeeHolds50(yahtzeeHolds50, box, points);
        int gained = points + bonus + Scoring.upperBonus(upperTotal, nextUpper);
        float[] next = values.lane(usedMask | box.bit(), StateIndex.index(usedMask | box.bit(), nextUpper, nextY50));
        if (needAt != null) {
            float top = values.utility().top;
            float bottom = values.utility().bottom;
            for (int l = lo, at = atStart; l < hi; l++, at++) {
                int need = needAt[at] - gained;
                row[l] = need <= 0 ? top : need < next.length ? next[need] : bottom;
            }
            return;
        }
        int n = hi; // the dense windows' score stage starts at lane 0
        int topEnd = Math.min(n, Math.max(0, gained - from)); // lanes whose need - gained <= 0
        java.util.Arrays.fill(row, 0, topEnd, values.utility().top);
        int firstNeed = from + topEnd - gained;
        int copied = Math.max(0, Math.min(n - topEnd, next.length - firstNeed));
        if (copied > 0) {
            System.arraycopy(next, firstNeed, row, topEnd, copied);
        }
        java.util.Arrays.fill(row, topEnd + copied, n, values.utility().bottom);
    }

    /** dst = row (first) or max(dst, row); returns false, the next call's {@code first}. */
    private boolean offer(float[] dst, boolean first, float[] row) {
        if (first) {
            System.arraycopy(row, lo, dst, lo, hi - lo);
        } else {
            GoalKernels.max(dst, row, lo, hi);
        }
        return false;
    }

    /** The best over a set of boxes all scoring 0, computed once per set and state. */
    private float[] zeroGroup(int boxes) {
        if (zeroSeen[boxes] == zeroStamp) {
            return zeroRows[zeroRowOf[boxes]];
        }
        if (zeroRows[zeroRowsUsed] == null) {
            zeroRows[zeroRowsUsed] = new float[width];
        }
        float[] row = zeroRows[zeroRowsUsed];
        int count = 0;
        for (int rest = boxes; rest != 0; rest &= rest - 1) {
            rows[count++] = cells[BoxCells.of(Category.byId(Integer.numberOfTrailingZeros(rest)), 0)];
        }
        best(row, count);
        zeroSeen[boxes] = zeroStamp;
        zeroRowOf[boxes] = zeroRowsUsed;
        return zeroRows[zeroRowsUsed++];
    }

    /** Keeps of 4 down to 0 dice: the mean over the next die of the keeps one die larger. */
    void expect() {
        float[][] x = this.x;
        for (int k = KeepLattice.ROLL_BASE - 1; k >= 0; k--) {
            GoalKernels.mean6(x[k], x[KeepLattice.add(k, 1)], x[KeepLattice.add(k, 2)], x[KeepLattice.add(k, 3)],
                    x[KeepLattice.add(k, 4)], x[KeepLattice.add(k, 5)], x[KeepLattice.add(k, 6)], 0, n);
        }
    }

    /** In increasing keep order: the best over the keep and its one-die-smaller keeps. */
    void maximise() {
        float[][] x = this.x;
        int n = this.n;
        for (int k = 1; k < KeepLattice.KEEPS; k++) {
            float[] d = x[k];
            int p = KeepLattice.smallerFrom(k);
            switch (KeepLattice.smallerTo(k) - p) {
                case 1 -> GoalKernels.max(d, x[KeepLattice.smaller(p)], 0, n);
                case 2 -> GoalKernels.max2(d, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)], 0, n);
                case 3 -> GoalKernels.max3(d, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)],
                        x[KeepLattice.smaller(p + 2)], 0, n);
                case 4 -> GoalKernels.max4(d, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)],
                        x[KeepLattice.smaller(p + 2)], x[KeepLattice.smaller(p + 3)], 0, n);
                default -> {
                    GoalKernels.max4(d, x[KeepLattice.smaller(p)], x[KeepLattice.smaller(p + 1)],
                            x[KeepLattice.smaller(p + 2)], x[KeepLattice.smaller(p + 3)], 0, n);
                    GoalKernels.max(d, x[KeepLattice.smaller(p + 4)], 0, n);
                }
            }
        }
    }
}
