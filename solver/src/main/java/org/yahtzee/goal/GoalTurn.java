package org.yahtzee.goal;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * Every value of one turn under a goal, at one need, from one state: of each box for each
 * final roll, of each keep before each reroll and of each roll with 0..2 rolls left, as
 * E[U(final total)] under the best continuation (for a reach goal: P(final >= T)). The goal's
 * counterpart of the value solver's TurnValues, recomputed from the solved {@link GoalValues}.
 */
public final class GoalTurn {
    /*
     * Implementation notes. The goal widget run on a window of one need, its rows read between
     * the stages: after scoring (rolls, 0 left), after each expectation (keeps, 1 then 2 left)
     * and after each maximum (rolls, 1 then 2 left). About 2,600 row operations of one lane.
     * A turn made to be kept ({@link #analyzeToKeep}) reads the value of each box for each final
     * roll out of the values then too (3,276 reads, 26 KB) and keeps no reference to them: the win
     * player's exact solves from 9 open boxes hold 15-61 MB of lanes, and a play keeps up to 64
     * turns (WinTurns.MEMORY). Other turns read a box's value when asked: a simulated game asks
     * for a few of them a turn, each read of a table's lane a decode.
     */

    private final Rules rules;
    /** The values the box values are read in when asked; null when they were read at once ({@link #scores}). */
    private final GoalValues values;
    private final int usedMask;
    private final int upperTotal;
    private final boolean yahtzeeHolds50;
    private final int need;
    private final double[] rollBest = new double[3 * KeepLattice.ROLLS];
    private final double[] keep = new double[2 * KeepLattice.KEEPS];
    private final double start;
    /**
     * The value of each box for each final roll (rollId * 13 + box id), NaN where the box is
     * filled or not allowed: a {@link #mixture}'s and a turn made to be kept; else null.
     */
    private final double[] scores;

    private GoalTurn(GoalValues values, int usedMask, int upperTotal, boolean yahtzeeHolds50, int need,
            boolean toKeep) {
        this.rules = values.rules();
        this.usedMask = usedMask;
        this.upperTotal = upperTotal;
        this.yahtzeeHolds50 = yahtzeeHolds50;
        this.need = need;
        GoalWidget widget = new GoalWidget(values.rules(), values, 1);
        widget.score(usedMask, upperTotal, yahtzeeHolds50, need, 1);
        copyRolls(widget, 0);
        for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
            widget.expect();
            for (int k = 0; k < KeepLattice.ROLL_BASE; k++) {
                keep[(rollsLeft - 1) * KeepLattice.KEEPS + k] = widget.x[k][0];
            }
            for (int r = 0; r < KeepLattice.ROLLS; r++) { // keeping all five: scoring now
                keep[(rollsLeft - 1) * KeepLattice.KEEPS + KeepLattice.keepOfRoll(r)] = rollBest[r];
            }
            widget.maximise();
            copyRolls(widget, rollsLeft);
        }
        double sum = 0;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            sum += KeepLattice.rollProbability(r) * rollBest[2 * KeepLattice.ROLLS + r];
        }
        this.start = need <= 0 ? values.utility().top : sum;
        this.values = toKeep ? null : values;
        this.scores = toKeep ? new double[KeepLattice.ROLLS * Category.COUNT] : null;
        for (int r = 0; toKeep && r < KeepLattice.ROLLS; r++) {
            for (int b = 0; b < Category.COUNT; b++) {
                scores[r * Category.COUNT + b] = readScore(values, r, Category.byId(b));
            }
        }
    }

    /** A mixture of turns: each choice's value given ({@code keep}, {@code scores}), the dice's the best of their choices. */
    private GoalTurn(GoalValues values, int usedMask, int upperTotal, boolean yahtzeeHolds50, int need, double[] keep,
            double[] scores, double start) {
        this.rules = values.rules();
        this.values = null;
        this.usedMask = usedMask;
        this.upperTotal = upperTotal;
        this.yahtzeeHolds50 = yahtzeeHolds50;
        this.need = need;
        this.scores = scores;
        System.arraycopy(keep, 0, this.keep, 0, keep.length);
        this.start = start;
        // The dice's values are the best of their own mixed choices, not the mixed maxima of the
        // parts (which lie above every choice), so that a choice's loss is against the best one.
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double best = Double.NEGATIVE_INFINITY;
            for (int b = 0; b < Category.COUNT; b++) { // by id, without Category.values()'s copy a roll
                double v = scores[r * Category.COUNT + b];
                best = v > best ? v : best; // NaN (not allowed) never counts
            }
            rollBest[r] = best;
        }
        for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
            int keeps = (rollsLeft - 1) * KeepLattice.KEEPS;
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                int roll = KeepLattice.keepOfRoll(r);
                this.keep[keeps + roll] = rollBest[r]; // keeping all five: scoring now
                // the keeps inside the roll, listed (at most 32), not found among all 462 (a
                // turn's 232,848 containment tests were a third of a look-ahead's time)
                double best = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < TurnPolicy.subKeepCount(r); i++) {
                    best = Math.max(best, this.keep[keeps + TurnPolicy.subKeep(r, i)]);
                }
                rollBest[rollsLeft * KeepLattice.ROLLS + r] = best;
            }
        }
    }

    /**
     * A stand-in for a utility too slow to solve from the card: the utility written as a sum of
     * steps, U = sum over t of w(t) [final >= t] with w(t) = U(t) - U(t - 1), and the value of each
     * choice (a keep, a box) the same sum of the reach table's values, P_best(final >= t) after
     * it; the value of dice is the best of their choices. Each step's probability is the best any
     * play gives for that step alone, so the sum is an optimistic estimate of E[U], and ranking by
     * it is a one-decision look-ahead over the reach table, not the utility's own best play
     * (docs/goals.md). Targets beyond the table's range from the card count as unreachable.
     *
     * @param reach       the reach table ({@link FinalUtility#isStep} over targets 0..its span)
     * @param pointsSoFar the points on the card
     * @param utility     U by final total
     * @throws IllegalArgumentException as {@link #analyze}, or if {@code reach} is not a reach table
     */
    public static GoalTurn mixture(GoalValues reach, int usedMask, int upperTotal, boolean yahtzeeHolds50,
            int pointsSoFar, FinalUtility utility) {
        return GoalMixture.of(reach, usedMask, upperTotal, yahtzeeHolds50, pointsSoFar, utility);
    }

    /**
     * {@link #mixture} as it was first written, one {@link #analyze} per step (each decoding the
     * lanes of every next state again): the reference of GoalMixtureTest and GoalMixtureBenchmark.
     */
    static GoalTurn mixtureByParts(GoalValues reach, int usedMask, int upperTotal, boolean yahtzeeHolds50,
            int pointsSoFar, FinalUtility utility) {
        if (!reach.utility().isStep()) {
            throw new IllegalArgumentException("a mixture of reach goals needs the reach table, not another utility's values");
        }
        int limit = reach.needLimit(usedMask, upperTotal, yahtzeeHolds50);
        List<GoalTurn> parts = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        double previous = 0;
        for (int total = 0; total <= utility.span(); total++) {
            double u = utility.atNeed(utility.span() - total);
            double w = u - previous;
            previous = u;
            int need = total - pointsSoFar;
            if (w > 0 && need <= limit) {
                parts.add(analyze(reach, usedMask, upperTotal, yahtzeeHolds50, need));
                weights.add(w);
            }
        }
        if (parts.isEmpty()) { // no step in range: the value 0 whatever is played
            parts.add(analyze(reach, usedMask, upperTotal, yahtzeeHolds50, limit));
            weights.add(0.0);
        }
        double[] keep = new double[2 * KeepLattice.KEEPS];
        double[] scores = new double[KeepLattice.ROLLS * Category.COUNT];
        double start = 0;
        for (int i = 0; i < parts.size(); i++) {
            GoalTurn part = parts.get(i);
            double w = weights.get(i);
            for (int j = 0; j < keep.length; j++) {
                keep[j] += w * part.keep[j];
            }
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                for (Category box : Category.values()) {
                    scores[r * Category.COUNT + box.id()] += w * part.scoreValue(r, box);
                }
            }
            start += w * part.start;
        }
        return mixed(reach, usedMask, upperTotal, yahtzeeHolds50, parts.get(0).need, keep, scores, start);
    }

    /** The turn whose choices are worth {@code keep} (2 x 462: 1 roll left, then 2) and {@code scores} (rollId * 13 + box id). */
    static GoalTurn mixed(GoalValues values, int usedMask, int upperTotal, boolean yahtzeeHolds50, int need,
            double[] keep, double[] scores, double start) {
        return new GoalTurn(values, usedMask, upperTotal, yahtzeeHolds50, need, keep, scores, start);
    }

    /**
     * Analyses the turn of a state at {@code need} (for a reach goal: target - points so far).
     *
     * @throws IllegalArgumentException if the state is not reachable, the card is full, or the
     *         state or need were not solved
     */
    public static GoalTurn analyze(GoalValues values, int usedMask, int upperTotal, boolean yahtzeeHolds50, int need) {
        return analyze(values, usedMask, upperTotal, yahtzeeHolds50, need, false);
    }

    /**
     * As {@link #analyze}, for a turn kept long after its values (a play's): every box's value
     * for every final roll read at once, the values not referred to, so that the turn holds about
     * 40 KB, not the solve's lanes. The same values bit for bit.
     */
    static GoalTurn analyzeToKeep(GoalValues values, int usedMask, int upperTotal, boolean yahtzeeHolds50,
            int need) {
        return analyze(values, usedMask, upperTotal, yahtzeeHolds50, need, true);
    }

    private static GoalTurn analyze(GoalValues values, int usedMask, int upperTotal, boolean yahtzeeHolds50, int need,
            boolean toKeep) {
        int state = StateIndex.index(usedMask, upperTotal, yahtzeeHolds50); // validates
        if (usedMask == Category.ALL_USED) {
            throw new IllegalArgumentException("every box is filled: the game is over");
        }
        values.value(usedMask, upperTotal, yahtzeeHolds50, need); // checks the need against the state's limit
        values.read(state, 1); // checks that the state was solved, whatever the need (1 is never "met")
        return new GoalTurn(values, usedMask, upperTotal, yahtzeeHolds50, need, toKeep);
    }

    private void copyRolls(GoalWidget widget, int rollsLeft) {
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            rollBest[rollsLeft * KeepLattice.ROLLS + r] = widget.x[KeepLattice.keepOfRoll(r)][0];
        }
    }

    public Rules rules() {
        return rules;
    }

    public int usedMask() {
        return usedMask;
    }

    public int need() {
        return need;
    }

    /** Value at the start of the turn (equals the solved value of the state at this need). */
    public double start() {
        return start;
    }

    /** Value of holding {@code rollId} with {@code rollsLeft} (0..2) rolls left, played best. */
    public double rollValue(int rollId, int rollsLeft) {
        checkRollsLeft(rollsLeft, 0);
        return rollBest[rollsLeft * KeepLattice.ROLLS + rollId];
    }

    /**
     * Value of keeping {@code keepId} and throwing the other dice with {@code rollsLeft} (1..2)
     * rolls left; keeping all five is scoring them now, in the best box.
     */
    public double keepValue(int keepId, int rollsLeft) {
        checkRollsLeft(rollsLeft, 1);
        return keep[(rollsLeft - 1) * KeepLattice.KEEPS + keepId];
    }

    /** Value of writing the final roll in {@code box}; NaN if the box is filled or not allowed. */
    public double scoreValue(int rollId, Category box) {
        return scores != null ? scores[rollId * Category.COUNT + box.id()] : readScore(values, rollId, box);
    }

    /** The value of writing the final roll in {@code box}, read in the solved values (NaN if not allowed). */
    private double readScore(GoalValues values, int rollId, Category box) {
        int points = points(rollId, box);
        if (points == Scoring.NOT_ALLOWED) {
            return Double.NaN;
        }
        int nextUpper = StateIndex.nextUpperTotal(upperTotal, box, points);
        int gained = points + Scoring.yahtzeeBonus(rules, usedMask, yahtzeeHolds50, rollId)
                + Scoring.upperBonus(upperTotal, nextUpper);
        return values.read(StateIndex.index(usedMask | box.bit(), nextUpper,
                StateIndex.nextYahtzeeHolds50(yahtzeeHolds50, box, points)), need - gained);
    }

    /** Points written in the box for the roll (no bonuses); {@link Scoring#NOT_ALLOWED} if not allowed. */
    public int points(int rollId, Category box) {
        return (usedMask & box.bit()) != 0 ? Scoring.NOT_ALLOWED : Scoring.points(rules, usedMask, rollId, box);
    }

    private static void checkRollsLeft(int rollsLeft, int min) {
        if (rollsLeft < min || rollsLeft > 2) {
            throw new IllegalArgumentException("rollsLeft must be " + min + "..2, was " + rollsLeft);
        }
    }
}
