package org.yahtzee.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleConsumer;
import org.yahtzee.distribution.HeadToHead;
import org.yahtzee.distribution.Simulator;
import org.yahtzee.goal.GoalStrategy;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.goal.WinMatch;
import org.yahtzee.policy.GameTrace;
import org.yahtzee.policy.HeuristicStrategy;
import org.yahtzee.policy.PolicyStrategy;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.policy.Strategy;
import org.yahtzee.solver.StateValues;

/**
 * Players ready for simulated games ({@link Engine#simulation}), their tables loaded: seeded
 * dice, the same seed giving the same games on any number of threads. One player plays alone
 * ({@link #play}), two or more head to head, each on dice of its own ({@link #versus}), and the
 * win player its one match against expected-score play ({@link #winMatch}). Safe for several
 * threads: every call plays its own games.
 */
public final class Simulation {
    private final LoadedTables tables;
    private final List<Policy> players;
    private final StateValues values;
    /**
     * The policy table, played where it is mapped. Issue 25 first copied it into the heap for
     * runs of a million games or more; the copy's 270 MB of fresh heap cost 1.2-1.5 s of CPU
     * (the first touch of its pages) against 0.01 s to touch the mapped file's cached pages, and
     * games from the mapping were no slower (SimulateTiming, one JVM, alternated: 769-776 ns a
     * game mapped, 826-842 from the heap, load 12): a game's 27 cache-line misses set the cost,
     * not the buffer's kind.
     */
    private final PolicyTable table;
    private final GoalValues reach;

    /** {@code values}: the expected-score values the reach players break the goal's ties by. */
    Simulation(LoadedTables tables, List<Policy> players, int threads, StateValues values) {
        if (players.isEmpty()) {
            throw new IllegalArgumentException("a simulation needs a player");
        }
        this.tables = tables;
        this.players = List.copyOf(players);
        this.values = values;
        boolean reachPlayer = false;
        for (Policy p : players) {
            reachPlayer |= p.kind() == Policy.Kind.REACH || p.kind() == Policy.Kind.WIN;
        }
        this.table = players.contains(Policy.EV) ? tables.policyTable(threads) : null;
        this.reach = reachPlayer ? tables.reachTable() : null;
    }

    /** The players, in order. */
    public List<Policy> players() {
        return players;
    }

    /**
     * Plays {@code games} games of the one player on {@code threads} threads, the fraction played
     * (0..1) to {@code progress}. Memory does not grow with the games.
     *
     * @throws IllegalArgumentException unless there is one player, other than {@link Policy#WIN}
     */
    public SimulatedScores play(long games, long seed, int threads, DoubleConsumer progress) {
        return new SimulatedScores(Simulator.play(strategy(alone(), games), tables.rules(), games, seed, threads,
                progress));
    }

    /**
     * As {@link #play(long, long, int, DoubleConsumer)}, and every game to {@code sink}, in
     * game order, on the calling thread.
     */
    public SimulatedScores play(long games, long seed, int threads, DoubleConsumer progress, GameSink sink) {
        return new SimulatedScores(Simulator.play(strategy(alone(), games), tables.rules(), games, seed, threads,
                progress, new Sink(sink)));
    }

    /**
     * Plays {@code games} games of every player, each on dice of its own, and compares them game
     * by game: one {@link Contender} per player, in order.
     *
     * @throws IllegalArgumentException for fewer than two players, or {@link Policy#WIN} among them
     */
    public List<Contender> versus(long games, long seed, int threads, DoubleConsumer progress) {
        if (players.size() < 2) {
            throw new IllegalArgumentException("a head to head needs two players or more, not " + players.size());
        }
        Strategy[] strategies = new Strategy[players.size()];
        for (int i = 0; i < strategies.length; i++) {
            strategies[i] = strategy(players.get(i), games);
        }
        List<Contender> results = new ArrayList<>(strategies.length);
        for (HeadToHead.Player p : HeadToHead.play(strategies, tables.rules(), games, seed, threads, progress)) {
            results.add(new Contender(p));
        }
        return results;
    }

    /**
     * The win player against expected-score play, {@code games} games (2..{@link Yahtzee#WIN_MATCH_MAX_GAMES},
     * a few a second); loads the second moments first (computed on first use).
     *
     * @throws IllegalArgumentException unless the players are {@link Policy#WIN} and {@link Policy#EV}
     */
    public WinMatchResult winMatch(int games, long seed, int threads, DoubleConsumer progress) {
        if (players.size() != 2 || !players.contains(Policy.WIN) || !players.contains(Policy.EV)) {
            throw new IllegalArgumentException("the win player plays one match: win against ev, not " + players);
        }
        return new WinMatchResult(WinMatch.play(values, table, reach, tables.moments(), games, seed, threads,
                progress));
    }

    private Policy alone() {
        if (players.size() != 1) {
            throw new IllegalArgumentException("one player plays alone, not " + players.size());
        }
        return players.get(0);
    }

    private Strategy strategy(Policy player, long games) {
        return switch (player.kind()) {
            case EV -> new PolicyStrategy(table);
            case HEURISTIC -> new HeuristicStrategy();
            case REACH -> GoalStrategy.reach(reach, values, player.target());
            case WIN -> throw new IllegalArgumentException("win plays against ev only (winMatch)");
        };
    }

    /** The simulator's games handed on as {@link PlayedGame}s, one object shown each game. */
    private static final class Sink implements Simulator.GameSink {
        private final GameSink sink;
        private final PlayedGame shown = new PlayedGame();

        Sink(GameSink sink) {
            this.sink = sink;
        }

        @Override
        public void game(long number, GameTrace trace) {
            sink.game(number, shown.showing(trace));
        }
    }
}
