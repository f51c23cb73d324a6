package org.yahtzee.distribution;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.DoubleConsumer;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.ParallelLoop;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * Plays games with seeded dice and the optimal player's {@link TurnPolicy}, in parallel. The
 * same seed gives the same games whatever the thread count.
 */
public final class Simulator {
    /*
     * Implementation notes. Games are cut into batches of BATCH; batch c's generator is the c-th
     * split() of new SplittableRandom(seed), made in order before the batch is played (a round
     * of BATCHES_PER_ROUND at a time, so a billion games do not hold a million generators), and
     * game i of the batch uses its generator's i-th split(). So every game's dice depend only
     * on the seed and the game's number, never on which thread played it. Each turn is analysed afresh
     * (TurnAnalyzer, a few microseconds): about 13 analyses a game, ~0.1 ms.
     */

    /** Games per batch: the unit handed to a thread and of progress reports. */
    static final int BATCH = 1000;
    /** Batches whose generators are split off at a time: bounds memory for any game count. */
    static final int BATCHES_PER_ROUND = 4096;

    private Simulator() {
    }

    /**
     * Plays {@code games} games on {@code threads} threads, reporting the fraction played (0..1)
     * to {@code progress} from the calling thread. Memory does not grow with {@code games}.
     */
    public static SimulatedGames play(StateValues values, long games, long seed, int threads, DoubleConsumer progress) {
        return play(values, games, seed, threads, progress, BATCHES_PER_ROUND);
    }

    /** As above, with rounds of another size: tests check that rounds change no game. */
    static SimulatedGames play(StateValues values, long games, long seed, int threads, DoubleConsumer progress,
                               int batchesPerRound) {
        if (games < 1) {
            throw new IllegalArgumentException("games must be at least 1, was " + games);
        }
        TurnAnalyzer analyzer = new TurnAnalyzer(values);
        long batches = (games + BATCH - 1) / BATCH;
        SplittableRandom root = new SplittableRandom(seed);
        SimulatedGames result = new SimulatedGames(values.rules());
        AtomicLong played = new AtomicLong();
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-simulator")) {
            for (long first = 0; first < batches; first += batchesPerRound) {
                long firstBatch = first;
                int round = (int) Math.min(batchesPerRound, batches - first);
                SplittableRandom[] batchRandom = new SplittableRandom[round];
                for (int c = 0; c < round; c++) {
                    batchRandom[c] = root.split();
                }
                SimulatedGames[] sums = new SimulatedGames[round];
                loop.run(round, (worker, c) -> {
                    SimulatedGames batch = new SimulatedGames(values.rules());
                    long start = (firstBatch + c) * BATCH;
                    long end = Math.min(games, start + BATCH);
                    for (long g = start; g < end; g++) {
                        batch.addScore(playOne(analyzer, batchRandom[c].split(), batch));
                    }
                    sums[c] = batch;
                    played.addAndGet(end - start);
                    if (worker == 0) {
                        progress.accept(played.get() / (double) games);
                    }
                });
                for (SimulatedGames batch : sums) {
                    result.add(batch);
                }
            }
        }
        progress.accept(1.0);
        return result;
    }

    /** Plays one game, adds its box points and bonuses to {@code sums} and returns its total. */
    static int playOne(TurnAnalyzer analyzer, SplittableRandom random, SimulatedGames sums) {
        Scorecard card = Scorecard.empty(analyzer.rules()); // keeps totals, bonuses and the joker rules
        TurnValues values = null; // refilled each turn
        while (!card.isComplete()) {
            values = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), values);
            int roll = throwDice(KeepLattice.EMPTY_KEEP, random);
            for (int rollsLeft = 2; rollsLeft >= 1; rollsLeft--) {
                roll = throwDice(TurnPolicy.bestKeep(values, roll, rollsLeft), random);
            }
            card = card.score(roll, TurnPolicy.bestBox(values, roll));
        }
        for (Category box : Category.values()) {
            int points = card.points(box);
            sums.boxSum[box.id()] += points;
            sums.boxSquares[box.id()] += (long) points * points;
            sums.boxZeros[box.id()] += points == 0 ? 1 : 0;
        }
        sums.upperBonuses += card.upperBonusEarned() ? 1 : 0;
        int yahtzeeBonus = card.yahtzeeBonuses() * Rules.YAHTZEE_BONUS;
        sums.yahtzeeBonusPoints += yahtzeeBonus;
        sums.yahtzeeBonusSquares += (long) yahtzeeBonus * yahtzeeBonus;
        return card.total();
    }

    /** Keeps {@code keepId}, throws the other dice (none if it holds five) and returns the rollId. */
    private static int throwDice(int keepId, SplittableRandom random) {
        int keep = keepId;
        while (KeepLattice.size(keep) < 5) {
            keep = KeepLattice.add(keep, 1 + random.nextInt(6));
        }
        return keep - KeepLattice.ROLL_BASE;
    }
}
