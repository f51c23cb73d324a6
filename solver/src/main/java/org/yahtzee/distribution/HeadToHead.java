package org.yahtzee.distribution;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.DoubleConsumer;
import org.yahtzee.policy.GamePlay;
import org.yahtzee.policy.PlayState;
import org.yahtzee.policy.Strategy;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.ParallelLoop;

/**
 * Two or more strategies play the same number of games, each on dice of its own, and are
 * compared game by game: who scored most, and by how much. The same seed gives the same games
 * whatever the thread count.
 */
public final class HeadToHead {
    /*
     * Implementation notes. Seeding as the Simulator's: batch c's generator is the c-th split of
     * the seed's, game g of the batch its g-th split, and player p's dice in that game the
     * game generator's p-th split, so no player's dice depend on another's decisions. Counts
     * are integers added batch by batch in batch order: the result does not depend on threads.
     */

    private HeadToHead() {
    }

    /** What one player did over all games. Margins are against the best of the other players. */
    public static final class Player {
        long wins;
        long draws;
        long losses;
        long scoreSum;
        long scoreSquares;
        /** Games ending with each margin -1575..1575, at index margin + 1575. */
        final long[] margins = new long[2 * ScoreDistribution.MAX_SCORE + 1];

        /** Games scored strictly above every other player. */
        public long wins() {
            return wins;
        }

        /** Games tied for the top score with at least one other player. */
        public long draws() {
            return draws;
        }

        public long losses() {
            return losses;
        }

        public long scoreSum() {
            return scoreSum;
        }

        public long scoreSquares() {
            return scoreSquares;
        }

        /** Games in which this player's score minus the best other score was {@code margin}. */
        public long margin(int margin) {
            int i = margin + ScoreDistribution.MAX_SCORE;
            return i >= 0 && i < margins.length ? margins[i] : 0;
        }

        void add(Player other) {
            wins += other.wins;
            draws += other.draws;
            losses += other.losses;
            scoreSum += other.scoreSum;
            scoreSquares += other.scoreSquares;
            for (int i = 0; i < margins.length; i++) {
                margins[i] += other.margins[i];
            }
        }
    }

    /**
     * Plays {@code games} games of all {@code players} (2 or more) on {@code threads} threads;
     * returns one {@link Player} per strategy, in their order.
     */
    public static Player[] play(Strategy[] players, Rules rules, long games, long seed, int threads,
                                DoubleConsumer progress) {
        if (players.length < 2) {
            throw new IllegalArgumentException("head to head needs at least 2 players, was " + players.length);
        }
        if (games < 1) {
            throw new IllegalArgumentException("games must be at least 1, was " + games);
        }
        int n = players.length;
        Player[] result = newPlayers(n);
        long batches = (games + Simulator.BATCH - 1) / Simulator.BATCH;
        SplittableRandom root = new SplittableRandom(seed);
        AtomicLong played = new AtomicLong();
        PlayState[][] cards = new PlayState[threads][];
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-versus")) {
            for (long first = 0; first < batches; first += Simulator.BATCHES_PER_ROUND) {
                long firstBatch = first;
                int round = (int) Math.min(Simulator.BATCHES_PER_ROUND, batches - first);
                SplittableRandom[] batchRandom = new SplittableRandom[round];
                for (int c = 0; c < round; c++) {
                    batchRandom[c] = root.split();
                }
                Player[][] sums = new Player[round][];
                loop.run(round, (worker, c) -> {
                    if (cards[worker] == null) {
                        cards[worker] = new PlayState[n];
                        for (int p = 0; p < n; p++) {
                            cards[worker][p] = new PlayState(rules);
                        }
                    }
                    long start = (firstBatch + c) * Simulator.BATCH;
                    int count = (int) Math.min(games - start, Simulator.BATCH);
                    sums[c] = playBatch(players, cards[worker], batchRandom[c], count);
                    played.addAndGet(count);
                    if (worker == 0) {
                        progress.accept(played.get() / (double) games);
                    }
                });
                for (Player[] batch : sums) {
                    for (int p = 0; p < n; p++) {
                        result[p].add(batch[p]);
                    }
                }
            }
        }
        progress.accept(1.0);
        return result;
    }

    private static Player[] playBatch(Strategy[] players, PlayState[] cards, SplittableRandom batch, int count) {
        int n = players.length;
        Player[] sums = newPlayers(n);
        int[] scores = new int[n];
        for (int g = 0; g < count; g++) {
            SplittableRandom game = batch.split();
            for (int p = 0; p < n; p++) {
                scores[p] = GamePlay.play(players[p], cards[p], game.split(), null);
            }
            for (int p = 0; p < n; p++) {
                int bestOther = Integer.MIN_VALUE;
                for (int q = 0; q < n; q++) {
                    bestOther = q != p && scores[q] > bestOther ? scores[q] : bestOther;
                }
                Player s = sums[p];
                int margin = scores[p] - bestOther;
                s.wins += margin > 0 ? 1 : 0;
                s.draws += margin == 0 ? 1 : 0;
                s.losses += margin < 0 ? 1 : 0;
                s.scoreSum += scores[p];
                s.scoreSquares += (long) scores[p] * scores[p];
                s.margins[margin + ScoreDistribution.MAX_SCORE]++;
            }
        }
        return sums;
    }

    private static Player[] newPlayers(int n) {
        Player[] players = new Player[n];
        for (int p = 0; p < n; p++) {
            players[p] = new Player();
        }
        return players;
    }
}
