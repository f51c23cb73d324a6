package org.yahtzee.distribution;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.DoubleConsumer;
import org.yahtzee.policy.LockstepPlay;
import org.yahtzee.policy.SplitMix;
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
     * game generator's p-th split, so no player's dice depend on another's decisions; each
     * player plays 16 games at a time in lockstep (LockstepPlay), as the Simulator does. Counts
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

        /** A player with no games yet. */
        public Player() {
        }

        /** Counts one game that ended {@code score} to the best other player's {@code bestOther}. */
        public void add(int score, int bestOther) {
            int margin = score - bestOther;
            wins += margin > 0 ? 1 : 0;
            draws += margin == 0 ? 1 : 0;
            losses += margin < 0 ? 1 : 0;
            scoreSum += score;
            scoreSquares += (long) score * score;
            margins[margin + ScoreDistribution.MAX_SCORE]++;
        }

        /** Adds the games of {@code other}. */
        public void add(Player other) {
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
        SplitMix root = new SplitMix(seed);
        AtomicLong played = new AtomicLong();
        LockstepPlay[][] lockstep = new LockstepPlay[threads][];
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-versus")) {
            for (long first = 0; first < batches; first += Simulator.BATCHES_PER_ROUND) {
                long firstBatch = first;
                int round = (int) Math.min(Simulator.BATCHES_PER_ROUND, batches - first);
                SplitMix[] batchRandom = new SplitMix[round];
                for (int c = 0; c < round; c++) {
                    batchRandom[c] = root.split();
                }
                Player[][] sums = new Player[round][];
                loop.run(round, (worker, c) -> {
                    if (lockstep[worker] == null) {
                        lockstep[worker] = new LockstepPlay[n];
                        for (int p = 0; p < n; p++) {
                            lockstep[worker][p] = new LockstepPlay(players[p], rules);
                        }
                    }
                    long start = (firstBatch + c) * Simulator.BATCH;
                    int count = (int) Math.min(games - start, Simulator.BATCH);
                    sums[c] = playBatch(lockstep[worker], batchRandom[c], count);
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

    private static Player[] playBatch(LockstepPlay[] lockstep, SplitMix batch, int count) {
        int n = lockstep.length;
        Player[] sums = newPlayers(n);
        SplitMix[] games = Simulator.newRandoms();
        SplitMix[] dice = Simulator.newRandoms();
        int[][] scores = new int[n][LockstepPlay.LANES];
        for (int g = 0; g < count; g += LockstepPlay.LANES) {
            int lanes = Math.min(LockstepPlay.LANES, count - g);
            for (int i = 0; i < lanes; i++) {
                batch.splitInto(games[i]);
            }
            for (int p = 0; p < n; p++) { // player p's dice: the p-th split of each game's stream
                for (int i = 0; i < lanes; i++) {
                    games[i].splitInto(dice[i]);
                }
                lockstep[p].play(dice, null, lanes);
                for (int i = 0; i < lanes; i++) {
                    scores[p][i] = lockstep[p].state(i).total();
                }
            }
            for (int i = 0; i < lanes; i++) {
                tally(sums, scores, i);
            }
        }
        return sums;
    }

    /** Adds game {@code lane}'s result to every player's counts. */
    private static void tally(Player[] sums, int[][] scores, int lane) {
        for (int p = 0; p < sums.length; p++) {
            int bestOther = Integer.MIN_VALUE;
            for (int q = 0; q < sums.length; q++) {
                bestOther = q != p && scores[q][lane] > bestOther ? scores[q][lane] : bestOther;
            }
            sums[p].add(scores[p][lane], bestOther);
        }
    }

    private static Player[] newPlayers(int n) {
        Player[] players = new Player[n];
        for (int p = 0; p < n; p++) {
            players[p] = new Player();
        }
        return players;
    }
}
