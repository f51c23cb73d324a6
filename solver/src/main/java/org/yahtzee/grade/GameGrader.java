package org.yahtzee.grade;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.IllegalMoveException;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * Grades a game against optimal solitaire play: the loss of every decision and the luck of
 * every roll, so that {@code score = expectedAtStart - totalLoss + luck} for a complete game.
 * Pure computation over one rule set's values; a few microseconds per decision.
 */
public final class GameGrader {
    /*
     * Implementation notes. All values are "expected points still to come" V; a turn reads them
     * from one TurnAnalyzer pass over its start state s.
     *  1. Roll outcomes (luck): before roll 1 the value is the table's V(s), the very number the
     *     previous turn's box value added (TurnAnalyzer's score value is points + bonuses +
     *     V(next state) read from the same table); after any roll it is rollValue(roll, left).
     *     Before rolls 2 and 3 it is the played keep value.
     *  2. Decisions (loss): best = rollValue(roll, left), the maximum over the same options;
     *     played = keepValue(keep, left), or rollValue(roll, 0) when the player scores now with
     *     rolls left, or scoreValue(roll, box) on the box decision.
     * Per turn luck - loss telescopes to scoreValue - V(s) = points + bonuses + V(s') - V(s), so
     * over the game it is score + V(last) - V(empty card) with V(full card) = 0: the identity
     * holds whatever the values' precision, as each number is used once with each sign. The
     * start value is the table's float32 V(s), not TurnAnalyzer's double recomputation of it
     * (they differ by ~1e-5); that difference lands in the luck of roll 1.
     */

    private final StateValues values;
    private final TurnAnalyzer analyzer;

    public GameGrader(StateValues values) {
        this.values = values;
        this.analyzer = new TurnAnalyzer(values);
    }

    /**
     * Grades the turns of one card, from the empty card.
     *
     * @throws IllegalMoveException     if a box is filled or the joker rule forbids it
     * @throws IllegalArgumentException if kept dice are not in the roll, a roll does not contain
     *                                  the kept dice, or there are more than 13 turns
     */
    public GradedGame grade(List<TurnPlay> turns) {
        if (turns.size() > Category.COUNT) {
            throw new IllegalArgumentException("a game has at most " + Category.COUNT + " turns, not " + turns.size());
        }
        Scorecard card = Scorecard.empty(values.rules());
        double expectedAtStart = values.value(card.stateIndex());
        List<Decision> decisions = new ArrayList<>(turns.size() * 3);
        double loss = 0;
        double luck = 0;
        TurnValues turn = null; // one instance refilled each turn: nothing here keeps a turn's values
        for (int t = 0; t < turns.size(); t++) {
            TurnPlay play = turns.get(t);
            turn = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), turn);
            int[] rolls = play.rollIds();
            double before = values.value(card.stateIndex());
            int total = card.total();
            for (int i = 0; i < rolls.length; i++) {
                int rollId = rolls[i];
                int rollsLeft = 2 - i;
                if (i > 0) {
                    checkContains(t + 1, i + 1, rollId, play.keepIds()[i - 1]);
                }
                double after = turn.rollValue(rollId, rollsLeft);
                luck += after - before;
                if (rollsLeft == 0) {
                    break;
                }
                boolean scoresNow = i == rolls.length - 1;
                int keepId = scoresNow ? KeepLattice.keepOfRoll(rollId) : play.keepIds()[i];
                if (!KeepLattice.contains(KeepLattice.keepOfRoll(rollId), keepId)) {
                    throw new IllegalArgumentException("turn " + (t + 1) + ": kept dice "
                            + KeepLattice.digits(keepId) + " are not in roll " + (i + 1) + " "
                            + KeepLattice.digits(KeepLattice.keepOfRoll(rollId)));
                }
                double played = scoresNow ? turn.rollValue(rollId, 0) : turn.keepValue(keepId, rollsLeft);
                int bestKeep = TurnPolicy.bestKeep(turn, rollId, rollsLeft); // Advisor's first option, unsorted
                // Holding all five is scoring now: the best hold then names its box, as advice does.
                Category standBox = KeepLattice.size(bestKeep) == 5 ? TurnPolicy.bestBox(turn, rollId) : null;
                double d = lossOf(after, played);
                loss += d;
                decisions.add(new Decision(t + 1, i + 1, Decision.Kind.KEEP, rollId, keepId, null, -1,
                        bestKeep, standBox, standBox == null ? -1 : turn.points(rollId, standBox),
                        total + played, total + after, d));
                before = played;
            }
            int rollId = play.finalRollId();
            Scorecard next = card.score(rollId, play.box()); // throws for a filled or forbidden box
            double bestValue = turn.rollValue(rollId, 0);
            double played = turn.scoreValue(rollId, play.box());
            Category bestBox = TurnPolicy.bestBox(turn, rollId);
            double d = lossOf(bestValue, played);
            loss += d;
            decisions.add(new Decision(t + 1, rolls.length, Decision.Kind.SCORE, rollId, -1, play.box(),
                    turn.points(rollId, play.box()), -1, bestBox, turn.points(rollId, bestBox),
                    total + played, total + bestValue, d));
            card = next;
        }
        double stillToCome = card.isComplete() ? 0 : values.value(card.stateIndex());
        return new GradedGame(card, decisions, expectedAtStart, loss, luck, stillToCome);
    }

    /**
     * Best minus played; a difference under {@link Advisor#TIE} is a tie in rounding (e.g. a
     * keep whose every outcome has the same value, averaged: ~1e-14) and counts as no loss. The
     * identity then holds to ~1e-13 instead of ~1e-14.
     */
    private static double lossOf(double best, double played) {
        double d = best - played;
        return d < Advisor.TIE ? 0 : d;
    }

    private static void checkContains(int turn, int roll, int rollId, int keepId) {
        if (!KeepLattice.contains(KeepLattice.keepOfRoll(rollId), keepId)) {
            throw new IllegalArgumentException("turn " + turn + ": roll " + roll + " "
                    + KeepLattice.digits(KeepLattice.keepOfRoll(rollId)) + " does not contain the kept dice "
                    + KeepLattice.digits(keepId));
        }
    }
}
