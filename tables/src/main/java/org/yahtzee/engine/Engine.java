package org.yahtzee.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleConsumer;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.OpeningTable;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.BatchGrades;
import org.yahtzee.grade.BatchMemory;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GameGrader;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.risk.TurnRisk;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * The engine of one rule set ({@link Yahtzee#engine}): advice for any roll and card, the value
 * of a card, grades, simulations and the reports' figures. What it needs it loads on first use
 * from the table cache, building what is missing (the listener hears of it), and keeps. Safe for
 * many threads at once: a server's workers share one engine per rule set.
 */
public final class Engine {
    /*
     * Implementation notes. The tables are LoadedTables': each loaded once, under a lock of its
     * own. What holds one turn's state (TurnRisk, the goals' solves from a card) is made for each
     * call, or lives in a GoalPlay, which one thread uses.
     */

    private final LoadedTables tables;

    Engine(Yahtzee owner, Rules rules) {
        this.tables = new LoadedTables(owner, rules);
    }

    /** The rules this engine plays by. */
    public Rules rules() {
        return tables.rules();
    }

    /**
     * Loads the value table now (solved on first use), so that the first answer does not wait
     * for it, and a first use's notes come before any answer.
     */
    public void load() {
        tables.values();
    }

    /**
     * Loads the value table and its second moments now (each built on first use): what every
     * answer with an SD needs; a server calls this as it starts.
     */
    public void loadSpread() {
        tables.moments();
    }

    /**
     * Loads the reach table now, solved on first use (about half a minute, 0.9 GB of heap; its
     * progress to the listener as {@link Work.Kind#REACH_TABLE}), so that the goals' answers on
     * early cards need no wait: what a server runs when a user asks it to build the table.
     */
    public void loadReachTable() {
        tables.reachTable();
    }

    /**
     * True if the reach table is loaded or in the cache, so that a {@link #quickGoal} answers on
     * every card its range covers; a file in the cache is mapped and checked now (about 60 ms),
     * never solved.
     */
    public boolean hasReachTable() {
        return tables.reachTableIfCached() != null;
    }

    /** The expected final score of a new game under optimal play, from the value table (the solver's double). */
    public double expectedScore() {
        return tables.values().expectedScore();
    }

    // ---- advice

    /**
     * Every option for {@code dice} on {@code card} with {@code rollsLeft}, best first by
     * expected score, each with the SD of the final score after it (the second moments are
     * computed on first use, seconds; loaded on a second thread while the turn is analysed).
     *
     * @throws IllegalArgumentException for a complete card or rolls left outside 0..2
     */
    public Advice advise(Scorecard card, Dice dice, int rollsLeft) {
        checkTurn(card, rollsLeft);
        BackgroundMoments moments = BackgroundMoments.start(tables); // meanwhile, the turn
        TurnValues turn = tables.turn(card);
        return Advice.ranked(card, dice, rollsLeft, turn, tables.risk(moments.get()));
    }

    /**
     * As {@link #advise}, without the SD ({@link Advice#hasSpread} false): no second moments
     * needed, for a player who is shown the ranking alone.
     *
     * @throws IllegalArgumentException for a complete card or rolls left outside 0..2
     */
    public Advice rank(Scorecard card, Dice dice, int rollsLeft) {
        checkRollsLeft(rollsLeft);
        return Advice.ranked(card, dice, rollsLeft, tables.turn(card), null);
    }

    /**
     * A goal played over a game, its tables loaded and solved as needed ({@link GoalPlay}; one
     * per game or session, for one thread).
     *
     * @throws IllegalArgumentException for {@link Goal#EV}, which the engine's own methods answer
     */
    public GoalPlay goal(Goal goal) {
        return goal(goal, null);
    }

    /**
     * As {@link #goal(Goal)}, the win goal's turns found in and left in {@code shared} (or, if
     * null, the play's own): for runs of one process on the same tables that grade the same turns
     * again (a test JVM's). A memory must hold the turns of engines over equal tables only.
     *
     * @throws IllegalArgumentException for {@link Goal#EV}
     */
    public GoalPlay goal(Goal goal, WinTurnMemory shared) {
        return new GoalPlay(tables, goal, false, shared);
    }

    /**
     * As {@link #goal}, but never a long wait, for a server's requests: the reach table is read
     * only if it is in the cache (a reach goal, and the win goal's early cards read it), and a
     * card it does not answer is solved on the calling thread only if few boxes are open
     * (milliseconds); otherwise the goal's methods throw {@link GoalUnavailableException}. The
     * win goal's exact solves late in the game (0.05 to 0.7 s from up to 9 open boxes, 1 to 3 s
     * the first of a process) are run as {@link #goal} runs them.
     *
     * @throws IllegalArgumentException for {@link Goal#EV}
     */
    public GoalPlay quickGoal(Goal goal) {
        return new GoalPlay(tables, goal, true, null);
    }

    /**
     * As {@link #quickGoal(Goal)}, a win play finding the turns other plays of this engine solved
     * in {@code shared}, and leaving there those it solves: the same answers, each turn solved once
     * however many plays (and threads) ask for it.
     *
     * @throws IllegalArgumentException for {@link Goal#EV}
     */
    public GoalPlay quickGoal(Goal goal, WinTurnMemory shared) {
        return new GoalPlay(tables, goal, true, shared);
    }

    // ---- the value of a card

    /**
     * What {@code card} (open or complete) is worth: the expected final total and its SD from
     * the tables, and the exact distribution of the final total carried forward from the card on
     * {@code threads} threads (milliseconds late in a game, seconds early).
     */
    public CardValue value(Scorecard card, int threads) {
        return value(card, threads, ReachTurns.NoProgress.INSTANCE);
    }

    /** As {@link #value(Scorecard, int)}, the exact distribution's progress (0..1) to {@code progress}. */
    public CardValue value(Scorecard card, int threads, DoubleConsumer progress) {
        StateValues v = tables.values();
        SecondMoments m = tables.moments();
        int state = card.stateIndex();
        double rest = v.value(state);
        double sd = SecondMoments.standardDeviation(rest, m.secondMoment(state));
        long start = System.nanoTime();
        ScoreDistribution exact = ExactDistribution.compute(v, card.usedMask(), card.cappedUpper(),
                card.yahtzeeHolds50(), card.total(), threads, progress);
        return new CardValue(card, card.total() + rest, sd, new Distribution(exact), (System.nanoTime() - start) / 1e9,
                threads);
    }

    // ---- grading

    /**
     * One player's turns graded decision by decision against optimal play, from the empty card,
     * with the luck of the dice.
     *
     * @throws org.yahtzee.game.IllegalMoveException {@code turn N: ...} for kept dice not in the
     *                                                roll, or a box filled or forbidden
     * @throws IllegalArgumentException               for more than 13 turns
     */
    public GradedGame grade(List<TurnPlay> turns) {
        return tables.grader().grade(turns);
    }

    /**
     * Many games graded at once on {@code threads} threads, in order, each as {@link #grade}
     * grades it, bit for bit: the bulk path (each state the games reach is analysed once).
     *
     * @throws org.yahtzee.game.IllegalMoveException as {@link #grade}, for the first wrong game
     * @throws IllegalArgumentException               as {@link #grade}
     */
    public List<GradedGame> gradeAll(List<List<TurnPlay>> games, int threads) {
        return tables.grader().gradeAll(games, threads);
    }

    /**
     * As {@link #gradeAll(List, int)}, graded in {@code memory}, kept from batch to batch: each
     * game of the answer is made when it is read, and can be read only until {@code memory}
     * grades the next batch ({@link GameGrader#gradeAll(List, int, BatchMemory)}); or each
     * game's figures alone ({@link BatchGrades#figures}). For a long run of batches (grade's
     * bulk path).
     */
    public BatchGrades gradeAll(List<List<TurnPlay>> games, int threads, BatchMemory memory) {
        return tables.grader().gradeAll(games, threads, memory);
    }

    /**
     * As {@link #gradeAll(List, int, BatchMemory)}, for a reader of each game's figures first
     * that makes few games whole (a report that lists only the flagged decisions): with the
     * rules' policy table, if the cache holds it, a game played as it plays has no loss and its
     * turns are not analysed ({@link GameGrader#gradeAll(List, int, BatchMemory, PolicyTable)});
     * made whole, it is graded then. The same figures and games, bit for bit. Opens the table
     * the first time ({@link #openPolicy}): for a large record.
     */
    public BatchGrades gradeForFigures(List<List<TurnPlay>> games, int threads, BatchMemory memory) {
        return tables.grader().gradeAll(games, threads, memory, tables.policyTableIfCached());
    }

    /**
     * The share of {@code openings} (games' first turns) that lose nothing, from one analysis of
     * the empty card ({@link GameGrader#losslessOpenings}): whether a record's games are likely
     * to play as the policy table does, before opening it.
     */
    public double losslessOpenings(List<TurnPlay> openings) {
        return tables.grader().losslessOpenings(openings);
    }

    /**
     * Opens the rules' policy table if the cache holds a valid one, for {@link #gradeForFigures};
     * never builds it. Whether it is open. The first time in a process it is checked: about 0.16
     * s of CPU, what analysing the turns of some 10,000-20,000 games costs.
     */
    public boolean openPolicy() {
        return tables.policyTableIfCached() != null;
    }

    /**
     * The hold of {@code keep} (all five: scoring now) after roll {@code rollNumber} (1..2) of
     * {@code dice} on {@code card}, judged as {@link #grade} judges it: against expected score.
     */
    public Decision hold(Scorecard card, int rollNumber, Dice dice, Keep keep) {
        return GameGrader.hold(tables.turn(card), card.turn(), rollNumber, dice.id(), keep.id(), card.total());
    }

    /** Writing {@code dice}, roll {@code rollNumber} (1..3), in {@code box} (open, allowed) on {@code card}, judged. */
    public Decision box(Scorecard card, int rollNumber, Dice dice, Category box) {
        return GameGrader.box(tables.turn(card), card.turn(), rollNumber, dice.id(), box, card.total());
    }

    // ---- the reports

    /**
     * The expected final score of a new game as the solver computes it, solved on first use (about
     * half a second): since format 4 the same double as {@link #expectedScore()}.
     */
    public double solvedExpectedScore() {
        return tables.solved().expectedScore();
    }

    /**
     * The exact distribution of a new game's final score under optimal play: read from the
     * table cache, else computed from the solver's double-precision values (6-25 s on two
     * cores) and kept there.
     */
    public Distribution distribution() {
        return new Distribution(tables.exactDistribution());
    }

    /**
     * The 252 first rolls of a new game in roll order ({@link Dice#id}): the best move and the
     * runner-up, from the solver's double-precision values.
     */
    public List<OpeningRow> opening() {
        SolvedValues doubles = tables.solved();
        TurnValues first = new TurnAnalyzer(doubles).analyze(0, 0, false);
        List<OpeningRow> rows = new ArrayList<>(KeepLattice.ROLLS);
        for (OpeningTable.Row r : OpeningTable.compute(doubles)) {
            rows.add(new OpeningRow(Dice.ofId(r.rollId()), r.probability(), opening(first, r.rollId(), r.bestKeep()),
                    r.bestTotal(), opening(first, r.rollId(), r.runnerUpKeep()), r.runnerUpTotal()));
        }
        return rows;
    }

    /** A first-roll keep as a move: all five dice are a stand pat, scored now in the best box. */
    private static Move opening(TurnValues turn, int rollId, int keepId) {
        if (KeepLattice.size(keepId) < 5) {
            return Move.keep(keepId);
        }
        Category box = TurnPolicy.bestBox(turn, rollId);
        return Move.standPat(keepId, box, turn.points(rollId, box));
    }

    /**
     * P(final total at least {@code target}) from a new game under the play best for it, from
     * the reach table (solved on first use, about half a minute), within
     * {@link Yahtzee#REACH_ERROR_BOUND} of an exact solve.
     *
     * @throws IllegalArgumentException for a target outside 0..{@link Yahtzee#REACH_TARGET_MAX}
     */
    public double bestChance(int target) {
        if (target < 0 || target > Yahtzee.REACH_TARGET_MAX) {
            throw new IllegalArgumentException("the target must be 0.." + Yahtzee.REACH_TARGET_MAX
                    + " (the reach table's range), was " + target);
        }
        return tables.reachTable().probability(0, 0, false, target, 0);
    }

    // ---- simulation

    /**
     * These players ready to play simulated games: the tables they need loaded now (built on
     * first use, the policy table on {@code threads} threads), in the order value table, policy
     * table (for {@link Policy#EV}), reach table (for {@link Policy.Kind#REACH} and
     * {@link Policy#WIN}).
     *
     * @throws IllegalArgumentException for no players
     */
    public Simulation simulation(List<Policy> players, int threads) {
        return new Simulation(tables, players, threads, tables.values());
    }

    /**
     * As {@link #simulation}, the players who play for a target breaking the goal's ties by the
     * solver's double-precision values as solved (on first use, about half a second; since format
     * 4 the value table holds the same doubles): the games the exact reports set beside the exact distribution.
     */
    public Simulation exactSimulation(List<Policy> players, int threads) {
        return new Simulation(tables, players, threads, tables.solved());
    }

    /** The tables this engine answers from. */
    LoadedTables tables() {
        return tables;
    }

    static void checkRollsLeft(int rollsLeft) {
        if (rollsLeft < 0 || rollsLeft > 2) {
            throw new IllegalArgumentException("rolls left must be 0, 1 or 2, was " + rollsLeft);
        }
    }

    /**
     * A turn's arguments, checked before an answer starts loading the moments on another thread
     * (BackgroundMoments): a refused answer must not leave a first use's solve of them running,
     * seconds of work that no one waits for.
     */
    static void checkTurn(Scorecard card, int rollsLeft) {
        checkRollsLeft(rollsLeft);
        if (card.isComplete()) {
            throw new IllegalArgumentException("every box is filled: the game is over");
        }
    }
}
