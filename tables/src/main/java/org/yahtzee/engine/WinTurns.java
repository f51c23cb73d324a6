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
     * MEMORY of them: one of the reach table about 40 KB, an exact one the values of its solve,
     * about 9 MB from any card, most of it arrays by state, shared with the later turns the same
     * solve answers; one of the joint endgame the few lanes it reads), in a WinTurnMemory: the
     * play's own (OwnTurns), or one shared with the engine's other plays, which then keeps them
     * all: every turn is immutable once made (JointEndgame.TurnLanes).
     */

    private static final int MEMORY = 64;

    private final LoadedTables tables;
    private final WinAnalyzer analyzer;
    /** Where the turns are kept: the memory shared with the engine's other plays, else the play's own. */
    private final WinTurnMemory memory;

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
        // the opponents' turns looked up in the policy table when this process has it loaded (the
        // same distributions, bit for bit); else analysed: opening the table (0.2 s of CPU, its
        // check) cost a two-player grade more than the analyses (0.88x its wall, docs/goals.md)
        Supplier<PolicyTable> decisions = tables::policyTableIfLoaded;
        this.analyzer = new WinAnalyzer(tables.values(), decisions, moments, reach, wholeGame,
                tables.owner().threads(), this::watch);
    }

    /** The reach table from the cache, for an own card with many boxes open; never solved here. */
    private GoalValues cachedReachTable() {
        GoalValues table = tables.reachTableIfCached();
        if (table == null) {
            throw new GoalUnavailableException(GoalUnavailableException.Reason.NOT_BUILT, "the "
                    + tables.rules().canonicalName() + " reach table is not in the cache, and the win goal needs it "
                    + "while a player's own card has over " + WinAnalyzer.EXACT_OPEN_MAX + " open boxes");
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

    /** The turns of the seat's player: against the other cards at each point of the game. */
    GoalGrader.Turns of(Seat seat) {
        return new SeatTurns(seat);
    }

    private GoalTurn turn(WinTurnKey key) {
        return memory.turn(key, () -> analyzer.turn(key.own, key.opponents, key.session));
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

        SeatTurns(Seat seat) {
            if (seat.playerCount() < 2) {
                throw new IllegalArgumentException("the win goal needs other players to beat: the seat has none");
            }
            this.seat = seat;
            this.session = Opponents.session(seat);
            this.rules = tables.rules();
        }

        @Override
        public GoalTurn turn(Scorecard card) {
            return WinTurns.this.turn(WinTurnKey.of(seat, card));
        }

        @Override
        public GoalGrader.Result result(Scorecard card, double carried) {
            // against the others as the seat's game leaves them: every turn they played
            return analyzer.result(card, Opponents.at(rules, seat, Category.COUNT), session);
        }
    }
}
