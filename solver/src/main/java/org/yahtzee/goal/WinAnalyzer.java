package org.yahtzee.goal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.KeptOutcomes;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.StateValues;

/**
 * The win goal's turn values: a player's chance of beating the others, each of whom plays on
 * for the highest average from their own card. Exact late in the game; early, a documented
 * stand-in (docs/goals.md):
 * <ul>
 *   <li>an opponent who has finished is their total; one with at most
 *       {@link #OPPONENT_EXACT_OPEN_MAX} boxes open, the exact distribution of their final
 *       total from their card; one with more, a normal distribution with the mean and SD of the
 *       value and moment tables (the exact one takes up to 9 s);</li>
 *   <li>the player's own card with at most the asker's exact range of boxes open
 *       ({@link #EXACT_OPEN_MAX} in a match, {@link #DECISION_EXACT_OPEN_MAX} for one decision,
 *       {@link #GRADE_EXACT_OPEN_MAX} for a graded card) is solved exactly for the utility of
 *       beating those distributions ({@link WinUtility}); with more, each choice is valued by
 *       the reach table's one-turn look-ahead ({@link GoalTurn#mixture}).</li>
 *   <li>in a game of two (not a game of a session), once both cards have at most
 *       {@link JointEndgame#OPEN_MAX} boxes open, the rest of the game is solved jointly
 *       ({@link JointEndgame}): the other is then taken to play to win too, and the advice counts
 *       on what the other's next turns will show.</li>
 * </ul>
 * What {@code play} and {@code grade} advise and the win-against-expected-score match plays. Not
 * safe for concurrent use: it keeps its last solve (one instance a thread).
 */
public final class WinAnalyzer {
    /*
     * Implementation notes. A solve from the card answers every later card of the same game while
     * the opponents' cards stay as they were (a player's own turn: its three decisions, and the
     * coach's and grader's questions about it), so the last one is kept with the opponents' cards
     * it was solved against: one from up to EXACT_OPEN_MAX open boxes (about 9 MB of lanes). One
     * from 8 or 9 (3-61 MB) is dropped once its turn is made: the player's next turn meets moved
     * opponents, and the asker keeps the turn (WinTurns). The turns made keep their box values,
     * not the solve (GoalTurn.analyzeToKeep). Each opponent's turns under expected-score play are
     * kept from one of their exact distributions to the next (KeptOutcomes): their card has moved
     * by one turn, and every state the new one reaches the old one did, so only the first of a
     * game analyses turns (from 9 open boxes about 0.05 s; the later ones a few ms of sums). Given the policy
     * table (a match, whose opponent plays it; the engine's plays whenever the cache holds it),
     * not even those: their decisions are looked up (0.012-0.015 s; opening the table costs
     * 0.16-0.24 s of CPU once a process, less than the first analyses in code the JIT has not
     * compiled yet). The working arrays of the turns are kept too: the distributions' pass, the
     * solves' scratch and widgets, the look-ahead's widget.
     */

    /**
     * The exact range of a match ({@code simulate --versus win,ev}): own cards with this many
     * open boxes or fewer are solved exactly, each own turn (50-190 ms of CPU with 7 open, the
     * reachable needs only). Every game needs the solves from 8 and 9 open too if the range is
     * wider, more than a game's budget of 20 games a second on 2 cores (docs/goals.md).
     */
    public static final int EXACT_OPEN_MAX = 7;
    /**
     * The exact range of one decision ({@code play}'s advice and coach, the server's advice): one
     * solve answers a turn's decisions, from 9 open boxes within a second (docs/goals.md).
     */
    public static final int DECISION_EXACT_OPEN_MAX = 9;
    /**
     * The exact range of a graded card ({@code grade --goal win}): the two cards of a game graded
     * within a second; each solve from 8 or 9 open would add its time to every card.
     */
    public static final int GRADE_EXACT_OPEN_MAX = 7;
    /** Opponents with this many open boxes or fewer get their exact distribution (half a second at most). */
    public static final int OPPONENT_EXACT_OPEN_MAX = 9;

    /** Runs an exact solve from a card with {@code openBoxes} open, showing its progress if it likes. */
    @FunctionalInterface
    public interface SolveWatch {
        /** Calls {@code solve} with where to report its progress (0..1), returning what it returns. */
        GoalValues watch(int openBoxes, Function<DoubleConsumer, GoalValues> solve);

        /** No progress shown. */
        SolveWatch QUIET = (openBoxes, solve) -> solve.apply(f -> { });
    }

    private final StateValues values;
    /**
     * The expected-score decisions the opponents' turns are looked up in, asked at each one's
     * first exact distribution; a null table: their turns analysed.
     */
    private final Supplier<PolicyTable> decisions;
    private final Supplier<SecondMoments> moments;
    private final Supplier<GoalValues> reach;
    private final int threads;
    private final SolveWatch watch;
    private final Supplier<double[]> wholeGame;
    private List<Scorecard> solvedAgainst;
    private Session solvedFor;
    /** The two-player endgame, kept across the turns (and games) it covers. */
    private JointEndgame joint;
    private GoalValues solved;
    /**
     * The own solves' working arrays (about 6.5 MB), made at the first exact solve and reused by the
     * next: the analyzer's, not a thread's, so that a server's threads do not each pin one.
     */
    private SolveScratch scratch;
    /** The look-ahead's widget (early own cards), made at the first and reused: about 1 MB of rows. */
    private GoalWidget lookAhead;
    /** By opponent seat (the order of the opponents' list): their turns, kept across calls. */
    private final List<KeptOutcomes> kept = new ArrayList<>();

    /**
     * A win analyzer for one player against the opponents' cards.
     *
     * @param values  the rule set's value table: the opponents' play, and their distributions
     * @param moments the moment table, asked for the first time an opponent has more than
     *                {@link #OPPONENT_EXACT_OPEN_MAX} boxes open
     * @param reach   the reach table, asked for the first time the player's own card has more
     *                boxes open than the exact range asked for
     * @param threads threads of each exact solve and distribution
     */
    public WinAnalyzer(StateValues values, Supplier<SecondMoments> moments, Supplier<GoalValues> reach, int threads,
            SolveWatch watch) {
        this(values, moments, reach, () -> {
            throw new IllegalStateException("no whole-game distribution was given for the games of a session");
        }, threads, watch);
    }

    /**
     * As {@link #WinAnalyzer(StateValues, Supplier, Supplier, int, SolveWatch)}, for sessions too.
     *
     * @param wholeGame the distribution of a whole game's final total under expected-score play
     *                  from the empty card ({@code [t]} = P(t)), asked for the first time a game
     *                  of a session has games after it: every player's later games
     */
    public WinAnalyzer(StateValues values, Supplier<SecondMoments> moments, Supplier<GoalValues> reach,
            Supplier<double[]> wholeGame, int threads, SolveWatch watch) {
        this(values, () -> null, moments, reach, wholeGame, threads, watch);
    }

    /**
     * As {@link #WinAnalyzer(StateValues, Supplier, Supplier, Supplier, int, SolveWatch)}, the
     * opponents' turns in their exact distributions looked up in the policy table
     * {@code decisions} gives (one built from {@code values}; asked the first time an opponent's
     * distribution is exact; null: analysed): the same bits, the first distribution of a game
     * in a fraction of the time (docs/goals.md).
     *
     * @throws IllegalArgumentException from {@link #turn} if the table is of other rules than the values
     */
    public WinAnalyzer(StateValues values, Supplier<PolicyTable> decisions, Supplier<SecondMoments> moments,
            Supplier<GoalValues> reach, Supplier<double[]> wholeGame, int threads, SolveWatch watch) {
        this.decisions = decisions;
        this.wholeGame = wholeGame;
        this.values = values;
        this.moments = moments;
        this.reach = reach;
        this.threads = threads;
        this.watch = watch;
    }

    /**
     * True if {@link #turn} values {@code own} exactly with the exact range {@code exactOpenMax},
     * not by the early-game stand-in.
     */
    public static boolean isExact(Scorecard own, int exactOpenMax) {
        return own.openCount() <= exactOpenMax;
    }

    /**
     * The turn of {@code own} (not full) against {@code opponents} (at least one): P(win) of every
     * choice, a tie half a win; exact with up to {@link #EXACT_OPEN_MAX} boxes open (a match's range).
     *
     * @throws IllegalArgumentException for no opponents
     */
    public GoalTurn turn(Scorecard own, List<Scorecard> opponents) {
        return turn(own, opponents, Session.single(opponents.size()), EXACT_OPEN_MAX);
    }

    /**
     * The turn of {@code own} (not full) against {@code opponents} (at least one) in a game of
     * a session: P(the highest session total) of every choice, a tie half a win; exact with up to
     * {@code exactOpenMax} boxes open on {@code own} ({@link #isExact}), else the look-ahead.
     *
     * @throws IllegalArgumentException for no opponents, a session of another number of them, or
     *         a range outside 0..13
     */
    public GoalTurn turn(Scorecard own, List<Scorecard> opponents, Session session, int exactOpenMax) {
        if (opponents.isEmpty()) {
            throw new IllegalArgumentException("beating others needs at least one opponent");
        }
        if (exactOpenMax < 0 || exactOpenMax > Category.COUNT) {
            throw new IllegalArgumentException("the exact range must be 0.." + Category.COUNT + " open boxes, was "
                    + exactOpenMax);
        }
        if (session.isSingle() && opponents.size() == 1 && JointEndgame.applies(own, opponents.get(0))) {
            Scorecard other = opponents.get(0);
            if (joint == null || !joint.covers(own, other)) {
                joint = JointEndgame.of(own, other);
            }
            return joint.turn(own, other);
        }
        FinalUtility utility = FinalUtility.of(byGameTotal(opponents, session));
        int mask = own.usedMask();
        int upper = own.cappedUpper();
        boolean y50 = own.yahtzeeHolds50();
        if (!isExact(own, exactOpenMax)) {
            GoalValues table = reach.get();
            if (lookAhead == null) {
                lookAhead = new GoalWidget(table.rules(), table, GoalSolver.WINDOW); // a reach table's needs are at most 500
            }
            return GoalMixture.of(table, mask, upper, y50, own.total(), utility, lookAhead);
        }
        int need = utility.span() - own.total();
        if (solved == null || !opponents.equals(solvedAgainst) || !session.equals(solvedFor)
                || !solved.answers(mask, upper, y50, need)) {
            SolveScratch work = scratch != null ? scratch : (scratch = new SolveScratch(true));
            GoalValues values = watch.watch(own.openCount(), progress -> GoalSolver.solveAt(own.rules(), mask, upper,
                    y50, own.total(), utility, threads, progress, work));
            if (own.openCount() > EXACT_OPEN_MAX) { // not kept (the implementation notes)
                solved = null;
                return GoalTurn.analyzeToKeep(values, mask, upper, y50, need);
            }
            solved = values;
            solvedAgainst = List.copyOf(opponents);
            solvedFor = session;
        }
        return GoalTurn.analyzeToKeep(solved, mask, upper, y50, need);
    }

    /**
     * What the complete card {@code own} came to against {@code opponents} as they stand: once
     * every one of them has finished, the result (1 won, 1/2 a tie for first, 0 lost), settled;
     * else the chance of winning that their play on from their cards leaves.
     *
     * @throws IllegalArgumentException if {@code own} has an open box, or for no opponents
     */
    public GoalGrader.Result result(Scorecard own, List<Scorecard> opponents) {
        return result(own, opponents, Session.single(opponents.size()));
    }

    /**
     * What the complete card {@code own} came to in a game of a session: once it is the last
     * game and every opponent has finished it, the session's result (1 the highest session
     * total, 1/2 a tie for it, 0 not), settled; else the chance of the highest session total
     * that the games and turns still to come leave.
     *
     * @throws IllegalArgumentException as {@link #result(Scorecard, List)}, or for a session of
     *         another number of opponents
     */
    public GoalGrader.Result result(Scorecard own, List<Scorecard> opponents, Session session) {
        if (!own.isComplete()) {
            throw new IllegalArgumentException("a result needs a complete card; this one has " + own.openCount()
                    + " boxes open");
        }
        if (opponents.isEmpty()) {
            throw new IllegalArgumentException("beating others needs at least one opponent");
        }
        boolean settled = session.gamesAfter() == 0;
        for (Scorecard o : opponents) {
            settled &= o.isComplete();
        }
        double[] u = byGameTotal(opponents, session);
        return new GoalGrader.Result(u[Math.min(own.total(), u.length - 1)], settled);
    }

    /** U by this game's total: beating the opponents as they stand, over the session. */
    private double[] byGameTotal(List<Scorecard> opponents, Session session) {
        List<double[]> finals = new ArrayList<>(opponents.size());
        for (int i = 0; i < opponents.size(); i++) {
            finals.add(finalTotal(opponents.get(i), i));
        }
        return SessionUtility.byGameTotal(session, finals, session.gamesAfter() == 0 ? new double[] {1} : wholeGame.get());
    }

    /** An opponent's final total, playing on for the highest average from their card. */
    private double[] finalTotal(Scorecard opponent, int seat) {
        if (opponent.isComplete()) {
            return WinUtility.finished(opponent.total());
        }
        if (opponent.openCount() <= OPPONENT_EXACT_OPEN_MAX) {
            while (kept.size() <= seat) {
                PolicyTable table = decisions.get();
                kept.add(table == null ? new KeptOutcomes(values) : new KeptOutcomes(values, table));
            }
            return ExactDistribution.finalTotals(kept.get(seat), opponent.usedMask(), opponent.cappedUpper(),
                    opponent.yahtzeeHolds50(), opponent.total(), threads);
        }
        int state = opponent.stateIndex();
        double rest = values.value(state);
        SecondMoments m = moments.get();
        return WinUtility.normal(opponent.total() + rest, SecondMoments.standardDeviation(rest, m.secondMoment(state)));
    }
}
