package org.yahtzee.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.GoalAdvisor;
import org.yahtzee.goal.GoalOption;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.risk.TurnRisk;
import org.yahtzee.solver.TurnValues;

/**
 * Every option at one decision point, best first: while rolls are left the distinct keeps of
 * the dice (keeping all five scores them now, in the box the move names), on the last roll the
 * boxes the rules allow. Ranked by expected score, or under a goal by the goal's probability
 * (ties by expected score). Immutable.
 */
public final class Advice {
    /**
     * Options whose values (expected scores, or a goal's probabilities) differ by less than this
     * are ties, ranked by the tie rules below: the float64 solve's error bound.
     */
    public static final double TIE = Advisor.TIE;

    /*
     * Implementation notes. Ties: options whose values differ by less than TIE (1e-9) are equal (the
     * float64 solve's error bound, docs/precision.md: equal options computed by different sums); among equals a score comes before a keep, a
     * keep of more dice before one of fewer, higher points before lower, then card order or
     * ascending dice (Advisor, GoalAdvisor). The SD follows the advisor's policy after the
     * option (TurnRisk); under a goal, standing pat may pick another box than the advisor's, so
     * its spread is that box's.
     */

    private final Scorecard card;
    private final Dice dice;
    private final int rollsLeft;
    private final Goal goal;
    private final List<Choice> choices;
    private final boolean spread;

    private Advice(Scorecard card, Dice dice, int rollsLeft, Goal goal, List<Choice> choices, boolean spread) {
        this.card = card;
        this.dice = dice;
        this.rollsLeft = rollsLeft;
        this.goal = goal;
        this.choices = Collections.unmodifiableList(choices);
        this.spread = spread;
    }

    /** The options by expected score in the analysed turn of {@code card}; {@code risk} null: no SD. */
    static Advice ranked(Scorecard card, Dice dice, int rollsLeft, TurnValues turn, TurnRisk risk) {
        List<Option> options = Advisor.options(turn, dice.id(), rollsLeft);
        if (risk != null) {
            risk.analyze(turn);
        }
        List<Choice> choices = new ArrayList<>(options.size());
        for (Option o : options) {
            double sd = risk == null ? Double.NaN : risk.standardDeviation(o, dice.id(), rollsLeft);
            choices.add(new Choice(move(o), card.total() + o.value(), o.loss(), sd, Double.NaN, Double.NaN));
        }
        return new Advice(card, dice, rollsLeft, Goal.EV, choices, risk != null);
    }

    /**
     * The options ranked by {@code goal} ({@code goalTurn}: the same card's turn under it), each
     * still with its expected total, loss against the expected-score best, and SD ({@code risk}
     * null: no SD).
     */
    static Advice rankedFor(Goal goal, GoalTurn goalTurn, Scorecard card, Dice dice, int rollsLeft, TurnValues turn,
            TurnRisk risk) {
        int rollId = dice.id();
        List<GoalOption> ranked = GoalAdvisor.options(goalTurn, turn, rollId, rollsLeft);
        if (risk != null) {
            risk.analyze(turn);
        }
        double best = turn.rollValue(rollId, rollsLeft);
        double bestGoal = ranked.get(0).value();
        List<Choice> choices = new ArrayList<>(ranked.size());
        for (GoalOption g : ranked) {
            Option o = new Option(g.kind(), g.keepId(), g.category(), g.points(), g.average(),
                    Math.max(0, best - g.average()));
            double sd = Double.NaN;
            if (risk != null) {
                sd = risk.standardDeviation(o.standsPat() ? new Option(Option.Kind.SCORE, -1, o.category(), o.points(),
                        o.value(), o.loss()) : o, rollId, rollsLeft);
            }
            choices.add(new Choice(move(o), card.total() + o.value(), o.loss(), sd, g.value(),
                    Math.max(0, bestGoal - g.value())));
        }
        return new Advice(card, dice, rollsLeft, goal, choices, risk != null);
    }

    private static Move move(Option option) {
        if (option.kind() == Option.Kind.SCORE) {
            return Move.score(option.category(), option.points());
        }
        return option.standsPat() ? Move.standPat(option.keepId(), option.category(), option.points())
                : Move.keep(option.keepId());
    }

    /** The card the advice is for. */
    public Scorecard card() {
        return card;
    }

    /** The dice showing. */
    public Dice dice() {
        return dice;
    }

    /** Rolls still allowed this turn: 0 (score now), 1 or 2. */
    public int rollsLeft() {
        return rollsLeft;
    }

    /** What the options are ranked by: {@link Goal#EV}, or a goal. */
    public Goal goal() {
        return goal;
    }

    /** Every option, best first; never empty. */
    public List<Choice> choices() {
        return choices;
    }

    /** The best option: {@code choices().get(0)}. */
    public Choice best() {
        return choices.get(0);
    }

    /** True if every choice has its {@link Choice#sd}, false if the advice was ranked without (NaN). */
    public boolean hasSpread() {
        return spread;
    }
}
