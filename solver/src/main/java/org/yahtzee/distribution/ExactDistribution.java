package org.yahtzee.distribution;

import java.util.function.DoubleConsumer;
import java.util.function.Function;
import org.yahtzee.advice.LaneDecisions;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.ParallelLoop;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.state.StateIndex;

/**
 * The exact distribution of the final score under optimal play (the {@link TurnPolicy}),
 * computed by carrying probability forward through the reachable states, not by simulation:
 * from the empty card, or from any turn-start state with the points already on the card.
 * Deterministic: the result does not depend on the thread count.
 */
public final class ExactDistribution {
    /*
     * Implementation notes. Level n holds the states with n boxes filled. For each state that
     * optimal play reaches, its score cells (LevelScores) hold the probability of (reaching the
     * state, having scored lo + x points so far), dense over the range of x that has mass;
     * nothing is cut off, however small. One level at a time:
     *  1. every reached state of level n gets its TurnOutcomes (parallel over masks); the box
     *     statistics are accumulated per mask from the state's probability (expectations are
     *     linear, no score dimension needed);
     *  2. every state of level n + 1 pulls from its predecessors (ScorePull): target mask t reads
     *     the states of the masks t minus one box b and their outcomes that fill b, shifting each
     *     source's cells by the points gained (parallel over target masks, first their ranges,
     *     then, laid out in the level's buffer, their cells: each writes its own states only, in
     *     a fixed order, so no locks and the same sums whatever the thread count);
     *  3. level n is released.
     * From a mid-game state only the masks that contain its mask are swept, from its level on
     * (with k boxes open, 2^k of the 8,192 masks); the start state's cells are {1.0} at lo = the
     * points on the card, so every later lo carries them. From the empty card this is the sweep
     * of every mask, bit for bit as before (ExactDistributionFromCardTest pins a hash of it).
     * Only two levels are held. Measured (free-choice): at most 67,250 reached states in a level
     * (levels 7-8), 8.8 million score cells (71 MB) and 2.4 million outcomes (56 MB), so about
     * 200 MB live at the peak; the final scores span 12..1575. Time goes to step 1 (about 286,000
     * turn analyses, LaneTurnAnalyzer's, and as many policy passes); step 2 took a fifth of the
     * pass with an array a state and scalar multiply-adds (4cbe65d), a seventh since (JFR).
     */

    private static final int STAT_BOX_MEAN = 0;
    private static final int STAT_BOX_ZERO = Category.COUNT;
    private static final int STAT_UPPER_BONUS = 2 * Category.COUNT;
    private static final int STAT_YAHTZEE_BONUS = 2 * Category.COUNT + 1;
    private static final int STAT_FIELDS = 2 * Category.COUNT + 2;

    private final StateValues values;
    /** Empty before and after a sweep: no state reached, no outcomes (a kept memory's are reused). */
    private final LevelScores scores;
    private final TurnOutcomes[] outcomes;
    /** Turns known from earlier distributions of the same game (and kept for later ones); null: none. */
    private final TurnOutcomes[] known;
    /**
     * The workers' step 1 and step 2 of the last sweep, by worker, swept again by a pass that is
     * kept ({@link KeptOutcomes#pass}): their scratch (a worker's LaneOutcomes 0.24 MB, its pull's
     * rows up to the widest mask's cells) is not allocated again for each distribution.
     */
    private OutcomeFiller[] keptFillers = new OutcomeFiller[0];
    private ScorePull[] keptPulls = new ScorePull[0];

    private ExactDistribution(StateValues values, TurnOutcomes[] known) {
        this(values, known, new LevelScores(), new TurnOutcomes[StateIndex.STATES]);
    }

    /** The pass of {@code kept}, made at its first distribution: its memory's turns, its arrays and workers swept again. */
    private static ExactDistribution of(KeptOutcomes kept) {
        if (kept.pass == null) {
            kept.pass = new ExactDistribution(kept.values, kept.byState, kept.scores, kept.outcomes);
        }
        return kept.pass;
    }

    private ExactDistribution(StateValues values, TurnOutcomes[] known, LevelScores scores, TurnOutcomes[] outcomes) {
        this.values = values;
        this.known = known;
        this.scores = scores;
        this.outcomes = outcomes;
    }

    /** Computes on one thread per processor without progress. */
    public static ScoreDistribution compute(StateValues values) {
        return compute(values, Runtime.getRuntime().availableProcessors(), fraction -> { });
    }

    /**
     * Computes on {@code threads} threads, reporting the fraction done (0..1, by turns) to
     * {@code progress} from the calling thread. The values should be the solver's doubles: the
     * mean then equals their expected score to about 1e-12.
     */
    public static ScoreDistribution compute(StateValues values, int threads, DoubleConsumer progress) {
        return compute(values, 0, 0, false, 0, threads, progress);
    }

    /**
     * The distribution of the final score from the turn-start state ({@code usedMask},
     * {@code upperTotal} capped at 63, {@code yahtzeeHolds50}) of a card that holds
     * {@code pointsSoFar} points (boxes and bonuses), as {@link #compute(StateValues, int,
     * DoubleConsumer)} does from the empty card (which is this with every argument 0); progress
     * runs by the turns still to play. The per-box figures and the bonuses count only what is
     * scored from this state on (a filled box's mean is 0, an upper bonus already earned is not
     * counted). A full card gives its points with probability 1.
     *
     * @throws IllegalArgumentException for a state that is not reachable or points outside 0..1575
     */
    public static ScoreDistribution compute(StateValues values, int usedMask, int upperTotal, boolean yahtzeeHolds50,
                                            int pointsSoFar, int threads, DoubleConsumer progress) {
        int start = StateIndex.index(usedMask, upperTotal, yahtzeeHolds50);
        checkPoints(pointsSoFar);
        return new ExactDistribution(values, null).run(usedMask, start, pointsSoFar, threads, progress, Expander::new);
    }

    /**
     * As {@link #compute(StateValues, int, int, boolean, int, int, DoubleConsumer)} under
     * {@code kept}'s values, without progress, analysing only the turns {@code kept} does not
     * hold yet and keeping those for the next call: the same distribution, bit for bit. The
     * distributions of an opponent's cards of one game, turn after turn, then analyse each turn
     * once (from 9 open boxes: 0.05 s of CPU the first, the later ones only their sums), or with
     * {@code kept}'s policy table look its decisions up (0.012-0.015 s the first).
     *
     * @throws IllegalArgumentException as that method
     */
    public static ScoreDistribution compute(KeptOutcomes kept, int usedMask, int upperTotal, boolean yahtzeeHolds50,
                                            int pointsSoFar, int threads) {
        int start = StateIndex.index(usedMask, upperTotal, yahtzeeHolds50);
        checkPoints(pointsSoFar);
        kept.forget(usedMask);
        return of(kept).run(usedMask, start, pointsSoFar, threads, f -> { }, fillers(kept));
    }

    /**
     * The probability of each final total, indexed by total up to the highest with any (at
     * least one entry), as the distribution {@link #compute(KeptOutcomes, int, int, boolean,
     * int, int)} gives bit for bit, without its per-box figures: all a win analysis reads of an
     * opponent (the figures' sums were 2.3% of a game's CPU in
     * {@code simulate --versus win,ev}, win11's profile).
     *
     * @throws IllegalArgumentException as that method
     */
    public static double[] finalTotals(KeptOutcomes kept, int usedMask, int upperTotal, boolean yahtzeeHolds50,
                                       int pointsSoFar, int threads) {
        int start = StateIndex.index(usedMask, upperTotal, yahtzeeHolds50);
        checkPoints(pointsSoFar);
        kept.forget(usedMask);
        double[] finals = of(kept).sweep(usedMask, start, pointsSoFar, threads, f -> { }, fillers(kept), null);
        return java.util.Arrays.copyOf(finals, ScoreDistribution.highest(finals) + 1);
    }

    private static void checkPoints(int pointsSoFar) {
        if (pointsSoFar < 0 || pointsSoFar > ScoreDistribution.MAX_SCORE) {
            throw new IllegalArgumentException("pointsSoFar must be 0.." + ScoreDistribution.MAX_SCORE + ", was " + pointsSoFar);
        }
    }

    /** Step 1 of a distribution under {@code kept}: its turns looked up in its policy table, or analysed. */
    private static Function<ExactDistribution, OutcomeFiller> fillers(KeptOutcomes kept) {
        return kept.decisions == null ? Expander::new : pass -> new PolicyLookUp(pass, kept.decisions);
    }

    /**
     * Step 1 for the masks of one worker: the outcomes of a mask's reached states (those with a
     * score distribution) into {@link #outcomes}.
     */
    interface OutcomeFiller {
        void fill(int mask);
    }

    /**
     * {@link #compute(StateValues, int, int, boolean, int, int, DoubleConsumer)} with step 1 by
     * another filler (StatePassBenchmark's frozen one: benchmarks module, same package), from
     * its {@link #reached} and into its {@link #outcomes}.
     */
    static ScoreDistribution computeWith(StateValues values, int usedMask, int upperTotal, boolean yahtzeeHolds50,
                                         int pointsSoFar, int threads, Function<ExactDistribution, OutcomeFiller> fillers) {
        return new ExactDistribution(values, null).run(usedMask, StateIndex.index(usedMask, upperTotal, yahtzeeHolds50),
                pointsSoFar, threads, fraction -> { }, fillers);
    }

    /** Whether optimal play reaches the state and its outcomes are not known (step 1 wants them). */
    boolean reached(int stateIndex) {
        return scores.reached(stateIndex) && (known == null || known[stateIndex] == null);
    }

    /** Step 1's end for one mask: the known turns of its reached states in, the new ones kept. */
    private void keep(int mask) {
        if (known == null) {
            return;
        }
        for (int i = StateIndex.offset(mask); i < StateIndex.offset(mask) + StateIndex.statesOf(mask); i++) {
            if (scores.reached(i)) {
                if (outcomes[i] == null) {
                    outcomes[i] = known[i];
                } else {
                    known[i] = outcomes[i];
                }
            }
        }
    }

    /** Sets the outcomes of a reached state (step 1). */
    void outcomes(int stateIndex, TurnOutcomes o) {
        outcomes[stateIndex] = o;
    }

    private ScoreDistribution run(int startMask, int start, int pointsSoFar, int threads, DoubleConsumer progress,
                                  Function<ExactDistribution, OutcomeFiller> fillers) {
        double[] stats = new double[STAT_FIELDS];
        double[] finals = sweep(startMask, start, pointsSoFar, threads, progress, fillers, stats);
        return new ScoreDistribution(values.rules(), finals,
                java.util.Arrays.copyOfRange(stats, STAT_BOX_MEAN, STAT_BOX_MEAN + Category.COUNT),
                java.util.Arrays.copyOfRange(stats, STAT_BOX_ZERO, STAT_BOX_ZERO + Category.COUNT),
                stats[STAT_UPPER_BONUS], stats[STAT_YAHTZEE_BONUS]);
    }

    /**
     * The levels swept from the start state: the game-over states' distributions summed, by
     * final score, and the box statistics added into {@code stats} (null: none gathered).
     */
    private double[] sweep(int startMask, int start, int pointsSoFar, int threads, DoubleConsumer progress,
                           Function<ExactDistribution, OutcomeFiller> fillers, double[] stats) {
        boolean swept = false;
        try {
            double[] finals = sweepLevels(startMask, start, pointsSoFar, threads, progress, fillers, stats);
            swept = true;
            return finals;
        } finally {
            if (swept) {
                scores.release(Category.ALL_USED); // the only level the sweep leaves
            } else {
                scores.releaseAll();
                java.util.Arrays.fill(outcomes, null);
                keptFillers = new OutcomeFiller[0]; // one may hold a batch left part way: made anew
                keptPulls = new ScorePull[0];
            }
        }
    }

    private double[] sweepLevels(int startMask, int start, int pointsSoFar, int threads, DoubleConsumer progress,
                                 Function<ExactDistribution, OutcomeFiller> fillers, double[] stats) {
        int[][] levels = StateIndex.masksByFilledCount();
        int startLevel = Integer.bitCount(startMask);
        scores.start(startLevel, start, pointsSoFar);
        OutcomeFiller[] expanders = workers(threads, fillers);
        ScorePull[] pull = keptPulls;
        try (ParallelLoop loop = new ParallelLoop(threads, "yahtzee-distribution")) {
            for (int n = startLevel; n < Category.COUNT; n++) {
                int[] masks = containing(levels[n], startMask);
                int level = n;
                double[][] maskStats = stats == null ? null : new double[masks.length][STAT_FIELDS];
                loop.run(masks.length, (worker, m) -> {
                    expanders[worker].fill(masks[m]);
                    keep(masks[m]);
                    if (maskStats != null) {
                        addStatistics(maskStats[m], masks[m], level);
                    }
                });
                for (int m = 0; maskStats != null && m < masks.length; m++) {
                    for (int f = 0; f < STAT_FIELDS; f++) {
                        stats[f] += maskStats[m][f];
                    }
                }
                int[] targets = containing(levels[n + 1], startMask);
                loop.run(targets.length, (worker, t) -> pull[worker].ranges(targets[t], startMask));
                int[] maskAt = scores.allocate(level + 1, targets);
                loop.run(targets.length, (worker, t) -> pull[worker].pull(targets[t], startMask, level + 1, maskAt[t]));
                for (int mask : masks) {
                    scores.release(mask);
                    java.util.Arrays.fill(outcomes, StateIndex.offset(mask), StateIndex.offset(mask)
                            + StateIndex.statesOf(mask), null);
                }
                progress.accept((n + 1 - startLevel) / (double) (Category.COUNT - startLevel));
            }
        }
        return finalScores();
    }

    /**
     * The workers' step 1 (and into {@link #keptPulls}, their step 2) for {@code threads} workers:
     * those of the last sweep, any missing made. One pass always takes one kind of filler.
     */
    private OutcomeFiller[] workers(int threads, Function<ExactDistribution, OutcomeFiller> of) {
        if (keptFillers.length < threads) {
            OutcomeFiller[] more = java.util.Arrays.copyOf(keptFillers, threads);
            ScorePull[] morePulls = java.util.Arrays.copyOf(keptPulls, threads);
            for (int w = keptFillers.length; w < threads; w++) {
                more[w] = of.apply(this);
                morePulls[w] = new ScorePull(outcomes, scores);
            }
            keptFillers = more;
            keptPulls = morePulls;
        }
        return keptFillers;
    }

    /** The masks of {@code level} that contain every box of {@code startMask}, in their order. */
    private static int[] containing(int[] level, int startMask) {
        if (startMask == 0) {
            return level;
        }
        int[] out = new int[level.length];
        int n = 0;
        for (int mask : level) {
            if ((mask & startMask) == startMask) {
                out[n++] = mask;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** Step 1 over lanes for the masks of one worker: the outcomes of their reached states. */
    private static final class Expander implements OutcomeFiller,
            LaneTurnAnalyzer.BatchVisitor, LaneTurnAnalyzer.StateFilter, LaneTurnAnalyzer.DuplicateVisitor {
        private final ExactDistribution pass;
        private final LaneTurnAnalyzer analyzer;
        private final LaneDecisions decisions = new LaneDecisions();
        private final LaneOutcomes laneOutcomes = new LaneOutcomes();
        private final TurnOutcomes[] batch = new TurnOutcomes[LaneTurnAnalyzer.LANES];
        private int mask;

        Expander(ExactDistribution pass) {
            this.pass = pass;
            this.analyzer = new LaneTurnAnalyzer(pass.values);
        }

        @Override
        public void fill(int mask) {
            this.mask = mask;
            analyzer.analyzeMask(mask, this, this, this);
        }

        @Override
        public boolean wanted(int stateIndex) {
            return pass.reached(stateIndex);
        }

        @Override
        public void visit(int[] stateIndex, int lanes) {
            decisions.decide(analyzer, lanes);
            laneOutcomes.of(analyzer, decisions, lanes, batch);
            for (int lane = 0; lane < lanes; lane++) {
                pass.outcomes[stateIndex[lane]] = batch[lane];
            }
        }

        @Override
        public boolean sameNext(int next, int earlierNext) {
            return true; // the outcomes follow from the decisions, the rest from the state itself
        }

        @Override
        public void duplicate(int stateIndex, int sameAs, int upperTotal, boolean yahtzeeHolds50) {
            pass.outcomes[stateIndex] = TurnOutcomes.from(pass.outcomes[sameAs], mask, upperTotal, yahtzeeHolds50);
        }
    }

    /**
     * Adds the box statistics of the reached states of {@code mask}, in StateIndex order whatever
     * order step 1 filled them in: the sums' order.
     */
    private void addStatistics(double[] stats, int mask, int level) {
        double[] cells = scores.cells(level);
        for (int state = StateIndex.offset(mask); state < StateIndex.offset(mask) + StateIndex.statesOf(mask); state++) {
            if (outcomes[state] != null) {
                double p = 0; // the probability of reaching the state
                for (int x = scores.at(state); x < scores.at(state) + scores.length(state); x++) {
                    p += cells[x];
                }
                addStatistics(stats, p, outcomes[state]);
            }
        }
    }

    /** Adds the box statistics of a state reached with probability {@code p} and outcomes {@code o}. */
    private static void addStatistics(double[] stats, double p, TurnOutcomes o) {
        for (int e = 0; e < o.count; e++) {
            double w = p * o.probability[e];
            int bonuses = o.gained[e] - o.points[e];
            stats[STAT_BOX_MEAN + o.box[e]] += w * o.points[e];
            if (o.points[e] == 0) {
                stats[STAT_BOX_ZERO + o.box[e]] += w;
            }
            if (bonuses % Rules.YAHTZEE_BONUS == Rules.UPPER_BONUS) {
                stats[STAT_UPPER_BONUS] += w;
            }
            stats[STAT_YAHTZEE_BONUS] += w * (bonuses - bonuses % Rules.YAHTZEE_BONUS);
        }
    }

    /** The game-over states' distributions summed, indexed by final score. */
    private double[] finalScores() {
        int first = StateIndex.offset(Category.ALL_USED);
        int highest = 0;
        for (int j = first; j < first + StateIndex.statesOf(Category.ALL_USED); j++) {
            if (scores.reached(j)) {
                highest = Math.max(highest, scores.lo(j) + scores.length(j) - 1);
            }
        }
        double[] finals = new double[highest + 1];
        double[] cells = scores.cells(Category.COUNT);
        for (int j = first; j < first + StateIndex.statesOf(Category.ALL_USED); j++) {
            for (int x = 0; x < scores.length(j); x++) {
                finals[scores.lo(j) + x] += cells[scores.at(j) + x];
            }
        }
        return finals;
    }
}
