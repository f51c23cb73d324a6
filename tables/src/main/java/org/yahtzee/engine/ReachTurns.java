package org.yahtzee.engine;

import java.util.function.DoubleConsumer;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalGrader;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.goal.GoalValues;

/**
 * The turns of a reach goal, each analysed from the values that answer it: late in the game
 * (at most {@link #SOLVE_OPEN_MAX} boxes open) a solve from the card itself, else the rule
 * set's reach table (every target 0..500, solved on first use and cached), or, for a need
 * outside the table's range from this card (known without the table), a solve from the card.
 * Quick: the table only if it is cached, no long solve ({@link Engine#quickGoal}).
 */
final class ReachTurns implements GoalGrader.Turns {
    /*
     * Implementation notes. A solve from a card with 6 boxes open takes about 17 ms (GoalSolve
     * benchmark, benchmarks/RESULTS.md), less than mapping and checking the 169 MB table (60 ms),
     * and it spares a first user of a late position the table's solve of about half a minute and 0.9 GB of
     * heap. A solve's values are held in doubles rounded to floats; the table's are quantised to
     * 2^-21: the two agree to 1e-6 (GoalTableProof.ERROR_BOUND). The last solve is kept: the
     * turns of one game that follow from the same card (its three decisions) read it again.
     */

    /** Cards with this many open boxes or fewer are solved from the card, not read from the table. */
    static final int SOLVE_OPEN_MAX = 6;

    private final LoadedTables tables;
    private final int target;
    private final boolean quick;
    private GoalValues table;
    private GoalValues solved;

    ReachTurns(LoadedTables tables, int target, boolean quick) {
        this.tables = tables;
        this.target = target;
        this.quick = quick;
    }

    /** The analysed turn of {@code card} (not full) for this target: P(final >= target) of every choice. */
    @Override
    public GoalTurn turn(Scorecard card) {
        if (card.openCount() > SOLVE_OPEN_MAX) {
            // A need outside the table's range is answered by the solve below without the table:
            // it was loaded, or solved on first use (half a minute and 0.9 GB), only to be passed over.
            if (GoalSolver.inTableRange(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), card.total(), target)) {
                GoalValues loaded = table(card);
                if (covers(loaded, card)) {
                    return analyze(loaded, card);
                }
            }
            if (quick) {
                throw beyondTable();
            }
        }
        if (!covers(solved, card)) {
            solved = quick ? solveFrom(card, 1, NoProgress.INSTANCE) : solveWatched(card);
        }
        return analyze(solved, card);
    }

    /** The reach table, loaded now if need be (solved first if not cached, unless quick). */
    private GoalValues table(Scorecard card) {
        if (table == null) {
            table = quick ? tables.reachTableIfCached() : tables.reachTable();
        }
        if (table == null) {
            throw new GoalUnavailableException(GoalUnavailableException.Reason.NOT_BUILT, "the "
                    + card.rules().canonicalName() + " reach table is not in the cache, and a card with over "
                    + SOLVE_OPEN_MAX + " open boxes needs it");
        }
        return table;
    }

    private GoalUnavailableException beyondTable() {
        return new GoalUnavailableException(GoalUnavailableException.Reason.BEYOND_TABLE, "reach:" + target
                + " is beyond the reach table from this card, which a solve of its own would answer in seconds");
    }

    /** A solve from the card on every thread the engine uses, its progress to the listener. */
    private GoalValues solveWatched(Scorecard card) {
        Yahtzee owner = tables.owner();
        try (CacheEvents events = new CacheEvents(owner.listener(), Work.reachFromCard(card.rules(), target, card.openCount()))) {
            return solveFrom(card, owner.threads(), events);
        }
    }

    private GoalValues solveFrom(Scorecard card, int threads, DoubleConsumer progress) {
        return GoalSolver.solveFrom(card.rules(), card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), card.total(),
                FinalUtility.reach(target), threads, progress);
    }

    /**
     * True if {@code values} (the reach table, or solved from an earlier card of the same game;
     * null: none) answer {@code card}: its state was reached from their root and its need is in
     * their range.
     */
    private boolean covers(GoalValues values, Scorecard card) {
        return values != null && values.lane(card.stateIndex()) != null
                && target - card.total() <= values.needLimit(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
    }

    /** The turn of {@code card} read from {@code values}, which {@link #covers} it. */
    private GoalTurn analyze(GoalValues values, Scorecard card) {
        return GoalTurn.analyze(values, card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), target - card.total());
    }

    /** Progress nobody watches: a class, not a lambda (docs/startup.md). */
    static final class NoProgress implements DoubleConsumer {
        static final NoProgress INSTANCE = new NoProgress();

        @Override
        public void accept(double fraction) {
        }
    }
}
