package org.yahtzee.goal;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.DoubleConsumer;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.distribution.HeadToHead;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.GamePlay;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.ParallelLoop;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * Two-player games of the win goal's player ({@link WinAnalyzer}, as {@code play --goal win}
 * advises) against the optimal expected-score player, round by round: what playing to win is
 * worth in wins. The win player takes the first seat in even-numbered games and the second in
 * odd ones, and always sees the other card as it stands.
 *
 * <p>Beside each game a third card is played by the expected-score player on the win player's
 * own dice ("the shadow"). The shadow and the other player are the same policy on independent
 * dice, so the shadow's chance against the other is exactly one half (a tie half a win), and
 * 1/2 + mean(win player's result - shadow's result) estimates the win player's chance with far
 * less noise than its own record: the two differ only in games where win play departs from
 * expected-score play and the departure changes who wins.
 */
public final class WinMatch {
    /*
     * Implementation notes. Common dice: every roll of a turn draws five base-6 digits
     * (GamePlay.drawDigits) whether or not it is thrown, three a turn, and a throw of n dice reads
     * the low n; the win player and the shadow draw from copies of one stream, so they see the
     * same dice while they keep the same ones. Game g's streams come from the g-th draw of the
     * seed's generator, and the counts are added in game order: the same seed gives the same
     * result on any thread count. Each worker has its own WinAnalyzer (one thread a solve: the
     * games, not the solves, are shared out).
     */

    /** The most games one match plays: a few a second. */
    public static final int MAX_GAMES = 1_000_000;

    private WinMatch() {
    }

    /** What the games showed. Results count a win 1, a tie 1/2 and a loss 0. */
    public static final class Result {
        private final HeadToHead.Player win = new HeadToHead.Player();
        private final HeadToHead.Player ev = new HeadToHead.Player();
        private long games;
        private long departed;
        /** Sum of 2 x (the win player's result - the shadow's): an integer. */
        private long pairedHalves;
        private long pairedHalvesSquared;
        private long firstGames;
        private long firstHalves;
        private long secondHalves;

        Result() {
        }

        /** The win player's games against the expected-score player. */
        public HeadToHead.Player win() {
            return win;
        }

        /** The expected-score player's games against the win player. */
        public HeadToHead.Player ev() {
            return ev;
        }

        public long games() {
            return games;
        }

        /** Games in which the win player chose, at least once, another move than expected-score play would have. */
        public long departed() {
            return departed;
        }

        /** The paired estimate of the win player's chance: 1/2 + the mean of (its result - the shadow's). */
        public double pairedChance() {
            return 0.5 + pairedHalves / (2.0 * games);
        }

        /** The standard error of {@link #pairedChance}: the sample SD of the differences over sqrt(games). */
        public double pairedStandardError() {
            double mean = pairedHalves / (2.0 * games);
            double meanSquare = pairedHalvesSquared / (4.0 * games);
            double variance = Math.max(0, meanSquare - mean * mean) * games / Math.max(1, games - 1);
            return Math.sqrt(variance / games);
        }

        /** The win player's results (a win 1, a tie 1/2) averaged over the games it played first ({@code first}) or second. */
        public double chanceSeated(boolean first) {
            long n = first ? firstGames : games - firstGames;
            return (first ? firstHalves : secondHalves) / (2.0 * n);
        }

        void add(int winScore, int evScore, int shadowScore, boolean winFirst, boolean departedFromEv) {
            win.add(winScore, evScore);
            ev.add(evScore, winScore);
            games++;
            departed += departedFromEv ? 1 : 0;
            int halves = halves(winScore, evScore);
            int paired = halves - halves(shadowScore, evScore);
            pairedHalves += paired;
            pairedHalvesSquared += (long) paired * paired;
            firstGames += winFirst ? 1 : 0;
            firstHalves += winFirst ? halves : 0;
            secondHalves += winFirst ? 0 : halves;
        }

        private static int halves(int score, int other) {
            return score > other ? 2 : score == other ? 1 : 0;
        }
    }

    /**
     * Plays {@code games} games on {@code threads} threads.
     *
     * @param values  the expected-score values (the win player's ties, and its opponent model)
     * @param table   the expected-score policy of the same rules: the opponent and the shadow
     * @param reach   the reach table (the win player's early-game stand-in)
     * @param moments the moment table (opponents early in the game)
     * @throws IllegalArgumentException for a count outside 1..{@link #MAX_GAMES} or tables of other rules
     */
    public static Result play(StateValues values, PolicyTable table, GoalValues reach, SecondMoments moments,
            int games, long seed, int threads, DoubleConsumer progress) {
        if (reach.rules().fingerprint() != values.rules().fingerprint()) {
            throw new IllegalArgumentException("the reach table must be of " + values.rules().canonicalName());
        }
        return play(values, table, reach, moments, Scorecard.empty(values.rules()), games, seed, threads, progress);
    }

    /**
     * As {@link #play(StateValues, PolicyTable, GoalValues, SecondMoments, int, long, int, DoubleConsumer)},
     * every card (the win player's, the other's and the shadow's) starting from {@code start}: for
     * tests of late games, where {@code reach} and {@code moments} may be null if never needed
     * ({@code start} with at most {@link WinAnalyzer#EXACT_OPEN_MAX} boxes open).
     */
    static Result play(StateValues values, PolicyTable table, GoalValues reach, SecondMoments moments, Scorecard start,
            int games, long seed, int threads, DoubleConsumer progress) {
        if (games < 1 || games > MAX_GAMES) {
            throw new IllegalArgumentException("games must be 1.." + MAX_GAMES + ", was " + games);
        }
        Rules rules = values.rules();
        if (table.rules().fingerprint() != rules.fingerprint() || start.rules().fingerprint() != rules.fingerprint()) {
            throw new IllegalArgumentException("the policy table and the cards must be of " + rules.canonicalName());
        }
        SplittableRandom root = new SplittableRandom(seed);
        long[] gameSeeds = new long[games];
        for (int g = 0; g < games; g++) {
            gameSeeds[g] = root.nextLong();
        }
        int[][] scores = new int[games][];
        boolean[] departed = new boolean[games];
        Player[] players = new Player[threads];
        AtomicLong played = new AtomicLong();
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-win-match")) {
            loop.run(games, (worker, g) -> {
                if (players[worker] == null) {
                    players[worker] = new Player(values, table, reach, moments);
                }
                scores[g] = players[worker].game(start, gameSeeds[g], g % 2 == 0);
                departed[g] = players[worker].departed;
                long done = played.incrementAndGet();
                if (worker == 0) {
                    progress.accept(done / (double) games);
                }
            });
        }
        Result result = new Result();
        for (int g = 0; g < games; g++) {
            result.add(scores[g][0], scores[g][1], scores[g][2], g % 2 == 0, departed[g]);
        }
        progress.accept(1.0);
        return result;
    }

    /** One worker's players: the win player's analyses, and the expected-score turns for its ties. */
    private static final class Player {
        private final PolicyTable table;
        private final WinAnalyzer analyzer;
        private final TurnAnalyzer averages;
        private TurnValues average;
        /** Whether the last game's win player departed from expected-score play. */
        boolean departed;

        Player(StateValues values, PolicyTable table, GoalValues reach, SecondMoments moments) {
            this.table = table;
            // The opponent plays the table: its distributions from the table's decisions, not analysed
            // (the same bits, since the table is built from these values).
            this.analyzer = new WinAnalyzer(values, () -> table, () -> moments, () -> reach, () -> {
                throw new IllegalStateException("a match plays single games");
            }, 1, WinAnalyzer.SolveWatch.QUIET);
            this.averages = new TurnAnalyzer(values);
        }

        /** The final totals of the win player, the expected-score player and the shadow. */
        int[] game(Scorecard start, long gameSeed, boolean winFirst) {
            SplittableRandom game = new SplittableRandom(gameSeed);
            long winDice = game.nextLong();
            SplittableRandom winRandom = new SplittableRandom(winDice);
            SplittableRandom shadowRandom = new SplittableRandom(winDice);
            SplittableRandom evRandom = game.split();
            Scorecard win = start;
            Scorecard ev = start;
            Scorecard shadow = start;
            departed = false;
            for (int round = start.filledCount(); round < Category.COUNT; round++) {
                if (winFirst) {
                    win = winTurn(win, ev, winRandom);
                    ev = evTurn(ev, evRandom);
                } else {
                    ev = evTurn(ev, evRandom);
                    win = winTurn(win, ev, winRandom);
                }
                shadow = evTurn(shadow, shadowRandom);
            }
            return new int[] {win.total(), ev.total(), shadow.total()};
        }

        private Scorecard evTurn(Scorecard card, SplittableRandom random) {
            int[] digits = draw(random);
            int state = card.stateIndex();
            int roll = GamePlay.throwDice(KeepLattice.EMPTY_KEEP, digits[0]);
            for (int rollsLeft = 2; rollsLeft >= 1; rollsLeft--) {
                int keep = table.keep(state, roll, rollsLeft);
                if (KeepLattice.size(keep) == 5) {
                    break; // stands pat: scores the roll now
                }
                roll = GamePlay.throwDice(keep, digits[3 - rollsLeft]);
            }
            return card.score(roll, Category.byId(table.box(state, roll)));
        }

        private Scorecard winTurn(Scorecard card, Scorecard other, SplittableRandom random) {
            int[] digits = draw(random);
            int state = card.stateIndex();
            GoalTurn goal = analyzer.turn(card, List.of(other));
            average = averages.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), average);
            int roll = GamePlay.throwDice(KeepLattice.EMPTY_KEEP, digits[0]);
            for (int rollsLeft = 2; rollsLeft >= 1; rollsLeft--) {
                int keep = GoalAdvisor.options(goal, average, roll, rollsLeft).get(0).keepId();
                departed |= keep != table.keep(state, roll, rollsLeft);
                if (KeepLattice.size(keep) == 5) {
                    break;
                }
                roll = GamePlay.throwDice(keep, digits[3 - rollsLeft]);
            }
            Category box = GoalAdvisor.bestBox(goal, average, roll);
            departed |= box.id() != table.box(state, roll);
            return card.score(roll, box);
        }

        /** A turn's three draws, made whether or not each roll is thrown (common dice). */
        private static int[] draw(SplittableRandom random) {
            return new int[] {GamePlay.drawDigits(random), GamePlay.drawDigits(random), GamePlay.drawDigits(random)};
        }
    }
}
