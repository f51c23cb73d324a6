package org.yahtzee.distribution;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.DoubleConsumer;
import org.yahtzee.policy.GameTrace;
import org.yahtzee.policy.LockstepPlay;
import org.yahtzee.policy.SplitMix;
import org.yahtzee.policy.Strategy;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.ParallelLoop;

/**
 * Plays games of one {@link Strategy} with seeded dice, in parallel (for the optimal player,
 * {@code PolicyStrategy}: every decision a table look-up). The same seed gives the same games
 * whatever the thread count.
 */
public final class Simulator {
    /*
     * Implementation notes. Games are cut into batches of BATCH; batch c's generator is the c-th
     * split() of new SplittableRandom(seed), made in order before the batch is played (a round
     * of BATCHES_PER_ROUND at a time, so a billion games do not hold a million generators), and
     * game i of the batch uses its generator's i-th split(). So every game's dice depend only
     * on the seed and the game's number, never on which thread played it. Games are played 16 at a
     * time in lockstep (LockstepPlay: the same games as GamePlay plays one by one, with the
     * policy table's memory look-ups overlapped).
     *
     * Each worker adds its games to counts of its own, summed once at the end: they are integer
     * counts and sums, the same whichever worker played a game and in whatever order (a new
     * SimulatedGames a batch was 12.6 KB of score counts to allocate and clear every 1000 games,
     * 6% of a one-thread run's samples).
     *
     * A GameSink sees every game in game order, on the calling thread: each batch keeps its
     * games' traces (1000 x 0.3 KB), and a round's batches are handed over in order once the
     * round is played; rounds are then SINK_BATCHES_PER_ROUND batches, to bound that memory.
     */

    /** Games per batch: the unit handed to a thread and of progress reports. */
    static final int BATCH = 1000;
    /** Batches whose generators are split off at a time: bounds memory for any game count. */
    static final int BATCHES_PER_ROUND = 4096;
    /** Batches a round when every game goes to a sink: 64 x 1000 traces, about 20 MB. */
    static final int SINK_BATCHES_PER_ROUND = 64;

    /** Told every game played, in game order, on the thread that called play. */
    @FunctionalInterface
    public interface GameSink {
        /** Game {@code number} (1-based) as played, every roll, keep and box in {@code trace}. */
        void game(long number, GameTrace trace);
    }

    private Simulator() {
    }

    /**
     * Plays {@code games} games on {@code threads} threads, reporting the fraction played (0..1)
     * to {@code progress} from the calling thread. Memory does not grow with {@code games}.
     */
    public static SimulatedGames play(Strategy strategy, Rules rules, long games, long seed, int threads,
                                      DoubleConsumer progress) {
        return play(strategy, rules, games, seed, threads, progress, null, BATCHES_PER_ROUND);
    }

    /** As above, and every game to {@code sink}, in order. */
    public static SimulatedGames play(Strategy strategy, Rules rules, long games, long seed, int threads,
                                      DoubleConsumer progress, GameSink sink) {
        return play(strategy, rules, games, seed, threads, progress, sink,
                sink == null ? BATCHES_PER_ROUND : SINK_BATCHES_PER_ROUND);
    }

    /** As above, with rounds of another size: tests check that rounds change no game. */
    static SimulatedGames play(Strategy strategy, Rules rules, long games, long seed, int threads,
                               DoubleConsumer progress, GameSink sink, int batchesPerRound) {
        if (games < 1) {
            throw new IllegalArgumentException("games must be at least 1, was " + games);
        }
        long batches = (games + BATCH - 1) / BATCH;
        SplitMix root = new SplitMix(seed);
        AtomicLong played = new AtomicLong();
        LockstepPlay[] players = new LockstepPlay[threads];
        SimulatedGames[] sums = new SimulatedGames[threads]; // each worker's, over all its batches
        SplitMix[][] laneRandoms = new SplitMix[threads][]; // each worker's, refilled game after game
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-simulator")) {
            for (long first = 0; first < batches; first += batchesPerRound) {
                long firstBatch = first;
                int round = (int) Math.min(batchesPerRound, batches - first);
                SplitMix[] batchRandom = new SplitMix[round];
                for (int c = 0; c < round; c++) {
                    batchRandom[c] = root.split();
                }
                GameTrace[][] traces = new GameTrace[round][];
                loop.run(round, (worker, c) -> {
                    if (players[worker] == null) {
                        players[worker] = new LockstepPlay(strategy, rules);
                        laneRandoms[worker] = newRandoms();
                        sums[worker] = new SimulatedGames(rules);
                    }
                    LockstepPlay player = players[worker];
                    SimulatedGames sum = sums[worker];
                    long start = (firstBatch + c) * BATCH;
                    int count = (int) Math.min(games - start, BATCH);
                    GameTrace[] kept = sink == null ? null : new GameTrace[count];
                    SplitMix[] randoms = laneRandoms[worker];
                    GameTrace[] laneTraces = sink == null ? null : new GameTrace[LockstepPlay.LANES];
                    for (int g = 0; g < count; g += LockstepPlay.LANES) {
                        int lanes = Math.min(LockstepPlay.LANES, count - g);
                        for (int i = 0; i < lanes; i++) {
                            batchRandom[c].splitInto(randoms[i]); // game g + i's stream, in game order
                            if (kept != null) {
                                laneTraces[i] = kept[g + i] = new GameTrace();
                            }
                        }
                        player.play(randoms, laneTraces, lanes);
                        for (int i = 0; i < lanes; i++) {
                            sum.addGame(player.state(i));
                        }
                    }
                    traces[c] = kept;
                    played.addAndGet(count);
                    if (worker == 0) {
                        progress.accept(played.get() / (double) games);
                    }
                });
                for (int c = 0; sink != null && c < round; c++) {
                    long number = (firstBatch + c) * BATCH + 1;
                    for (GameTrace trace : traces[c]) {
                        sink.game(number++, trace);
                    }
                }
            }
        }
        SimulatedGames result = new SimulatedGames(rules);
        for (SimulatedGames sum : sums) {
            if (sum != null) {
                result.add(sum);
            }
        }
        progress.accept(1.0);
        return result;
    }

    /** One generator per lane, to be filled by a split for every game. */
    static SplitMix[] newRandoms() {
        SplitMix[] randoms = new SplitMix[LockstepPlay.LANES];
        for (int i = 0; i < randoms.length; i++) {
            randoms[i] = new SplitMix();
        }
        return randoms;
    }
}
