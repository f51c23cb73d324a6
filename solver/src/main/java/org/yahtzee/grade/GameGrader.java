package org.yahtzee.grade;

import java.util.List;
import org.yahtzee.advice.Advisor;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.IllegalMoveException;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.PolicyTable;
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
     *  1. Decisions (loss): best = rollValue(roll, left), the maximum over the same options;
     *     played = keepValue(keep, left), or rollValue(roll, 0) when the player scores now with
     *     rolls left, or scoreValue(roll, box) on the box decision.
     *  2. Roll outcomes (luck): a roll's luck is the value after it less the value before it:
     *     before roll 1 the table's V(s), after any roll rollValue(roll, left), before rolls 2
     *     and 3 the played keep's value. Per turn the lucks less the losses telescope to
     *     scoreValue - V(s) = points + bonuses + V(s') - V(s) (TurnAnalyzer's score value reads
     *     V(s') from the same table), so over a game to score + V(last) - V(empty card), with
     *     V(full card) = 0. The game's luck is computed as that sum (figures): the split then
     *     holds to the last digit, and a game whose turns are not analysed (played as the policy
     *     table plays: no loss) has its luck too. Summed roll by roll it is the same number up
     *     to the rounding of the sums, about 1e-13 (GameGraderTest checks both).
     */

    /** Batches from this many games on are graded by start state (measured: see GroupedGrading). */
    static final int GROUPED_FROM = 32;
    /** Turn t's slot is t: grade's layout. */
    private static final int[] IN_ORDER = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};

    private final StateValues values;
    private final TurnAnalyzer analyzer;
    private final double expectedAtStart;

    /** A grader against {@code values}: public for the engine's own modules (org.yahtzee.engine grades). */
    public GameGrader(StateValues values) {
        this.values = values;
        this.analyzer = new TurnAnalyzer(values);
        this.expectedAtStart = values.value(Scorecard.empty(values.rules()).stateIndex());
    }

    /** The values graded against. */
    public StateValues values() {
        return values;
    }

    /**
     * Grades the turns of one card, from the empty card.
     *
     * @throws IllegalMoveException     {@code turn N: ...} with {@link org.yahtzee.game.KeepRules}' message if kept
     *                                  dice are not in the roll or a roll does not contain them;
     *                                  {@link Scorecard#score}'s if a box is filled or the joker
     *                                  rule forbids it
     * @throws IllegalArgumentException if there are more than 13 turns
     */
    public GradedGame grade(List<TurnPlay> turns) {
        checkLength(turns);
        TurnSlots slots = new TurnSlots(turns.size());
        long[] moves = new long[turns.size()];
        Scorecard card = Scorecard.empty(values.rules());
        TurnValues turn = null; // one instance refilled each turn: nothing here keeps a turn's values
        for (int t = 0; t < turns.size(); t++) {
            TurnPlay play = turns.get(t);
            Scorecard next = replay(card, play, t + 1);
            turn = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), turn);
            moves[t] = TurnMoves.pack(play);
            gradeTurn(TurnAnalysis.of(turn), moves[t], card.total(), slots, t);
            card = next;
        }
        return assemble(card, moves, turns.size(), 0, slots, IN_ORDER);
    }

    /**
     * Grades many games on {@code threads} threads: the result of {@link #grade} for each, in
     * order, bit for bit. From {@value #GROUPED_FROM} games on, each start state the games reach
     * is analysed once for all of them ({@link GroupedGrading}); fewer are graded one by one.
     *
     * @throws IllegalMoveException     as {@link #grade}, for the first game in order that is
     *                                  wrong; then no result is returned
     * @throws IllegalArgumentException as {@link #grade}, likewise
     */
    public List<GradedGame> gradeAll(List<List<TurnPlay>> games, int threads) {
        return games.size() >= GROUPED_FROM ? new GroupedGrading(this, games).grade(threads) : gradeEach(games, threads);
    }

    /**
     * As {@link #gradeAll(List, int)}, in {@code memory}, reused from batch to batch: each game
     * of the answer is made when it is read (read each once), and only until {@code memory}
     * grades the next batch (then reading throws IllegalStateException). For a long run of
     * batches: what it keeps between them is the memory's, promoted once (BatchMemory).
     */
    public BatchGrades gradeAll(List<List<TurnPlay>> games, int threads, BatchMemory memory) {
        return gradeAll(games, threads, memory, null);
    }

    /**
     * As {@link #gradeAll(List, int, BatchMemory)}, for a reader of figures first
     * ({@link BatchGrades#figures}): a game whose every move is {@code policy}'s (built from
     * these values; null: none) has no loss, so its turns are not analysed until the game is
     * made whole (then it is graded on the reading thread, as {@link #grade} grades it). The
     * same figures and games as without it, bit for bit.
     */
    public BatchGrades gradeAll(List<List<TurnPlay>> games, int threads, BatchMemory memory, PolicyTable policy) {
        return games.size() >= GROUPED_FROM ? new GroupedGrading(this, games, memory, policy).gradeLazily(threads)
                : new BatchGrades(gradeEach(games, threads));
    }

    /**
     * The share of {@code openings}, each a game's first turn (from the empty card), whose every
     * decision loses nothing, from one analysis of the empty card; a turn whose moves are not
     * right counts as losing. A cheap sign of a record of the optimal player's games, for which
     * the policy table spares the analyses (GradingPipeline note 9); 0 for none.
     */
    public double losslessOpenings(List<TurnPlay> openings) {
        TurnAnalysis empty = TurnAnalysis.of(analyzer.analyze(0, 0, false));
        TurnSlots slots = new TurnSlots(1);
        int lossless = 0;
        for (TurnPlay play : openings) {
            if (!play.rollsRight()) {
                continue; // grading the record says what is wrong with it
            }
            long moves = TurnMoves.pack(play);
            gradeTurn(empty, moves, 0, slots, 0);
            boolean none = true;
            for (int j = 0; j < decisionsIn(TurnMoves.rollCount(moves)); j++) {
                none &= slots.loss[j] == 0;
            }
            lossless += none ? 1 : 0;
        }
        return openings.isEmpty() ? 0 : (double) lossless / openings.size();
    }

    /** {@link #gradeAll} one game at a time: grade keeps no state between calls. */
    List<GradedGame> gradeEach(List<List<TurnPlay>> games, int threads) {
        GradedGame[] graded = new GradedGame[games.size()];
        IllegalArgumentException[] wrong = new IllegalArgumentException[games.size()];
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-grader")) {
            loop.run(games.size(), (worker, g) -> {
                try {
                    graded[g] = grade(games.get(g));
                } catch (IllegalArgumentException e) {
                    wrong[g] = e;
                }
            });
        }
        throwFirst(wrong);
        return List.of(graded);
    }

    /** Throws the first of the games' errors in game order, if any. */
    static void throwFirst(IllegalArgumentException[] wrong) {
        for (IllegalArgumentException e : wrong) {
            if (e != null) {
                throw e;
            }
        }
    }

    /** @throws IllegalArgumentException if the game has more than 13 turns */
    static void checkLength(List<TurnPlay> turns) {
        if (turns.size() > Category.COUNT) {
            throw new IllegalArgumentException("a game has at most " + Category.COUNT + " turns, not " + turns.size());
        }
    }

    /**
     * Checks the moves of turn {@code turnNumber} against the card it starts on and returns the
     * card after it: the one check of a turn, made before it is graded.
     *
     * @throws IllegalMoveException as {@link #grade}
     */
    static Scorecard replay(Scorecard card, TurnPlay play, int turnNumber) {
        for (int i = 0; i < play.rollIds().length; i++) {
            play.checkRoll(turnNumber, i);
        }
        return card.score(play.finalRollId(), play.box()); // throws for a filled or forbidden box
    }

    /**
     * Grades one checked turn, its {@link TurnMoves} {@code moves}, from the state analysed as
     * {@code turn}, on a card of {@code total} points, into slot {@code slot} of {@code slots}:
     * its 2 or 3 decisions, in play order.
     */
    static void gradeTurn(TurnAnalysis turn, long moves, int total, TurnSlots slots, int slot) {
        int turnNumber = Integer.bitCount(turn.boxes().usedMask()) + 1; // each turn fills one box
        int rolls = TurnMoves.rollCount(moves);
        int next = TurnSlots.PER_TURN * slot;
        for (int i = 0; i < rolls && i < 2; i++) {
            int rollId = TurnMoves.rollId(moves, i);
            boolean scoresNow = i == rolls - 1;
            int keepId = scoresNow ? KeepLattice.keepOfRoll(rollId) : TurnMoves.keepId(moves, i);
            hold(turn, turnNumber, i + 1, rollId, keepId, total, slots, next++);
        }
        box(turn, turnNumber, rolls, TurnMoves.finalRollId(moves), TurnMoves.box(moves), total, slots, next);
    }

    /**
     * The graded game of {@code count} turns ending on {@code card}, turn t's {@link TurnMoves}
     * in {@code moves[from + t]} and what {@link #gradeTurn} wrote for it in slot
     * {@code slotOf[from + t]}. The losses are summed in play order, one term at a
     * time, so the sums are the same doubles however the turns were graded. It reads the moves
     * only for their counts of rolls, not the turns as objects: made again from a packed card
     * for each read, they were a third of a lazily made game's cost (JFR, 100,000 games).
     */
    GradedGame assemble(Scorecard card, long[] moves, int count, int from, TurnSlots slots, int[] slotOf) {
        GameFigures figures = figures(card, moves, count, from, slots, slotOf);
        Decision[] played = new Decision[figures.decisions()];
        int n = 0;
        for (int t = from; t < from + count; t++) {
            int at = TurnSlots.PER_TURN * slotOf[t];
            for (int j = 0; j < decisionsIn(TurnMoves.rollCount(moves[t])); j++) {
                played[n++] = slots.decision(at + j);
            }
        }
        return new GradedGame(card, List.of(played), figures.expectedAtStart(), figures.totalLoss(), figures.luck(),
                figures.stillToCome());
    }

    /**
     * {@link #assemble}'s game without its decisions as objects: the losses summed in play
     * order, one term at a time (the game's own sum, the same double), the luck from them
     * (note 2) and the largest loss.
     */
    GameFigures figures(Scorecard card, long[] moves, int count, int from, TurnSlots slots, int[] slotOf) {
        int decisions = 0;
        double loss = 0;
        double largest = 0;
        for (int t = from; t < from + count; t++) {
            int at = TurnSlots.PER_TURN * slotOf[t];
            for (int j = 0; j < decisionsIn(TurnMoves.rollCount(moves[t])); j++) {
                double lost = slots.loss[at + j];
                loss += lost;
                largest = lost > largest ? lost : largest;
                decisions++;
            }
        }
        return figures(card, decisions, loss, largest);
    }

    /**
     * The figures of a game of {@code decisions} decisions ending on {@code card}, its losses
     * summed to {@code loss}, the largest {@code largest}: its luck what the split leaves
     * (note 2).
     */
    GameFigures figures(Scorecard card, int decisions, double loss, double largest) {
        double stillToCome = card.isComplete() ? 0 : values.value(card.stateIndex());
        double luck = card.total() + stillToCome - expectedAtStart + loss;
        return new GameFigures(card, decisions, expectedAtStart, loss, luck, stillToCome, largest);
    }

    /** A hold after each of a turn's {@code rolls} with rolls left (the last one scoring now if it comes early), then the box. */
    static int decisionsIn(int rolls) {
        return Math.min(rolls + 1, TurnSlots.PER_TURN);
    }

    /**
     * The decision of holding {@code keepId} after roll {@code rollNumber} (1 or 2) of the dice
     * {@code rollId}, in a turn analysed as {@code turn} on a card of {@code total} points.
     * Holding all five is scoring now, valued so; a best hold of all five names its box, as
     * advice does. For the grader and for play's coach, which judges each move as it is made.
     */
    public static Decision hold(TurnValues turn, int turnNumber, int rollNumber, int rollId, int keepId, int total) {
        TurnSlots one = new TurnSlots(1);
        hold(TurnAnalysis.of(turn), turnNumber, rollNumber, rollId, keepId, total, one, 0);
        return one.decision(0);
    }

    /** {@link #hold}'s decision written to slot {@code at} of {@code slots}. */
    private static void hold(TurnAnalysis turn, int turnNumber, int rollNumber, int rollId, int keepId, int total,
                             TurnSlots slots, int at) {
        int rollsLeft = 3 - rollNumber;
        double best = turn.rollValue(rollId, rollsLeft);
        double played = turn.keepValue(keepId, rollsLeft); // all five: scoring now
        int bestKeep = turn.bestKeep(rollId, rollsLeft); // Advisor's first option, unsorted
        Category standBox = KeepLattice.size(bestKeep) == 5 ? turn.bestBox(rollId) : null;
        slots.put(at, turnNumber, rollNumber, Decision.Kind.KEEP, rollId, keepId, null, -1,
                bestKeep, standBox, standBox == null ? -1 : turn.boxes().points(rollId, standBox),
                total + played, total + best, lossOf(best, played));
    }

    /** The decision of writing the last dice {@code rollId} (roll {@code rollNumber}) in {@code box}, open and allowed. */
    public static Decision box(TurnValues turn, int turnNumber, int rollNumber, int rollId, Category box, int total) {
        TurnSlots one = new TurnSlots(1);
        box(TurnAnalysis.of(turn), turnNumber, rollNumber, rollId, box, total, one, 0);
        return one.decision(0);
    }

    /** {@link #box}'s decision written to slot {@code at} of {@code slots}. */
    private static void box(TurnAnalysis turn, int turnNumber, int rollNumber, int rollId, Category box, int total,
                            TurnSlots slots, int at) {
        double best = turn.rollValue(rollId, 0);
        TurnValues boxes = turn.boxes();
        double played = boxes.scoreValue(rollId, box);
        Category bestBox = turn.bestBox(rollId);
        slots.put(at, turnNumber, rollNumber, Decision.Kind.SCORE, rollId, -1, box, boxes.points(rollId, box),
                -1, bestBox, boxes.points(rollId, bestBox), total + played, total + best, lossOf(best, played));
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
