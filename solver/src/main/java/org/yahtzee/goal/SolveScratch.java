package org.yahtzee.goal;

import java.util.Arrays;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * The per-state working arrays of a goal solve (which states are reached, the most points to
 * come, and for a root's own need the most gained and the gains), kept by a caller that solves
 * again and again ({@link WinAnalyzer}) so that each solve does not allocate them afresh. A
 * scratch is cleared after each solve: a solve through it gives the values a fresh one would.
 * Not thread-safe: one solve at a time.
 */
final class SolveScratch {
    /*
     * Implementation notes. The arrays span all 536,448 states (0.5 + 2 + 2 MB, and the gains'
     * table of 536,448 references) though a late root reaches few: only the states of the
     * root's supersets are written, so only those are cleared (from 7 open boxes, 128 masks).
     * The gains of a state are dropped, not zeroed: a longer set left from a larger card would
     * change nothing read, but holding them would pin the largest solve's sets.
     */

    final boolean[] reached = new boolean[StateIndex.STATES];
    final int[] most = new int[StateIndex.STATES];
    /** For a root's own need only: the most points a path from the root to each state can gain; else null. */
    final int[] mostGained;
    /** For a root's own need only: the gains each state can show; else null. */
    final ReachedGains gains;
    /** The workers' widgets of the last solve (by worker), for the next: their lattice rows are 1 MB each at 512 needs. */
    private GoalWidget[] widgets = new GoalWidget[0];
    /** The rules the kept widgets score by. */
    private Rules widgetRules;

    /** A scratch for solves of a root's own need ({@link GoalSolver#solveAt}) or, if false, of every need. */
    SolveScratch(boolean rootNeedOnly) {
        this.mostGained = rootNeedOnly ? new int[StateIndex.STATES] : null;
        this.gains = rootNeedOnly ? new ReachedGains() : null;
    }

    /**
     * Widgets for {@code threads} workers, reading {@code values}, each at least {@code width}
     * needs wide: those of the last solve where wide enough, else new. A wider window changes
     * no value (the stages work need by need), only how many needs share the lattice's passes.
     */
    GoalWidget[] widgets(int threads, Rules rules, GoalValues values, int width) {
        if (rules != widgetRules) {
            widgets = new GoalWidget[0];
            widgetRules = rules;
        }
        if (widgets.length < threads) {
            widgets = Arrays.copyOf(widgets, threads);
        }
        GoalWidget[] out = Arrays.copyOf(widgets, threads);
        for (int w = 0; w < threads; w++) {
            if (out[w] == null || out[w].width() < width) {
                out[w] = new GoalWidget(rules, values, width);
                widgets[w] = out[w];
            }
            out[w].use(values);
        }
        return out;
    }

    /** Clears what a solve from a root in {@code rootMask} wrote: the states of its masks' supersets. */
    void clear(int rootMask) {
        for (GoalWidget widget : widgets) {
            if (widget != null) {
                widget.dropQueued(); // a solve that failed part way may leave states queued
            }
        }
        int open = ~rootMask & Category.ALL_USED;
        for (int added = open; ; added = (added - 1) & open) { // every subset of the open boxes
            int mask = rootMask | added;
            int from = StateIndex.offset(mask);
            int to = from + StateIndex.statesOf(mask);
            Arrays.fill(reached, from, to, false);
            Arrays.fill(most, from, to, 0);
            if (gains != null) {
                Arrays.fill(mostGained, from, to, 0);
                gains.drop(from, to);
            }
            if (added == 0) {
                return;
            }
        }
    }
}
