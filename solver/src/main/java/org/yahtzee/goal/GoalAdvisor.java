package org.yahtzee.goal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;

/**
 * Lists every option at a decision point under a goal, best first, by the {@link Advisor}'s
 * rule: values within {@link Advisor#TIE} are equal; among equals a score before a keep, then
 * {@link Advisor#compareKeeps} or {@link Advisor#compareBoxes}.
 */
public final class GoalAdvisor {
    private static final Comparator<GoalOption> BEST_FIRST = new BestFirst();

    private static final class BestFirst implements Comparator<GoalOption> {
        @Override
        public int compare(GoalOption a, GoalOption b) {
            if (Math.abs(a.value() - b.value()) >= Advisor.TIE) {
                return Double.compare(b.value(), a.value());
            }
            if (a.kind() != b.kind()) {
                return a.kind() == Option.Kind.SCORE ? -1 : 1;
            }
            return a.kind() == Option.Kind.KEEP ? Advisor.compareKeeps(a.keepId(), b.keepId())
                    : Advisor.compareBoxes(a.category(), a.points(), b.category(), b.points());
        }
    }

    private GoalAdvisor() {
    }

    /** The box the goal's best play writes the final roll in, by the tie rule. */
    public static Category bestBox(GoalTurn turn, int rollId) {
        double max = turn.rollValue(rollId, 0); // the maximum over these very box values
        Category best = null;
        for (int id = 0; id < Category.COUNT; id++) {
            Category c = Category.byId(id);
            // NaN fails the comparison: filled and forbidden boxes are skipped.
            if (turn.scoreValue(rollId, c) > max - Advisor.TIE && (best == null
                    || Advisor.compareBoxes(c, turn.points(rollId, c), best, turn.points(rollId, best)) < 0)) {
                best = c;
            }
        }
        if (best == null) {
            throw new IllegalStateException("no box is open for roll " + rollId);
        }
        return best;
    }

    /** The options for the dice {@code rollId} with {@code rollsLeft} (0..2), best first, with losses. */
    public static List<GoalOption> options(GoalTurn turn, int rollId, int rollsLeft) {
        List<GoalOption> options = new ArrayList<>();
        if (rollsLeft == 0) {
            for (Category c : Category.values()) {
                double v = turn.scoreValue(rollId, c);
                if (!Double.isNaN(v)) {
                    options.add(new GoalOption(Option.Kind.SCORE, -1, c, turn.points(rollId, c), v, 0));
                }
            }
        } else {
            int roll = KeepLattice.keepOfRoll(rollId);
            for (int k = 0; k < KeepLattice.KEEPS; k++) {
                if (k == roll) {
                    Category box = bestBox(turn, rollId);
                    options.add(new GoalOption(Option.Kind.KEEP, k, box, turn.points(rollId, box), turn.keepValue(k, rollsLeft), 0));
                } else if (KeepLattice.contains(roll, k)) {
                    options.add(new GoalOption(Option.Kind.KEEP, k, null, -1, turn.keepValue(k, rollsLeft), 0));
                }
            }
        }
        options.sort(BEST_FIRST);
        double best = options.get(0).value();
        for (int i = 0; i < options.size(); i++) {
            GoalOption o = options.get(i);
            options.set(i, new GoalOption(o.kind(), o.keepId(), o.category(), o.points(), o.value(),
                    Math.max(0, best - o.value())));
        }
        return options;
    }
}
