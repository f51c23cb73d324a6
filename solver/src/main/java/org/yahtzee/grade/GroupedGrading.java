package org.yahtzee.grade;

import java.util.Arrays;
import java.util.List;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.solver.ParallelLoop;
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
     *  1. Replay (parallel over games): each game's cards are replayed and its moves checked as
     *     GameGrader.replay checks them, the card kept in numbers (replayRight; a game it refuses
     *     is replayed by GameGrader.replay, for the error); each turn (numbered in game order)
     *     records its start (state and the card's total, packed in an int) and its moves
     *     (TurnMoves, a long). A wrong game records its error; the first in game order is thrown
     *     before anything is analysed.
     *  2. Group (one thread): a counting sort of the turns by stateIndex (536,448 counters, 2 MB)
     *     gives each turn its place in state order, and copies what grading reads to that place.
     *  3. Grade (parallel over chunks of LaneTurnAnalyzer.LANES distinct states): one lane
     *     analysis of the chunk (2.2-2.4 us a state, against TurnAnalyzer's 6, the same values;
     *     its rows read in place, TurnAnalysis note 1; a state whose turn is the one before's,
     *     bit for bit, reads that one's lane: LaneTurnAnalyzer.mergeState, its note 4),
     *     then GameGrader.gradeTurn for each turn of each state, in place order, into the turn's
     *     TurnSlots: it reads and writes memory in order (read through TurnPlay objects and
     *     written to game-order slots, the turns of 100,000 games took 0.75 us each, 1.8 times
     *     what they take in cache).
     *  4. Assemble (parallel over games, or each game when it is read: gradeLazily):
     *     GameGrader.assemble sums each game's losses in play order, as grade does, so
     *     the doubles come out the same, and makes its Decisions from TurnSlots' primitives; or
     *     GameGrader.figures sums them alone, for a report that lists no decision (BatchGrades).
     *  5. The arrays are a BatchMemory's: a new one for grade, the caller's for gradeLazily,
     *     reused from batch to batch (grade's bulk path: BatchMemory note 1).
     *  6. With a policy table (gradeLazily's, for a report that reads figures first): the replay
     *     also asks whether each turn's moves are the table's (PolicyMoves). A game whose every
     *     turn is has no loss, so its figures need no analysis (GameGrader.figures, the luck
     *     what the split leaves); its turns are left out of the grouping and grading. Made
     *     whole, it is graded then as grade grades it, bit for bit. A record of the optimal
     *     player's games (simulate's) then costs no analysis at all.
     * Distinct states per game, RandomPlayer games (optimal but for one choice in ten): 9.0 in a
     * batch of 512, 5.2 in 10,000, 1.8 in 100,000 (1.15 when every choice is optimal); grade
     * makes 13. A batch has a fixed cost of about 0.9 ms (the 2 MB of counters, a 1 MB lane
     * analyzer per thread), which is why batches under GameGrader.GROUPED_FROM games are graded
     * one game at a time. One thread, us a game, grouped against one at a time: 16 games 93
     * against 91, 32 games 63 against 92, 64 games 48, 512 games 31, 2,048 games 24.
     */

    private final GameGrader grader;
    private final List<List<TurnPlay>> games;
    private final BatchMemory memory;
    /** The decisions a game played as they are needs no analysis for (note 6), or null. */
    private final PolicyTable policy;
    /** Turns of game g, in game order: firstTurn[g] .. firstTurn[g + 1] - 1. */
    private final int[] firstTurn;
    private final Scorecard[] lastCard;
    private final boolean[] asPolicy;
    // By turn, in game order (the replay's).
    private final int[] startOf;
    private final long[] movesOf;
    /** Where the turn is graded: its place in state order. */
    private final int[] positionOf;
    // By place in state order (the grading's), so that it reads and writes memory in order.
    private final int[] startAt;
    private final long[] movesAt;
    private final TurnSlots slots;

    /** A batch graded in memory of its own. */
    GroupedGrading(GameGrader grader, List<List<TurnPlay>> games) {
        this(grader, games, new BatchMemory(), null);
    }

    /**
     * A batch graded in {@code memory}, kept from batch to batch; the games played as
     * {@code policy} (null: none) plays left unanalysed until made whole (note 6).
     */
    GroupedGrading(GameGrader grader, List<List<TurnPlay>> games, BatchMemory memory, PolicyTable policy) {
        this.grader = grader;
        this.games = games;
        this.memory = memory;
        this.policy = policy;
        int[] lengths = new int[games.size()];
        int count = 0;
        for (int g = 0; g < games.size(); g++) {
            int length = games.get(g).size(); // a game that is too long gets no turns: the replay fails it
            lengths[g] = length <= Category.COUNT ? length : 0;
            count += lengths[g];
        }
        memory.fit(games.size(), count);
        firstTurn = memory.firstTurn;
        for (int g = 0; g < games.size(); g++) {
            firstTurn[g + 1] = firstTurn[g] + lengths[g];
        }
        lastCard = memory.lastCard;
        asPolicy = memory.asPolicy;
        startOf = memory.startOf;
        movesOf = memory.movesOf;
        positionOf = memory.positionOf;
        startAt = memory.startAt;
        movesAt = memory.movesAt;
        slots = memory.slots;
    }

    /** Every game graded on {@code threads} threads, made now. */
    List<GradedGame> grade(int threads) {
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-grader")) {
            gradeTurns(loop, threads);
            GradedGame[] graded = new GradedGame[games.size()];
            loop.run(games.size(), (worker, g) -> graded[g] = assemble(g));
            return List.of(graded);
        }
    }

    /** As {@link #grade(int)}, each game made when it is read ({@link BatchGrades}). */
    BatchGrades gradeLazily(int threads) {
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-grader")) {
            gradeTurns(loop, threads);
        }
        return new BatchGrades(this, memory.generation);
    }

    /** Replays, checks and grades the batch's turns on the loop's {@code threads} threads. */
    private void gradeTurns(ParallelLoop loop, int threads) {
        IllegalArgumentException[] wrong = new IllegalArgumentException[games.size()];
        loop.run(games.size(), (worker, g) -> wrong[g] = replay(g));
        GameGrader.throwFirst(wrong);
        if (policy != null && allAsPolicy()) {
            return; // nothing to analyse: the grouping's pass over every state spared (note 6)
        }
        int[] groupStart = group();
        int states = groupStart.length - 1;
        LaneTurnAnalyzer[] analyzers = memory.analyzers(threads, grader.values());
        loop.run((states + LaneTurnAnalyzer.LANES - 1) / LaneTurnAnalyzer.LANES, (worker, chunk) -> {
            if (analyzers[worker] == null) {
                analyzers[worker] = new LaneTurnAnalyzer(grader.values());
            }
            int first = chunk * LaneTurnAnalyzer.LANES;
            gradeStates(analyzers[worker], groupStart, first, Math.min(states, first + LaneTurnAnalyzer.LANES));
        });
    }

    private boolean allAsPolicy() {
        for (int g = 0; g < games.size(); g++) {
            if (!asPolicy[g]) {
                return false;
            }
        }
        return true;
    }

    /** Games in the batch. */
    int games() {
        return games.size();
    }

    /** Whether game {@code g} was played as the policy table plays, so left unanalysed (note 6; for the tests). */
    boolean asPolicy(int g) {
        return asPolicy[g];
    }

    /** Batches graded in this one's memory so far: a game read later than the next batch is refused (BatchGrades). */
    int generation() {
        return memory.generation;
    }

    /** Game {@code g} as {@link GameGrader#assemble} makes it; one played as the policy plays graded now (note 6). */
    GradedGame assemble(int g) {
        if (asPolicy[g]) {
            return grader.grade(games.get(g));
        }
        return grader.assemble(lastCard[g], movesOf, firstTurn[g + 1] - firstTurn[g], firstTurn[g], slots, positionOf);
    }

    /** Game {@code g}'s figures, as {@link GameGrader#figures} reads them; no loss if played as the policy plays (note 6). */
    GameFigures figures(int g) {
        if (asPolicy[g]) {
            int decisions = 0;
            for (int t = firstTurn[g]; t < firstTurn[g + 1]; t++) {
                decisions += GameGrader.decisionsIn(TurnMoves.rollCount(movesOf[t]));
            }
            return grader.figures(lastCard[g], decisions, 0, 0);
        }
        return grader.figures(lastCard[g], movesOf, firstTurn[g + 1] - firstTurn[g], firstTurn[g], slots, positionOf);
    }

    /** Replays game {@code g} into its turns; returns its error, or null if it is right. */
    private IllegalArgumentException replay(int g) {
        try {
            List<TurnPlay> turns = games.get(g);
            GameGrader.checkLength(turns);
            if (!replayRight(g, turns)) {
                Scorecard card = Scorecard.empty(grader.values().rules());
                for (int t = 0; t < turns.size(); t++) {
                    card = GameGrader.replay(card, turns.get(t), t + 1); // throws the first wrong move's error
                }
                throw new IllegalStateException("game " + g + " of the batch was refused, yet each of its moves replays");
            }
            return null;
        } catch (IllegalArgumentException e) {
            return e;
        }
    }

    /**
     * Replays game {@code g}, right, into its turns, the card's numbers kept as they go; false at
     * the first move GameGrader.replay refuses (note 1). The card a turn GameGrader.replay
     * makes was a copy of its 13 boxes a turn, about a third of the replay's CPU samples once
     * the analyses were gone (note 6).
     */
    private boolean replayRight(int g, List<TurnPlay> turns) {
        Rules rules = grader.values().rules();
        int[] points = new int[Category.COUNT];
        Arrays.fill(points, Scorecard.OPEN);
        // The card's state and total kept up as it is replayed (Scorecard.total's sum): asked of
        // the card, each was a loop over its boxes, three a turn (0.95x the grading's CPU
        // without them, batches of 8,192 games in one thread: RESULTS.md, bulk11).
        int usedMask = 0;
        int upper = 0;
        int boxes = 0;
        int bonuses = 0;
        boolean played = policy != null;
        int turn = firstTurn[g];
        for (TurnPlay play : turns) {
            Category box = play.box();
            int rollId = play.finalRollId();
            int written = Scoring.points(rules, usedMask, rollId, box);
            if (!play.rollsRight() || (usedMask & box.bit()) != 0 || written == Scoring.NOT_ALLOWED) {
                return false; // Scorecard.score's rules: an open box the joker rule allows
            }
            boolean holds50 = points[Category.YAHTZEE.id()] == 50;
            startOf[turn] = usedMask << 18 | Math.min(upper, StateIndex.UPPER_CAP) << 12 | (holds50 ? 1 << 11 : 0)
                    | boxes + (upper >= Rules.UPPER_BONUS_THRESHOLD ? Rules.UPPER_BONUS : 0) + bonuses * Rules.YAHTZEE_BONUS;
            movesOf[turn] = TurnMoves.pack(play);
            played = played && PolicyMoves.asPolicy(policy, stateIndex(startOf[turn]), movesOf[turn]);
            bonuses += Scoring.yahtzeeBonus(rules, usedMask, holds50, rollId) > 0 ? 1 : 0;
            points[box.id()] = written;
            usedMask |= box.bit();
            upper += box.isUpper() ? written : 0;
            boxes += written;
            turn++;
        }
        lastCard[g] = Scorecard.of(rules, points, bonuses);
        asPolicy[g] = played;
        return true;
    }

    // A turn's start, packed: usedMask << 18 | upperTotal << 12 | (Yahtzee box holds 50 ? 1 << 11 : 0)
    // | the card's total (0..1575).

    private static int usedMask(int start) {
        return start >>> 18;
    }

    private static int upperTotal(int start) {
        return start >>> 12 & 63;
    }

    private static boolean yahtzeeHolds50(int start) {
        return (start & 1 << 11) != 0;
    }

    private static int total(int start) {
        return start & (1 << 11) - 1;
    }

    private static int stateIndex(int start) {
        return StateIndex.indexOfReachable(usedMask(start), upperTotal(start), yahtzeeHolds50(start));
    }

    /**
     * Places the turns to grade (not those of a game played as the policy plays, note 6) in
     * state order (by stateIndex, then in game order) and copies what the grading reads there;
     * returns where each distinct state's turns begin, with the end as a last entry.
     */
    private int[] group() {
        int[] next = memory.counters; // cleared by fit
        int graded = 0;
        for (int g = 0; g < games.size(); g++) {
            for (int turn = firstTurn[g]; turn < firstTurn[g + 1] && !asPolicy[g]; turn++) {
                next[stateIndex(startOf[turn]) + 1]++;
                graded++;
            }
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
        groupStart[distinct] = graded;
        for (int g = 0; g < games.size(); g++) {
            for (int turn = firstTurn[g]; turn < firstTurn[g + 1] && !asPolicy[g]; turn++) {
                int at = next[stateIndex(startOf[turn])]++;
                positionOf[turn] = at;
                startAt[at] = startOf[turn];
                movesAt[at] = movesOf[turn];
            }
        }
        return groupStart;
    }

    /**
     * Analyses distinct states {@code first..end-1} (their turns at places groupStart[i] ..
     * groupStart[i + 1] - 1) together and grades each of their turns.
     */
    private void gradeStates(LaneTurnAnalyzer analyzer, int[] groupStart, int first, int end) {
        int[] laneOf = new int[end - first];
        int lanes = 0;
        for (int i = first; i < end; i++) {
            int start = startAt[groupStart[i]];
            int lane = analyzer.mergeState(lanes, usedMask(start), upperTotal(start), yahtzeeHolds50(start));
            laneOf[i - first] = lane;
            lanes += lane == lanes ? 1 : 0; // else the lane before has this state's turn
        }
        analyzer.analyzeSetButFirstRoll(lanes); // read in place: TurnAnalysis notes 1 and 2
        TurnAnalysis.Lane lane = new TurnAnalysis.Lane(analyzer);
        for (int i = first; i < end; i++) {
            TurnAnalysis turn = lane.at(laneOf[i - first]);
            for (int at = groupStart[i]; at < groupStart[i + 1]; at++) {
                GameGrader.gradeTurn(turn, movesAt[at], total(startAt[at]), slots, at);
            }
        }
    }
}
