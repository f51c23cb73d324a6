package org.yahtzee.grade;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.IllegalMoveException;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.ParallelLoop;
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

    /** The values graded against. */
    public StateValues values() {
        return values;
    }

    /**
     * Grades the turns of one card, from the empty card.
     *
     * @throws IllegalMoveException     {@code turn N: ...} with {@link KeepRules}' message if kept
     *                                  dice are not in the roll or a roll does not contain them;
     *                                  {@link Scorecard#score}'s if a box is filled or the joker
     *                                  rule forbids it
     * @throws IllegalArgumentException if there are more than 13 turns
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
                play.checkRoll((t + 1), i);
                double after = turn.rollValue(rollId, rollsLeft);
                luck += after - before;
                if (rollsLeft == 0) {
                    break;
                }
                boolean scoresNow = i == rolls.length - 1;
                int keepId = scoresNow ? KeepLattice.keepOfRoll(rollId) : play.keepIds()[i];
                Decision hold = hold(turn, t + 1, i + 1, rollId, keepId, total);
                loss += hold.loss();
                decisions.add(hold);
                before = turn.keepValue(keepId, rollsLeft); // all five: scoring now
            }
            int rollId = play.finalRollId();
            Scorecard next = card.score(rollId, play.box()); // throws for a filled or forbidden box
            Decision box = box(turn, t + 1, rolls.length, rollId, play.box(), total);
            loss += box.loss();
            decisions.add(box);
            card = next;
        }
        double stillToCome = card.isComplete() ? 0 : values.value(card.stateIndex());
        return new GradedGame(card, decisions, expectedAtStart, loss, luck, stillToCome);
    }

    /**
     * Grades many games on {@code threads} threads: the result of {@link #grade} for each, in
     * order (grade keeps no state between calls, so the games are shared out as they are).
     *
     * @throws IllegalMoveException     as {@link #grade}, for the first game found wrong (not
     *                                  necessarily the first in order); then no result is returned
     * @throws IllegalArgumentException as {@link #grade}
     */
    public List<GradedGame> gradeAll(List<List<TurnPlay>> games, int threads) {
        GradedGame[] graded = new GradedGame[games.size()];
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-grader")) {
            loop.run(games.size(), (worker, g) -> graded[g] = grade(games.get(g)));
        }
        return List.of(graded);
    }

    /**
     * The decision of holding {@code keepId} after roll {@code rollNumber} (1 or 2) of the dice
     * {@code rollId}, in a turn analysed as {@code turn} on a card of {@code total} points.
     * Holding all five is scoring now, valued so; a best hold of all five names its box, as
     * advice does. For the grader and for play's coach, which judges each move as it is made.
     */
    public static Decision hold(TurnValues turn, int turnNumber, int rollNumber, int rollId, int keepId, int total) {
        int rollsLeft = 3 - rollNumber;
        double best = turn.rollValue(rollId, rollsLeft);
        double played = turn.keepValue(keepId, rollsLeft); // all five: scoring now
        int bestKeep = TurnPolicy.bestKeep(turn, rollId, rollsLeft); // Advisor's first option, unsorted
        Category standBox = KeepLattice.size(bestKeep) == 5 ? Advisor.bestBox(turn, rollId) : null;
        return new Decision(turnNumber, rollNumber, Decision.Kind.KEEP, rollId, keepId, null, -1,
                bestKeep, standBox, standBox == null ? -1 : turn.points(rollId, standBox),
                total + played, total + best, lossOf(best, played));
    }

    /** The decision of writing the last dice {@code rollId} (roll {@code rollNumber}) in {@code box}, open and allowed. */
    public static Decision box(TurnValues turn, int turnNumber, int rollNumber, int rollId, Category box, int total) {
        double best = turn.rollValue(rollId, 0);
        double played = turn.scoreValue(rollId, box);
        Category bestBox = Advisor.bestBox(turn, rollId);
        return new Decision(turnNumber, rollNumber, Decision.Kind.SCORE, rollId, -1, box, turn.points(rollId, box),
                -1, bestBox, turn.points(rollId, bestBox), total + played, total + best, lossOf(best, played));
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
}
