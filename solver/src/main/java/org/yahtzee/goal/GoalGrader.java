package org.yahtzee.goal;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.advice.Advisor;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.IllegalMoveException;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GoalGradedGame;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * Grades a game against the play best for a goal, as {@link org.yahtzee.grade.GameGrader} does
 * against expected score: every decision's loss and every roll's luck, in the goal's value (for
 * a reach goal, the probability of reaching the target), so that
 * {@code valueNow = valueAtStart - totalLoss + luck}; a complete game's value is 1 or 0.
 */
public final class GoalGrader {
    /*
     * Implementation notes. Each turn reads one GoalTurn of its start card (need = target -
     * points on the card) and, to name the best move by the goal's tie rule, one TurnValues
     * (GoalAdvisor: goal ties go to the expected score). The value before the first roll of a
     * turn is the value the previous box decision carried (the first turn: its start value), not
     * the turn's own start: a turn late in the game may be answered from other values than the
     * one before (the table, then a solve from the card, equal to 1e-6), and carrying the number
     * keeps the identity exact to the rounding of the sums, as in GameGrader.
     */

    /** Where the goal's turn values of a card come from (a table, or a solve from the card). */
    @FunctionalInterface
    public interface Turns {
        /** The goal's analysed turn of {@code card}, which has an open box. */
        GoalTurn turn(Scorecard card);

        /**
         * The goal's value of the complete card {@code card}, whose last box carried
         * {@code carried}: what the game came to. By default the carried value, which a goal
         * of one's own total alone (a reach goal's 1 or 0) already is; the win goal's depends
         * on what the other players scored after that box.
         */
        default Result result(Scorecard card, double carried) {
            return new Result(carried, true);
        }
    }

    /**
     * The goal's value of a complete card, and whether it is settled: the result itself (met
     * or missed; won, lost or tied once every card is complete), or a chance that others'
     * turns still to be played can change.
     */
    public record Result(double value, boolean settled) {
    }

    private final StateValues values;
    private final TurnAnalyzer analyzer;
    private final Turns turns;

    /** @param values the expected-score values that break the goal's ties, as advice does */
    public GoalGrader(StateValues values, Turns turns) {
        this.values = values;
        this.analyzer = new TurnAnalyzer(values);
        this.turns = turns;
    }

    /**
     * Grades the turns of one card from the empty card, under the goal.
     *
     * @throws IllegalMoveException     as {@link org.yahtzee.grade.GameGrader#grade} does
     * @throws IllegalArgumentException if there are more than 13 turns
     */
    public GoalGradedGame grade(List<TurnPlay> plays) {
        return grade(Scorecard.empty(values.rules()), plays);
    }

    /**
     * Grades the turns played on from {@code start} (a card with open boxes).
     *
     * @throws IllegalMoveException     as {@link #grade(List)}
     * @throws IllegalArgumentException if the card is full or there are more turns than open boxes
     */
    public GoalGradedGame grade(Scorecard start, List<TurnPlay> plays) {
        int open = start.openCount();
        if (open == 0) {
            throw new IllegalArgumentException("the card is full: the game is over");
        } else if (plays.size() > open) {
            throw new IllegalArgumentException("the card has " + open + " open boxes, not " + plays.size() + " turns to play");
        }
        Scorecard card = start;
        List<Decision> decisions = new ArrayList<>(plays.size() * 3);
        double atStart = Double.NaN;
        double carried = Double.NaN;
        double loss = 0;
        double luck = 0;
        for (int t = 0; t < plays.size(); t++) {
            TurnPlay play = plays.get(t);
            GoalTurn goal = turns.turn(card);
            TurnValues average = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
            if (t == 0) {
                atStart = goal.start();
                carried = atStart;
            }
            int[] rolls = play.rollIds();
            double before = carried;
            for (int i = 0; i < rolls.length; i++) {
                int rollId = rolls[i];
                int rollsLeft = 2 - i;
                play.checkRoll(card.turn(), i);
                luck += goal.rollValue(rollId, rollsLeft) - before;
                if (rollsLeft == 0) {
                    break;
                }
                int keepId = i == rolls.length - 1 ? KeepLattice.keepOfRoll(rollId) : play.keepIds()[i];
                Decision hold = hold(goal, average, card.turn(), i + 1, rollId, keepId);
                loss += hold.loss();
                decisions.add(hold);
                before = hold.playedTotal();
            }
            int rollId = play.finalRollId();
            Scorecard next = card.score(rollId, play.box()); // throws for a filled or forbidden box
            Decision box = box(goal, average, card.turn(), rolls.length, rollId, play.box());
            loss += box.loss();
            decisions.add(box);
            carried = box.playedTotal();
            card = next;
        }
        if (plays.isEmpty()) {
            atStart = turns.turn(card).start();
            carried = atStart;
        }
        if (!card.isComplete()) {
            return new GoalGradedGame(card, decisions, atStart, loss, luck, carried, false);
        }
        // The other players' turns after the last box are luck too: the result replaces the
        // chance the last box carried, and the identity still holds.
        Result result = turns.result(card, carried);
        luck += result.value() - carried;
        return new GoalGradedGame(card, decisions, atStart, loss, luck, result.value(), result.settled());
    }

    /** Holding {@code keepId} after roll {@code rollNumber} (1..2): its value and the goal's best hold's. */
    public static Decision hold(GoalTurn goal, TurnValues average, int turnNumber, int rollNumber, int rollId, int keepId) {
        int rollsLeft = 3 - rollNumber;
        GoalOption best = GoalAdvisor.options(goal, average, rollId, rollsLeft).get(0);
        double played = goal.keepValue(keepId, rollsLeft); // all five: scoring now
        double bestValue = goal.rollValue(rollId, rollsLeft);
        return new Decision(turnNumber, rollNumber, Decision.Kind.KEEP, rollId, keepId, null, -1,
                best.keepId(), best.category(), best.points(), played, bestValue, lossOf(bestValue, played));
    }

    /** Writing the last dice {@code rollId} in {@code box} (open, allowed): its value and the goal's best box's. */
    public static Decision box(GoalTurn goal, TurnValues average, int turnNumber, int rollNumber, int rollId, Category box) {
        double bestValue = goal.rollValue(rollId, 0);
        double played = goal.scoreValue(rollId, box);
        Category bestBox = GoalAdvisor.bestBox(goal, average, rollId);
        return new Decision(turnNumber, rollNumber, Decision.Kind.SCORE, rollId, -1, box, goal.points(rollId, box),
                -1, bestBox, goal.points(rollId, bestBox), played, bestValue, lossOf(bestValue, played));
    }

    /** Best minus played; under {@link Advisor#TIE} a tie in rounding, no loss (as GameGrader). */
    private static double lossOf(double best, double played) {
        double d = best - played;
        return d < Advisor.TIE ? 0 : d;
    }
}
