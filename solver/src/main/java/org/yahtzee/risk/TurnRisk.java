package org.yahtzee.risk;

import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Scoring;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

/**
 * The first and second moments of the points still to come at every decision point of one
 * analysed turn, when the rest of the game is played by the advisor's policy: the spread of the
 * final score after each option ({@link #standardDeviation(Option, int, int)}), and the turn-start
 * moments the {@link MomentSolver} stores.
 */
public final class TurnRisk {
    /*
     * Implementation notes. The turn's probability flow (distribution/TurnOutcomes) run
     * backwards, carrying (E[R], E[R^2]) instead of values:
     *  - a final roll's box: gained g (points, Yahtzee bonus, upper bonus) then state s':
     *    E[R] = g + V(s'), E[R^2] = g^2 + 2 g V(s') + M2(s');
     *  - a roll with 0 rolls left takes the moments of TurnPolicy.bestBox;
     *  - a keep of fewer than five dice averages its six one-die extensions (the lattice, in
     *    decreasing keep id, as TurnAnalyzer does for values); a five-dice keep is the roll
     *    carried on to the next roll;
     *  - a roll with 1 or 2 rolls left takes the moments of TurnPolicy.bestKeep.
     * So the moments follow exactly the choices the advisor makes, ties included (equal-valued
     * moves can differ in spread: which one is played is part of the policy, docs/cli.md).
     * As an option, keeping all five dice with rolls left means scoring now, in the best box.
     * About 2 x 210 x 6 averages and 760 policy look-ups: a few microseconds, like the analysis.
     */

    private static final int ROLLS = KeepLattice.ROLLS;
    private static final int KEEPS = KeepLattice.KEEPS;

    private final StateValues values;
    private final SecondMoments moments;
    /** [rollsLeft * 252 + rollId]: moments of holding the roll, the policy's choice made. */
    private final double[] rollMean = new double[3 * ROLLS];
    private final double[] rollSecond = new double[3 * ROLLS];
    /** [(rollsLeft - 1) * 462 + keepId]: moments of keeping the dice and rolling the others. */
    private final double[] keepMean = new double[2 * KEEPS];
    private final double[] keepSecond = new double[2 * KEEPS];
    private final double[] latticeMean = new double[KEEPS];
    private final double[] latticeSecond = new double[KEEPS];
    /** Out-parameters of {@link #boxMoments}: no allocation in the solver's loop. */
    double boxMean;
    double boxSecond;
    private TurnValues turn;
    private double startMean;
    private double startSecond;

    /**
     * The spread of the turns analysed with {@code values}.
     *
     * @param values  the values the turns are analysed with (E[R] of every state)
     * @param moments E[R^2] of every state after the turn (the solver fills them as it goes)
     */
    public TurnRisk(StateValues values, SecondMoments moments) {
        if (values.rules().fingerprint() != moments.rules().fingerprint()) {
            throw new IllegalArgumentException("values are for " + values.rules().canonicalName()
                    + " but the second moments for " + moments.rules().canonicalName());
        }
        this.values = values;
        this.moments = moments;
    }

    /** Computes the moments of {@code turn} (analysed from this object's values); returns this. */
    public TurnRisk analyze(TurnValues turn) {
        this.turn = turn;
        for (int r = 0; r < ROLLS; r++) {
            boxMoments(turn, r, Advisor.bestBox(turn, r));
            rollMean[r] = boxMean;
            rollSecond[r] = boxSecond;
        }
        for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
            int before = (rollsLeft - 1) * ROLLS;
            System.arraycopy(rollMean, before, latticeMean, KeepLattice.ROLL_BASE, ROLLS);
            System.arraycopy(rollSecond, before, latticeSecond, KeepLattice.ROLL_BASE, ROLLS);
            for (int k = KeepLattice.ROLL_BASE - 1; k >= 0; k--) {
                double mean = 0;
                double second = 0;
                for (int f = 1; f <= 6; f++) {
                    int next = KeepLattice.add(k, f);
                    mean += latticeMean[next];
                    second += latticeSecond[next];
                }
                latticeMean[k] = mean / 6.0;
                latticeSecond[k] = second / 6.0;
            }
            int keepBase = (rollsLeft - 1) * KEEPS;
            System.arraycopy(latticeMean, 0, keepMean, keepBase, KEEPS);
            System.arraycopy(latticeSecond, 0, keepSecond, keepBase, KEEPS);
            int rollBase = rollsLeft * ROLLS;
            for (int r = 0; r < ROLLS; r++) {
                // The policy's five-dice keep is the roll carried on (its lattice entry), which
                // plays on to the same box as scoring now: the option below says "score now".
                int k = TurnPolicy.bestKeep(turn, r, rollsLeft);
                rollMean[rollBase + r] = latticeMean[k];
                rollSecond[rollBase + r] = latticeSecond[k];
                keepMean[keepBase + KeepLattice.keepOfRoll(r)] = rollMean[r];
                keepSecond[keepBase + KeepLattice.keepOfRoll(r)] = rollSecond[r];
            }
        }
        double mean = 0;
        double second = 0;
        for (int r = 0; r < ROLLS; r++) {
            double p = KeepLattice.rollProbability(r);
            mean += p * rollMean[2 * ROLLS + r];
            second += p * rollSecond[2 * ROLLS + r];
        }
        startMean = mean;
        startSecond = second;
        return this;
    }

    /** Sets boxMean and boxSecond for writing the final roll in an allowed, open box of the turn. */
    void boxMoments(TurnValues turn, int rollId, Category box) {
        int mask = turn.usedMask();
        int upper = turn.upperTotal();
        int points = turn.points(rollId, box);
        int nextUpper = StateIndex.nextUpperTotal(upper, box, points);
        // Reachable by construction (allowed points in an open box of a reachable state): no
        // checks, which were a sixth of the moment pass.
        int next = StateIndex.indexOfReachable(mask | box.bit(), nextUpper,
                StateIndex.nextYahtzeeHolds50(turn.yahtzeeHolds50(), box, points));
        double gained = points + Scoring.yahtzeeBonus(turn.rules(), mask, turn.yahtzeeHolds50(), rollId)
                + Scoring.upperBonus(upper, nextUpper);
        double v = values.value(next);
        boxMean = gained + v;
        boxSecond = secondMoment(gained, v, moments.secondMoment(next));
    }

    /**
     * E[(g + R)^2] = g^2 + 2 g E[R] + E[R^2] for {@code gained} points now and then R, with
     * {@code nextMean} = E[R] and {@code nextSecond} = E[R^2]: the one expression of it, which
     * LaneRisk evaluates too, so that both give the same double.
     */
    static double secondMoment(double gained, double nextMean, double nextSecond) {
        return gained * gained + 2 * gained * nextMean + nextSecond;
    }

    /** E[R] at the start of the turn along the policy: the state's value up to ties (1e-9). */
    public double startMean() {
        return startMean;
    }

    /** E[R^2] at the start of the turn: what the {@link MomentSolver} stores for the state. */
    public double startSecondMoment() {
        return startSecond;
    }

    /**
     * The SD of the final score after choosing {@code option} for the dice {@code rollId} with
     * {@code rollsLeft} (0..2), then playing on by the policy; the option must be one of the
     * {@link Advisor#options} of this turn's analysis.
     */
    public double standardDeviation(Option option, int rollId, int rollsLeft) {
        if (option.kind() == Option.Kind.SCORE) {
            boxMoments(turn, rollId, option.category());
            return SecondMoments.standardDeviation(boxMean, boxSecond);
        }
        if (rollsLeft < 1 || rollsLeft > 2) {
            throw new IllegalArgumentException("a keep needs 1..2 rolls left, was " + rollsLeft);
        }
        int i = (rollsLeft - 1) * KEEPS + option.keepId();
        return SecondMoments.standardDeviation(keepMean[i], keepSecond[i]);
    }

    /** The SD of the final score from the start of the turn. */
    public double startStandardDeviation() {
        return SecondMoments.standardDeviation(startMean, startSecond);
    }
}
