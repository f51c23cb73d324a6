package org.yahtzee.goal;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * {@link GoalTurn#mixture}: a utility's turn valued as the weighted sum of the reach table's
 * turns at every need its steps ask, all needs at once.
 */
final class GoalMixture {
    /*
     * Implementation notes. The steps of U ask for the reach table's turn at a run of needs
     * (the totals where U rises, less the points scored), up to 700 of them early in a game.
     * Analysing one need at a time ran the goal widget on lanes of one value and decoded every
     * next state's lane from the table once per need: 20-230 ms a turn, a third of grading a
     * two-player game. Here one widget runs the turn on a window of all those needs (the same
     * float operations per need, so the same values bit for bit), each next lane is decoded
     * once, and the rows are summed with the weights: the values equal GoalTurn.mixtureByParts's to the rounding of the sums (GoalMixtureTest:
     * within 1e-12; a box's weighted sum is taken once per (box, points) and added to the met
     * steps' part, not summed from it). Needs of 0
     * or less are the target met: their steps add their weight times the top (1) to every value.
     */

    private GoalMixture() {
    }

    static GoalTurn of(GoalValues reach, int usedMask, int upperTotal, boolean y50, int pointsSoFar,
            FinalUtility utility) {
        return of(reach, usedMask, upperTotal, y50, pointsSoFar, utility, null);
    }

    /**
     * As {@link #of(GoalValues, int, int, boolean, int, FinalUtility)}, the turn run on
     * {@code kept} (any values and width; null: none) if it is wide enough for the needs asked,
     * else on a new widget: the same values, without a widget's rows allocated a turn.
     */
    static GoalTurn of(GoalValues reach, int usedMask, int upperTotal, boolean y50, int pointsSoFar,
            FinalUtility utility, GoalWidget kept) {
        if (!reach.utility().isStep()) {
            throw new IllegalArgumentException("a mixture of reach goals needs the reach table, not another utility's values");
        }
        int state = StateIndex.index(usedMask, upperTotal, y50); // validates
        if (usedMask == Category.ALL_USED) {
            throw new IllegalArgumentException("every box is filled: the game is over");
        }
        reach.read(state, 1); // checks that the state was solved
        int limit = reach.needLimit(usedMask, upperTotal, y50);
        int span = utility.span();
        int last = Math.min(limit, span - pointsSoFar); // the largest need asked
        double[] w = new double[Math.max(0, last) + 1]; // by need 1..last; w[0] unused
        double met = 0; // the steps with need <= 0, in the order they are met
        boolean any = false;
        double previous = 0;
        for (int total = 0; total <= span; total++) {
            double u = utility.atNeed(span - total);
            double step = u - previous;
            previous = u;
            int need = total - pointsSoFar;
            if (step > 0 && need <= limit) {
                any = true;
                if (need <= 0) {
                    met += step * reach.utility().top;
                } else {
                    w[need] = step;
                }
            }
        }
        double[] keep = new double[2 * KeepLattice.KEEPS];
        double[] scores = new double[KeepLattice.ROLLS * Category.COUNT];
        if (!any) { // no step in range: the value 0 whatever is played
            markNotAllowed(reach, usedMask, scores, 0);
            return GoalTurn.mixed(reach, usedMask, upperTotal, y50, limit, keep, scores, 0);
        }
        java.util.Arrays.fill(keep, met);
        java.util.Arrays.fill(scores, met);
        markNotAllowed(reach, usedMask, scores, Double.NaN);
        int n = Math.max(0, last);
        double start = met;
        if (n > 0) {
            GoalWidget widget = kept != null && kept.width() >= n ? kept : new GoalWidget(reach.rules(), reach, n);
            widget.use(reach);
            widget.score(usedMask, upperTotal, y50, 1, n);
            addScores(reach, widget, usedMask, upperTotal, y50, w, n, scores);
            for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
                widget.expect();
                for (int k = 0; k < KeepLattice.ROLL_BASE; k++) {
                    keep[(rollsLeft - 1) * KeepLattice.KEEPS + k] = dot(keep[(rollsLeft - 1) * KeepLattice.KEEPS + k],
                            widget.x[k], w, n);
                }
                widget.maximise();
            }
            for (int l = 0; l < n; l++) { // each need's start as GoalTurn sums it, in double
                double sum = 0;
                for (int r = 0; r < KeepLattice.ROLLS; r++) {
                    sum += KeepLattice.rollProbability(r) * widget.x[KeepLattice.keepOfRoll(r)][l];
                }
                start += w[l + 1] * sum;
            }
        }
        return GoalTurn.mixed(reach, usedMask, upperTotal, y50, firstStepNeed(utility, pointsSoFar, limit), keep,
                scores, start);
    }

    /** The need of the first step in range: what the per-need mixture reported as its need. */
    private static int firstStepNeed(FinalUtility utility, int pointsSoFar, int limit) {
        double previous = 0;
        for (int total = 0; total <= utility.span(); total++) {
            double u = utility.atNeed(utility.span() - total);
            if (u - previous > 0 && total - pointsSoFar <= limit) {
                return total - pointsSoFar;
            }
            previous = u;
        }
        return limit;
    }

    /** {@code acc} plus the weighted sum of the row over needs 1..n (row[l] is need l + 1). */
    private static double dot(double acc, float[] row, double[] w, int n) {
        for (int l = 0; l < n; l++) {
            acc += w[l + 1] * row[l];
        }
        return acc;
    }

    /** Every box a roll may not be written in gets {@code value} (NaN for no choice, as GoalTurn.scoreValue). */
    private static void markNotAllowed(GoalValues reach, int usedMask, double[] scores, double value) {
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            for (int b = 0; b < Category.COUNT; b++) { // by id, without Category.values()'s copy a roll
                Category box = Category.byId(b);
                if ((usedMask & box.bit()) != 0 || Scoring.points(reach.rules(), usedMask, r, box) == Scoring.NOT_ALLOWED) {
                    scores[r * Category.COUNT + box.id()] = Double.NaN;
                } else if (value == 0) {
                    scores[r * Category.COUNT + box.id()] = 0;
                }
            }
        }
    }

    /**
     * Adds each box's weighted values for each final roll: one dot product per (box, points)
     * cell of the widget's rows, and for an extra Yahtzee with its bonus, the lane read directly.
     */
    private static void addScores(GoalValues reach, GoalWidget widget, int usedMask, int upperTotal, boolean y50,
            double[] w, int n, double[] scores) {
        double[] cellDot = new double[BoxCells.CELLS];
        boolean[] done = new boolean[BoxCells.CELLS];
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int bonus = Scoring.yahtzeeBonus(reach.rules(), usedMask, y50, r);
            for (int b = 0; b < Category.COUNT; b++) {
                Category box = Category.byId(b);
                int i = r * Category.COUNT + box.id();
                if (Double.isNaN(scores[i])) {
                    continue;
                }
                int points = Scoring.points(reach.rules(), usedMask, r, box);
                if (bonus != 0) {
                    scores[i] = shiftedDot(reach, scores[i], usedMask, upperTotal, y50, box, points + bonus, points, w, n);
                    continue;
                }
                int cell = BoxCells.of(box, points);
                if (!done[cell]) {
                    cellDot[cell] = dot(0, widget.cellRow(cell), w, n);
                    done[cell] = true;
                }
                scores[i] += cellDot[cell];
            }
        }
    }

    /** The weighted values of writing {@code points} in {@code box} with {@code gainedBeforeUpper} points gained (a bonus included). */
    private static double shiftedDot(GoalValues reach, double acc, int usedMask, int upperTotal, boolean y50, Category box,
            int gainedBeforeUpper, int points, double[] w, int n) {
        int nextUpper = StateIndex.nextUpperTotal(upperTotal, box, points);
        int gained = gainedBeforeUpper + Scoring.upperBonus(upperTotal, nextUpper);
        int next = StateIndex.index(usedMask | box.bit(), nextUpper, StateIndex.nextYahtzeeHolds50(y50, box, points));
        float[] lane = reach.lane(next); // decoded once
        double sum = 0;
        for (int need = 1; need <= n; need++) {
            int at = need - gained;
            sum += w[need] * (at <= 0 ? reach.utility().top : at < lane.length ? lane[at] : reach.utility().bottom);
        }
        return acc + sum;
    }
}
