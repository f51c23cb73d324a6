package org.yahtzee.engine;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.GoalGrader;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.goal.Session;
import org.yahtzee.goal.WinAnalyzer;
import org.yahtzee.goal.WinUtility;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The turns of the win goal: {@link WinAnalyzer}'s, with the tables it needs loaded from the
 * engine on first use, each exact solve's progress told to the listener, and the turns asked for
 * again kept; with a {@link WinTurnMemory}, shared with other plays.
 */
final class WinTurns {
    /*
     * Implementation notes. Every decision of a turn, the coach's tally and the grades ask for
     * the same few turns again: the turns are kept by what decides them (WinTurnKey; at most
     * MEMORY of them: one of the reach table or an exact one about 40 KB, an exact one its box
     * values read out of the solve, not the solve (from 9 open boxes 15-61 MB of lanes:
     * GoalTurn.analyzeToKeep); one of the joint endgame the few lanes it reads), in a
     * WinTurnMemory: the play's own (OwnTurns), or one shared with the engine's other plays,
     * which then keeps them all: every turn is immutable once made (JointEndgame.TurnLanes).
     */

    private static final int MEMORY = 64;

    private final LoadedTables tables;
    private final WinAnalyzer analyzer;
    /** Where the turns are kept: the memory shared with the engine's other plays, else the play's own. */
    private final WinTurnMemory memory;
    /** Whether a seat has started opening the policy table ahead (once a play). */
    private boolean policyAsked;

    /**
     * {@code quick}: the reach table only if it is cached ({@link Engine#quickGoal}), never solved
     * here; {@code shared}: the turns other plays solved, or null.
     */
    WinTurns(LoadedTables tables, boolean quick, WinTurnMemory shared) {
        this.tables = tables;
        this.memory = shared != null ? shared : new OwnTurns();
        Supplier<SecondMoments> moments = tables::moments;
        Supplier<GoalValues> reach = quick ? this::cachedReachTable : tables::reachTable;
        Supplier<double[]> wholeGame = () -> WinUtility.of(tables.exactDistribution());
        // the opponents' turns looked up in the policy table when the cache holds it (the same
        // distributions, bit for bit); else analysed. The analyses of a game's first
        // distributions run in code the JIT has not compiled yet: opening the table (about 0.2 s
        // of CPU, its check) costs a two-player grade less (RESULTS.md, win16)
        Supplier<PolicyTable> decisions = tables::policyTableIfCached;
        this.analyzer = new WinAnalyzer(tables.values(), decisions, moments, reach, wholeGame,
                tables.owner().threads(), this::watch);
    }

    /** The reach table from the cache, for an own card with many boxes open; never solved here. */
    private GoalValues cachedReachTable() {
        GoalValues table = tables.reachTableIfCached();
        if (table == null) {
            throw new GoalUnavailableException(GoalUnavailableException.Reason.NOT_BUILT, "the "
                    + tables.rules().canonicalName() + " reach table is not in the cache, and the win goal needs it "
                    + "while a player's own card has over " + Yahtzee.WIN_EXACT_OPEN_MAX + " open boxes ("
                    + Yahtzee.WIN_GRADE_EXACT_OPEN_MAX + " in a graded game)");
        }
        return table;
    }

    /** An exact solve from a card with {@code openBoxes} open, its progress to the listener. */
    private GoalValues watch(int openBoxes, Function<DoubleConsumer, GoalValues> solve) {
        try (CacheEvents events = new CacheEvents(tables.owner().listener(),
                Work.onCard(Work.Kind.WIN_FROM_CARD, tables.rules(), openBoxes))) {
            return solve.apply(events);
        }
    }

    /**
     * The turns of the seat's player: against the other cards at each point of the game, exact
     * with up to {@code exactOpenMax} boxes open on the player's card.
     */
    GoalGrader.Turns of(Seat seat, int exactOpenMax) {
        SeatTurns turns = new SeatTurns(seat, exactOpenMax);
        if (!policyAsked && opponentGetsExact(seat)) {
            policyAsked = true;
            openPolicyAhead();
        }
        return turns;
    }

    /**
     * Whether another player of the seat has played far enough (in a record: will have, by the
     * seat's later turns) for an exact distribution of their final total, the policy table's use.
     */
    private static boolean opponentGetsExact(Seat seat) {
        for (int q = 0; q < seat.playerCount(); q++) {
            if (q != seat.player() && seat.players().get(q).size() >= Category.COUNT - WinAnalyzer.OPPONENT_EXACT_OPEN_MAX) {
                return true;
            }
        }
        return false;
    }

    /**
     * Opens the policy table in the cache on a thread of its own, while the seat's early turns
     * (the reach table's look-ahead, one thread) are answered: its check is done, or under way,
     * when the first exact distribution asks for it (under the same lock, so it waits for the
     * rest). A failure is left for that call to meet again on the asking thread.
     */
    private void openPolicyAhead() {
        Thread opener = new Thread(() -> {
            try {
                tables.policyTableIfCached();
            } catch (RuntimeException leftForTheTurn) {
                // the distribution's own call opens the file again and reports what fails
            }
        }, "yahtzee-policy");
        opener.setDaemon(true);
        opener.start();
    }

    private GoalTurn turn(WinTurnKey key, int exactOpenMax) {
        return memory.turn(key, () -> analyzer.turn(key.own, key.opponents, key.session, exactOpenMax));
    }

    /** A play's own turns, the last MEMORY asked for: one play is used by one thread at a time. */
    private static final class OwnTurns implements WinTurnMemory {
        private final Map<WinTurnKey, Object> turns = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<WinTurnKey, Object> eldest) {
                return size() > MEMORY;
            }
        };

        @Override
        public <T> T turn(WinTurnKey key, Supplier<T> solve) {
            @SuppressWarnings("unchecked") // every solve of a key returns one type (WinTurnMemory)
            T turn = (T) turns.get(key);
            if (turn == null) {
                turn = solve.get();
                turns.put(key, turn);
            }
            return turn;
        }
    }

    /** One seat's turns, against the others' cards as the seat's game has them. */
    private final class SeatTurns implements GoalGrader.Turns {
        private final Seat seat;
        private final Session session;
        private final Rules rules;
        private final int exactOpenMax;

        SeatTurns(Seat seat, int exactOpenMax) {
            if (seat.playerCount() < 2) {
                throw new IllegalArgumentException("the win goal needs other players to beat: the seat has none");
            }
            this.seat = seat;
            this.session = Opponents.session(seat);
            this.rules = tables.rules();
            this.exactOpenMax = exactOpenMax;
        }

        @Override
        public GoalTurn turn(Scorecard card) {
            return WinTurns.this.turn(WinTurnKey.of(seat, card, exactOpenMax), exactOpenMax);
        }

        @Override
        public GoalGrader.Result result(Scorecard card, double carried) {
            // against the others as the seat's game leaves them: every turn they played
            return analyzer.result(card, Opponents.at(rules, seat, Category.COUNT), session);
        }
    }
}
