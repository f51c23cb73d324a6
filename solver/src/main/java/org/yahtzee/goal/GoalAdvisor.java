package org.yahtzee.goal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.TurnValues;

/**
 * Lists every option at a decision point under a goal, best first: values within
 * {@link Advisor#TIE} are equal; among equals the higher expected score (when the expected-score
 * values of the turn are given), then the {@link Advisor}'s rule: a score before a keep, then
 * {@link Advisor#compareKeeps} or {@link Advisor#compareBoxes}.
 */
public final class GoalAdvisor {
    /*
     * Implementation notes. The expected score breaks ties because a goal ties often and widely:
     * once the target is certain every option is worth 1, once it is out of reach every option
     * is worth 0, and a player should then play for points (the last boxes, a tie-break, pride),
     * not by the keep order. The values compared are the turn's own (TurnValues), so the order
     * among goal ties is exactly the advisor's order under expected score.
     */

    private static final Comparator<GoalOption> BEST_FIRST = (a, b) -> {
        if (Math.abs(a.value() - b.value()) >= Advisor.TIE) {
            return Double.compare(b.value(), a.value());
        }
        if (!Double.isNaN(a.average()) && Math.abs(a.average() - b.average()) >= Advisor.TIE) {
            return Double.compare(b.average(), a.average());
        }
        if (a.kind() != b.kind()) {
            return a.kind() == Option.Kind.SCORE ? -1 : 1;
        }
        return a.kind() == Option.Kind.KEEP ? Advisor.compareKeeps(a.keepId(), b.keepId())
                : Advisor.compareBoxes(a.category(), a.points(), b.category(), b.points());
    };

    private GoalAdvisor() {
    }

    /** The box the goal's best play writes the final roll in, by the tie rule without expected scores. */
    public static Category bestBox(GoalTurn turn, int rollId) {
        return bestBox(turn, null, rollId);
    }

    /**
     * The box the goal's best play writes the final roll in, by the tie rule; {@code average}
     * (the same state's expected-score values) breaks goal ties, or null for none.
     */
    public static Category bestBox(GoalTurn turn, TurnValues average, int rollId) {
        double max = turn.rollValue(rollId, 0); // the maximum over these very box values
        Category best = null;
        for (int id = 0; id < Category.COUNT; id++) {
            Category c = Category.byId(id);
            // NaN fails the comparison: filled and forbidden boxes are skipped.
            if (turn.scoreValue(rollId, c) > max - Advisor.TIE && (best == null || compareTied(turn, average, rollId, c, best) < 0)) {
                best = c;
            }
        }
        if (best == null) {
            throw new IllegalStateException("no box is open for roll " + rollId);
        }
        return best;
    }

    private static int compareTied(GoalTurn turn, TurnValues average, int rollId, Category a, Category b) {
        if (average != null) {
            double va = average.scoreValue(rollId, a);
            double vb = average.scoreValue(rollId, b);
            if (Math.abs(va - vb) >= Advisor.TIE) {
                return Double.compare(vb, va);
            }
        }
        return Advisor.compareBoxes(a, turn.points(rollId, a), b, turn.points(rollId, b));
    }

    /** The options for the dice {@code rollId} with {@code rollsLeft} (0..2), best first, with losses. */
    public static List<GoalOption> options(GoalTurn turn, int rollId, int rollsLeft) {
        return options(turn, null, rollId, rollsLeft);
    }

    /**
     * The options for the dice {@code rollId} with {@code rollsLeft} (0..2), best first, with
     * losses; {@code average}, the same state's expected-score values, gives each option its
     * {@link GoalOption#average} and breaks goal ties (null: neither).
     *
     * @throws IllegalArgumentException if {@code average} is of another state than {@code turn}
     */
    public static List<GoalOption> options(GoalTurn turn, TurnValues average, int rollId, int rollsLeft) {
        if (average != null && average.usedMask() != turn.usedMask()) {
            throw new IllegalArgumentException("expected-score values of mask " + average.usedMask()
                    + " given for a goal turn of mask " + turn.usedMask());
        }
        List<GoalOption> options = new ArrayList<>();
        if (rollsLeft == 0) {
            for (Category c : Category.values()) {
                double v = turn.scoreValue(rollId, c);
                if (!Double.isNaN(v)) {
                    double mean = average == null ? Double.NaN : average.scoreValue(rollId, c);
                    options.add(new GoalOption(Option.Kind.SCORE, -1, c, turn.points(rollId, c), v, 0, mean));
                }
            }
        } else {
            int roll = KeepLattice.keepOfRoll(rollId);
            for (int k = 0; k < KeepLattice.KEEPS; k++) {
                if (k == roll) {
                    Category box = bestBox(turn, average, rollId);
                    double mean = average == null ? Double.NaN : average.scoreValue(rollId, box);
                    options.add(new GoalOption(Option.Kind.KEEP, k, box, turn.points(rollId, box),
                            turn.keepValue(k, rollsLeft), 0, mean));
                } else if (KeepLattice.contains(roll, k)) {
                    double mean = average == null ? Double.NaN : average.keepValue(k, rollsLeft);
                    options.add(new GoalOption(Option.Kind.KEEP, k, null, -1, turn.keepValue(k, rollsLeft), 0, mean));
                }
            }
        }
        options.sort(BEST_FIRST);
        double best = options.get(0).value();
        for (int i = 0; i < options.size(); i++) {
            GoalOption o = options.get(i);
            options.set(i, new GoalOption(o.kind(), o.keepId(), o.category(), o.points(), o.value(),
                    Math.max(0, best - o.value()), o.average()));
        }
        return options;
    }
}
