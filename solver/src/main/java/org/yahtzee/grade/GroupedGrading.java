package org.yahtzee.grade;

import java.util.List;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.ParallelLoop;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

/**
 * One batch of {@link GameGrader#gradeAll}, graded by start state: every turn that starts in
 * the same state is graded from one analysis of it, so a batch costs one analysis per distinct
 * state its games reach instead of one per turn. The results are {@link GameGrader#grade}'s,
 * bit for bit. One use per instance.
 */
final class GroupedGrading {
    /*
     * Implementation notes.
     *  1. Replay (parallel over games): each game's cards are replayed and its moves checked by
     *     GameGrader.replay; each turn (numbered in game order) records its start state, the
     *     card's total and its moves (TurnMoves). A wrong game records its error; the first in
     *     game order is thrown before anything is analysed.
     *  2. Group (one thread): a counting sort of the turns by stateIndex (536,448 counters, 2 MB)
     *     gives each turn its place in state order, and copies what grading reads to that place.
     *  3. Grade (parallel over distinct states): one analysis (about 6 us), then
     *     GameGrader.gradeTurn for each turn of the state, in place order: it reads and writes
     *     memory in order (read through TurnPlay objects and written to game-order slots, the
     *     turns of 100,000 games took 0.75 us each, 1.8 times what they take in cache).
     *  4. Assemble (parallel over games): GameGrader.assemble sums each game's losses and luck in
     *     play order, as grade does, so the doubles come out the same.
     * Distinct states per game, RandomPlayer games (optimal but for one choice in ten): 9.0 in a
     * batch of 512, 5.2 in 10,000, 1.8 in 100,000 (1.15 when every choice is optimal); grade
     * makes 13. The counting sort's fixed cost (about 0.6 ms) is why batches under
     * GameGrader.GROUPED_FROM games are graded one game at a time: at 32 games grouping took
     * 110-130 us a game against 95-110, at 64 about the same, at 128 80 against 95.
     */

    private final GameGrader grader;
    private final List<List<TurnPlay>> games;
    /** Turns of game g, in game order: firstTurn[g] .. firstTurn[g + 1] - 1. */
    private final int[] firstTurn;
    private final Scorecard[] lastCard;
    // By turn, in game order (the replay's).
    private final int[] stateOf;
    /** The start state as usedMask << 7 | upperTotal << 1 | (Yahtzee box holds 50 ? 1 : 0). */
    private final int[] cardOf;
    /** Points on the card when the turn starts. */
    private final int[] totalOf;
    private final long[] movesOf;
    /** Where the turn is graded: its place in state order. */
    private final int[] positionOf;
    // By place in state order (the grading's), so that it reads and writes memory in order.
    private final int[] cardAt;
    private final int[] totalAt;
    private final long[] movesAt;
    private final Decision[] decisions;
    private final double[] luck;

    GroupedGrading(GameGrader grader, List<List<TurnPlay>> games) {
        this.grader = grader;
        this.games = games;
        firstTurn = new int[games.size() + 1];
        for (int g = 0; g < games.size(); g++) {
            int turns = games.get(g).size(); // a game that is too long gets no turns: the replay fails it
            firstTurn[g + 1] = firstTurn[g] + (turns <= Category.COUNT ? turns : 0);
        }
        int turns = firstTurn[games.size()];
        lastCard = new Scorecard[games.size()];
        stateOf = new int[turns];
        cardOf = new int[turns];
        totalOf = new int[turns];
        movesOf = new long[turns];
        positionOf = new int[turns];
        cardAt = new int[turns];
        totalAt = new int[turns];
        movesAt = new long[turns];
        decisions = new Decision[GameGrader.SLOTS * turns];
        luck = new double[GameGrader.SLOTS * turns];
    }

    List<GradedGame> grade(int threads) {
        GradedGame[] graded = new GradedGame[games.size()];
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-grader")) {
            IllegalArgumentException[] wrong = new IllegalArgumentException[games.size()];
            loop.run(games.size(), (worker, g) -> wrong[g] = replay(g));
            GameGrader.throwFirst(wrong);
            int[] groupStart = group();
            TurnValues[] scratch = new TurnValues[threads];
            loop.run(groupStart.length - 1, (worker, s) ->
                    scratch[worker] = gradeState(groupStart[s], groupStart[s + 1], scratch[worker]));
            loop.run(games.size(), (worker, g) ->
                    graded[g] = grader.assemble(lastCard[g], games.get(g), decisions, luck, positionOf, firstTurn[g]));
        }
        return List.of(graded);
    }

    /** Replays game {@code g} into its turns; returns its error, or null if it is right. */
    private IllegalArgumentException replay(int g) {
        try {
            List<TurnPlay> turns = games.get(g);
            GameGrader.checkLength(turns);
            Scorecard card = Scorecard.empty(grader.values().rules());
            int turn = firstTurn[g];
            for (TurnPlay play : turns) {
                stateOf[turn] = card.stateIndex();
                cardOf[turn] = card.usedMask() << 7 | card.cappedUpper() << 1 | (card.yahtzeeHolds50() ? 1 : 0);
                totalOf[turn] = card.total();
                movesOf[turn] = TurnMoves.pack(play);
                card = GameGrader.replay(card, play, turn - firstTurn[g] + 1);
                turn++;
            }
            lastCard[g] = card;
            return null;
        } catch (IllegalArgumentException e) {
            return e;
        }
    }

    /**
     * Places the turns in state order (by stateIndex, then in game order) and copies what the
     * grading reads there; returns where each distinct state's turns begin, with the end as a
     * last entry.
     */
    private int[] group() {
        int[] next = new int[StateIndex.STATES + 1];
        for (int state : stateOf) {
            next[state + 1]++;
        }
        int distinct = 0;
        for (int s = 0; s < StateIndex.STATES; s++) {
            distinct += next[s + 1] > 0 ? 1 : 0;
            next[s + 1] += next[s];
        }
        int[] groupStart = new int[distinct + 1];
        for (int s = 0, d = 0; s < StateIndex.STATES; s++) {
            if (next[s + 1] > next[s]) {
                groupStart[d++] = next[s];
            }
        }
        groupStart[distinct] = stateOf.length;
        for (int turn = 0; turn < stateOf.length; turn++) {
            int at = next[stateOf[turn]]++;
            positionOf[turn] = at;
            cardAt[at] = cardOf[turn];
            totalAt[at] = totalOf[turn];
            movesAt[at] = movesOf[turn];
        }
        return groupStart;
    }

    /** Analyses the state of the turns at places from..to-1 (one state) and grades each of them. */
    private TurnValues gradeState(int from, int to, TurnValues reuse) {
        int card = cardAt[from];
        int usedMask = card >>> 7;
        int upperTotal = card >>> 1 & 63;
        boolean yahtzeeHolds50 = (card & 1) != 0;
        TurnValues turn = grader.analyzer().analyze(usedMask, upperTotal, yahtzeeHolds50, reuse);
        double before = grader.values().value(StateIndex.indexOfReachable(usedMask, upperTotal, yahtzeeHolds50));
        for (int at = from; at < to; at++) {
            GameGrader.gradeTurn(turn, before, movesAt[at], totalAt[at], decisions, luck, GameGrader.SLOTS * at);
        }
        return turn;
    }
}
