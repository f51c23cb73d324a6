package org.yahtzee.cli.advise;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.goal.GoalAdvisor;
import org.yahtzee.goal.GoalOption;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.risk.TurnRisk;
import org.yahtzee.solver.TurnValues;

/**
 * The options at one decision point, best first, each with its expected-score figures (value
 * and loss as {@link Advisor#options} gives them), the standard deviation of the final score
 * when it is chosen and the game is played on by the advisor's policy ({@link TurnRisk}), and,
 * under a goal, the goal's value: what {@code advise} and the server's advise print.
 *
 * @param options   best first: by expected score, or by the goal's value ({@link GoalAdvisor})
 * @param sd        {@code sd[i]} belongs to {@code options.get(i)}; null: not computed
 * @param goalValue under a goal, {@code goalValue[i]}: P(goal) after {@code options.get(i)}
 *                  played best for the goal; null without a goal
 */
public record RankedOptions(List<Option> options, double[] sd, double[] goalValue) {
    /** Ranks the options of {@code rollId} with {@code rollsLeft} in the analysed turn. */
    public static RankedOptions of(TurnValues turn, TurnRisk risk, int rollId, int rollsLeft) {
        List<Option> options = Advisor.options(turn, rollId, rollsLeft);
        risk.analyze(turn);
        double[] sd = new double[options.size()];
        for (int i = 0; i < sd.length; i++) {
            sd[i] = risk.standardDeviation(options.get(i), rollId, rollsLeft);
        }
        return new RankedOptions(options, sd, null);
    }

    /**
     * Ranks the options by a goal ({@code goal}, the same state's turn under it), each still
     * with its expected-score value, loss against the expected-score best, and SD ({@code risk}
     * null: no SD).
     */
    public static RankedOptions of(GoalTurn goal, TurnValues turn, TurnRisk risk, int rollId, int rollsLeft) {
        List<GoalOption> ranked = GoalAdvisor.options(goal, turn, rollId, rollsLeft);
        if (risk != null) {
            risk.analyze(turn);
        }
        double best = turn.rollValue(rollId, rollsLeft);
        List<Option> options = new ArrayList<>(ranked.size());
        double[] sd = risk == null ? null : new double[ranked.size()];
        double[] goalValue = new double[ranked.size()];
        for (int i = 0; i < goalValue.length; i++) {
            GoalOption g = ranked.get(i);
            Option o = new Option(g.kind(), g.keepId(), g.category(), g.points(), g.average(),
                    Math.max(0, best - g.average()));
            options.add(o);
            // Standing pat scores now, and the goal may pick another box than the advisor's:
            // the spread is the box's.
            if (risk != null) {
                sd[i] = risk.standardDeviation(o.standsPat() ? new Option(Option.Kind.SCORE, -1, o.category(), o.points(),
                        o.value(), o.loss()) : o, rollId, rollsLeft);
            }
            goalValue[i] = g.value();
        }
        return new RankedOptions(options, sd, goalValue);
    }

    /** The best option's goal value less option {@code i}'s, 0 or more; requires a goal. */
    public double goalLoss(int i) {
        return Math.max(0, goalValue[0] - goalValue[i]);
    }
}
